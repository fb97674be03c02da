#!/usr/bin/env python3
"""API reference parity with DocC: which symbol pages DocC makes that napkin-docs does not (and
the reverse), and, on the pages both make, which sections one shows and the other does not.

    python3 Benchmarks/api-parity.py --name NAME --docc DOCC_DIR --napkin SITE \
        [--napkin-graphs SITE] [--docc-log FILE …] [--napkin-log FILE] [--napkin-graphs-log FILE] \
        [--report FILE] [--row FILE]

DOCC_DIR holds one `docc convert` output per module (DOCC_DIR/Module/data/documentation/…json);
its render JSON pages of kind "symbol" (the module page, the extended-module pages and every
symbol's) are compared with the symbol pages of napkin-docs' SITE (reference/module/…html:
<h1 class=symbol-title>, the breadcrumb's <code> names the parents) and with the page napkin-docs
gives each module (the page titled with the module's name, the catalog's root, else the shared
reference/index.html).

Pages are matched by (module, parents, title): titles without their parents' prefix (DocC's
`Logger.Level` is `Level` under `Logger`), parents in kebab case as napkin-docs' folders name them
(its breadcrumb lists only the parents that have a page), DocC's extended module (`Swift`, between
the module and an extended `Double`) left out. Overloads share that key: within a key they are
paired by DocC's disambiguation hash (of the USR: both tools end the page's path with it when a
name is shared, not always on the same pages), then by the declaration's text (whitespace
dropped), then the one page without a hash on each side (DocC leaves a requirement plain beside
its default implementations), then the last one left, then in order (counted apart as "paired by
order"). Pages left over are paired by (module, title, declaration) under other parents, and
listed: DocC files a default implementation under the requirement's protocol, napkin-docs under
the protocol it extends.

The report goes to standard output and --report; --row appends the package's markdown table row.
Sections are read from the render JSON as swift-docc writes it (primaryContentSections kinds
declarations, parameters, content, mentions; topicSections, seeAlsoSections,
relationshipsSections, defaultImplementationsSections; metadata.required, metadata.conformance,
deprecationSummary, metadata.platforms[].deprecated) and from napkin-docs' HTML by the ids and
classes it writes (Sources/DocsRendering/Pages/SymbolSections.swift,
Sources/DocsResolution/Symbols/DocCommentDocument.swift), so a change there may need one here.
"""

import argparse
import glob
import html
import json
import os
import re
import sys
from collections import Counter, defaultdict

SECTIONS = [
    "Abstract",
    "Declaration",
    "Parameters",
    "Return Value",
    "Discussion",
    "Topics",
    "Default Implementations (topic group)",
    "Default Implementations (on a requirement)",
    "See Also",
    "Conforms To",
    "Inherits From",
    "Inherited By",
    "Conforming Types",
    "Available when",
    "Available when (the type's own constraints)",
    "Mentioned In",
    "Required",
    "Deprecated",
]

RELATIONSHIPS = {
    "conformsTo": "Conforms To",
    "inheritsFrom": "Inherits From",
    "inheritedBy": "Inherited By",
    "conformingTypes": "Conforming Types",
}


def kebab_case(name):
    """napkin-docs' PagePaths.kebabCase for an ASCII name: `InMemoryLogging` → `in-memory-logging`."""
    result, pending = "", False
    for index, character in enumerate(name):
        if not character.isalnum():
            pending = True
            continue
        if character.isupper() and index > 0:
            previous = name[index - 1]
            following = name[index + 1] if index + 1 < len(name) else ""
            if previous.islower() or previous.isdigit() or (previous.isupper() and following.islower()):
                pending = True
        if pending and result:
            result += "-"
        pending = False
        result += character.lower()
    if not result:
        return "page"
    return "_" + result if name.startswith("_") else result


def short_title(title):
    """A type's title without its parents (`Logger.MetadataValue` → `MetadataValue`); a member's
    title (`log(level:)`, `..<(_:_:)`) as it is."""
    return re.sub(r"^(?:[A-Za-z_][A-Za-z0-9_]*\.)+(?=[A-Za-z_`])", "", title)


