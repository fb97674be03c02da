"""The API reference as a reader meets it: symbol pages show the sections DocC shows, in DocC's
order, nothing drawn over the declaration; compiled code's names lead to their reference pages."""

# Symbol pages of this package's site and the level-2 sections each shows, in order; together
# they hold every section a symbol page has.
SECTION_PAGES = {
    "reference/napkin/router.html":
        ["Declaration", "Mentioned In", "Overview", "Topics", "Relationships", "See Also"],
    "reference/napkin/componentized-builder/build-with-_.html":
        ["Declaration", "Mentioned In", "Parameters", "See Also"],
    "reference/napkin/interactable/did-become-active-7alau.html":
        ["Declaration", "Default Implementations", "See Also"],
    "reference/napkin/child-route/attach-to-build.html": ["Declaration", "Return Value", "See Also"],
}

# The groups under Router's Topics and Relationships, Default Implementations among them.
ROUTER_GROUPS = ["Initializers", "Instance Properties", "Instance Methods", "Default Implementations",
                 "Routing Implementations", "Conforms To", "Inherited By"]

SHOWN_HEADINGS = """
return [...document.querySelectorAll(arguments[0])]
    .filter(heading => heading.offsetHeight > 0)
    .map(heading => heading.firstChild.textContent.trim())
"""

# Whether the Copy button of the declaration covers any of its characters.
COPY_OVER_CODE = """
const block = document.querySelector('.declaration-code');
const button = block && block.querySelector('.copy-button');
if (!button) return null;
const box = button.getBoundingClientRect();
const walker = document.createTreeWalker(block.querySelector('pre'), NodeFilter.SHOW_TEXT);
const range = document.createRange();
while (walker.nextNode()) {
    const node = walker.currentNode;
    for (let i = 0; i < node.length; i++) {
        if (!node.data[i].trim()) continue;
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const r = range.getBoundingClientRect();
        if (r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom) return node.data[i];
    }
}
return '';
"""


def check_symbol_sections(browser, server, pages, report):
    """Each page of SECTION_PAGES shows its sections, visible, in DocC's order, and each is in
    its table of contents; the Copy button covers no character of the declaration."""
    for page, expected in SECTION_PAGES.items():
        if page not in pages:
            report.record(f"symbol page sections: {page}", ["the site has no such page"])
            continue
        browser.open(server.url(page))
        problems = []
        shown = browser.run(SHOWN_HEADINGS, "main .prose h2")
        if shown != expected:
            problems.append(f"sections {shown}, expected {expected}")
        contents = browser.run("return [...document.querySelectorAll('.toc a')].map(a => a.textContent.trim())")
        problems += [f"the table of contents does not list {title}" for title in expected[1:]
                     if title not in contents]
        covered = browser.run(COPY_OVER_CODE)
        if covered:
            problems.append(f"the Copy button covers the declaration's {covered!r}")
        if page.endswith("router.html"):
            groups = browser.run(SHOWN_HEADINGS, "main .prose section.symbol-groups h3, main .prose section.symbol-groups h4")
            missing = [group for group in ROUTER_GROUPS if group not in groups]
            if missing:
                problems.append(f"groups {missing} missing from {groups}")
        report.record(f"symbol page sections: {page}", problems)


def check_code_links(browser, server, pages, report):
    """A name in compiled code is a link, and following it opens the name's page: in a tutorial
    (compiled by the package's build) and in a doc comment's example (compiled by napkin-docs check)."""
    for page in ["tutorials/building-a-login-flow.html", "reference/napkin/child-route.html"]:
        check = f"code links lead to the reference: {page}"
        if page not in pages:
            report.record(check, [f"the site has no {page}"])
            continue
        browser.open(server.url(page))
        problems = []
        count = browser.run("return document.querySelectorAll('pre a.code-symbol').length")
        if not count:
            problems.append("no name in the page's code is a link")
        else:
            # The last link: on a symbol's page, the first may be the symbol's own name.
            name = browser.run(
                "const a = [...document.querySelectorAll('pre a.code-symbol')].pop(); a.scrollIntoView();"
                " return a.textContent")
            browser.driver.find_elements("css selector", "pre a.code-symbol")[-1].click()
            title = browser.run("return document.querySelector('h1') && document.querySelector('h1').textContent.trim()")
            url = browser.driver.current_url
            if "/reference/" not in url or not (title == name or (title or "").startswith(name + "(")):
                problems.append(f"following {name!r} opened {url} titled {title!r}")
        report.record(check, problems)
