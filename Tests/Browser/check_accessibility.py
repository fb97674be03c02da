"""axe-core's audit, and the keyboard path through the header, the search box and the sidebar."""

import importlib.util
import threading
from collections import Counter
from pathlib import Path

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from browser import DESKTOP, PHONE, Browser
from harness import Collected

# The impacts that fail the suite; moderate and minor ones are counted and shown.
FAILING_IMPACTS = {"serious", "critical"}


def axe_script():
    """The text of axe-core's `axe.min.js`, as a PyPI package ships it."""
    for package in ("axe_playwright_python", "axe_selenium_python"):
        spec = importlib.util.find_spec(package)
        if spec is None or not spec.submodule_search_locations:
            continue
        for folder in spec.submodule_search_locations:
            for candidate in sorted(Path(folder).rglob("axe.min.js")):
                return candidate.read_text(encoding="utf-8")
    raise RuntimeError("axe.min.js not found: install Tests/Browser/requirements.txt")


class Auditor:
    """Runs axe-core on the page the browser shows."""

    def __init__(self, browser):
        self.browser = browser
        self.script = axe_script()
        self.minor = Counter()

    def violations(self):
        """axe's violations on the current page: (failing, others)."""
        if not self.browser.run("return typeof window.axe !== 'undefined'"):
            self.browser.run(self.script)
        result = self.browser.driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            axe.run(document, { resultTypes: ["violations"] })
                .then(result => done(result.violations.map(v => ({
                    id: v.id, impact: v.impact, help: v.help,
                    nodes: v.nodes.map(n => n.target.join(" ") + (n.failureSummary ? " — " + n.failureSummary.split("\\n").slice(1).join(" ").trim() : "")),
                }))))
                .catch(error => done([{ id: "axe-error", impact: "critical", help: String(error), nodes: [] }]));
        """)
        failing = [v for v in result if v["impact"] in FAILING_IMPACTS]
        return failing, [v for v in result if v["impact"] not in FAILING_IMPACTS]

    def audit(self, server, page, report, label):
        """Opens `page` and records its serious and critical violations as one check."""
        self.browser.open(server.url(page))
        failing, others = self.violations()
        for violation in others:
            self.minor[(violation["id"], violation["impact"])] += 1
        problems = []
        for violation in failing:
            problems.append(f"{violation['impact']}: {violation['id']} ({violation['help']}), {len(violation['nodes'])} elements")
            problems += [f"  {node[:220]}" for node in violation["nodes"][:4]]
        report.record(f"axe ({label}): {page}", problems)


class ParallelAudit(threading.Thread):
    """axe-core on a second Chromium, on a thread of its own while the other checks run: every
    page of `light` in the light theme, and those of `dark` in the dark theme."""

    def __init__(self, server, light, dark):
        super().__init__(daemon=True)
        self.server, self.light, self.dark = server, light, dark
        self.results = Collected()

    def run(self):
        browser = None
        try:
            browser = Browser()
            auditor = Auditor(browser)
            for scheme, pages in (("light", self.light), ("dark", self.dark)):
                browser.set_color_scheme(scheme)
                for page in pages:
                    self.results.check(f"axe ({scheme}): {page}", auditor.audit, self.server, page, self.results, scheme)
            for (rule, impact), count in sorted(auditor.minor.items()):
                self.results.note(f"axe, {impact} (not failing): {rule} on {count} page audits")
        except Exception as error:  # noqa: BLE001 - reported as a failed check
            self.results.record("axe-core audit runs", [f"{type(error).__name__}: {error}"])
        finally:
            if browser:
                browser.quit()


def focus_order(browser, presses):
    """Presses Tab `presses` times from the top of a freshly loaded page; describes each focus."""
    browser.run("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0);")
    order = []
    for _ in range(presses):
        ActionChains(browser.driver).send_keys(Keys.TAB).perform()
        order.append(browser.run("""
            const e = document.activeElement, box = e.getBoundingClientRect();
            return { tag: e.tagName.toLowerCase(), cls: e.className || "", type: e.type || "",
                     href: e.getAttribute("href"), inSidebar: !!e.closest("nav.sidebar"),
                     inMain: !!e.closest("main"), inHeader: !!e.closest(".site-header"),
                     visible: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight };
        """))
    return order


def check_keyboard(browser, server, page, report):
    """At a desktop's width, Tab from the top reaches the skip link first, then the search box,
    then the sidebar's links in order; each focused element is on screen; the skip link takes
    the next Tab into the page's content."""
    browser.open(server.url(page))
    sidebar = browser.run("return Array.from(document.querySelectorAll('nav.sidebar a[href]'), a => a.getAttribute('href'))")
    order = focus_order(browser, 8)
    problems = []
    if "skip-link" not in order[0]["cls"]:
        problems.append(f"the first Tab focuses {order[0]['tag']}.{order[0]['cls']}, not the skip link")
    kinds = ["search" if o["type"] == "search" else "sidebar" if o["inSidebar"] else "main" if o["inMain"] else o["tag"]
             for o in order]
    after_search = "sidebar" if sidebar else "main"  # the landing page has no sidebar
    if "search" not in kinds or after_search not in kinds or kinds.index("search") > kinds.index(after_search):
        problems.append(f"Tab does not reach the search box and then the {after_search}: {kinds}")
    elif sidebar:
        reached = [o["href"] for o in order[kinds.index("sidebar"):] if o["inSidebar"]]
        if reached != sidebar[:len(reached)]:
            problems.append(f"the sidebar's links are reached as {reached}, not in their order {sidebar[:len(reached)]}")
    hidden = [f"{o['tag']}.{o['cls']}" for o in order if not o["visible"]]
    if hidden:
        problems.append(f"focused but not on screen: {hidden}")
    # The skip link: Tab, Enter, Tab lands in the content.
    browser.open(server.url(page))
    focus_order(browser, 1)
    ActionChains(browser.driver).send_keys(Keys.ENTER).perform()
    ActionChains(browser.driver).send_keys(Keys.TAB).perform()
    if not browser.run("return !!document.activeElement.closest('main')"):
        problems.append("after the skip link, Tab does not go into the main content")
    report.record(f"keyboard: skip link, search, sidebar in order ({page})", problems)