def squeeze(text):
    """Declaration text without whitespace, for comparing two tools' layouts."""
    return re.sub(r"\s+", "", text)


def plain(fragment):
    """HTML fragment → text."""
    return html.unescape(re.sub(r"<[^>]+>", "", fragment))


def hash_suffix(name):
    """DocC's disambiguation hash at the end of a path component or file name, if any."""
    match = re.search(r"-([0-9a-z]{4,6})$", name)
    return match.group(1) if match and re.search(r"[0-9]", match.group(1)) else None


# DocC's side.


def docc_pages(docc_dir):
    """Every render JSON page of kind "symbol" of every module's output, as dicts."""
    pages, titles, declarations = [], {}, {}  # by URL: (title, roleHeading), the declaration
    for module in sorted(os.listdir(docc_dir)):
        root = os.path.join(docc_dir, module, "data", "documentation")
        for path in glob.glob(os.path.join(root, "**", "*.json"), recursive=True):
            with open(path, encoding="utf-8") as file:
                node = json.load(file)
            url = node["identifier"]["url"]
            titles[url] = (node["metadata"].get("title", url.rsplit("/", 1)[-1]), node["metadata"].get("roleHeading"))
            # Spaces kept between words, dropped around punctuation: `where Base:Collection`.
            declarations[url] = re.sub(r"\s*([:=<>,&])\s*", r"\1", docc_declaration(node))
            if node.get("kind") == "symbol":
                pages.append((module, url, node))
    # The modules whose types the package extends (`Swift`): DocC gives each a page between the
    # module and the extended types, and does not always write it.
    extended = {node["metadata"]["extendedModule"] for module, _, node in pages
                if node["metadata"].get("extendedModule") not in (None, module)}
    extended |= {title for title, role in titles.values() if role == "Extended Module"}
    return [docc_page(module, url, node, titles, extended, declarations) for module, url, node in pages]


def docc_declaration(node):
    for section in node.get("primaryContentSections", []):
        if section.get("kind") == "declarations" and section.get("declarations"):
            return "".join(token.get("text", "") for token in section["declarations"][0].get("tokens", []))
    return ""


def docc_page(module, url, node, titles, extended_modules, declarations):
    """One DocC page: where it sits (by its URL, its natural place, not its curation) and its sections.

    The parents are keyed by their names in kebab case, as napkin-docs' folders name them, and an
    extended module (`Swift`, the parent of an extended `Double`) is left out of the key: napkin-docs
    files an extended type's members under the type alone."""
    components = url.split("/documentation/", 1)[1].split("/")
    parents, keyed = [], []
    for depth in range(2, len(components)):  # components[0] is the module
        ancestor = url.split("/documentation/", 1)[0] + "/documentation/" + "/".join(components[:depth])
        title, role = titles.get(ancestor, (re.sub(r"-[^-]+$", "", components[depth - 1]), None))
        parents.append(short_title(title))
        if role != "Extended Module" and not (depth == 2 and title in extended_modules):
            keyed.append(kebab_case(short_title(title)))
    metadata = node["metadata"]
    title = metadata.get("title", components[-1])
    is_module = metadata.get("role") == "collection" and len(components) == 1
    declaration = docc_declaration(node)
    ancestors = [url.rsplit("/", depth)[0] for depth in range(1, len(components))]
    parent = " ".join(declarations.get(ancestor, "") for ancestor in ancestors)
    # A member of an extended protocol: DocC says "Available when `Self` is `BidirectionalCollection`".
    parent += " " + " ".join(f"Self:{name} Self=={name}" for name in parents)
    return {
        "module": module,
        "key": (module, tuple(keyed), module if is_module else short_title(title)),
        "name": "/".join([module] + parents + ([] if is_module else [short_title(title)]))
        + ("-" + hash_suffix(components[-1]) if hash_suffix(components[-1]) else ""),
        "declaration": squeeze(declaration),
        "hash": hash_suffix(components[-1]),
        "is_module": is_module,
        "sections": docc_sections(node, parent),
        "see_also": [section.get("title", "") for section in node.get("seeAlsoSections", [])],
    }


