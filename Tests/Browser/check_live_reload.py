"""Live reload as an author sees it: a page open in the browser shows a failed rebuild's errors
over itself, and reloads once the source is fixed. Served from a small package of its own in a
scratch folder, so that the project's pages are never edited."""

import re
import tempfile
import time
from pathlib import Path

from site_server import Server

ROOT_PAGE = """# Sample

@Metadata {
    @TechnologyRoot
}

A package of two pages for the live-reload check.

## Topics

### Pages

- <doc:Guide>
"""

OVERLAY = "napkin-build-errors"


def wait_for(browser, condition, what, timeout=60):
    """Calls `condition()` until it is true; raises with `what` after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError(f"no {what} within {timeout} s")
        time.sleep(0.1)


def overlay_text(browser):
    """The text of the errors' box over the page, or None while there is none."""
    return browser.run(f"var box = document.getElementById('{OVERLAY}'); return box ? box.textContent : null;")


def check_overlay(browser, package, screenshots, report):
    """Breaks the open page's source (quotes nested 50,000 deep, which crashed the tool once),
    expects the overlay with `file:line:column: error:`, takes its screenshot, fixes the source
    and expects the page reloaded with the fix and no overlay."""
    with tempfile.TemporaryDirectory(prefix="napkin-live-reload-") as scratch:
        scratch = Path(scratch)
        guide = scratch / "Docs" / "Guide.md"
        guide.parent.mkdir()
        (scratch / "Docs" / "Sample.md").write_text(ROOT_PAGE)
        guide.write_text("# Guide\n\nThe first version.\n")
        server = Server(package, scratch / "Out", sources=[scratch / "Docs"], directory=scratch)
        try:
            problems = []
            browser.open(server.url("articles/guide.html"))
            # Marks this page load: a reload forgets it.
            browser.run("window.napkinLoad = 'before the fix';")

            guide.write_text("# Guide\n\nBroken:\n\n" + ">" * 50_000 + " deep\n")
            wait_for(browser, lambda: overlay_text(browser) is not None, "error overlay after the broken save")
            text = overlay_text(browser)
            expected = r"Docs/Guide\.md:5:\d+: error: the content nests more than 100 levels deep"
            if not re.search(expected, text):
                problems.append(f"the overlay does not say {expected!r}: {text[:300]!r}")
            if "The last build failed" not in text:
                problems.append(f"the overlay does not say the build failed: {text[:300]!r}")
            if browser.run("return window.napkinLoad") != "before the fix":
                problems.append("the page reloaded after a failed build")
            Path(screenshots).mkdir(parents=True, exist_ok=True)
            browser.screenshot(Path(screenshots) / "live-reload-overlay-desktop-light.png")

            guide.write_text("# Guide\n\nFixed, and reloaded.\n")
            wait_for(browser, lambda: browser.run("return window.napkinLoad === undefined && document.readyState === 'complete'"),
                     "reload after the fix")
            if "Fixed, and reloaded." not in browser.run("return document.body.innerText"):
                problems.append("the reloaded page does not show the fixed text")
            if overlay_text(browser) is not None:
                problems.append("the overlay is still there after the fix")
            report.record("live reload: a failed build's errors over the open page, gone after the fix", problems)
        finally:
            server.stop()
