#!/usr/bin/env python3
"""Writes the corpus of the documentation benchmark (see docs-benchmark.sh).

The corpus is N articles of about 10 KB plus one root page, laid out three times:

    OUT/pages/          the Markdown files, input of napkin-docs and cmark
    OUT/hugo/           a hugo site: config, a minimal theme, the same files as content/
    OUT/Corpus.docc/    a DocC catalog: Info.plist and the same files

The articles are copies of the project's own articles (Articles/*.md) under new names,
cut at a section or padded with the bodies of other articles to about 10 KB. Without articles, a built-in
DocC-style template is used. Either way the pages are valid napkin-docs input: one root with
@TechnologyRoot and a ## Topics section listing every article, and every <doc:> link names a
page of the corpus.
"""

import argparse
import os
import re
import shutil
import sys

TARGET_BYTES = 10 * 1024
ROOT_NAME = "Corpus"
GROUP_SIZE = 50

# MARK: - Built-in template

FEATURES = [
    "Checkout", "Profile", "Search", "Settings", "Onboarding", "Inbox", "Player", "Library",
    "Payments", "Friends", "Map", "Camera", "Orders", "Wallet", "Feed", "Login",
]

TEMPLATE = """\
# {title}

Build the {feature} napkin, attach it to its parent, and keep its work off the main actor.

## Overview

The {feature} feature is a napkin like any other: a builder that wires its dependencies, an
interactor that owns the business logic, and a router that attaches and detaches children.
This article walks through each piece, from the dependency protocol to the tests, and points
out where isolation changes hands. Read <doc:{previous}> first if you have not built a napkin
before, and see <doc:{next}> for the feature that usually follows this one.

The interactor is an actor, so its state is never touched from two places at once. The router
and the view controller live on the main actor. Every call between them is an `await`, which
makes the crossing visible in the code instead of hiding it in a callback.

- The **builder** is not isolated: it only creates objects and can run anywhere.
- The **interactor** runs on its own executor and starts work only while it is active.
- The **router** is `@MainActor`, like the views it attaches.
- The **listener** is how the {feature} napkin reports back to its parent.

> Note: The names in this article follow the usual convention: `{feature}Builder`,
> `{feature}Interactor` and `{feature}Router`. Nothing in napkin depends on them, but the
> templates generate them and the rest of the documentation uses them.

## Declare the dependencies

A napkin asks its parent for what it needs through a dependency protocol. The component
conforms to it and adds what the napkin creates for itself and for its children.

```swift
protocol {feature}Dependency: Dependency {{
    var session: SessionStore {{ get }}
    var analytics: AnalyticsClient {{ get }}
}}

nonisolated final class {feature}Component: Component<{feature}Dependency> {{
    var service: {feature}Service {{
        shared {{ {feature}Service(session: dependency.session) }}
    }}

    var formatter: {feature}Formatter {{
        {feature}Formatter(locale: .current)
    }}
}}
```

The `shared` helper makes one instance per component, created on first use. It is safe to
call from any task: the component guards its cache with a lock, and a re-entrant call from
inside the closure returns the same instance instead of deadlocking.

> Tip: Keep the dependency protocol small. A napkin that asks for everything is hard to test,
> and a long list usually means the feature should be split in two.

## Build the napkin

The builder turns the component into a running napkin. It is the only place that knows every
concrete type; everything else talks through protocols.

```swift
protocol {feature}Buildable: Buildable {{
    @MainActor func build(withListener listener: any {feature}Listener) async -> any {feature}Routing
}}

nonisolated final class {feature}Builder: Builder<{feature}Dependency>, {feature}Buildable {{
    @MainActor
    func build(withListener listener: any {feature}Listener) async -> any {feature}Routing {{
        let component = {feature}Component(dependency: dependency)
        let viewController = {feature}ViewController()
        let interactor = {feature}Interactor(
            presenter: viewController,
            service: component.service
        )
        let router = {feature}Router(interactor: interactor, viewController: viewController)
        await interactor.connect(listener: listener, router: router)
        return router
    }}
}}
```

Building is `async` because connecting the interactor crosses into the actor. The builder
returns the router, which is what the parent attaches.

A builder is cheap to create and holds nothing but its dependency, so a parent component can
make one per child and keep it for the life of the parent. Building twice gives two separate
napkins with two separate components; the `shared` values of the parent are still shared,
because the child reaches them through its dependency protocol rather than creating its own.
This is what lets the {feature} napkin run twice side by side, for instance in a split view.

## Write the interactor

The interactor holds the state of the feature and decides what happens next. Work that should
stop when the napkin is detached goes through `task`, which binds it to the lifecycle.

```swift
final actor {feature}Interactor: Interactable, {feature}Interactable {{
    let lifecycle = InteractorLifecycle()
    private let presenter: any {feature}Presentable
    private let service: {feature}Service
    weak var router: (any {feature}Routing)?
    weak var listener: (any {feature}Listener)?

    init(presenter: any {feature}Presentable, service: {feature}Service) {{
        self.presenter = presenter
        self.service = service
    }}

    func didBecomeActive() async {{
        task {{ [service, presenter] in
            for await items in service.updates() {{
                await presenter.present(items: items)
            }}
        }}
    }}

    func didSelect(item id: Item.ID) async {{
        guard isActive else {{ return }}
        await router?.routeToDetail(id: id)
    }}

    func didClose() async {{
        await listener?.{lower}DidClose()
    }}
}}
```

> Important: Do not start unbound tasks from `didBecomeActive()`. A bare `Task {{ }}` outlives
> the napkin, keeps the actor alive and may call the router after it has been detached.

Each step of the lifecycle is an `await` on the actor:

1. The parent's router attaches the child router.
2. The child's interactor is activated and runs `didBecomeActive()`.
3. Bound tasks start and run until deactivation.
4. Detaching deactivates the interactor, which cancels its tasks and waits for them.

## Route to children

The router owns the subtree. It attaches a child by building it, keeping its router, and
presenting its view; detaching does the same steps in reverse.

```swift
@MainActor
final class {feature}Router: ViewableRouter<{feature}Interactor, {feature}ViewController>, {feature}Routing {{
    private let detailBuilder: any DetailBuildable
    private var detail: (any DetailRouting)?

    func routeToDetail(id: Item.ID) async {{
        guard detail == nil else {{ return }}
        let child = await detailBuilder.build(withListener: interactor, id: id)
        detail = child
        await attachChild(child)
        viewController.push(child.viewControllable)
    }}

    func routeBack() async {{
        guard let child = detail else {{ return }}
        viewController.pop(child.viewControllable)
        await detachChild(child)
        detail = nil
    }}
}}
```

The guards make both routes idempotent, so a double tap does not attach two children. The
tree can be printed at any time to check what is attached:

```swift
let tree = await launchRouter.printedTree()
print(tree)
// LaunchRouter (active)
//   {feature}Router (active)
//     DetailRouter (active)
```

## Present the state

The presenter is the seam between the interactor and the view. It is `@MainActor` and
`@Observable`, so a SwiftUI view that reads its properties redraws when they change, and a
UIKit view controller can observe the same properties with `Observations`. The interactor
never touches a view: it calls the presenter with plain values and awaits the call, which
hops to the main actor and back.

Keep formatting in the presenter, not in the view. Dates, prices and counts are turned into
strings once, with the locale of the {feature} component's formatter, and the view shows them
as they are. That keeps the view free of logic and makes the formatting testable on its own,
without a window or a run loop.

- A presenter holds view state only: what is shown, not what it means.
- A presenter may be shared by a UIKit and a SwiftUI view of the same feature.
- A presenter has no reference to the router; navigation is the interactor's decision.

## Common mistakes

Most problems with a napkin like {feature} come from one of a few mistakes, and the compiler
catches several of them in Swift 6 language mode:

1. Capturing `self` strongly in a bound task. The task holds the actor alive until it is
   cancelled, which is fine, but a task that captures the router keeps the whole subtree
   alive after it has been detached.
2. Calling the router from a view. Views send events to the interactor through the listener;
   the interactor decides whether to route. A view that routes skips the business rules.
3. Forgetting `await` on the way back to the parent. The listener is a `Sendable` protocol
   with `async` requirements, so the compiler insists, but an unstructured `Task {{ }}` around
   the call hides the ordering and makes tests flaky.
4. Building children eagerly. Build a child when it is routed to, not in the parent's
   builder: the child's dependencies may not exist yet, and the work is wasted if the user
   never goes there.

> Tip: When a route seems to do nothing, print the tree. A child that is built but never
> attached, or attached twice, shows up at once.

## Test the feature

The interactor is tested without any view: a fake presenter records what it was asked to show,
and a fake router records the routes. The test activates the interactor, sends an event, and
checks the effect.

```swift
@Test func selectingAnItemRoutesToItsDetail() async throws {{
    let presenter = {feature}PresenterSpy()
    let interactor = {feature}Interactor(presenter: presenter, service: .preview)
    let router = {feature}RouterSpy()
    await interactor.connect(listener: ListenerSpy(), router: router)

    await interactor.activate()
    await interactor.didSelect(item: Item.ID(7))

    #expect(await router.routes == [.detail(Item.ID(7))])
    await interactor.deactivate()
    #expect(await interactor.isActive == false)
}}
```

> Warning: Always deactivate the interactor at the end of a test. Bound tasks keep running
> until then, and a test that leaves them running can fail a later test in the same process.

See ``Interactable`` and ``InteractorLifecycle`` for the full contract, and <doc:{other}> for
a feature that uses the same patterns with a networked service.
"""


