/// The pages each distinct word is on, gathered page by page for the search index.
///
/// Words are told apart by their bytes (``ByteWordTable``): a dictionary of strings spent most
/// of its time hashing and retaining a quarter of a million words, on a step of the build
/// that runs on one core.
struct WordPostings {
    private var table = ByteWordTable()
    /// The pages of each word of `table`, in the order they were added.
    private var pages: [[Int]] = []

    /// Records that `page` holds `word` (UTF-8). Pages are added in increasing order; a word
    /// added twice for one page is kept once.
    mutating func add(_ word: UnsafeBufferPointer<UInt8>, page: Int) {
        let (index, isNew) = table.intern(word, lowercasingASCII: false)
        if isNew {
            pages.append([page])
        } else if pages[index].last != page {
            pages[index].append(page)
        }
    }

    /// Every word, in byte order, with its pages.
    var byWord: [(word: ArraySlice<UInt8>, pages: [Int])] {
        let order = pages.indices.sorted { table[$0].lexicographicallyPrecedes(table[$1]) }
        return order.map { (table[$0], pages[$0]) }
    }
}
