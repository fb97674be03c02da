import DocsQueries

/// Swift code as highlighted HTML, by the code's text: a query of the build's engine, so that
/// code met again (tutorials repeat their code from step to step, pages repeat snippets, a
/// rebuild after one page changed meets the same code again) is highlighted once.
///
/// Highlighting is a pure function of the text, so the engine's keeping it changes how long a
/// build takes, never what it writes. It reads the code in ``StoredHighlights`` first, which a
/// build gives from what an earlier build kept on disk (``HighlightStore``). An engine that
/// tracks reads (`serve`, a build of several versions) forgets, at the end of each run that
/// reads every page, the code that run did not use.
package struct HighlightedCode: QueryKey {
    /// The code's text.
    package var code: String

    /// The highlighted HTML of `code`.
    package init(code: String) {
        self.code = code
    }

    package func value(reading reads: QueryReads) -> HighlightedHTML {
        if let html = reads[StoredHighlights()]?[code] { return HighlightedHTML(html: html, wasStored: true) }
        return HighlightedHTML(html: SwiftHighlighter().highlight(code), wasStored: false)
    }
}

/// A code's highlighted HTML, and whether it was found in what an earlier build kept.
package struct HighlightedHTML: Equatable, Sendable {
    /// The HTML.
    package var html: String
    /// Whether it was found in the ``StoredHighlights``, not highlighted.
    var wasStored: Bool
}

/// The highlighted HTML an earlier build kept on disk (``HighlightStore``), by the code's text:
/// what highlighting each text gives, found instead of worked out. One input for all of it, set
/// once, before anything is highlighted: as the disk gave it, with no text hashed again.
struct StoredHighlights: InputKey {
    typealias Value = [String: String]
}

/// How many texts the last run highlighted or found (at first, how many the disk gave).
struct HighlightsUsedLastRun: CarriedKey {
    typealias Value = Int
}

extension QueryEngine {
    /// Whether the engine was given the highlighted code kept on disk (``storeHighlights(_:)``).
    package var wasGivenStoredHighlights: Bool {
        self[StoredHighlights()] != nil
    }

    /// Gives the engine the highlighted code that `load` returns (kept on disk by an earlier
    /// build), unless it was given it before: then `load` is not called. Call it before the run
    /// highlights anything.
    package func storeHighlights(_ load: () -> [String: String]) {
        guard !wasGivenStoredHighlights else { return }
        let entries = load()
        set(StoredHighlights(), to: entries)
        carry(entries.count, to: HighlightsUsedLastRun())
    }

    /// The code the current run highlighted or found, with its HTML, to keep for the next build;
    /// `nil` when that is what the run before used (nothing highlighted anew, nothing left
    /// unused), so that there is nothing new to keep.
    package func highlightsToKeep() -> [String: String]? {
        let used = valuesUsedThisRun(HighlightedCode.self)
        // Highlighted anew: computed this run, and not found in what the disk gave. An engine that
        // does not track reads computed every value it holds this run.
        let highlightedNow: Bool
        if tracksReads {
            let computed = Set(keysComputedThisRun(HighlightedCode.self))
            highlightedNow = used.contains { computed.contains($0.key) && !$0.value.wasStored }
        } else {
            highlightedNow = used.contains { !$0.value.wasStored }
        }
        let before = updateCarried(HighlightsUsedLastRun(), initial: 0) { count in
            defer { count = used.count }
            return count
        }
        guard highlightedNow || used.count != before else { return nil }
        return Dictionary(used.map { ($0.key.code, $0.value.html) }, uniquingKeysWith: { first, _ in first })
    }
}
