#!/usr/bin/env python3
"""Where the bytes of a built site go: napkin-docs' output by kind of file and, within its
article pages, by part of the page; hugo's output beside it when given.

    python3 Benchmarks/output-size.py NAPKIN_SITE [--hugo HUGO_SITE] [--markdown PAGES]

Two totals for each site: `du -sb`, what docs-benchmark.sh compares (the files' bytes plus the
size the file system gives each directory, 4 KB on ext4, which counts for hugo, whose every page
is a directory of its own), and the files' bytes alone. The parts of a page are found by the
markers napkin-docs writes (the sidebar's toggle and <nav>, <main>, the table of contents ...),
so a change to the page frame may need a change here.
"""

import argparse
import os
import re
import subprocess
import sys
from collections import Counter


def du_bytes(path):
    """What `du -sb` says, as docs-benchmark.sh measures output."""
    return int(subprocess.run(["du", "-sb", path], capture_output=True, text=True, check=True).stdout.split()[0])


def files(path):
    for directory, _, names in os.walk(path):
        for name in names:
            full = os.path.join(directory, name)
            yield os.path.relpath(full, path), os.path.getsize(full)


def kind_of(relative):
    name = os.path.basename(relative)
    if name == "search-index.js":
        return "search index"
    if name == "sitemap.xml":
        return "sitemap"
    if name.endswith((".css", ".js", ".svg")):
        return "stylesheet, script, icon"
    if relative in ("index.html", "search.html", "404.html"):
        return "landing, search and 404 pages"
    if name.endswith(".html"):
        return "article pages"
    return "other (" + name + ")"


def span(text, start_pattern, end_marker):
    """The bytes from the first match of start_pattern to the end of the first end_marker after it."""
    start = re.search(start_pattern, text)
    if not start:
        return 0
    end = text.find(end_marker, start.start())
    return len(text[start.start():end + len(end_marker)].encode()) if end >= 0 else 0


def code_markup(text):
    """The tags inside code blocks other than <pre>, <code>, <ins> and <del>: the highlighting."""
    return sum(len(tag) for block in re.findall(r"<pre[ >].*?</pre>", text, re.S)
               for tag in re.findall(r"<(?!/?(?:pre|code|ins|del)[ >])/?[^>]*>", block))


# Quotes are optional in the patterns, so that output from before attribute values went bare
# measures too.
PARTS = [
    ("head (doctype to </head>)", lambda t: len(t[:t.find("<body")].encode())),
    ("header (search, theme)", lambda t: span(t, r"<body", "</header>")),
    ("sidebar", lambda t: span(t, r'<input type="?checkbox"? id="?frame_nav-toggle', "</nav>")),
    ("table of contents", lambda t: span(t, r'<nav class="?toc[ ">]', "</nav>")),
    ("heading anchors", lambda t: sum(len(m.encode()) for m in re.findall(r'<a class="?anchor[ "][^>]*>#</a>', t))),
    ("highlighting markup in code", code_markup),
    ("pager", lambda t: span(t, r'<nav class="?pager[ ">]', "</nav>")),
    ("footer", lambda t: span(t, r"<footer", "</html>") + 1),
]


def megabytes(count):
    return f"{count / 1e6:7.2f} MB"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("site", help="a site napkin-docs built")
    parser.add_argument("--hugo", help="hugo's site for the same corpus")
    parser.add_argument("--markdown", help="the Markdown the site was built from")
    arguments = parser.parse_args()

    kinds = Counter()
    counts = Counter()
    parts = Counter()
    for relative, size in files(arguments.site):
        kind = kind_of(relative)
        kinds[kind] += size
        counts[kind] += 1
        if kind == "article pages":
            with open(os.path.join(arguments.site, relative), encoding="utf-8") as page:
                text = page.read()
            for name, measure in PARTS:
                parts[name] += measure(text)

    total_files = sum(kinds.values())
    print(f"napkin-docs, {arguments.site}: du -sb {megabytes(du_bytes(arguments.site))}, files {megabytes(total_files)}")
    for kind, size in kinds.most_common():
        print(f"  {kind:34} {megabytes(size)}  {counts[kind]:5} files, {size / counts[kind] / 1e3:6.1f} KB each")
    pages = counts["article pages"]
    if pages:
        print(f"  within the {pages} article pages, per page:")
        for name, _ in PARTS:
            print(f"    {name:32} {megabytes(parts[name])}  {parts[name] / pages / 1e3:6.2f} KB")
        rest = kinds["article pages"] - sum(parts.values())
        print(f"    {'the rest (the article itself)':32} {megabytes(rest)}  {rest / pages / 1e3:6.2f} KB")

    if arguments.hugo:
        hugo_files = list(files(arguments.hugo))
        hugo_pages = [size for relative, size in hugo_files if relative.endswith(".html")]
        hugo_total = sum(size for _, size in hugo_files)
        hugo_code = 0
        for relative, _ in hugo_files:
            if relative.endswith(".html"):
                with open(os.path.join(arguments.hugo, relative), encoding="utf-8") as page:
                    hugo_code += code_markup(page.read())
        directories = sum(len(names) for _, names, _ in os.walk(arguments.hugo)) + 1
        print(f"hugo, {arguments.hugo}: du -sb {megabytes(du_bytes(arguments.hugo))}, files {megabytes(hugo_total)}"
              f" ({len(hugo_pages)} pages, {sum(hugo_pages) / max(len(hugo_pages), 1) / 1e3:.1f} KB each, of which"
              f" {hugo_code / max(len(hugo_pages), 1) / 1e3:.1f} KB highlighting markup in code; {directories} directories)")
        print(f"napkin-docs ÷ hugo: du -sb {du_bytes(arguments.site) / du_bytes(arguments.hugo):.3f}, files {total_files / hugo_total:.3f}")
    if arguments.markdown:
        markdown = sum(size for _, size in files(arguments.markdown))
        print(f"Markdown, {arguments.markdown}: {megabytes(markdown)}; napkin-docs' files are {total_files / markdown:.2f}× it")
    return 0


if __name__ == "__main__":
    sys.exit(main())
