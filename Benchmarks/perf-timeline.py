#!/usr/bin/env python3
"""Where a build's wall time goes: a `perf record -g` profile cut into slices of time, with
how many cores were busy in each and on which stage of the build.

    perf record -F 4000 -g -o build.perf.data \\
        .build/release/napkin-docs build --source Benchmarks/corpus/distinct/pages --output /dev/shm/site --cache-dir /tmp/kept
    python3 Benchmarks/perf-timeline.py build.perf.data --frequency 4000 [--slice-ms 20]

Each line is one slice: its start, the cores busy (samples ÷ the samples one busy core gives
in a slice), and the stages the samples were in, by the first of the build's functions found
on their stack (innermost first). A sample with no such function (the process starting, cmark
and malloc, which have no frame pointers, the kernel on their behalf) counts as "other".
"""
import argparse
import collections
import re
import subprocess
import sys

# The stage of a sample: the first of these names found in its stack, innermost frame first.
STAGES = [
    ("SwiftParser", "highlight"), ("SwiftHighlighter", "highlight"), ("SwiftClassifier", "highlight"),
    ("HighlightStore", "kept code"), ("StoreFile", "kept code"), ("HighlightedCode", "highlight"),
    ("SearchIndex", "search index"), ("SearchWords", "search index"), ("DistinctWords", "search index"),
    ("DocumentParser", "parse"), ("PageCode", "parse"), ("MarkdownConverter", "parse"), ("DirectiveScanner", "parse"),
    ("CodeLine", "parse"), ("PageFiles", "parse"),
    ("SourceReader", "read"), ("FileContents", "read"),
    ("AtomicDirectoryWriter", "write"),
    ("Resolver", "resolve"), ("resolveSite", "resolve"), ("checkLinks", "resolve"),
    ("ArticlePage", "render"), ("LandingPage", "render"), ("SiteRenderer", "render"), ("Sitemap", "render"),
    ("BackgroundRelease", "release"),
]


def samples(path):
    """(time, stack) for each sample of the profile, stack innermost first."""
    script = subprocess.run(["perf", "script", "-i", path, "-F", "time,tid,ip,sym"],
                            capture_output=True, text=True, check=True).stdout
    # Demangled, so that a type's name reads whole (mangling abbreviates repeated words).
    try:
        script = subprocess.run(["swift", "demangle", "--simplified"], input=script,
                                capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        pass
    current = None
    for line in script.split("\n"):
        header = re.match(r"\s*\d+\s+([\d.]+):", line)
        if header:
            if current:
                yield current
            current = (float(header.group(1)), [])
        elif line.strip() and current:
            current[1].append(line.strip().split(None, 1)[-1])
    if current:
        yield current


def stage(stack):
    for frame in stack:
        for name, label in STAGES:
            if name in frame:
                return label
    return "other"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("profile", help="a perf.data file recorded with -g")
    parser.add_argument("--frequency", type=float, required=True, help="the -F of perf record, in samples per second")
    parser.add_argument("--slice-ms", type=float, default=20, help="the length of a slice (default 20)")
    arguments = parser.parse_args()
    slices = collections.defaultdict(collections.Counter)
    totals = collections.Counter()
    start = None
    for time, stack in samples(arguments.profile):
        start = time if start is None else start
        label = stage(stack)
        slices[int((time - start) * 1000 / arguments.slice_ms)][label] += 1
        totals[label] += 1
    if not slices:
        sys.exit("no samples in " + arguments.profile)
    per_core = arguments.frequency * arguments.slice_ms / 1000
    print(f"{'ms':>6}  cores  stages (share of the slice's samples)")
    for index in range(max(slices) + 1):
        counts = slices.get(index, collections.Counter())
        busy = sum(counts.values())
        parts = ", ".join(f"{label} {100 * count / busy:.0f}%" for label, count in counts.most_common(3)) if busy else ""
        print(f"{index * arguments.slice_ms:6.0f}  {busy / per_core:5.2f}  {parts}")
    everything = sum(totals.values())
    seconds = everything / arguments.frequency
    print(f"\n{seconds:.3f} s of CPU in {len(slices) * arguments.slice_ms / 1000:.2f} s: "
          + ", ".join(f"{label} {count / arguments.frequency:.3f} s" for label, count in totals.most_common()))


if __name__ == "__main__":
    main()
