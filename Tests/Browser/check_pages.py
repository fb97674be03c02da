"""Every page, three times: at a desktop's width (console, links, anchors, images), at a phone's
width (no sideways scrolling), and with JavaScript off (the same text)."""

import difflib
from pathlib import Path
from urllib.parse import unquote, urlsplit

from browser import DESKTOP, PHONE, errors
from check_accessibility import Auditor
from page_facts import FACTS, OVERFLOW, VISIBLE_TEXT


def console_problems(entries):
    """One problem per console error."""
    return [f"console error: {entry['message'][:300]}" for entry in errors(entries)]


def visit_all(browser, server, pages, report):
    """Loads every page at the desktop width with JavaScript on; returns {page: facts}."""
    facts = {}
    for page in pages:
        entries = browser.open(server.url(page))
        page_facts = browser.run(FACTS)
        page_facts["text"] = browser.run(VISIBLE_TEXT)
        facts[page] = page_facts
        report.record(f"console clean: {page}", console_problems(entries))
        report.record(f"images load: {page}", [
            f"image {image['src']!r} did not load" for image in page_facts["images"] if not image["loaded"]
        ] + [
            f"image {image['src']!r} has no alt attribute" for image in page_facts["images"] if image["alt"] is None
        ])
        if not page_facts["stylesheetApplied"]:
            report.record(f"stylesheet applied: {page}", ["the page has no background: style.css did not apply"])
    return facts


def site_path(url, base_url):
    """The file an address of the served site names, relative to the site's root, or None."""
    if not url.startswith(base_url):
        return None
    path = unquote(urlsplit(url).path)[len(urlsplit(base_url).path):]
    if path == "" or path.endswith("/"):
        path += "index.html"
    return path


def link_problems(page_facts, output, base_url, facts, counts):
    """Problems of the links of a page: targets that are not files of the site, and fragments
    that name no id on their target page (a link that is only a fragment, on the page itself).
    External links are counted, not fetched."""
    problems = []
    for link in page_facts["links"]:
        url, raw = link["url"], link["raw"]
        if raw.startswith("#"):
            fragment = unquote(raw[1:])
            if fragment not in page_facts["ids"]:
                problems.append(f"broken anchor {raw!r} ({link['text']!r}): no such id on the page")
            continue
        scheme = urlsplit(url).scheme
        if scheme in ("mailto", "tel"):
            continue
        if scheme not in ("http", "https"):
            problems.append(f"link {raw!r} ({link['text']!r}) is not a web address")
            continue
        path = site_path(url, base_url)
        if path is None:
            counts["external"] = counts.get("external", 0) + 1
            continue
        counts["internal"] = counts.get("internal", 0) + 1
        if not (Path(output) / path).is_file():
            problems.append(f"broken link {raw!r} ({link['text']!r}): no file {path}")
            continue
        if "#" not in url:
            continue
        fragment = unquote(urlsplit(url).fragment)
        if not fragment:
            problems.append(f"link {raw!r} ({link['text']!r}) has an empty fragment")
        elif path not in facts:
            problems.append(f"link {raw!r} ({link['text']!r}) has a fragment but {path} is not a page")
        elif fragment not in facts[path]["ids"]:
            problems.append(f"broken anchor {raw!r} ({link['text']!r}): no id {fragment!r} on {path}")
    return problems


def check_links(server, output, facts, report):
    """Every `<a href>` of every page resolves to a file, and its fragment to an id there."""
    counts = {}
    for page, page_facts in facts.items():
        report.record(f"links and anchors resolve: {page}",
                      link_problems(page_facts, output, server.base_url, facts, counts))
    report.note(f"{counts.get('internal', 0)} internal links checked, "
                f"{counts.get('external', 0)} external links not fetched")


def check_phone_width(browser, server, pages, report):
    """At 375 px no page scrolls sideways; code blocks scroll inside themselves."""
    browser.set_viewport(*PHONE)
    try:
        for page in pages:
            entries = browser.open(server.url(page))
            overflow = browser.run(OVERFLOW)
            problems = console_problems(entries)
            if overflow["innerWidth"] != PHONE[0]:
                problems.append(f"the layout viewport is {overflow['innerWidth']} px wide, not {PHONE[0]}")
            if overflow["scrollWidth"] > overflow["clientWidth"]:
                problems.append(f"the page scrolls sideways: {overflow['scrollWidth']} px of content in "
                                f"{overflow['clientWidth']} px")
                problems += overflow["culprits"]
            problems += overflow["codeProblems"]
            report.record(f"fits {PHONE[0]} px: {page}", problems)
    finally:
        browser.set_viewport(*DESKTOP)


