/// Finds the block directives of a Markdown file, line by line, and cuts the file into runs of
/// plain Markdown and directives with their bodies (see ``SourceSection``).
///
/// cmark knows nothing of directives, so this runs before it. The rules, DocC's:
/// - a directive starts a line: `@Name`, then optionally `(arguments)` and `{`; a name that
///   starts with a lowercase letter (`@escaping`) only counts when `(` or `{` follows; the
///   arguments may go on over the following lines until their `)`;
/// - a body ends at a `}` that starts a line (or follows a directive on its line), or at the
///   last `}` of the line that opened it (`@Column { Short text. }`);
/// - nothing inside a fenced code block counts, and neither does a line indented by four or
///   more spaces beyond its body (that is an indented code block or a continuation);
/// - a body's lines lose the indentation of its first non-blank line, so indented bodies do
///   not turn into code blocks. Every piece keeps its file line and column.
struct DirectiveScanner {
    /// The file being scanned, for locations.
    var file: String

    /// Scans a file's lines.
    func scan(_ lines: [SourceLine]) -> (sections: [SourceSection], diagnostics: [Diagnostic]) {
        var state = State(file: file, lines: lines)
        let sections = state.parseSections(closing: nil)
        return (sections, state.diagnostics)
    }

    /// A line, or what is left of one after a directive consumed its start.
    private struct Piece {
        var line: SourceLine
        /// `false` for the rest of a line after `{`, `}` or a directive.
        var startsLine: Bool
    }

    private struct State {
        var file: String
        /// The file's lines, read in order from `nextIndex`, each a piece that starts its line.
        let lines: [SourceLine]
        var nextIndex = 0
        /// Rests of lines put back, read before `lines`: the last one pushed first.
        var pushedBack: [Piece] = []
        var diagnostics: [Diagnostic] = []
        /// How many directive bodies the scan is inside.
        var depth = 0
        /// Set once a body went past ``NestingLimit``: the rest of the file is left unread.
        var isAbandoned = false

        init(file: String, lines: [SourceLine]) {
            self.file = file
            self.lines = lines
        }

        /// The piece read next, without taking it.
        var upcoming: Piece? {
            pushedBack.last ?? (nextIndex < lines.count ? Piece(line: lines[nextIndex], startsLine: true) : nil)
        }

        /// Takes the piece ``upcoming`` shows.
        mutating func take() {
            if pushedBack.popLast() == nil { nextIndex += 1 }
        }

        mutating func nextPiece() -> Piece? {
            guard let piece = upcoming else { return nil }
            take()
            return piece
        }

        /// The next line, taken when it can go on with a directive's arguments (`@Column(\n  size: 2\n)`):
        /// not blank, and not starting a directive, a brace or a code fence, which mean the `(`
        /// was left open.
        mutating func nextArgumentLine() -> SourceLine? {
            guard let line = upcoming?.line else { return nil }
            let content = line.bytes.dropFirst(line.indentation)
            guard let first = content.first, first != .at, first != .openBrace, first != .closeBrace,
                CodeFence.opening(content) == nil
            else { return nil }
            take()
            return line
        }

        /// Puts the rest of a line back so that it is read next.
        mutating func pushBack(_ line: SourceLine) {
            let trimmed = line.dropping(line.indentation)
            guard !trimmed.isBlank else { return }
            pushedBack.append(Piece(line: trimmed, startsLine: false))
        }

        /// Reads sections until the `}` that closes the body of `opening`, whose `{` is at
        /// `brace`, or until the end of the file at the top level (`opening == nil`).
        mutating func parseSections(closing opening: (brace: SourceLocation, directiveName: String)?) -> [SourceSection]
        {
            var sections = Sections()
            var baseIndentation: Int? = opening == nil ? 0 : nil
            var fence: CodeFence?
            while let piece = nextPiece() {
                var line = piece.line
                if piece.startsLine {
                    if baseIndentation == nil, !line.isBlank { baseIndentation = line.indentation }
                    line = line.dropping(min(line.indentation, baseIndentation ?? 0))
                }
                let indentation = line.indentation
                let content = line.bytes.dropFirst(indentation)

                if let open = fence {
                    let role = open.role(of: line)
                    if role != .outsideQuotes {
                        sections.run.append(line)
                        if role == .closingFence { fence = nil }
                        continue
                    }
                    fence = nil  // The quotes that held the fence ended; the line is read as any other.
                }
                guard line.indentationWidth < 4, let first = content.first else {
                    sections.run.append(line)
                    continue
                }
                let inside = ContainerMarkers.dropped(from: content, lists: true)
                if let opened = CodeFence.opening(inside.rest, quoteDepth: inside.quotes) {
                    fence = opened
                    sections.run.append(line)
                    continue
                }
                if first == .closeBrace {
                    let braceIndex = content.startIndex
                    if opening != nil {
                        pushBack(line.dropping(braceIndex + 1 - line.bytes.startIndex))
                        return sections.finished()
                    }
                    warnOfStrayBrace(line, at: braceIndex, after: sections.run.last)
                    sections.run.append(line)
                    continue
                }
                if first == .at, let directive = scanDirective(line, at: content.startIndex) {
                    sections.flush()
                    if let node = directive { sections.all.append(.directive(node)) }
                    continue
                }
                sections.run.append(line)
            }
            if let opening, !isAbandoned {
                diagnostics.append(
                    Diagnostic(
                        id: .unbalancedBraces, at: opening.brace,
                        "the `{` of @\(opening.directiveName) is never closed",
                        hint: "add a line with `}` where the body of @\(opening.directiveName) ends"))
            }
            return sections.finished()
        }

