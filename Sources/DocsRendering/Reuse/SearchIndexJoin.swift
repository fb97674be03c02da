import DocsQueries
import DocsSupport

/// `search-index.js` kept between renders (as `serve` wants): a render after a few pages changed
/// moves only the words those pages gained or lost, instead of joining every page's words again.
/// A build carries it from one render to the next in its engine (``JoinedSearchIndex``).
///
/// It holds the last render's entries, each word's pages, and each word's line of the file in
/// byte order. The file it writes is byte for byte ``SearchIndex/file(entries:)`` of the same
/// entries (`SearchIndexJoinTests`); when the pages were added, removed or reordered, or many
/// changed, it joins them all again as that does.
package struct SearchIndexJoin: Sendable {
    /// Above this many changed pages, joining all of them again is as quick.
    static let changedPagesJoinedInPlace = 16

    private var entries: [SearchIndex.Entry] = []
    /// Each word's pages, in increasing order.
    private var pages: [[UInt8]: [Int]] = [:]
    /// The words, in byte order, and beside each its line of the file (without the line's end).
    private var words: [[UInt8]] = []
    private var lines: [[UInt8]] = []

    /// Creates a join that holds nothing yet.
    package init() {}

    /// `search-index.js` of `entries` (the root page's first, then every page in reading order),
    /// joined from the entries of the last call.
    mutating func file(entries: [SearchIndex.Entry]) -> [UInt8] {
        let changed =
            self.entries.count == entries.count
            ? entries.indices.filter { entries[$0] != self.entries[$0] } : nil
        if let changed, changed.count <= Self.changedPagesJoinedInPlace {
            var touched = Set<[UInt8]>()
            for position in changed {
                touched.formUnion(Self.move(position, from: self.entries[position], to: entries[position], in: &self))
            }
            for word in touched { Self.writeLine(of: word, in: &self) }
        } else {
            self = Self.joined(entries)
        }
        self.entries = entries
        return Self.file(of: self)
    }

    /// Every page's words joined anew.
    private static func joined(_ entries: [SearchIndex.Entry]) -> SearchIndexJoin {
        var state = SearchIndexJoin()
        for (word, pages) in SearchIndex.pagesByWord(entries) {
            let word = Array(word)
            state.pages[word] = pages
            state.words.append(word)
            state.lines.append(line(of: word, pages: pages))
        }
        return state
    }

    /// Moves the page at `position` from the words of `old` to those of `new`; the words whose
    /// pages changed (their lines are written again by the caller).
    private static func move(
        _ position: Int, from old: SearchIndex.Entry, to new: SearchIndex.Entry, in state: inout SearchIndexJoin
    ) -> Set<[UInt8]> {
        let before = words(of: old)
        let after = words(of: new)
        for word in before.subtracting(after) {
            guard var pages = state.pages[word], let at = pages.firstIndex(of: position) else { continue }
            pages.remove(at: at)
            if pages.isEmpty {
                state.pages[word] = nil
                let index = insertionIndex(of: word, in: state.words)
                state.words.remove(at: index)
                state.lines.remove(at: index)
            } else {
                state.pages[word] = pages
            }
        }
        for word in after.subtracting(before) {
            if var pages = state.pages[word] {
                pages.insert(position, at: pages.firstIndex { $0 > position } ?? pages.endIndex)
                state.pages[word] = pages
            } else {
                state.pages[word] = [position]
                let index = insertionIndex(of: word, in: state.words)
                state.words.insert(word, at: index)
                state.lines.insert([], at: index)
            }
        }
        return before.symmetricDifference(after)
    }

    /// Writes the line of `word` again, if the index still has the word.
    private static func writeLine(of word: [UInt8], in state: inout SearchIndexJoin) {
        guard let pages = state.pages[word] else { return }
        state.lines[insertionIndex(of: word, in: state.words)] = line(of: word, pages: pages)
    }

    /// Where `word` is in `words` (byte order), or would go.
    private static func insertionIndex(of word: [UInt8], in words: [[UInt8]]) -> Int {
        var low = 0
        var high = words.count
        while low < high {
            let middle = (low + high) / 2
            if words[middle].lexicographicallyPrecedes(word) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The distinct words of an entry, as UTF-8.
    private static func words(of entry: SearchIndex.Entry) -> Set<[UInt8]> {
        Set(Array(entry.words.utf8).split(separator: UInt8(ascii: " ")).map(Array.init))
    }

    /// A word's line: the word, then its pages as differences from the one before.
    private static func line(of word: [UInt8], pages: [Int]) -> [UInt8] {
        var line: [UInt8] = []
        SearchIndex.appendWordLine(word, pages: pages, to: &line)
        return line
    }

    /// The whole file, as ``SearchIndex/file(entries:)`` writes it.
    private static func file(of state: SearchIndexJoin) -> [UInt8] {
        var output = SearchIndex.fieldsPart(of: state.entries)
        output.reserveCapacity(output.count + state.lines.reduce(16) { $0 + $1.count + 3 })
        for (index, line) in state.lines.enumerated() {
            output += line
            output.append(index == state.lines.count - 1 ? "\"\n" : "\",\n")
        }
        output.append("];\n")
        return output
    }
}

/// The search index's words as the last render joined them, which the next moves only the
/// changed pages' words in.
struct JoinedSearchIndex: CarriedKey {
    typealias Value = SearchIndexJoin
}
