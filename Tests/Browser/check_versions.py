"""A site of several versions (`napkin-docs build --versions`), served under a sub-path by a static
host: a small package with three releases and a working tree, one page gone in the newest
release and an API that grows, deprecates and drops a method, built as a user builds it (each
release's package built in its checkout). Every page of every version loads, its links and
anchors lead to files of the site; the picker opens and leads to the same page in another
version without JavaScript; every page of an older version, its symbols' included, has a banner
that links the same page at latest/ or says when the page went away; a symbol's page says in
which release it appeared, was deprecated or went away; the root sends readers to latest/; the
changes page lists what changed; axe-core finds no serious problem on the pages that carry the
versions' parts."""

import os
import subprocess
import tempfile
from pathlib import Path

from check_accessibility import Auditor
from check_hosting import PREFIX, StaticHost, build, visit
from check_pages import check_phone_width
from site_server import site_pages

ROOT = """# Toolkit

@Metadata {
    @TechnologyRoot
}

A toolkit with releases.

## Topics

### Guides

"""


def git(folder, *arguments):
    subprocess.run(["git", "-C", str(folder), "-c", "user.name=Suite", "-c", "user.email=suite@example.com",
                    *arguments], check=True, capture_output=True)


MANIFEST = """// swift-tools-version: 6.0
import PackageDescription

let package = Package(name: "Toolkit", targets: [.target(name: "Tools")])
"""

# The API of each release: `legacy()` deprecated in 1.1.0 and gone in 2.0.0, `runTwice()` new in
# 1.1.0, `next()` new in the working tree.
API = {
    "1.0.0": ["public func run() {}", "public func legacy() {}"],
    "1.1.0": ["public func run() {}", "public func runTwice() {}",
              '@available(*, deprecated, renamed: "run()")\n    public func legacy() {}'],
    "v2.0.0": ["public func run() {}", "public func runTwice() {}"],
    None: ["public func run() {}", "public func runTwice() {}", "public func next() {}"],
}


def write_api(folder, members):
    sources = Path(folder) / "Sources" / "Tools"
    sources.mkdir(parents=True, exist_ok=True)
    body = "".join(f"    /// Does what its name says.\n    {member}\n\n" for member in members)
    (sources / "Tool.swift").write_text(
        "/// A tool of the toolkit.\npublic struct Tool {\n    /// A tool.\n    public init() {}\n\n" + body + "}\n")


def write_release(folder, pages, tag=None):
    """Writes the package's pages (name → text) and API, replacing the ones before, and commits and tags."""
    write_api(folder, API[tag])
    articles = Path(folder) / "Articles"
    for old in articles.glob("*.md"):
        old.unlink()
    articles.mkdir(parents=True, exist_ok=True)
    (articles / "Toolkit.md").write_text(ROOT + "".join(f"- <doc:{name}>\n" for name in pages))
    for name, text in pages.items():
        (articles / f"{name}.md").write_text(text)
    if tag:
        git(folder, "add", "-A")
        git(folder, "commit", "-q", "-m", tag)
        git(folder, "tag", tag)


def write_package(folder):
    """Releases 1.0.0 (Guide, Legacy), 1.1.0 and 2.0.0 (Guide only), and a working tree with Next."""
    (Path(folder) / "Package.swift").write_text(MANIFEST)
    (Path(folder) / ".gitignore").write_text(".build/\nSite/\n")
    git(folder, "init", "-q")
    write_release(folder, {"Guide": "# Guide\n\nThe first guide.\n\n## Setup\n\nRun it.\n",
                           "Legacy": "# Legacy\n\nAn old way, see <doc:Guide#Setup>.\n"}, "1.0.0")
    write_release(folder, {"Guide": "# Guide\n\nThe guide, again.\n\n## Setup\n\nRun it twice.\n"}, "1.1.0")
    write_release(folder, {"Guide": "# Guide\n\nThe guide of 2.0.\n\n## Setup\n\nRun it.\n"}, "v2.0.0")
    write_release(folder, {"Guide": "# Guide\n\nNot released.\n\n## Setup\n\nRun it.\n",
                           "Next": "# Next\n\nComing soon.\n"})


