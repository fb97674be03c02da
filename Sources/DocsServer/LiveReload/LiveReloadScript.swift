import Foundation

/// The small script the server adds to every HTML page it serves, so that the page reloads
/// itself after a successful rebuild and shows the errors of a failed one.
///
/// The files on disk stay exactly what `napkin-docs build` writes: the script exists only in
/// responses, and a page read with JavaScript off is the same page without it.
package enum LiveReloadScript {
    /// The long-poll endpoint: `GET /__napkin/reload?since=N` answers `{"generation":M}` as soon
    /// as M differs from N, or with M equal to N after a while, and the page then asks again.
    package static let endpoint = "/__napkin/reload"

    /// The id of the box that shows a failed build's errors over the page.
    package static let errorsElementID = "napkin-build-errors"

    /// The `<script>` element for a page served at `generation`.
    ///
    /// It asks for the first status at once (revision -1 is never current) and then for each
    /// next one. A new generation reloads the page; errors show in a box over the bottom of the
    /// page (built with `textContent`, so the messages are never read as HTML), which goes when
    /// the next build succeeds. On an error of its own (the server restarting, say) it waits
    /// and asks again, one to ten seconds apart, rather than hammering the server. With
    /// JavaScript off none of this exists, and the page reads as built.
    package static func element(generation: Int) -> String {
        """
        <script>/* napkin-docs serve: live reload */(function () {
          var generation = \(generation), revision = -1, delay = 1000;
          function show(errors) {
            var box = document.getElementById("\(errorsElementID)");
            if (!errors.length) { if (box) { box.remove(); } return; }
            if (!box) {
              box = document.createElement("div");
              box.id = "\(errorsElementID)";
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
            list.textContent = errors.join("\\n");
            box.replaceChildren(title, list);
          }
          function poll() {
            fetch("\(endpoint)?revision=" + revision, { cache: "no-store" })
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
        })();</script>

        """
    }

    /// `html` with the script inserted at ``insertionOffset(in:)``: the page as served, in one
    /// piece (the server writes the same bytes as three pieces of a buffer, without copying).
    package static func inject(into html: Data, generation: Int) -> Data {
        let offset = html.withUnsafeBytes { insertionOffset(in: $0) }
        var result = html
        result.insert(contentsOf: Data(element(generation: generation).utf8), at: html.startIndex + offset)
        return result
    }

    /// Where the script goes in the bytes of `html`: before its last `</body>`, in any case, or
    /// at its end when it has none. Searched from the end (where the tag is) without copying.
    package static func insertionOffset(in html: UnsafeRawBufferPointer) -> Int {
        let tag = Array("</body>".utf8)
        guard html.count >= tag.count else { return html.count }
        for start in stride(from: html.count - tag.count, through: 0, by: -1) where html[start] == tag[0] {
            let matches = (1..<tag.count).allSatisfy { index in
                let byte = html[start + index]
                return ((0x41...0x5A).contains(byte) ? byte | 0x20 : byte) == tag[index]
            }
            if matches { return start }
        }
        return html.count
    }
}