def own_constraints_only(constraints, parent_declaration):
    """Whether every constraint of DocC's "Available when" is one a parent type's declaration
    makes already (`struct AdjacentPairsCollection<Base: Collection>`: "Available when `Base`
    conforms to `Collection`" on each member), or `Self` is the extended protocol itself, which
    napkin-docs leaves out on purpose (SymbolGraphReader's availabilityConstraints)."""
    codes, verbs = [], []
    for item in constraints:
        if item.get("type") == "codeVoice":
            codes.append(item.get("code", ""))
        elif len(codes) % 2 == 1:
            verbs.append(item.get("text", "").strip())
    if not parent_declaration or len(codes) < 2:
        return False
    for index in range(0, len(codes) - 1, 2):
        left, right = codes[index], codes[index + 1]
        verb = verbs[index // 2] if index // 2 < len(verbs) else ""
        spelled = [left + "==" + right] if verb == "is" else [left + ":" + right, left + ":" + right.split(".")[-1]]
        if not any(re.search(r"(?<![\w.])" + re.escape(text) + r"(?![\w.])", parent_declaration) for text in spelled):
            return False
    return True


def docc_sections(node, parent_declaration=""):
    found = set()
    metadata = node["metadata"]
    abstract = node.get("abstract") or []
    # DocC's placeholder for a comment inherited from another module: "Inherited from `X.y`."
    if abstract and not (abstract[0].get("text", "").startswith("Inherited from ") and len(abstract) <= 3):
        found.add("Abstract")
    for section in node.get("primaryContentSections", []):
        kind = section.get("kind")
        if kind == "declarations":
            found.add("Declaration")
        elif kind == "parameters" and section.get("parameters"):
            found.add("Parameters")
        elif kind == "mentions" and section.get("mentions"):
            found.add("Mentioned In")
        elif kind == "content" and section.get("content"):
            first = section["content"][0]
            if first.get("type") == "heading" and first.get("anchor") == "return-value":
                found.add("Return Value")
            else:
                found.add("Discussion")
    topics = node.get("topicSections", [])
    if topics:
        found.add("Topics")
    if any(section.get("title") == "Default Implementations" for section in topics):
        found.add("Default Implementations (topic group)")
    if node.get("defaultImplementationsSections"):
        found.add("Default Implementations (on a requirement)")
    if node.get("seeAlsoSections"):
        found.add("See Also")
    for section in node.get("relationshipsSections", []):
        if section.get("type") in RELATIONSHIPS and section.get("identifiers"):
            found.add(RELATIONSHIPS[section["type"]])
    conformance = metadata.get("conformance")
    if conformance and conformance.get("constraints"):
        if own_constraints_only(conformance["constraints"], parent_declaration):
            found.add("Available when (the type's own constraints)")
        else:
            found.add("Available when")
    if metadata.get("required"):
        found.add("Required")
    platforms = metadata.get("platforms") or []
    if node.get("deprecationSummary") or any(
        platform.get("deprecated") or platform.get("deprecatedAt") or platform.get("unconditionallyDeprecated")
        for platform in platforms
    ):
        found.add("Deprecated")
    return found


# napkin-docs' side.


def read(path):
    with open(path, encoding="utf-8") as file:
        return file.read()


def main_part(text):
    start = text.find("<main")
    end = text.find("</main>", start)
    return text[start:end if end >= 0 else len(text)]


def h1_text(text):
    match = re.search(r"<h1[^>]*>(.*?)</h1>", text, re.S)
    return plain(match.group(1)).strip() if match else None


def napkin_pages(site, modules):
    """Every symbol page of the site's reference (those with <h1 class=symbol-title>)."""
    slugs = {kebab_case(module): module for module in modules}
    pages = []
    reference = os.path.join(site, "reference")
    for path in glob.glob(os.path.join(reference, "**", "*.html"), recursive=True):
        relative = os.path.relpath(path, site)
        text = main_part(read(path))
        if not re.search(r'<h1 class="?symbol-title', text):
            continue
        slug = relative.split(os.sep)[1]
        module = slugs.get(slug, slug)
        # The parents: the folders between the module's and the page (each a parent's name in kebab
        # case); the breadcrumb names those that have a page, in order, outermost first.
        folders = relative.split(os.sep)[2:-1]
        crumbs = re.search(r'<nav class="?breadcrumbs"?[^>]*>(.*?)</nav>', text, re.S)
        named = [short_title(plain(code)) for code in re.findall(r"<code>(.*?)</code>", crumbs.group(1), re.S)] if crumbs else []
        by_slug = {kebab_case(name): name for name in named}
        parents = [by_slug.get(folder, folder) for folder in folders]
        title = short_title(h1_text(text))
        suffix = hash_suffix(os.path.splitext(os.path.basename(path))[0])
        declaration = re.search(r'<section class="?declaration"?.*?<code[^>]*>(.*?)</code></pre>', text, re.S)
        pages.append({
            "module": module,
            "key": (module, tuple(folders), title),
            "name": "/".join([module] + parents + [title]) + ("-" + suffix if suffix else ""),
            "file": relative,
            "declaration": squeeze(plain(declaration.group(1))) if declaration else "",
            "hash": suffix,
            "is_module": False,
            "sections": napkin_sections(text),
            "see_also": [plain(h) for h in re.findall(r'<h3 id="?see-also-[^>]*>(.*?)</h3>', text, re.S)],
        })
    return pages


def napkin_module_pages(site, modules):
    """The page napkin-docs gives each module: a page titled with the module's name (a catalog's
    root, the site's landing page when it is one), else the reference index all modules share."""
    titled = {}
    for path in [os.path.join(site, "index.html")] + sorted(glob.glob(os.path.join(site, "articles", "*.html"))):
        if os.path.exists(path):
            title = h1_text(main_part(read(path)))
            if title in modules and title not in titled:
                titled[title] = path
    pages = []
    for module in modules:
        path = titled.get(module, os.path.join(site, "reference", "index.html"))
        if not os.path.exists(path):
            continue
        text = main_part(read(path))
        sections = napkin_sections(text)
        prose = re.search(r'<div class="?prose"?>(.*)', text, re.S)
        if re.search(r'<p class="?hero-lead', text) or (prose and prose.group(1).startswith("<p>")):
            sections.add("Abstract")  # the landing page's lead, an article's first paragraph
        if path.endswith(os.path.join("reference", "index.html")):
            # The shared index lists the top-level symbols of every module, under headings: the
            # module's topics when it lists one of this module's.
            sections = {"Topics"} if re.search(r'href="?' + re.escape(kebab_case(module)) + "/", text) else set()
        pages.append({
            "module": module, "key": (module, (), module), "name": module, "file": os.path.relpath(path, site),
            "declaration": "", "hash": None, "is_module": True, "sections": sections, "see_also": [],
        })
    return pages


KNOWN_H2 = {"declaration", "parameters", "return-value", "throws", "topics", "relationships", "see-also",
            "mentioned-in", "default-implementations"}


def napkin_sections(text):
    found = set()
    groups = text.find('<section class=symbol-groups')
    if groups < 0:
        groups = text.find('<section class="symbol-groups')
    body = text if groups < 0 else text[:groups]
    h2 = re.findall(r'<h2 id="?([^ >"]*)"?', text)
    if re.search(r'<div class="?symbol-abstract|<p class="?hero-lead', body):
        found.add("Abstract")
    if re.search(r'<section class="?declaration', body):
        found.add("Declaration")
    for anchor, section in [("parameters", "Parameters"), ("return-value", "Return Value"), ("topics", "Topics"),
                            ("see-also", "See Also"), ("mentioned-in", "Mentioned In")]:
        if anchor in h2:
            found.add(section)
    if has_discussion(body):
        found.add("Discussion")
    topics = section_slice(text, "topics")
    if re.search(r'<h3 id="?default-implementations', topics):
        found.add("Default Implementations (topic group)")
    if "default-implementations" in h2:
        found.add("Default Implementations (on a requirement)")
    relationships = section_slice(text, "relationships")
    for anchor, section in [("conforms-to", "Conforms To"), ("inherits-from", "Inherits From"),
                            ("inherited-by", "Inherited By"), ("conforming-types", "Conforming Types")]:
        if re.search(r'<h3 id="?' + anchor + r'[ ">]', relationships):
            found.add(section)
    if re.search(r'<p class="?constraints', body):
        found.add("Available when")
    if re.search(r'<p class="?requirement', body):
        found.add("Required")
    if re.search(r'<p class="?aside-label"?>Deprecated<', body):
        found.add("Deprecated")
    return found


def has_discussion(body):
    """Whether the page shows prose of its own beyond the abstract: under a heading that is not one
    of the page's fixed sections (Discussion, Overview, a heading of the comment's own), or with no
    heading (an extension file's paragraphs, which DocC puts under "Overview")."""
    start = re.search(r'<div class="?prose', body)
    body = body[start.start():] if start else body
    for pattern in [r'<div class="?symbol-abstract.*?</div>', r'<section class="?declaration.*?</section>',
                    r'<section class="?mentioned-in.*?</section>',
                    r'<div class="aside aside-warning" role="?note"?><p class="?aside-label"?>Deprecated</p>.*?</div>',
                    r'<p class="?(?:requirement|constraints|availability|used-in)[ ">].*?</p>']:
        body = re.sub(pattern, "", body, flags=re.S)
    chunks = re.split(r'(?=<h2 )', body)
    if re.search(r"<(?:p|ul|ol|pre|table|div|blockquote|h3|h4)[ >]", re.sub(r'^<div class="?prose"?>', "", chunks[0])):
        return True
    # A discussion that starts with a heading of the comment's own (`### Merging conflicting keys`)
    # follows the callouts' sections without a title, as DocC shows it: callouts hold no headings.
    callouts = {"parameters", "return-value", "throws"}
    for chunk in chunks[1:]:
        anchor = re.match(r'<h2 id="?([^ >"]*)', chunk).group(1)
        if anchor not in KNOWN_H2 or (anchor in callouts and re.search(r"<h[34][ >]", chunk)):
            return True
    return False


def section_slice(text, anchor):
    """From <h2 id=ANCHOR> to the next <h2>."""
    match = re.search(r'<h2 id="?' + anchor + r'[ ">]', text)
    if not match:
        return ""
    end = text.find("<h2 ", match.end())
    return text[match.start():end if end >= 0 else len(text)]


# Matching.


def compatible(docc_page, napkin_page):
    """False when both pages carry a disambiguation hash and the hashes differ: then they are two
    symbols (the hash is of the USR)."""
    return not (docc_page["hash"] and napkin_page["hash"] and docc_page["hash"] != napkin_page["hash"])


def pair_overloads(left, right, rules):
    """Pairs DocC's and napkin-docs' pages of one key, removing them from the lists."""
    pairs = []

    def take(docc_page, napkin_page, rule):
        pairs.append((docc_page, napkin_page))
        left.remove(docc_page)
        right.remove(napkin_page)
        rules[rule] += 1

    for page in list(left):
        same = [other for other in right if page["hash"] and other["hash"] == page["hash"]]
        if len(same) == 1:
            take(page, same[0], "overload, same hash")
    # The same declaration, when neither page has another candidate.
    progress = True
    while progress:
        progress = False
        for page in list(left):
            same = [other for other in right if other["declaration"] == page["declaration"] and compatible(page, other)]
            if len(same) == 1 and [mine for mine in left if mine["declaration"] == page["declaration"]
                                   and compatible(mine, same[0])] == [page]:
                take(page, same[0], "overload, same declaration")
                progress = True
    # DocC leaves one symbol of a shared name undisambiguated (a protocol's requirement beside
    # its default implementations), as napkin-docs may.
    plain_left = [page for page in left if not page["hash"]]
    plain_right = [page for page in right if not page["hash"]]
    if len(plain_left) == 1 and len(plain_right) == 1:
        take(plain_left[0], plain_right[0], "overload, the one without a hash")
    if len(left) == 1 and len(right) == 1 and compatible(left[0], right[0]):
        take(left[0], right[0], "overload, the one left")
    ordered = []
    for page in list(left):
        same = [other for other in right if compatible(page, other)]
        if same:
            take(page, same[0], "overload, paired by order")
            ordered.append(page)
    return pairs, ordered


def match(docc, napkin):
    """Pairs of (DocC page, napkin-docs page), DocC's unmatched, napkin-docs' unmatched, how many
    pairs each rule made, the DocC pages paired by order and the pairs under another parent."""
    by_key = defaultdict(lambda: ([], []))
    for page in docc:
        by_key[page["key"]][0].append(page)
    for page in napkin:
        by_key[page["key"]][1].append(page)
    pairs, missing, extra, rules, ordered = [], [], [], Counter(), []
    for key, (left, right) in by_key.items():
        left, right = list(left), list(right)
        if len(left) == 1 and len(right) == 1:
            pairs.append((left[0], right[0]))
            rules["unique name"] += 1
            continue
        made, by_order = pair_overloads(left, right, rules)
        pairs += made
        ordered += by_order
        missing += left
        extra += right
    # A page both make, under other parents: DocC files a default implementation declared in an
    # extension of a refining protocol (`extension Real { static func exp10 }`) under the protocol
    # of the requirement (RealFunctions), napkin-docs where it is declared (Real).
    moved = []
    for page in list(missing):
        found = [other for other in extra if other["key"][0] == page["key"][0] and other["key"][2] == page["key"][2]
                 and other["declaration"] == page["declaration"] and compatible(page, other)]
        if len(found) == 1:
            pairs.append((page, found[0]))
            moved.append((page, found[0]))
            missing.remove(page)
            extra.remove(found[0])
            rules["same name and declaration, under another parent"] += 1
    return pairs, missing, extra, rules, ordered, moved


# Warnings.


def warning_counts(paths):
    """How many `warning:` lines the logs hold, by the [id] at their end when there is one."""
    counts = Counter()
    for path in paths or []:
        if not path or not os.path.exists(path):
            continue
        for line in read(path).splitlines():
            if "warning:" in line:
                ident = re.search(r"\[([a-z0-9-]+)\]\s*$", line)
                counts[ident.group(1) if ident else "all"] += 1
    return counts


def describe(counts):
    total = sum(counts.values())
    kinds = ", ".join(f"{kind} {count}" for kind, count in counts.most_common() if kind != "all")
    return f"{total}" + (f" ({kinds})" if kinds else "")


# Report.


def listing(pages, limit=10):
    names = sorted(page["name"] for page in pages)
    shown = ", ".join(names[:limit])
    return shown + (f", … ({len(names) - limit} more)" if len(names) > limit else "")


def compare(name, docc, napkin, label, out):
    """Prints one comparison and returns its figures."""
    pairs, missing, extra, rules, ordered, moved = match(docc, napkin)
    out(f"{label}: DocC pages {len(docc)}, napkin-docs pages {len(napkin)}, matched {len(pairs)}, "
        f"missing on napkin-docs' side {len(missing)}, extra on napkin-docs' side {len(extra)}")
    out("  matched by: " + ", ".join(f"{rule} {count}" for rule, count in rules.most_common()))
    if moved:
        out(f"  under another parent ({len(moved)}): " + ", ".join(
            f"{d['name']} (napkin-docs: {n['name']})" for d, n in sorted(moved, key=lambda pair: pair[0]["name"])[:10]))
    if ordered:
        out(f"  paired by order (declarations differ): {listing(ordered)}")
    if missing:
        out(f"  missing ({len(missing)}): {listing(missing)}")
    if extra:
        out(f"  extra ({len(extra)}): {listing(extra)}")
    out("")
    out(f"  {'section':44} {'DocC only':>9} {'napkin only':>11} {'both':>6}   examples of DocC only")
    docc_only_total = napkin_only_total = 0
    section_rows = {}
    for section in SECTIONS:
        docc_only = [d for d, n in pairs if section in d["sections"] and section not in n["sections"]]
        napkin_only = [n for d, n in pairs if section in n["sections"] and section not in d["sections"]]
        both = sum(1 for d, n in pairs if section in d["sections"] and section in n["sections"])
        docc_only_total += len(docc_only)
        napkin_only_total += len(napkin_only)
        section_rows[section] = (docc_only, napkin_only)
        out(f"  {section:44} {len(docc_only):9} {len(napkin_only):11} {both:6}   {listing(docc_only, 4)}")
    out("")
    for section in SECTIONS:
        napkin_only = section_rows[section][1]
        if napkin_only:
            out(f"  napkin-docs only, {section}: {listing(napkin_only, 4)}")
    differing = [(d, n) for d, n in pairs if d["see_also"] and n["see_also"] and d["see_also"][0] != n["see_also"][0]]
    out(f"  See Also from another group (first group's title differs): {len(differing)}"
        + (": " + "; ".join(f"{d['name']} (DocC '{d['see_also'][0]}', napkin-docs '{n['see_also'][0]}')"
                            for d, n in sorted(differing, key=lambda pair: pair[0]["name"])[:4]) if differing else ""))
    out("")
    return {
        "docc": len(docc), "napkin": len(napkin), "matched": len(pairs), "missing": len(missing),
        "extra": len(extra), "docc_only": docc_only_total, "napkin_only": napkin_only_total,
        "by_order": rules["overload, paired by order"],
        "top": sorted(((len(rows[0]), section) for section, rows in section_rows.items() if rows[0]), reverse=True),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--name", required=True, help="the package, for the report")
    parser.add_argument("--docc", required=True, help="a directory of `docc convert` outputs, one per module")
    parser.add_argument("--napkin", required=True, help="napkin-docs' site, built as a user would")
    parser.add_argument("--napkin-graphs", help="napkin-docs' site built with --symbol-graphs")
    parser.add_argument("--docc-log", action="append", help="docc's output, for its warnings; repeat")
    parser.add_argument("--napkin-log", help="napkin-docs' standard error")
    parser.add_argument("--napkin-graphs-log", help="napkin-docs' standard error with --symbol-graphs")
    parser.add_argument("--report", help="write the report here too")
    parser.add_argument("--row", help="append the package's markdown table row(s) to this file")
    arguments = parser.parse_args()

    lines = []

    def out(line):
        lines.append(line)
        print(line, flush=True)

    modules = sorted(os.listdir(arguments.docc))
    docc = docc_pages(arguments.docc)
    out(f"== {arguments.name}: modules {', '.join(modules)}")
    out(f"warnings: docc {describe(warning_counts(arguments.docc_log))}; "
        f"napkin-docs {describe(warning_counts([arguments.napkin_log]))}"
        + (f"; napkin-docs --symbol-graphs {describe(warning_counts([arguments.napkin_graphs_log]))}"
           if arguments.napkin_graphs else ""))
    out("")
    figures = compare(arguments.name, docc, napkin_pages(arguments.napkin, modules)
                      + napkin_module_pages(arguments.napkin, modules), "napkin-docs build", out)
    rows = [(arguments.name, figures, warning_counts([arguments.napkin_log]))]
    if arguments.napkin_graphs:
        second = []
        graphs = compare(arguments.name, docc, napkin_pages(arguments.napkin_graphs, modules)
                         + napkin_module_pages(arguments.napkin_graphs, modules),
                         "napkin-docs build --symbol-graphs (DocC's graphs)", second.append)
        first = lines[lines.index(next(line for line in lines if line.startswith("napkin-docs build:"))):]
        if second[1:] == first[1:]:
            out(second[0].split(":")[0] + ": the same pages and sections as napkin-docs build")
        else:
            for line in second:
                out(line)
        rows.append((arguments.name + " (--symbol-graphs)", graphs, warning_counts([arguments.napkin_graphs_log])))
    if arguments.report:
        with open(arguments.report, "w", encoding="utf-8") as report:
            report.write("\n".join(lines) + "\n")
    if arguments.row:
        docc_warnings = sum(warning_counts(arguments.docc_log).values())
        with open(arguments.row, "a", encoding="utf-8") as row:
            for label, figures, napkin_warnings in rows:
                top = ", ".join(f"{section} {count}" for count, section in figures["top"][:3]) or "-"
                row.write(f"| {label} | {figures['docc']} | {figures['napkin']} | {figures['matched']} | "
                          f"{figures['missing']} | {figures['extra']} | {figures['docc_only']} | "
                          f"{figures['napkin_only']} | {top} | {docc_warnings} | "
                          f"{sum(napkin_warnings.values())} |\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