def check_versions(browser, package, screenshots, report):
    label = "versions"
    with tempfile.TemporaryDirectory(prefix="napkin-versions-") as scratch:
        write_package(scratch)
        output = Path(scratch) / "Site"
        build(package, output, ["--versions", "--module", "Tools", "--site-url", "https://example.org" + PREFIX],
              directory=scratch)
        host = StaticHost(output, PREFIX)
        try:
            pages = site_pages(output)
            expected = ["main/index.html", "2.0.0/index.html", "1.1.0/index.html", "1.0.0/articles/legacy.html",
                        "latest/articles/guide.html", "2.0.0/changes.html", "versions.html", "index.html"]
            report.record(f"{label}: every version's folder, latest/, the list and the changes pages",
                          [f"no {page}" for page in expected if page not in pages])
            visit(browser, host, output, [page for page in pages if page != "index.html"], label, report)
            check_root(browser, host, report, label)
            check_picker(browser, host, report, label)
            check_banners(browser, host, report, label)
            check_changes(browser, host, report, label)
            check_symbol_histories(browser, host, report, label)
            check_older_pages(browser, host, output, pages, report, label)
            # The picker and the banner fit a phone's header and width.
            check_phone_width(browser, host, ["1.0.0/articles/legacy.html", "2.0.0/changes.html", "versions.html"],
                              report)
            Path(screenshots).mkdir(parents=True, exist_ok=True)
            browser.open(host.url("1.0.0/articles/legacy.html"))
            browser.run("document.querySelector('.version-picker').open = true")
            browser.screenshot(Path(screenshots) / "versions-picker-and-banner.png")
            browser.open(host.url("2.0.0/changes.html"))
            browser.screenshot(Path(screenshots) / "versions-changes-page.png")
            browser.open(host.url("1.0.0/reference/tools/tool/legacy.html"))
            browser.screenshot(Path(screenshots) / "versions-symbol-history.png")
            auditor = Auditor(browser)
            for page in ("1.0.0/articles/legacy.html", "latest/articles/guide.html", "2.0.0/changes.html",
                         "versions.html", "1.0.0/reference/tools/tool/legacy.html"):
                report.check(f"axe ({label}): {page}", auditor.audit, host, page, report, label)
        finally:
            host.stop()


def check_root(browser, host, report, label):
    browser.open(host.url(""))
    arrived = browser.run("return location.pathname")
    report.record(f"{label}: the root sends readers to latest/",
                  [] if arrived == PREFIX + "latest/" else [f"the root ended at {arrived}"])


def check_picker(browser, host, report, label):
    """Without JavaScript, the picker opens with a click and its link leads to the same page."""
    problems = []
    browser.set_javascript(False)
    try:
        browser.open(host.url("latest/articles/guide.html"))
        summary = browser.driver.find_element("css selector", ".version-picker summary")
        listed = browser.driver.find_element("css selector", ".version-picker ul")
        if listed.is_displayed():
            problems.append("the picker's list shows before it is opened")
        summary.click()
        if not listed.is_displayed():
            problems.append("a click on the picker does not open its list")
        names = [item.text for item in browser.driver.find_elements("css selector", ".version-picker li a")]
        if names != ["main (unreleased)", "2.0.0 (latest)", "1.1.0", "1.0.0", "All versions"]:
            problems.append(f"the picker lists {names}")
        browser.driver.find_element("link text", "1.0.0").click()
        arrived = browser.run("return location.pathname")
        if arrived != PREFIX + "1.0.0/articles/guide.html":
            problems.append(f"the picker's 1.0.0 led to {arrived}, not the same page in 1.0.0")
        browser.open(host.url("main/articles/next.html"))
        browser.driver.find_element("css selector", ".version-picker summary").click()
        browser.driver.find_element("link text", "1.1.0").click()
        arrived = browser.run("return location.pathname")
        if arrived != PREFIX + "1.1.0/":
            problems.append(f"a page 1.1.0 lacks led to {arrived}, not 1.1.0's front page")
    finally:
        browser.set_javascript(True)
    report.record(f"{label}: the picker works without JavaScript and keeps the page", problems)