def template_page(index, count):
    name = page_name(index)
    feature = FEATURES[index % len(FEATURES)]
    return name, TEMPLATE.format(
        title=f"Feature {index + 1:04d}: the {feature} napkin",
        feature=feature,
        lower=feature[0].lower() + feature[1:],
        previous=page_name((index - 1) % count),
        next=page_name((index + 1) % count),
        other=page_name((index + count // 2) % count),
    )


def page_name(index):
    return f"Feature{index + 1:04d}"


# MARK: - Copies of the project's articles

DOC_LINK = re.compile(r"<doc:([^>\s]+)>")


def fence_after(line, fence):
    """The code fence open after `line` (`"```"`, `"~~~"` or None), given the one open before it."""
    stripped = line.lstrip()
    if fence is None and stripped.startswith(("```", "~~~")):
        return stripped[:3]
    if fence is not None and stripped.startswith(fence):
        return None
    return fence


def strip_directive_block(lines, name):
    """Removes `@name { … }` (one line or several) from the lines outside code fences."""
    result, depth, fence = [], 0, None
    for line in lines:
        if depth == 0:
            fence = fence_after(line, fence)
            if fence is None and line.lstrip().startswith("@" + name):
                depth = line.count("{") - line.count("}")
                continue
            result.append(line)
        else:
            depth += line.count("{") - line.count("}")
    return result


def article_body(text):
    """The lines of an article after its title, without @Metadata and without ## Topics."""
    lines = strip_directive_block(text.splitlines(), "Metadata")
    body, seen_title, fence = [], False, None
    for line in lines:
        fence = fence_after(line, fence)
        if fence is None and not seen_title and line.startswith("# "):
            seen_title = True
            continue
        if fence is None and line.strip() == "## Topics":
            break
        body.append(line)
    return body


def trimmed(text):
    """The article cut at the top-level `## ` heading that leaves it closest to 10 KB, when it is
    longer than that; headings inside code fences and directive bodies are not cut points."""
    if len(text.encode()) <= TARGET_BYTES:
        return text
    lines = text.splitlines(keepends=True)
    cuts, size, depth, fence = [], 0, 0, None
    for line in lines:
        was_open = fence is not None
        fence = fence_after(line, fence)
        if not was_open and fence is None:
            stripped = line.lstrip()
            if depth == 0 and line.startswith("## ") and size > 0:
                cuts.append(size)
            if depth > 0 or (stripped.startswith("@") and "{" in line):
                depth += line.count("{") - line.count("}")
        size += len(line.encode())
    if not cuts:
        return text
    cut = min(cuts, key=lambda at: abs(at - TARGET_BYTES))
    return text.encode()[:cut].decode()


def read_articles(directory):
    """The project's articles as (name, text), the root page left out."""
    articles = []
    for file in sorted(os.listdir(directory)):
        if not file.endswith(".md"):
            continue
        with open(os.path.join(directory, file), encoding="utf-8") as handle:
            text = handle.read()
        if "@TechnologyRoot" in text:
            continue
        articles.append((file[:-3], trimmed(text)))
    return articles


def copied_pages(articles, count):
    """`count` pages made of the articles, renamed `<Name>-<copy>`; links follow the copy."""
    names = [name for name, _ in articles]
    pages = []
    for index in range(count):
        name, text = articles[index % len(articles)]
        copy = index // len(articles)

        def rename(match, copy=copy):
            target = match.group(1)
            if target in names:
                return f"<doc:{copied_name(target, copy, count, names)}>"
            return f"<doc:{ROOT_NAME}>"

        # The title gets the copy number, so that no two pages share a title.
        page = re.sub(r"^# (.*)$", lambda m, copy=copy: f"# {m.group(1)} ({copy + 1})", text, count=1, flags=re.M)
        # Pad with the bodies of the next articles until the page is about 10 KB.
        other = index + 1
        while len(page.encode()) < TARGET_BYTES * 0.9 and len(articles) > 0:
            page += "\n" + "\n".join(article_body(articles[other % len(articles)][1])) + "\n"
            other += 1
        pages.append((f"{name}-{copy + 1:03d}", DOC_LINK.sub(rename, page)))
    return pages


def copied_name(target, copy, count, names):
    """The name of `target`'s copy number `copy`, or of the first copy when that one does not exist."""
    index = copy * len(names) + names.index(target)
    return f"{target}-{(copy if index < count else 0) + 1:03d}"


# MARK: - Root page and layouts

def root_page(names):
    lines = [
        f"# {ROOT_NAME}",
        "",
        "@Metadata {",
        "    @TechnologyRoot",
        "}",
        "",
        f"A benchmark corpus of {len(names)} articles about building apps with napkin.",
        "",
        "## Overview",
        "",
        "Every article of this corpus is listed below, in groups of fifty.",
        "",
        "## Topics",
        "",
    ]
    for start in range(0, len(names), GROUP_SIZE):
        lines.append(f"### Articles {start + 1} to {min(start + GROUP_SIZE, len(names))}")
        lines.append("")
        lines.extend(f"- <doc:{name}>" for name in names[start:start + GROUP_SIZE])
        lines.append("")
    return "\n".join(lines)


HUGO_CONFIG = """\
baseURL = "https://example.org/"
title = "Corpus"
# Only pages: no taxonomies, feeds, sitemap, robots.txt or 404 page.
disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]
enableRobotsTXT = false

[markup.goldmark.renderer]
unsafe = true
"""

HUGO_LAYOUTS = {
    "_default/baseof.html": """\
<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>{{ .File.BaseFileName }}</title></head>
<body>
<main>{{ block "main" . }}{{ end }}</main>
</body>
</html>
""",
    "_default/single.html": """\
{{ define "main" }}<article>{{ .Content }}</article>{{ end }}
""",
    "_default/list.html": """\
{{ define "main" }}<article>{{ .Content }}</article>
<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .File.BaseFileName }}</a></li>{{ end }}</ul>{{ end }}
""",
}

INFO_PLIST = """\
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
    <key>CFBundleDisplayName</key>
    <string>Corpus</string>
    <key>CFBundleIdentifier</key>
    <string>org.napkin.benchmark.corpus</string>
    <key>CFBundleVersion</key>
    <string>1.0</string>
</dict>
</plist>
"""


# MARK: - Distinct code

def with_distinct_code(name, text):
    """The page with one comment line added at the top of each Swift block, naming the page and
    the block, so that no two blocks of the corpus are the same text: a real site's code is all
    different, and a highlight cache keyed by the text must not serve it from memory."""
    lines, fence, block = [], None, 0
    for line in text.splitlines(keepends=True):
        was_open = fence is not None
        fence = fence_after(line, fence)
        lines.append(line)
        if not was_open and fence is not None and line.lstrip()[3:].startswith("swift"):
            block += 1
            indent = line[:len(line) - len(line.lstrip())]
            lines.append(f"{indent}// {name}, block {block}\n")
    return "".join(lines)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--articles", type=int, default=1000, help="number of articles (the root page comes on top)")
    parser.add_argument("--source", help="directory of the project's articles; the built-in template when missing or empty")
    parser.add_argument("--output", required=True, help="the corpus directory, replaced as a whole")
    parser.add_argument("--distinct-code", action="store_true",
                        help="add a comment line naming the page and block to every Swift block, so no two blocks are alike")
    arguments = parser.parse_args()
    if arguments.articles < 2:
        parser.error("--articles must be at least 2")

    articles = read_articles(arguments.source) if arguments.source and os.path.isdir(arguments.source) else []
    if articles:
        pages = copied_pages(articles, arguments.articles)
        origin = f"copies of {len(articles)} articles of {arguments.source}"
    else:
        pages = [template_page(index, arguments.articles) for index in range(arguments.articles)]
        origin = "the built-in template"
    if arguments.distinct_code:
        pages = [(name, with_distinct_code(name, text)) for name, text in pages]
        origin += ", every Swift block made distinct"
    pages.append((ROOT_NAME, root_page([name for name, _ in pages])))

    shutil.rmtree(arguments.output, ignore_errors=True)
    for name, text in pages:
        write(os.path.join(arguments.output, "pages", name + ".md"), text)
        write(os.path.join(arguments.output, "hugo", "content", name + ".md"), text)
        write(os.path.join(arguments.output, "Corpus.docc", name + ".md"), text)
    write(os.path.join(arguments.output, "hugo", "hugo.toml"), HUGO_CONFIG)
    for path, text in HUGO_LAYOUTS.items():
        write(os.path.join(arguments.output, "hugo", "layouts", path), text)
    write(os.path.join(arguments.output, "Corpus.docc", "Info.plist"), INFO_PLIST)

    total = sum(len(text.encode()) for _, text in pages)
    print(f"corpus: {len(pages) - 1} articles + 1 root page, {total / 1e6:.1f} MB, from {origin}")


if __name__ == "__main__":
    sys.exit(main())
