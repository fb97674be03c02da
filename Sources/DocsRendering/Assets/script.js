// napkin-docs: progressive enhancements. Every page reads fully without this file.
(function () {
  "use strict";
  var root = document.documentElement.dataset.root || "";

  // Theme toggle: follows the system until the reader picks a theme, then remembers it.
  function currentTheme() {
    var chosen = document.documentElement.dataset.theme;
    if (chosen) return chosen;
    return window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  // A ~dark image's <source> follows the chosen theme, not only the system's.
  function updatePictures() {
    var chosen = document.documentElement.dataset.theme;
    var media = chosen === "dark" ? "all" : chosen === "light" ? "not all" : "(prefers-color-scheme: dark)";
    document.querySelectorAll("source[data-dark]").forEach(function (source) { source.media = media; });
  }
  function setupThemeToggle() {
    updatePictures();
    var button = document.querySelector(".theme-toggle");
    if (!button) return;
    function update() {
      var dark = currentTheme() === "dark";
      button.setAttribute("aria-pressed", dark ? "true" : "false");
      button.setAttribute("aria-label", dark ? "Use the light theme" : "Use the dark theme");
    }
    button.hidden = false;
    update();
    button.addEventListener("click", function () {
      var next = currentTheme() === "dark" ? "light" : "dark";
      document.documentElement.dataset.theme = next;
      try { localStorage.setItem("napkin-theme", next); } catch (e) {}
      updatePictures();
      update();
    });
  }

  // Search over the static index, loaded on first use.
  var index = null;
  var waiting = [];
  function loadIndex(done) {
    if (index) { done(index); return; }
    waiting.push(done);
    if (waiting.length > 1) return;
    var script = document.createElement("script");
    script.src = root + "search-index.js";
    script.onload = function () {
      index = { pages: window.napkinSearchIndex || [], words: decodeWords(window.napkinSearchWords || []) };
      waiting.forEach(function (callback) { callback(index); });
      waiting = [];
    };
    document.head.appendChild(script);
  }
  // The body words, once, as they are searched: each with the positions of its pages, which
  // the file writes as differences from the one before.
  function decodeWords(pairs) {
    var words = [];
    for (var i = 0; i + 1 < pairs.length; i += 2) {
      var differences = pairs[i + 1].split(","), pages = new Int32Array(differences.length), position = 0;
      for (var j = 0; j < differences.length; j++) { position += +differences[j]; pages[j] = position; }
      words.push({ word: pairs[i], pages: pages });
    }
    return words;
  }
  // Which pages have a body word holding `term`, by position.
  function pagesWithBodyTerm(words, term, count) {
    var found = new Uint8Array(count);
    for (var i = 0; i < words.length; i++) {
      if (words[i].word.indexOf(term) < 0) continue;
      var pages = words[i].pages;
      for (var j = 0; j < pages.length; j++) { found[pages[j]] = 1; }
    }
    return found;
  }
  function score(entry, terms, inBody) {
    var total = 0;
    var title = entry.title.toLowerCase();
    var summary = entry.summary.toLowerCase();
    var headings = entry.headings.join(" ").toLowerCase();
    for (var i = 0; i < terms.length; i++) {
      var term = terms[i];
      var points = 0;
      if (title.indexOf(term) >= 0) points += title.indexOf(term) === 0 ? 12 : 8;
      if (headings.indexOf(term) >= 0) points += 4;
      if (summary.indexOf(term) >= 0) points += 3;
      // The body's words leave out what the other fields hold already.
      if (inBody[i] || points > 0) points += 1;
      if (points === 0) return 0;
      total += points;
    }
    return total;
  }
  function search(index, query) {
    var terms = query.toLowerCase().split(/\s+/).filter(Boolean);
    if (!terms.length) return [];
    var bodies = terms.map(function (term) { return pagesWithBodyTerm(index.words, term, index.pages.length); });
    return index.pages
      .map(function (entry, position) {
        var inBody = bodies.map(function (found) { return found[position] === 1; });
        return { entry: entry, score: score(entry, terms, inBody), position: position };
      })
      .filter(function (result) { return result.score > 0; })
      .sort(function (a, b) { return b.score - a.score || a.position - b.position; })
      .map(function (result) { return result.entry; });
  }
  function resultItem(entry) {
    var item = document.createElement("li");
    var link = document.createElement("a");
    link.href = root + entry.path;
    link.textContent = entry.title;
    item.appendChild(link);
    if (entry.summary) {
      var summary = document.createElement("p");
      summary.textContent = entry.summary;
      item.appendChild(summary);
    }
    return item;
  }
  function setupSearchBox() {
    var input = document.getElementById("frame_search-input");
    var box = document.getElementById("frame_search-suggestions");
    if (!input || !box) return;
    function hide() { box.hidden = true; input.setAttribute("aria-expanded", "false"); }
    function show(query) {
      loadIndex(function (index) {
        if (input.value !== query) return;
        var results = search(index, query).slice(0, 8);
        box.textContent = "";
        if (!query.trim()) { hide(); return; }
        var list = document.createElement("ul");
        results.forEach(function (entry) { list.appendChild(resultItem(entry)); });
        if (!results.length) {
          var none = document.createElement("p");
          none.className = "search-empty";
          none.textContent = "No pages match \u201c" + query + "\u201d.";
          box.appendChild(none);
        } else {
          box.appendChild(list);
        }
        box.hidden = false;
        input.setAttribute("aria-expanded", "true");
      });
    }
    input.addEventListener("focus", function () { loadIndex(function () {}); });
    input.addEventListener("input", function () { show(input.value); });
    input.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { hide(); }
      if (event.key === "ArrowDown") {
        var first = box.querySelector("a");
        if (first) { event.preventDefault(); first.focus(); }
      }
    });
    box.addEventListener("keydown", function (event) {
      var links = Array.prototype.slice.call(box.querySelectorAll("a"));
      var at = links.indexOf(document.activeElement);
      if (event.key === "ArrowDown" && at >= 0 && at < links.length - 1) { event.preventDefault(); links[at + 1].focus(); }
      if (event.key === "ArrowUp" && at >= 0) { event.preventDefault(); (at === 0 ? input : links[at - 1]).focus(); }
      if (event.key === "Escape") { hide(); input.focus(); }
    });
    document.addEventListener("click", function (event) {
      if (!box.contains(event.target) && event.target !== input) hide();
    });
  }
  // On the all-pages page, `?q=` from the header form shows the matching pages first.
  function setupResultsPage() {
    var results = document.getElementById("frame_search-results");
    if (!results) return;
    var match = /[?&]q=([^&]*)/.exec(window.location.search);
    var query = match ? decodeURIComponent(match[1].replace(/\+/g, " ")) : "";
    if (!query.trim()) return;
    var input = document.getElementById("frame_search-input");
    if (input) input.value = query;
    loadIndex(function (index) {
      var found = search(index, query);
      var heading = document.createElement("h2");
      heading.textContent = found.length
        ? "Results for \u201c" + query + "\u201d"
        : "No pages match \u201c" + query + "\u201d";
      results.appendChild(heading);
      var list = document.createElement("ul");
      list.className = "page-list";
      found.forEach(function (entry) { list.appendChild(resultItem(entry)); });
      results.appendChild(list);
      results.hidden = false;
    });
  }

  // Copy buttons on code blocks.
  function setupCopyButtons() {
    if (!navigator.clipboard) return;
    document.querySelectorAll(".code-block").forEach(function (block) {
      var code = block.querySelector("pre code");
      if (!code) return;
      var button = document.createElement("button");
      button.type = "button";
      button.className = "copy-button";
      button.textContent = "Copy";
      button.addEventListener("click", function () {
        navigator.clipboard.writeText(code.textContent).then(function () {
          button.textContent = "Copied";
          setTimeout(function () { button.textContent = "Copy"; }, 1500);
        });
      });
      block.appendChild(button);
    });
  }

  setupThemeToggle();
  setupSearchBox();
  setupResultsPage();
  setupCopyButtons();
})();