def check_phone_keyboard(browser, server, page, report):
    """On a phone's width the sidebar's toggle takes focus after the header, Space opens the
    sidebar, and Tab then goes through its links."""
    browser.set_viewport(*PHONE)
    try:
        browser.open(server.url(page))
        order = focus_order(browser, 6)
        problems = []
        toggles = [i for i, o in enumerate(order) if "nav-toggle" in o["cls"]]
        if not toggles:
            problems.append(f"Tab does not reach the 'Browse' toggle: {[o['tag'] + '.' + o['cls'] for o in order]}")
        else:
            # Start again and stop on the toggle.
            browser.open(server.url(page))
            focus_order(browser, toggles[0] + 1)
            ActionChains(browser.driver).send_keys(Keys.SPACE).perform()
            after = focus_order_continue(browser, 2)
            if not all(o["inSidebar"] and o["visible"] for o in after):
                problems.append(f"after opening the sidebar, Tab goes to {[o['tag'] + '.' + o['cls'] for o in after]}")
        report.record(f"keyboard on a phone: the sidebar toggle opens with Space ({page})", problems)
    finally:
        browser.set_viewport(*DESKTOP)


def focus_order_continue(browser, presses):
    """Like focus_order, from where the focus is now."""
    order = []
    for _ in range(presses):
        ActionChains(browser.driver).send_keys(Keys.TAB).perform()
        order.append(browser.run("""
            const e = document.activeElement, box = e.getBoundingClientRect();
            return { tag: e.tagName.toLowerCase(), cls: e.className || "", inSidebar: !!e.closest("nav.sidebar"),
                     visible: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight };
        """))
    return order
