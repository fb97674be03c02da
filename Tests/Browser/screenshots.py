"""Pictures of the site as a reader sees it: a few pages, desktop and phone, light and dark."""

from pathlib import Path

from browser import DESKTOP, PHONE


def pick_pages(pages):
    """The landing page, an article, a tutorial and a reference page, as far as the site has them."""
    def first(prefix, preferred):
        if preferred in pages:
            return preferred
        return next((page for page in pages if page.startswith(prefix) and page != prefix + "index.html"), None)
    chosen = {"landing": "index.html",
              "article": first("articles/", "articles/getting-started.html"),
              "tutorial": first("tutorials/", "tutorials/building-a-login-flow.html"),
              "reference": first("reference/", "reference/napkin/router.html")}
    return {name: page for name, page in chosen.items() if page in pages}


def take(browser, server, pages, folder):
    """Writes `<kind>-<desktop|phone>-<light|dark>.png` into `folder`; returns the files."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.png"):
        old.unlink()
    written = []
    for theme in ("light", "dark"):
        browser.set_color_scheme(theme)
        for device, size in (("desktop", DESKTOP), ("phone", PHONE)):
            browser.set_viewport(*size)
            for name, page in pick_pages(pages).items():
                browser.open(server.url(page))
                path = folder / f"{name}-{device}-{theme}.png"
                browser.screenshot(path)
                written.append(path)
    browser.set_viewport(*DESKTOP)
    browser.set_color_scheme("light")
    return written