        /// The sections read so far, and the run of Markdown lines since the last directive.
        ///
        /// `run` is gathered in one buffer, reused from run to run, and each run is kept at its
        /// own size: grown a line at a time in a new array each, the runs of a site were copied
        /// into new memory again and again (most of the lines of every file pass here).
        private struct Sections {
            var all: [SourceSection] = []
            var run: [SourceLine] = []

            /// Ends the run: a section of Markdown, unless it is blank.
            mutating func flush() {
                if run.contains(where: { !$0.isBlank }) {
                    var kept: [SourceLine] = []
                    kept.reserveCapacity(run.count)
                    kept.append(contentsOf: run)
                    all.append(.markdown(kept))
                }
                run.removeAll(keepingCapacity: true)
            }

            /// Every section, the last run included.
            mutating func finished() -> [SourceSection] {
                flush()
                return all
            }
        }

        /// A `}` at the top level is text, as DocC reads it. A line that continues a paragraph is
        /// text and nothing more (swift-protobuf's doc comments have such lines); one on its own is
        /// more often an extra `}` after a directive, and gets a warning.
        private mutating func warnOfStrayBrace(_ line: SourceLine, at braceIndex: Int, after previous: SourceLine?) {
            let continuesParagraph =
                previous.map { last in
                    let text = last.bytes.dropFirst(last.indentation)
                    return !last.isBlank && !text.starts(with: Array("```".utf8))
                        && !text.starts(with: Array("~~~".utf8))
                } ?? false
            guard !continuesParagraph else { return }
            diagnostics.append(
                Diagnostic(
                    .warning, id: .unbalancedBraces, at: line.location(ofIndex: braceIndex, in: file),
                    "`}` closes no directive; it is shown as text",
                    hint:
                        "remove it if it is an extra `}` after a directive; to start a line of text with `}`, write `\\}`"
                ))
        }

        /// Reads the body of `node`, whose `{` is at `brace`, one level deeper. Past
        /// ``NestingLimit`` it records the error and abandons the file instead (`nil`): the
        /// sections are a tree whose every later stage recurses.
        mutating func body(of node: DirectiveNode, brace: SourceLocation) -> [SourceSection]? {
            guard depth < NestingLimit.maximumDepth else {
                diagnostics.append(NestingLimit.diagnostic(at: node.location))
                isAbandoned = true
                nextIndex = lines.count
                pushedBack = []
                return nil
            }
            depth += 1
            defer { depth -= 1 }
            return parseSections(closing: (brace, node.name))
        }

        /// Scans a directive whose `@` is at `atIndex`.
        ///
        /// - Returns: `nil` when the line is not a directive after all (plain text), `.some(nil)`
        ///   when it is one but is malformed (a diagnostic was recorded), else the directive.
        mutating func scanDirective(_ line: SourceLine, at atIndex: Int) -> DirectiveNode?? {
            let bytes = line.bytes
            var index = atIndex + 1
            guard index < bytes.endIndex, bytes[index].isASCIILetter else { return nil }
            while index < bytes.endIndex, bytes[index].isIdentifierCharacter {
                index += 1
            }
            let name = String(decoding: bytes[(atIndex + 1)..<index], as: UTF8.self)
            let next: UInt8? = index < bytes.endIndex ? bytes[index] : nil
            guard next == nil || next?.isBlank == true || next == .openParen || next == .openBrace else { return nil }
            var afterName = index
            while afterName < bytes.endIndex, bytes[afterName].isBlank { afterName += 1 }
            let follower: UInt8? = afterName < bytes.endIndex ? bytes[afterName] : nil
            let isCapitalized = (0x41...0x5A).contains(bytes[atIndex + 1])
            guard isCapitalized || follower == .openParen || follower == .openBrace else { return nil }

            var node = DirectiveNode(
                name: name, location: line.location(ofIndex: atIndex, in: file), arguments: [], argumentsLocation: nil,
                body: nil)
            var rest = line.dropping(afterName - bytes.startIndex)
            if follower == .openParen {
                node.argumentsLocation = line.location(ofIndex: afterName, in: file)
                switch DirectiveArgumentParser(file: file, directiveName: name).parse(
                    rest, nextLine: { nextArgumentLine() })
                {
                case .success(let parsed):
                    node.arguments = parsed.arguments
                    rest = parsed.rest.dropping(parsed.rest.indentation)
                case .failure(let failure):
                    diagnostics.append(failure.diagnostic)
                    // Still honour a `{` at the end of the last line read so that its `}` is not reported as stray.
                    let last = failure.lastLine
                    if let brace = last.endingIndex(of: .openBrace) {
                        _ = body(of: node, brace: last.location(ofIndex: brace, in: file))
                    }
                    return .some(nil)
                }
            }
            if rest.bytes.first == .openBrace {
                let braceLocation = rest.location(ofIndex: rest.bytes.startIndex, in: file)
                var inside = rest.dropping(1)
                // The one-line form `@Column { Text. }`: the last `}` of the line closes the body.
                if let last = inside.endingIndex(of: .closeBrace) {
                    pushBack(inside.dropping(last - inside.bytes.startIndex))
                    inside.bytes = inside.bytes[..<last]
                }
                pushBack(inside)
                guard let body = body(of: node, brace: braceLocation) else { return .some(nil) }
                node.body = body
            } else {
                pushBack(rest)
            }
            return .some(node)
        }
    }
}
