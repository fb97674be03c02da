#!/usr/bin/env python3
"""Writes the scaling cases of the documentation benchmark (see docs-benchmark.sh).

Each case is one page (a root page, so that it builds alone) whose size grows with N in one
direction that has been slow in Markdown tools: a long line, many links on one line, many
headings, many code blocks, a long list, a list nested as deep as the build allows, many
emphasis runs, a long table, many code spans, many distinct words. The benchmark builds each case at N, 4N and 16N
and reports how the time grows: about 4× per step is linear.

    scaling-cases.py --size N --output DIR    writes DIR/<case>-<size>/Page.md for the three sizes
"""

import argparse
import os
import sys

ROOT = "# Scaling\n\n@Metadata {\n    @TechnologyRoot\n}\n\nOne case of the scaling benchmark.\n\n"


def body(case, n):
    if case == "long-line":
        return "word " * n + "\n"
    if case == "links-on-one-line":
        return " ".join(f"[link {i}](https://example.org/{i})" for i in range(n)) + "\n"
    if case == "headings":
        return "".join(f"## Heading {i}\n\nText under heading {i}.\n\n" for i in range(n))
    if case == "code-blocks":
        return "".join(f"```swift\nlet value{i} = compute({i})\n```\n\n" for i in range(n))
    if case == "long-list":
        return "".join(f"- item {i}\n" for i in range(n))
    if case == "deep-list":
        # A staircase: each item one level deeper, up to the documented nesting limit, then again.
        return "".join("  " * (i % 90) + f"- item {i}\n" for i in range(n))
    if case == "emphasis":
        return "*one* **two** " * n + "\n"
    if case == "table":
        return "| a | b |\n| --- | --- |\n" + "".join(f"| {i} | `x` |\n" for i in range(n))
    if case == "code-spans":
        return "`x` " * n + "\n"
    if case == "distinct-words":
        # Every word new: the search index's word tables grow with the vocabulary.
        return "".join(f"term{i} " + ("\n\n" if i % 50 == 49 else "") for i in range(n)) + "\n"
    raise ValueError(case)


CASES = ["long-line", "links-on-one-line", "headings", "code-blocks", "long-list", "deep-list", "emphasis", "table", "code-spans", "distinct-words"]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", type=int, default=5000, help="the smallest N (default 5000)")
    parser.add_argument("--output", required=True, help="directory to write the cases into")
    arguments = parser.parse_args()
    for case in CASES:
        for n in (arguments.size, arguments.size * 4, arguments.size * 16):
            directory = os.path.join(arguments.output, f"{case}-{n}")
            os.makedirs(directory, exist_ok=True)
            with open(os.path.join(directory, "Page.md"), "w", encoding="utf-8") as handle:
                handle.write(ROOT + body(case, n))
    print(" ".join(CASES))


if __name__ == "__main__":
    sys.exit(main())
