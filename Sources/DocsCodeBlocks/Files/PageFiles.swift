import DocsMarkup

/// The Swift files a page's blocks build, block by block: their final state, which `swift build`
/// compiles; their state after every tutorial step and before every expected failure, which
/// `napkin-docs check` compiles; and what each block changed, which the page shows.
package struct PageFiles: Sendable, Equatable {
    /// A state of the page's files: every file as it stands at one point of the page.
    package struct Snapshot: Sendable, Equatable {
        /// The files in the order the page started them, with their lines.
        package var files: [SwiftFile]

        /// Only the files of one target: the test files, or the others.
        package func files(test: Bool) -> [SwiftFile] {
            files.filter { $0.key.isTest == test }
        }
    }

    /// A point of the page whose state of the files must compile.
    package struct Checkpoint: Sendable, Equatable {
        /// What point of the page it is.
        package enum Point: Sendable, Equatable {
            /// The end of a tutorial step (1-based).
            case afterStep(Int)
            /// The state of the files before a block replaced one of them, which no step's check
            /// holds: otherwise no build would compile the version it replaced.
            case beforeReplacement
        }

        /// What point of the page it is.
        package var point: Point
        /// Where the step's last compiled block is; for a replacement, the replacing block.
        package var location: SourceLocation
        /// The files at that point.
        package var snapshot: Snapshot
    }

    /// A block that must fail to compile, with the files as they stand before it.
    package struct ExpectedFailure: Sendable, Equatable {
        /// The block (its role is ``BlockRole/expectedFailure(message:)``).
        package var block: CodeBlock
        /// The message the compiler must report on one of the block's lines.
        package var message: String
        /// The files at that point of the page.
        package var snapshot: Snapshot
    }

    /// The files after the last block.
    package private(set) var final = Snapshot(files: [])
    /// The state after each tutorial step that compiled something, in order.
    package private(set) var checkpoints: [Checkpoint] = []
    /// The steps whose state is not the final one, which `swift build` compiles already: the
    /// ones left for a separate type-check.
    package var stepsToCheck: [Checkpoint] {
        checkpoints.filter { $0.snapshot.files(test: false) != final.files(test: false) }
    }
    /// The blocks that must fail to compile.
    package private(set) var expectedFailures: [ExpectedFailure] = []
    /// What each compiled block did, by the index of the block in the page's list.
    package private(set) var changes: [Int: FileChange] = [:]
    /// Misuses found: a file continued before it was started, started twice, replaced by itself.
    package private(set) var diagnostics: [Diagnostic] = []

    /// The name of the page's own file, which blocks without `file=` add to (`GettingStarted`
    /// gives `GettingStarted.swift` and, for test code, `GettingStartedTests.swift`).
    package static func ownFileName(page: PageName, isTest: Bool) -> String {
        page.string + (isTest ? "Tests" : "") + ".swift"
    }

    /// The files as a page shows them: what each block changed (``changes``) and the misuses,
    /// without the states of the files (``final``, ``checkpoints``, ``expectedFailures``),
    /// which only the compiler's checks read.
    package func forDisplay() -> PageFiles {
        var shown = PageFiles()
        shown.changes = changes
        shown.diagnostics = diagnostics
        return shown
    }

    private init() {}

    /// Plays the page's blocks in order.
    package init(page: PageName, blocks: [CodeBlock]) {
        var order: [SwiftFileKey] = []
        var contents: [SwiftFileKey: [CodeLine]] = [:]
        var started: [SwiftFileKey: SourceLocation] = [:]
        var lastStep: (number: Int, location: SourceLocation)?

        func snapshot() -> Snapshot { Snapshot(files: order.map { SwiftFile(key: $0, lines: contents[$0] ?? []) }) }
        func closeStep(before step: Int?) {
            guard let last = lastStep, last.number != step else { return }
            checkpoints.append(
                Checkpoint(point: .afterStep(last.number), location: last.location, snapshot: snapshot()))
            lastStep = nil
        }

        for (index, block) in blocks.enumerated() {
            switch block.role {
            case .code(let placement):
                // A block outside the step under way (in the next step, or after the steps) ends it.
                closeStep(before: block.step)
                let key = SwiftFileKey(
                    name: placement.file ?? Self.ownFileName(page: page, isTest: placement.isTest),
                    isTest: placement.isTest)
                var mode = placement.mode
                if placement.file == nil, started[key] != nil { mode = .continue }
                // The version a block replaces is checked as it stood, unless a step's check has it.
                if mode == .replace, started[key] != nil, checkpoints.last?.snapshot != snapshot() {
                    checkpoints.append(
                        Checkpoint(point: .beforeReplacement, location: block.location, snapshot: snapshot()))
                }
                guard
                    apply(
                        block, to: key, mode: mode, named: placement.file != nil, index: index,
                        order: &order, contents: &contents, started: &started)
                else { continue }
                if let step = block.step { lastStep = (step, block.location) }
            case .expectedFailure(let message):
                expectedFailures.append(ExpectedFailure(block: block, message: message, snapshot: snapshot()))
            case .shownOnly, .output, .plain:
                continue
            }
        }
        closeStep(before: nil)
        final = snapshot()
    }

    /// Applies one block to its file; `false` when the block was refused with a diagnostic.
    private mutating func apply(
        _ block: CodeBlock, to key: SwiftFileKey, mode: BlockRole.Mode, named: Bool, index: Int,
        order: inout [SwiftFileKey], contents: inout [SwiftFileKey: [CodeLine]],
        started: inout [SwiftFileKey: SourceLocation]
    ) -> Bool {
        let what = key.isTest ? "the test file '\(key.name)'" : "'\(key.name)'"
        switch (mode, started[key]) {
        case (.start, let first?):
            diagnostics.append(
                Diagnostic(
                    id: .fileVersions, at: block.location, "\(what) was already started at \(first)",
                    hint: "add 'continue' to add this block to its end, or 'replace' to make this block its new version"
                ))
            return false
        case (.continue, nil), (.replace, nil):
            diagnostics.append(
                Diagnostic(
                    id: .fileVersions, at: block.location,
                    "'\(mode.rawValue)' of \(what), which no earlier block started",
                    hint: "start it first with a block marked file=\(key.name)\(key.isTest ? " test" : "") alone"))
            return false
        case (.replace, _)
        where block.sourceFile == nil && contents[key]?.map(\.compiled) == block.lines.map(\.compiled):
            // A tutorial's @Code may show its file unchanged; a fenced block that does is a mistake.
            diagnostics.append(
                Diagnostic(
                    id: .fileVersions, at: block.location,
                    "this block replaces \(what) with exactly what it already holds",
                    hint: "change the code, or mark the block 'continue' if it adds to the file"))
            return false
        case (.start, nil):
            order.append(key)
            started[key] = block.location
            contents[key] = block.lines
            changes[index] = FileChange(file: key, mode: .start, isNamed: named, previous: nil)
        case (.continue, _):
            contents[key, default: []] += block.lines
            changes[index] = FileChange(file: key, mode: .continue, isNamed: named, previous: nil)
        case (.replace, _):
            changes[index] = FileChange(file: key, mode: .replace, isNamed: named, previous: contents[key])
            contents[key] = block.lines
        }
        return true
    }
}
