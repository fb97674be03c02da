import DocsMarkup
import DocsSupport

/// Highlighted code by the code's text, shared by all pages rendered at the same time, and
/// kept from one build to the next when the renderer lives that long (`napkin-docs serve`), or
/// seeded with what an earlier run kept on disk (``HighlightStore``).
///
/// Tutorials repeat their code from step to step, and pages repeat snippets, so the same text
/// is often highlighted many times; and a rebuild after one page changed meets the same code
/// again. Highlighting is a pure function of the text, so the cache changes how long a build
/// takes, never what it writes.
///
/// Entries live for two builds: each build starts a generation (``startBuild()``), and code
/// that the build before did not use is dropped then, so a long preview session holds the
/// code of its last two builds, not every version of every block ever saved.
package final class HighlightCache: Sendable {
    private struct Generations {
        /// Highlighted HTML by source text: the current build's, and the previous build's.
        var current: [String: String] = [:]
        var previous: [String: String] = [:]
        /// How many texts the current build highlighted itself rather than found.
        var highlightedNow = 0
    }

    private let highlighter = SwiftHighlighter()
    private let generations = LockedValue(Generations())

    /// Creates an empty cache.
    package init() {}

    /// Gives a cache that holds nothing yet the entries `load` returns, as if the build before
    /// the next had used them; a cache that holds code already is left as it is, and `load`
    /// is not called.
    package func seed(_ load: () -> [String: String]) {
        guard isEmpty else { return }
        let entries = load()
        generations.withLock { generations in
            guard generations.current.isEmpty, generations.previous.isEmpty else { return }
            generations.current = entries
        }
    }

    /// Whether the cache holds no code at all, as before its first build (see ``seed(_:)``).
    package var isEmpty: Bool {
        generations.withLock { $0.current.isEmpty && $0.previous.isEmpty }
    }

    /// Starts a build: what the previous build used stays available to this one, the rest is dropped.
    package func startBuild() {
        generations.withLock { generations in
            generations = Generations(previous: generations.current)
        }
    }

    /// The highlighted HTML of `code`, highlighted now unless an earlier page or build did it already.
    package func highlight(_ code: String) -> String {
        let cached = generations.withLock { generations -> String? in
            if let html = generations.current[code] { return html }
            guard let html = generations.previous[code] else { return nil }
            generations.current[code] = html
            return html
        }
        if let cached { return cached }
        // Highlight outside the lock; two pages racing on the same code store the same text.
        let highlighted = highlighter.highlight(code)
        generations.withLock { generations in
            if generations.current.updateValue(highlighted, forKey: code) == nil { generations.highlightedNow += 1 }
        }
        return highlighted
    }

    /// The code the current build used, with its HTML; and whether that is exactly what the
    /// previous build left (nothing highlighted anew, nothing dropped), so that there is
    /// nothing new to keep.
    package var currentBuild: (entries: [String: String], isAsBefore: Bool) {
        generations.withLock { generations in
            (
                generations.current,
                generations.highlightedNow == 0 && generations.current.count == generations.previous.count
            )
        }
    }

    /// How many highlighted texts the cache holds, in both generations.
    package var count: Int {
        generations.withLock { generations in
            generations.current.count + generations.previous.keys.filter { generations.current[$0] == nil }.count
        }
    }
}
