/* napkin-docs serve: live reload */(function () {
  var generation = __GENERATION__, revision = -1, delay = 1000;
  function show(errors) {
    var box = document.getElementById("__ERRORS_ELEMENT_ID__");
    if (!errors.length) { if (box) { box.remove(); } return; }
    if (!box) {
      box = document.createElement("div");
      box.id = "__ERRORS_ELEMENT_ID__";
      box.setAttribute("role", "alert");
      box.style.cssText = "position:fixed;left:0;right:0;bottom:0;z-index:2147483647;max-height:50vh;overflow:auto;"
        + "margin:0;padding:0.75rem 1rem;background:#3b0d0d;color:#fff;border-top:3px solid #e5484d;"
        + "font:14px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;box-shadow:0 -4px 16px rgba(0,0,0,.35)";
      document.body.appendChild(box);
    }
    var title = document.createElement("strong");
    title.textContent = "The last build failed; this page is from the build before. Fix the sources and it reloads.";
    var list = document.createElement("pre");
    list.style.cssText = "margin:0.5rem 0 0;white-space:pre-wrap;font:inherit";
    list.textContent = errors.join("\n");
    box.replaceChildren(title, list);
  }
  function poll() {
    fetch("__ENDPOINT__?revision=" + revision, { cache: "no-store" })
      .then(function (response) { if (!response.ok) { throw new Error(response.status); } return response.json(); })
      .then(function (status) {
        delay = 1000;
        if (status.generation !== generation) { location.reload(); return; }
        revision = status.revision;
        show(status.errors);
        poll();
      })
      .catch(function () { setTimeout(poll, delay); delay = Math.min(delay * 2, 10000); });
  }
  poll();
})();
