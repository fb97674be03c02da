"""The site as a static host serves it, and sites in other languages with a theme of their own.

- Under a sub-path: the project's site built with `--site-url https://example.org/napkin/` and
  served at `/napkin/` by a static server as GitHub Pages serves a project site (a folder's
  `index.html`, `404.html` for any missing path); every link and anchor of every page, the 404
  page's included, leads to a file of the site.
- In German and in Japanese: a small package per language, its pages named, titled and headed in
  that language, built with `--language` and a theme override (DocC's `theme-settings.json` and a
  `theme.css`); every page says its language, every link and anchor resolves, the override is
  applied, and axe-core finds no serious problem (contrast included) in the light and the dark
  theme."""

import functools
import http.server
import json
import subprocess
import tempfile
import threading
from pathlib import Path
from urllib.parse import unquote, urlsplit

from check_accessibility import Auditor
from check_pages import console_problems, link_problems
from page_facts import FACTS
from site_server import BuildFailed, http_get, site_pages

PREFIX = "/napkin/"


class StaticHost:
    """Serves `folder` at http://127.0.0.1:PORT`prefix` as a static host does: a folder's
    `index.html`, a page's path without `.html`, and `404.html` with status 404 for any other path."""

    def __init__(self, folder, prefix):
        folder = Path(folder)

        class Handler(http.server.SimpleHTTPRequestHandler):
            def send_head(self):
                path = unquote(urlsplit(self.path).path)
                relative = path[len(prefix):] if path.startswith(prefix) else None
                if relative is not None and (relative == "" or relative.endswith("/")):
                    relative += "index.html"
                if relative is not None and not (folder / relative).is_file() and (folder / (relative + ".html")).is_file():
                    relative += ".html"
                target = folder / relative if relative is not None else None
                if target is None or ".." in Path(relative).parts or not target.is_file():
                    body = (folder / "404.html").read_bytes()
                    self.send_response(404)
                    self.send_header("Content-Type", "text/html; charset=utf-8")
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                    return None
                self.path = "/" + relative
                return super().send_head()

            def log_message(self, *arguments):
                pass

        handler = functools.partial(Handler, directory=str(folder))
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.base_url = f"http://127.0.0.1:{self.server.server_address[1]}{prefix}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def url(self, path):
        """The address of the site's file at `path`."""
        return self.base_url + path

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


def build(package, output, arguments, directory=None):
    """`napkin-docs build --output OUTPUT ARGUMENTS`, with the suite's build of the tool."""
    command = ["swift", "run", "--package-path", str(package), "--skip-build", "napkin-docs", "build",
               "--output", str(output)] + arguments
    result = subprocess.run(command, cwd=directory or package, capture_output=True, text=True)
    if result.returncode != 0:
        raise BuildFailed(f"{' '.join(command)} exited with {result.returncode}:\n{result.stdout}{result.stderr}")


def outside(page_facts, host):
    """Links of a page to its own host but outside the site's path (`/index.html` for
    `/napkin/index.html`), which a sub-path hosting breaks."""
    origin = host.base_url[: host.base_url.index("/", len("http://"))]
    return [f"link {link['raw']!r} ({link['text']!r}) leaves the site's path for {link['url']}"
            for link in page_facts["links"]
            if link["url"].startswith(origin + "/") and not link["url"].startswith(host.base_url)]


def visit(browser, host, output, pages, label, report):
    """Opens every page; records, per page, console errors, the stylesheet, and every link and
    anchor; returns {page: facts}."""
    # Leaves the page an earlier check left open (its server gone, its long poll failing), and
    # what it logged.
    browser.open("about:blank")
    facts = {}
    for page in pages:
        entries = browser.open(host.url(page))
        facts[page] = browser.run(FACTS)
        problems = console_problems(entries)
        if not facts[page]["stylesheetApplied"]:
            problems.append("the page has no background: style.css did not apply")
        report.record(f"{label}: {page} loads with its stylesheet", problems)
    counts = {}
    for page, page_facts in facts.items():
        report.record(f"{label}: links and anchors of {page}",
                      link_problems(page_facts, output, host.base_url, facts, counts) + outside(page_facts, host))
    report.note(f"{label}: {counts.get('internal', 0)} internal links followed")
    return facts


def check_sub_path(browser, package, report):
    """The project's site served under /napkin/: every link of every page, and the 404 page's."""
    with tempfile.TemporaryDirectory(prefix="napkin-sub-path-") as scratch:
        output = Path(scratch) / "Site"
        build(package, output, ["--site-url", "https://example.org" + PREFIX])
        host = StaticHost(output, PREFIX)
        try:
            pages = site_pages(output)
            facts = visit(browser, host, output, pages, "under " + PREFIX, report)
            # A missing path gets 404.html, whose links lead from the site's path.
            status, _ = http_get(host.url("no/such/page.html"))
            entries = browser.open(host.url("no/such/page.html"))
            missing = browser.run(FACTS)
            problems = [] if status == 404 else [f"a missing path answered {status}"]
            # The browser logs the page's own 404 status; anything else is a problem.
            problems += [problem for problem in console_problems(entries)
                         if not problem.startswith("console error: " + host.url("no/such/page.html"))]
            if not missing["stylesheetApplied"]:
                problems.append("the 404 page's stylesheet did not apply")
            problems += link_problems(missing, output, host.base_url, facts, {}) + outside(missing, host)
            if not missing["links"]:
                problems.append("the 404 page has no links")
            report.record(f"under {PREFIX}: the 404 page at a missing path, its links", problems)
        finally:
            host.stop()


