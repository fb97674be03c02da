"""The browser suite: builds the site, serves it with `napkin-docs serve`, and checks it in
headless Chromium as a reader would use it. Run through `scripts/browser-suite`, which installs
what it needs first. Ends with `N passed, N failed`, and exits with 1 when a check failed."""

import argparse
import sys
import tempfile
from pathlib import Path

import check_accessibility
import check_hosting
import check_live_reload
import check_navigation
import check_pages
import check_reference
import check_search
import check_theme
import check_versions
import screenshots
from browser import Browser
from harness import Report
from site_server import BuildFailed, Server, build_site, site_pages

PACKAGE = Path(__file__).resolve().parents[2]


def arguments():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--screenshots", default=str(PACKAGE / ".build" / "browser-screenshots"),
                        help="the folder for the screenshots (default: .build/browser-screenshots)")
    parser.add_argument("--axe", choices=("all", "sample"), default="all",
                        help="audit every page with axe-core in the light theme (the default), or a sample "
                             "of each kind; the dark theme's audit always takes the sample")
    parser.add_argument("--verbose", action="store_true", help="print every check that passes too")
    return parser.parse_args()


def sample(pages):
    """A few pages of each kind: the landing, search and 404 pages, every article and tutorial,
    and from the reference its index and ten pages spread over the rest (types and members)."""
    chosen = [p for p in pages if "/" not in p or p.startswith(("articles/", "tutorials/"))]
    reference = [p for p in pages if p.startswith("reference/") and p != "reference/index.html"]
    spread = reference[::max(1, len(reference) // 10)][:10]
    return chosen + [p for p in pages if p == "reference/index.html"] + spread


def main():
    options = arguments()
    report = Report(verbose=options.verbose)
    with tempfile.TemporaryDirectory(prefix="napkin-browser-suite-") as scratch:
        output = Path(scratch) / "Site"
        report.stage("napkin-docs build")
        try:
            build_report = build_site(PACKAGE, output)
        except BuildFailed as failure:
            print(failure)
            report.record("the site builds", [str(failure).splitlines()[0]])
            return report.summary()
        print("\n".join(line for line in build_report.splitlines() if not line.startswith(("[", "Building", "Build of"))))
        report.stage("napkin-docs serve")
        try:
            server = Server(PACKAGE, output)
        except BuildFailed as failure:
            print(failure)
            report.record("napkin-docs serve starts", [str(failure).splitlines()[0]])
            return report.summary()
        browser = None
        try:
            print(f"serving at {server.base_url}")
            browser = Browser()
            run(browser, server, output, options, report)
        finally:
            if browser:
                browser.quit()
            server.stop()
    return report.summary()


def run(browser, server, output, options, report):
    pages = site_pages(output)
    report.note(f"{len(pages)} pages")
    article = "articles/lifecycle.html" if "articles/lifecycle.html" in pages else next(p for p in pages if p.startswith("articles/"))

    reference = "reference/napkin/router.html" if "reference/napkin/router.html" in pages else "reference/index.html"

    audited = pages if options.axe == "all" else sample(pages)
    dark = sample(pages)
    audit = check_accessibility.ParallelAudit(server, audited, dark)
    audit.start()

    report.stage(f"every page at {browser.viewport[0]} px: console, images, links, anchors")
    facts = check_pages.visit_all(browser, server, pages, report)
    report.check("the checks see problems", check_pages.check_the_checks, browser, server, output, facts, report)
    check_pages.check_links(server, output, facts, report)
    check_navigation.check_sidebar_marks(server, facts, report)
    check_navigation.check_tables_of_contents(facts, report)
    check_navigation.check_pagers(server, facts, report)

    report.stage("every page at 375 px: no sideways scrolling")
    check_pages.check_phone_width(browser, server, pages, report)

    report.stage("every page without JavaScript: the same text")
    check_pages.check_without_javascript(browser, server, pages, facts, report)

    report.stage("navigation: sidebar, table of contents, previous and next, 404")
    report.check(f"phone sidebar ({article})", check_navigation.check_phone_sidebar, browser, server, article, report)
    report.check(f"toc scroll ({article})", check_navigation.check_toc_scrolls, browser, server, article, report)
    report.check(f"pager click ({article})", check_navigation.check_pager_click, browser, server, article, report)
    report.check("404", check_navigation.check_not_found, browser, server, output, facts, report)

    report.stage("the API reference: sections as DocC shows them, code linked to it")
    report.check("symbol page sections", check_reference.check_symbol_sections, browser, server, pages, report)
    report.check("code links", check_reference.check_code_links, browser, server, pages, report)

    report.stage("search")
    report.check("member search", check_search.check_member_search, browser, server, facts, report)
    report.check("body search", check_search.check_body_word_search, browser, server, facts, report)
    report.check("search keyboard", check_search.check_keyboard_and_results_page, browser, server, facts, report)

    report.stage("themes")
    for page in (article, reference):
        report.check(f"theme ({page})", check_theme.check_theme, browser, server, page, report)
    report.check("dark without JavaScript", check_theme.check_dark_without_javascript, browser, server, article, report)

    report.stage("keyboard")
    for page in ("index.html", article, reference):
        report.check(f"keyboard ({page})", check_accessibility.check_keyboard, browser, server, page, report)
    report.check(f"phone keyboard ({article})", check_accessibility.check_phone_keyboard, browser, server, article, report)

    report.stage(f"axe-core: waiting for the audit of {len(audited)} pages in light, {len(dark)} in dark")
    audit.join()
    audit.results.replay(report)

    report.stage("screenshots")
    written = screenshots.take(browser, server, pages, options.screenshots)
    print(f"{len(written)} screenshots in {options.screenshots}")

    report.stage("live reload: a failed build over the open page, then the fix")
    report.check("live reload", check_live_reload.check_overlay, browser, PACKAGE, options.screenshots, report)

    report.stage(f"hosting: every link under {check_hosting.PREFIX}; sites in German and Japanese with a theme override")
    report.check("sub-path", check_hosting.check_sub_path, browser, PACKAGE, report)
    for language in ("de", "ja"):
        report.check(f"site in {language}", check_hosting.check_language, browser, PACKAGE, language,
                     options.screenshots, report)
    report.stage("versions: three releases and a working tree in one site, under " + check_hosting.PREFIX)
    report.check("versions", check_versions.check_versions, browser, PACKAGE, options.screenshots, report)


if __name__ == "__main__":
    sys.exit(main())