def check_banners(browser, host, report, label):
    problems = []
    browser.open(host.url("1.1.0/articles/guide.html"))
    banner = browser.run("var b = document.querySelector('.version-banner'); return b ? b.innerText : null")
    if not banner or "1.1.0, an older release" not in banner:
        problems.append(f"1.1.0's banner says {banner!r}")
    browser.driver.find_element("css selector", ".version-banner a").click()
    arrived = browser.run("return location.pathname")
    if arrived != PREFIX + "latest/articles/guide.html":
        problems.append(f"1.1.0's banner led to {arrived}")
    browser.open(host.url("1.0.0/articles/legacy.html"))
    banner = browser.run("var b = document.querySelector('.version-banner'); return b ? b.innerText : null")
    if not banner or "went away in 1.1.0" not in banner:
        problems.append(f"the banner of a page gone since says {banner!r}")
    for page in ("latest/articles/guide.html", "2.0.0/articles/guide.html"):
        browser.open(host.url(page))
        if browser.run("return document.querySelector('.version-banner') !== null"):
            problems.append(f"{page}, the newest release, has a banner")
        if browser.run("return document.querySelector('meta[name=robots]') !== null"):
            problems.append(f"{page}, the newest release, asks search engines to leave it out")
    browser.open(host.url("1.0.0/articles/guide.html"))
    if browser.run("return document.querySelector('meta[name=robots][content=noindex]') === null"):
        problems.append("1.0.0's pages do not ask search engines to leave them out")
    report.record(f"{label}: banners of older versions, none on the newest release", problems)


def check_changes(browser, host, report, label):
    browser.open(host.url("1.1.0/changes.html"))
    text = browser.run("return document.querySelector('main').innerText")
    problems = [f"1.1.0's changes page does not say {words!r}" for words in
                ("What changed in 1.1.0", "Compared with 1.0.0", "Legacy · removed", "Guide · changed")
                if words not in text]
    # The lines that differ open without JavaScript.
    shown = browser.run("""
        var item = [...document.querySelectorAll('.changes-list li')].find(li => li.innerText.startsWith('Guide'));
        var details = item && item.querySelector('details');
        if (!details) return null;
        details.open = true;
        return details.querySelector('.line-difference').innerText;""")
    if not shown or "- The first guide.\n+ The guide, again." not in shown:
        problems.append(f"the changed lines read {shown!r}")
    report.record(f"{label}: the changes page lists the articles added, changed and removed", problems)


def check_symbol_histories(browser, host, report, label):
    """A symbol's page says in which release it appeared, was deprecated and went away."""
    expected = {
        "latest/reference/tools/tool/run-twice.html": "Introduced in 1.1.0.",
        "1.1.0/reference/tools/tool/legacy.html": "Deprecated in 1.1.0",
        "1.0.0/reference/tools/tool/legacy.html": "Removed in 2.0.0; 1.1.0 is the last release with it.",
        "main/reference/tools/tool/next.html": "Introduced in main (not released yet).",
    }
    problems = []
    for page, words in expected.items():
        browser.open(host.url(page))
        text = browser.run("var m = document.querySelector('main'); return m ? m.innerText : ''")
        if words not in text:
            problems.append(f"{page} does not say {words!r}")
    browser.open(host.url("2.0.0/changes.html"))
    text = browser.run("return document.querySelector('main').innerText")
    if "Tool.legacy()" not in text or "source-breaking" not in text:
        problems.append("2.0.0's changes page does not list Tool.legacy() as removed, breaking source")
    report.record(f"{label}: a symbol's page tells its releases, the changes page its removal", problems)


def check_older_pages(browser, host, output, pages, report, label):
    """Every page of an older release, its symbols' included, links the same page at latest/ or
    says in which release it went away."""
    problems = []
    older = [page for page in pages if page.startswith(("1.0.0/", "1.1.0/")) and page.endswith(".html")
             and not page.endswith(("/404.html", "/search.html"))]
    if not any("/reference/" in page for page in older):
        problems.append("the older releases have no symbol pages")
    for page in older:
        browser.open(host.url(page))
        banner = browser.run("""
            var b = document.querySelector('.version-banner');
            if (!b) return null;
            var a = b.querySelector('a');
            return {text: b.innerText, href: a ? a.getAttribute('href') : null};""")
        if not banner:
            problems.append(f"{page} has no banner")
            continue
        same = "latest/" + page.split("/", 1)[1]
        if "went away in" in banner["text"]:
            if same in pages:
                problems.append(f"{page} says it went away, but {same} is there")
        elif same not in pages:
            problems.append(f"{page} does not say it went away, and {same} is not there")
        elif os.path.normpath(os.path.join(os.path.dirname(page), (banner["href"] or "").split("#")[0])) != same:
            problems.append(f"{page}'s banner links {banner['href']!r}, not {same}")
    report.record(f"{label}: every page of an older release ({len(older)}) links latest/ or says it went away",
                  problems)