THEME_SETTINGS = {"theme": {
    "color": {"text": {"light": "#1d1f3a", "dark": "#ecebff"}, "link": {"light": "#1f4fa8", "dark": "#9cc2ff"}},
    "border-radius": "4px",
}}
THEME_CSS = ".page-header h1 { letter-spacing: 0.02em; }\n"

LANGUAGES = {
    "de": {
        "root": ("Werkzeug", "Ein Paket, auf Deutsch beschrieben."),
        "pages": {
            "Größe": "# Größe ändern\n\nWie man die Größe ändert. Siehe <doc:Übersicht#Äußere-Schichten>.\n\n"
                     "## Schritte für Anfänger\n\nErst messen, dann [ändern](#größe-ändern-und-prüfen).\n\n"
                     "## Größe ändern und prüfen\n\nFertig.\n",
            "Übersicht": "# Übersicht\n\nAlles auf einen Blick, von <doc:Größe> bis <doc:Größe#Schritte-für-Anfänger>.\n\n"
                         "## Äußere Schichten\n\nDie Hülle.\n\n## Émojis 🎉 und Umlaute\n\nÜberall.\n",
        },
    },
    "ja": {
        "root": ("道具", "日本語で書かれたパッケージです。"),
        "pages": {
            "状態": "# 状態の管理\n\n状態を管理します。<doc:概要#画面の構成>も見てください。\n\n"
                   "## 状態の変化\n\n[下へ](#保存と復元)。\n\n## 保存と復元\n\n終わり。\n",
            "概要": "# 概要\n\n全体を見ます。<doc:状態>と<doc:状態#状態の変化>。\n\n## 画面の構成\n\n画面です。\n",
        },
    },
}


def write_language_package(folder, language):
    """A package whose `Docs/` holds a root page and two pages in `language`, with a theme."""
    spec = LANGUAGES[language]
    docs = Path(folder) / "Docs"
    docs.mkdir(parents=True)
    (Path(folder) / "Package.swift").write_text("// swift-tools-version: 6.0\n")
    title, summary = spec["root"]
    names = list(spec["pages"])
    (docs / f"{title}.md").write_text(
        f"# {title}\n\n@Metadata {{\n    @TechnologyRoot\n}}\n\n{summary}\n\n## Topics\n\n### {title}\n\n"
        + "".join(f"- <doc:{name}>\n" for name in names))
    for name, text in spec["pages"].items():
        (docs / f"{name}.md").write_text(text)
    (docs / "theme-settings.json").write_text(json.dumps(THEME_SETTINGS))
    (docs / "theme.css").write_text(THEME_CSS)
    return docs


def check_language(browser, package, language, screenshots, report):
    """A site in `language` with a theme override: its pages' `lang`, links, anchors, the
    override, and axe-core's audit (contrast included) in both themes."""
    label = f"site in {language}"
    with tempfile.TemporaryDirectory(prefix=f"napkin-{language}-") as scratch:
        docs = write_language_package(scratch, language)
        output = Path(scratch) / "Site"
        build(package, output, ["--source", str(docs), "--language", language,
                                "--site-url", "https://example.org" + PREFIX], directory=scratch)
        host = StaticHost(output, PREFIX)
        try:
            pages = site_pages(output)
            visit(browser, host, output, pages, label, report)
            problems = []
            for page in pages:
                browser.open(host.url(page))
                lang = browser.run("return document.documentElement.lang")
                if lang != language:
                    problems.append(f"{page} says lang={lang!r}")
            names = [page for page in pages if page.startswith("articles/")]
            if len(names) != 2 or any(page.isascii() for page in names):
                problems.append(f"the articles' paths do not keep their letters: {names}")
            report.record(f"{label}: every page says its language, the pages' paths keep their letters", problems)

            # The override applies: the settings' text colour, the stylesheet's rule.
            article = names[0] if names else "index.html"
            browser.open(host.url(article))
            ink = browser.run("return getComputedStyle(document.body).color")
            spacing = browser.run("var h = document.querySelector('.page-header h1'); return h ? getComputedStyle(h).letterSpacing : null")
            problems = []
            if ink != "rgb(29, 31, 58)":
                problems.append(f"the body's colour is {ink}, not theme-settings.json's #1d1f3a")
            if spacing is None or not spacing.endswith("px") or abs(float(spacing[:-2]) - 0.02 * float(
                    browser.run("return parseFloat(getComputedStyle(document.querySelector('.page-header h1')).fontSize)"))) > 0.1:
                problems.append(f"theme.css's letter-spacing did not apply: {spacing}")
            report.record(f"{label}: the theme override applies", problems)
            Path(screenshots).mkdir(parents=True, exist_ok=True)
            browser.screenshot(Path(screenshots) / f"language-{language}-desktop-light.png")

            auditor = Auditor(browser)
            for scheme in ("light", "dark"):
                browser.set_color_scheme(scheme)
                for page in pages:
                    report.check(f"axe ({scheme}, {label}): {page}", auditor.audit, host, page, report,
                                 f"{scheme}, {label}, theme override")
            browser.set_color_scheme("light")
        finally:
            host.stop()
