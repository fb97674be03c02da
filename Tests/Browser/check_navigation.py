"""The ways around the site: the sidebar, the table of contents, previous and next, the 404 page."""

from browser import DESKTOP, PHONE, errors
from check_pages import link_problems, site_path
from page_facts import FACTS
from site_server import http_get

# Pages drawn without the documentation sidebar: the landing page has a layout of its own.
PAGES_WITHOUT_SIDEBAR = {"404.html", "index.html"}


def check_sidebar_marks(server, facts, report):
    """Every page has the sidebar; the links to the page itself, and only those, carry
    aria-current="page"; a page the sidebar lists is always marked."""
    for page, page_facts in facts.items():
        sidebar = page_facts["sidebar"]
        if sidebar is None:
            if page not in PAGES_WITHOUT_SIDEBAR:
                report.record(f"sidebar: {page}", ["the page has no sidebar"])
            continue
        problems = []
        to_page = [link for link in sidebar if site_path(link["url"], server.base_url) == page]
        marked = [link for link in sidebar if link["current"] is not None]
        for link in marked:
            if link["current"] != "page":
                problems.append(f"{link['text']!r} has aria-current={link['current']!r}, not 'page'")
            if link not in to_page:
                problems.append(f"{link['text']!r} is marked current but leads to {link['url']}")
        for link in to_page:
            if link["current"] != "page":
                problems.append(f"the sidebar's link to this page ({link['text']!r}) is not marked aria-current")
        report.record(f"sidebar marks the current page: {page}", problems)


def check_phone_sidebar(browser, server, page, report):
    """On a phone the sidebar hides behind its toggle, which opens it."""
    browser.set_viewport(*PHONE)
    try:
        browser.open(server.url(page))
        problems = []
        shown = "return getComputedStyle(document.querySelector('nav.sidebar')).display !== 'none'"
        if browser.run(shown):
            problems.append("the sidebar is open before the toggle is used")
        browser.driver.find_element("css selector", ".nav-toggle-label").click()
        if not browser.run(shown):
            problems.append("the 'Browse' toggle did not open the sidebar")
        elif not browser.run("return !!document.querySelector('nav.sidebar a[aria-current=page]')"
                             " && document.querySelector('nav.sidebar a[aria-current=page]').offsetHeight > 0"):
            problems.append("the opened sidebar does not show the current page")
        report.record(f"phone sidebar opens from its toggle: {page}", problems)
    finally:
        browser.set_viewport(*DESKTOP)


def check_tables_of_contents(facts, report):
    """Each table of contents entry leads to a heading of its own page, with the entry's text."""
    for page, page_facts in facts.items():
        if not page_facts["toc"]:
            continue
        problems = []
        for entry in page_facts["toc"]:
            if not entry["raw"].startswith("#"):
                problems.append(f"entry {entry['text']!r} leads off the page: {entry['raw']!r}")
            elif entry["raw"][1:] not in page_facts["ids"]:
                problems.append(f"entry {entry['text']!r}: no id {entry['raw'][1:]!r} on the page")
        report.record(f"table of contents anchors: {page}", problems)


def check_toc_scrolls(browser, server, page, report):
    """Following an entry of the table of contents shows its heading below the sticky header."""
    browser.open(server.url(page))
    links = browser.driver.find_elements("css selector", "nav.toc a[href^='#']")
    if len(links) < 2:
        report.record(f"table of contents scrolls to its heading: {page}", ["fewer than 2 entries"])
        return
    target = links[len(links) // 2]
    fragment = target.get_attribute("href").split("#", 1)[1]
    target.click()
    state = browser.run("""
        const heading = document.getElementById(arguments[0]);
        const header = document.querySelector(".site-header").getBoundingClientRect();
        const box = heading.getBoundingClientRect();
        return { hash: location.hash, top: box.top, headerBottom: header.bottom, height: innerHeight,
                 tag: heading.tagName };
    """, fragment)
    problems = []
    if state["hash"] != "#" + fragment:
        problems.append(f"the address ends in {state['hash']!r}, not #{fragment}")
    if not (state["headerBottom"] <= state["top"] < state["height"]):
        problems.append(f"heading {fragment!r} is at {state['top']:.0f} px, not between the header "
                        f"({state['headerBottom']:.0f} px) and the bottom of the window")
    if not state["tag"].lower() in ("h2", "h3", "h4"):
        problems.append(f"#{fragment} is a {state['tag']}, not a heading")
    report.record(f"table of contents scrolls to its heading: {page}", problems)


def check_pagers(server, facts, report):
    """Previous and next agree: the page after A has A before it (when it has a pager: the
    landing page has none), and neither is A itself."""
    for page, page_facts in facts.items():
        pager = page_facts["pager"]
        if not pager:
            continue
        problems = []
        for rel, back in (("next", "prev"), ("prev", "next")):
            if rel not in pager:
                continue
            target = site_path(pager[rel], server.base_url)
            if target == page:
                problems.append(f"'{rel}' leads to the page itself")
            elif target not in facts:
                problems.append(f"'{rel}' leads to {pager[rel]}, not a page of the site")
            elif facts[target]["pager"] and site_path(facts[target]["pager"].get(back, ""), server.base_url) != page:
                problems.append(f"'{rel}' leads to {target}, whose '{back}' is not this page")
        unknown = set(pager) - {"next", "prev"}
        if unknown:
            problems.append(f"pager links without rel=prev or rel=next: {sorted(unknown)}")
        report.record(f"previous and next agree: {page}", problems)


def check_pager_click(browser, server, page, report):
    """Clicking 'Next' and then 'Previous' comes back to the page."""
    browser.open(server.url(page))
    start = browser.driver.current_url
    browser.driver.find_element("css selector", "nav.pager a[rel=next]").click()
    after_next = browser.driver.current_url
    browser.driver.find_element("css selector", "nav.pager a[rel=prev]").click()
    problems = []
    if after_next == start:
        problems.append("'Next' did not leave the page")
    if browser.driver.current_url != start:
        problems.append(f"'Next' then 'Previous' ended on {browser.driver.current_url}, not {start}")
    report.record(f"pager: next then previous: {page}", problems)


def check_not_found(browser, server, output, facts, report):
    """A missing path, at the root or deep down, is answered with status 404 and the 404 page,
    styled, its links working from there."""
    not_found_title = facts["404.html"]["title"]
    for missing in ("no-such-page.html", "reference/napkin/no-such-symbol/deeper.html", "articles/"):
        problems = []
        status, body = http_get(server.url(missing))
        if status != 404:
            problems.append(f"GET /{missing} answered {status}, not 404")
        if f"<title>{not_found_title}</title>" not in body:
            problems.append(f"GET /{missing} is not the 404 page")
        entries = browser.open(server.url(missing))
        page_facts = browser.run(FACTS)
        unexpected = [entry for entry in errors(entries) if "status of 404" not in entry["message"]
                      or server.url(missing) not in entry["message"]]
        problems += [f"console error: {entry['message'][:200]}" for entry in unexpected]
        if page_facts["title"] != not_found_title:
            problems.append(f"the browser shows {page_facts['title']!r}, not the 404 page")
        if not page_facts["stylesheetApplied"]:
            problems.append("the 404 page has no style here: its stylesheet link does not resolve")
        problems += link_problems(page_facts, output, server.base_url, facts, {})
        report.record(f"404 page for /{missing}", problems)
