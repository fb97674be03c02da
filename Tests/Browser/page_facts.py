"""What the suite reads from a loaded page, in one script call each."""

# Everything the link, anchor, image, sidebar, table of contents and pager checks need.
FACTS = r"""
const resolve = (element, attribute) => element[attribute];
const ids = Array.from(document.querySelectorAll("[id]"), e => e.id)
    .concat(Array.from(document.querySelectorAll("a[name]"), e => e.getAttribute("name")));
const links = Array.from(document.querySelectorAll("a[href]"), a => ({
    raw: a.getAttribute("href"), url: resolve(a, "href"), text: a.textContent.trim().slice(0, 80),
}));
const images = Array.from(document.images, image => ({
    src: image.getAttribute("src"), url: image.currentSrc || image.src,
    loaded: image.complete && image.naturalWidth > 0, alt: image.getAttribute("alt"),
}));
const sidebar = document.querySelector("nav.sidebar");
const sidebarLinks = sidebar ? Array.from(sidebar.querySelectorAll("a[href]"), a => ({
    url: a.href, current: a.getAttribute("aria-current"), text: a.textContent.trim(),
})) : null;
const toc = Array.from(document.querySelectorAll("nav.toc a[href]"), a => ({
    raw: a.getAttribute("href"), url: a.href, text: a.textContent.trim(),
}));
const pager = {};
for (const a of document.querySelectorAll("nav.pager a[href]")) {
    pager[a.getAttribute("rel") || a.className] = a.href;
}
const h1 = document.querySelector("h1");
return {
    title: document.title, h1: h1 ? h1.textContent.trim() : null, ids, links, images,
    sidebar: sidebarLinks, toc, pager,
    hasMain: !!document.querySelector("main"),
    stylesheetApplied: getComputedStyle(document.body).backgroundColor !== "rgba(0, 0, 0, 0)",
};
"""

# The page's visible text, without what the script adds on purpose (copy buttons, the serve
# command's live-reload box), so that it compares with the same page read without JavaScript.
VISIBLE_TEXT = r"""
const added = document.querySelectorAll(".copy-button, #napkin-build-errors");
const shown = Array.from(added, e => [e, e.style.display]);
for (const [e] of shown) e.style.display = "none";
const text = document.body.innerText;
for (const [e, display] of shown) e.style.display = display;
return text;
"""

# At a phone's width: does the document scroll sideways, and if so, what sticks out? Code
# blocks may scroll, inside themselves only.
OVERFLOW = r"""
const root = document.documentElement;
const width = root.clientWidth;
const describe = e => e.tagName.toLowerCase() + (e.id ? "#" + e.id : "")
    + (e.className && typeof e.className === "string" ? "." + e.className.trim().split(/\s+/).join(".") : "");
const scrolls = e => { const o = getComputedStyle(e).overflowX; return o === "auto" || o === "scroll" || o === "hidden" || o === "clip"; };
const insideScroller = e => { for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) if (scrolls(p)) return true; return false; };
const culprits = [];
if (root.scrollWidth > width) {
    for (const e of document.body.querySelectorAll("*")) {
        const box = e.getBoundingClientRect();
        if (box.width === 0 || box.right <= width + 0.5 || insideScroller(e)) continue;
        if (e.parentElement && culprits.some(c => c.element === e.parentElement)) continue;
        culprits.push({ element: e, text: describe(e) + " reaches " + Math.round(box.right) + "px: "
            + JSON.stringify((e.textContent || "").trim().slice(0, 60)) });
        if (culprits.length >= 6) break;
    }
}
const codeProblems = [];
for (const pre of document.querySelectorAll("pre")) {
    if (pre.scrollWidth > pre.clientWidth && !scrolls(pre)) codeProblems.push(describe(pre) + " overflows without scrolling");
}
return { scrollWidth: root.scrollWidth, clientWidth: width, innerWidth: window.innerWidth,
         culprits: culprits.map(c => c.text), codeProblems };
"""
