import DocsMarkup
import DocsSiteModel
import DocsSymbols

/// Turns the lines of pages that use a symbol into what a symbol page shows: each page once,
/// with the tutorial steps the uses fall in ("Building a Login Flow, steps 4 and 6").
struct UsePlaces: Sendable {
    /// Where a page's steps and sections start: what places a use on its line.
    struct Landmarks: Sendable, Equatable {
        /// A step: its first line and its number.
        struct Step: Sendable, Equatable {
            var line: Int
            var number: Int
        }
        /// A level-2 or level-3 heading: its line and anchor.
        struct Section: Sendable, Equatable {
            var line: Int
            var anchor: String
        }

        /// Every step, in line order.
        var steps: [Step] = []
        /// Every section, in line order.
        var sections: [Section] = []

        /// No landmarks.
        init() {}

        /// The landmarks of `document`.
        init(_ document: Document) {
            let firstNumbers = StepNumbers.first(in: document.blocks)
            for block in document.blocks {
                switch block {
                case .steps(let stepList, let location):
                    let first = firstNumbers[location] ?? 1
                    for (offset, step) in stepList.enumerated() {
                        steps.append(
                            Step(line: step.blocks.first?.location.line ?? location.line, number: first + offset))
                    }
                case .heading(let level, _, let anchor, let location) where level == 2 || level == 3:
                    sections.append(Section(line: location.line, anchor: anchor))
                default:
                    break
                }
            }
        }
    }

    /// A page the uses may be on: its title and path, and where its steps and sections start.
    struct PageInfo: Sendable {
        var title: String
        var path: PagePath
        var landmarks: Landmarks

        init(document: Document, title: String, path: PagePath) {
            self.init(landmarks: Landmarks(document), title: title, path: path)
        }

        init(landmarks: Landmarks, title: String, path: PagePath) {
            self.title = title
            self.path = path
            self.landmarks = landmarks
        }

        /// A symbol's page, whose doc comment's examples have no steps or sections to place a use in.
        init(symbolTitle title: String, path: PagePath) {
            self.title = title
            self.path = path
            self.landmarks = Landmarks()
        }
    }

    /// A symbol's page, and the lines of its Swift file its doc comment spans.
    struct CommentPlace: Sendable {
        var lines: ClosedRange<Int>
        var page: PageInfo
    }

    /// The pages, by their source path (an extension file's is its symbol's page).
    var pages: [SourcePath: PageInfo]
    /// The symbols' pages whose doc comments may hold compiled code, by the comments' Swift file.
    var comments: [String: [CommentPlace]] = [:]

    /// Adds the symbols' pages as places of uses: each doc comment's lines, under the page of the
    /// symbol it is written on (`owners`, by where each comment starts; not the symbols the
    /// compiler copied it to), and each extension file, under the page of the symbol it extends.
    mutating func addSymbolPages(
        owners: [SourceLocation: APISymbol], extensions: [SymbolID: DocumentationExtension], reference: APIReference,
        names: SymbolPageNames
    ) {
        for symbol in owners.values {
            let starts = symbol.docComment?.lines.compactMap(\.start) ?? []
            let lines = starts.filter { $0.file == starts.first?.file }.map(\.line)
            guard let file = starts.first?.file, let first = lines.min(), let last = lines.max(),
                let path = names.paths[symbol.id]
            else { continue }
            comments[file, default: []].append(
                CommentPlace(lines: first...last, page: PageInfo(symbolTitle: symbol.name, path: path)))
        }
        for (id, addition) in extensions {
            guard let path = names.paths[id], let symbol = reference.symbol(withID: id) else { continue }
            pages[addition.document.sourcePath] = PageInfo(document: addition.document, title: symbol.name, path: path)
        }
    }

    /// Where `uses` are, a page at a time, in the order the pages' uses come.
    func usedIn(_ uses: [CompiledUses.Use]) -> [UsedIn] {
        var found: [UsedIn] = []
        var position: [PagePath: Int] = [:]
        for use in uses {
            guard
                let page = pages[SourcePath(use.file)]
                    ?? comments[use.file]?.first(where: { $0.lines.contains(use.line) })?.page
            else { continue }
            let step = page.landmarks.steps.last { $0.line <= use.line }?.number
            let index: Int
            if let known = position[page.path] {
                index = known
            } else {
                index = found.count
                position[page.path] = index
                let anchor = step.map(StepAnchor.id) ?? page.landmarks.sections.last { $0.line <= use.line }?.anchor
                found.append(
                    UsedIn(title: page.title, path: page.path.string + (anchor.map { "#" + $0 } ?? ""), steps: []))
            }
            if let step, !found[index].steps.contains(step) { found[index].steps.append(step) }
        }
        return found
    }
}
