"""Every page, three times: at a desktop's width (console, links, anchors, images), at a phone's
width (no sideways scrolling), and with JavaScript off (the same text)."""

import difflib
from pathlib import Path
from urllib.parse import unquote, urlsplit

from browser import DESKTOP, PHONE, errors
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
            problems = []
            with_script, without = text_lines(facts[page]["text"]), text_lines(state["text"])
            if with_script != without:
                diff = list(difflib.unified_diff(with_script, without, "with JavaScript", "without", lineterm="", n=0))
                problems.append("the text differs without JavaScript:")
                problems += [f"  {line[:160]}" for line in diff[2:12]]
            if not without:
                problems.append("no text without JavaScript")
            if state["toggleShown"]:
                problems.append("the theme toggle shows without JavaScript, where it cannot work")
            report.record(f"reads without JavaScript: {page}", problems)
    finally:
        browser.set_javascript(True)
