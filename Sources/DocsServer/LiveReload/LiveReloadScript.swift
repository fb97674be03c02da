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
        template.prefix + String(generation) + template.suffix
    }

    /// `live-reload.js` (embedded into the binary) as a `<script>` element, its names filled in,
    /// split where the generation goes.
    private static let template: (prefix: String, suffix: String) = {
        var script = String(decoding: PackageResources.live_reload_js, as: UTF8.self)
            .replacingOccurrences(of: "__ERRORS_ELEMENT_ID__", with: errorsElementID)
            .replacingOccurrences(of: "__ENDPOINT__", with: endpoint)
        while script.hasSuffix("\n") { script.removeLast() }
        let parts = ("<script>" + script + "</script>\n").components(separatedBy: "__GENERATION__")
        precondition(parts.count == 2, "live-reload.js names __GENERATION__ once")
        return (parts[0], parts[1])
    }()

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
