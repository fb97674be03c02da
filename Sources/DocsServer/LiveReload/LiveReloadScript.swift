import Foundation

/// The small script the server adds to every HTML page it serves, so that the page reloads
/// itself after a successful rebuild.
///
/// The files on disk stay exactly what `napkin-docs build` writes: the script exists only in
/// responses, and a page read with JavaScript off is the same page without it.
public enum LiveReloadScript {
    /// The long-poll endpoint: `GET /__napkin/reload?since=N` answers `{"generation":M}` as soon
    /// as M differs from N, or with M equal to N after a while, and the page then asks again.
    public static let endpoint = "/__napkin/reload"

    /// The `<script>` element for a page served at `generation`.
    ///
    /// On an error (the server restarting, say) it waits and asks again, one to ten seconds
    /// apart, rather than hammering the server.
    public static func element(generation: Int) -> String {
        """
        <script>/* napkin-docs serve: live reload */(function () {
          var generation = \(generation), delay = 1000;
          function poll() {
            fetch("\(endpoint)?since=" + generation, { cache: "no-store" })
              .then(function (response) { if (!response.ok) { throw new Error(response.status); } return response.json(); })
              .then(function (body) {
                delay = 1000;
                if (body.generation !== generation) { location.reload(); } else { poll(); }
              })
              .catch(function () { setTimeout(poll, delay); delay = Math.min(delay * 2, 10000); });
          }
          poll();
        })();</script>

        """
    }

    /// `html` with the script inserted before its last `</body>`, or appended if it has none.
    public static func inject(into html: Data, generation: Int) -> Data {
        let script = Data(element(generation: generation).utf8)
        let closingBody = Data("</body>".utf8)
        let lowercased = Data(html.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 })
        guard let range = lowercased.range(of: closingBody, options: .backwards) else { return html + script }
        var result = html
        result.insert(contentsOf: script, at: html.startIndex + (range.lowerBound - lowercased.startIndex))
        return result
    }
}