def text_lines(text):
    """Lines of visible text, white space trimmed, blank lines left out."""
    return [line.strip() for line in text.splitlines() if line.strip()]


def text_differences(with_script, without):
    """Problems if the visible text with JavaScript differs from that without."""
    with_script, without = text_lines(with_script), text_lines(without)
    if with_script == without:
        return []
    diff = list(difflib.unified_diff(with_script, without, "with JavaScript", "without", lineterm="", n=0))
    return ["the text differs without JavaScript:"] + [f"  {line[:160]}" for line in diff[2:12]]


def check_without_javascript(browser, server, pages, facts, report):
    """With JavaScript off every page shows the text it shows with it on."""
    browser.set_javascript(False)
    try:
        for page in pages:
            browser.open(server.url(page))
            state = browser.run("""return {
                text: document.body.innerText,
                toggleShown: !!document.querySelector(".theme-toggle:not([hidden])"),
            };""")
            problems = text_differences(facts[page]["text"], state["text"])
            without = text_lines(state["text"])
            if not without:
                problems.append("no text without JavaScript")
            if state["toggleShown"]:
                problems.append("the theme toggle shows without JavaScript, where it cannot work")
            report.record(f"reads without JavaScript: {page}", problems)
    finally:
        browser.set_javascript(True)


# A page with one of each problem the checks above look for, written into the served folder for
# a moment: each check must see its problem, or a clean result would mean nothing.
BROKEN_PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>broken</title>
<script>console.error("deliberate error");
addEventListener("DOMContentLoaded", () => document.querySelector("main").append("only with JavaScript"));</script></head>
<body><main><h1 id="top">Broken</h1>
<a href="no-such-file.html">missing file</a> <a href="index.html#no-such-id">missing anchor</a>
<a href="#nowhere">missing id here</a> <img src="no-such-image.png" alt="missing">
<p style="color: #aaa; background: #fff">too faint</p><div style="width: 900px">too wide</div><pre style="overflow: visible">""" + "x" * 300 + """</pre>
</main></body></html>"""


def check_the_checks(browser, server, output, facts, report):
    """The detectors fire on a page that has every problem: a console error, a missing image,
    a missing file, a missing anchor on another page and on its own, faint text, text only
    the script shows, and sideways overflow."""
    name = "__browser-suite-broken.html"
    path = Path(output) / name
    path.write_text(BROKEN_PAGE, encoding="utf-8")
    problems = []
    try:
        entries = browser.open(server.url(name))
        page_facts = browser.run(FACTS)
        if not any("deliberate error" in problem for problem in console_problems(entries)):
            problems.append("the console error was not seen")
        if not any(not image["loaded"] for image in page_facts["images"]):
            problems.append("the missing image was not seen")
        found = link_problems(page_facts, output, server.base_url, facts, {})
        for expected in ("no file no-such-file.html", "no id 'no-such-id' on index.html", "'#nowhere'"):
            if not any(expected in problem for problem in found):
                problems.append(f"the link problem {expected!r} was not seen in {found}")
        if not any(v["id"] == "color-contrast" for v in Auditor(browser).violations()[0]):
            problems.append("axe-core did not see the faint text")
        with_script = browser.run(VISIBLE_TEXT)
        browser.set_javascript(False)
        browser.open(server.url(name))
        browser.set_javascript(True)
        if not text_differences(with_script, browser.run(VISIBLE_TEXT)):
            problems.append("the text added by the script was not missed without JavaScript")
        browser.set_viewport(*PHONE)
        browser.open(server.url(name))
        overflow = browser.run(OVERFLOW)
        if overflow["scrollWidth"] <= overflow["clientWidth"] or not overflow["culprits"]:
            problems.append(f"the overflow at {PHONE[0]} px was not seen: {overflow}")
        if not overflow["codeProblems"]:
            problems.append("the code block that does not scroll was not seen")
    finally:
        browser.set_viewport(*DESKTOP)
        path.unlink()
    report.record("the checks see the problems of a deliberately broken page", problems)
