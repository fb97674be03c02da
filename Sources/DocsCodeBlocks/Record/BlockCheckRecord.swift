import DocsMarkup
import DocsSupport
import Foundation

/// What the compiler did with each Swift block in the last `napkin-docs check`: the only source
/// of what a page or a report may call "compiled".
///
/// The check writes it (``write(to:)``) into the package's `.build/napkin-docs/`; the site build
/// reads it and shows each block's outcome when the block is still as the check saw it (same
/// place, same code, same role), and "not checked" otherwise.
package struct BlockCheckRecord: Codable, Sendable, Equatable {
    /// One block as the check saw it.
    package struct Entry: Codable, Sendable, Equatable {
        /// The file the block is written in (a page, a doc comment's `.swift` file, a tutorial),
        /// absolute and standardized.
        package var file: String
        /// The line of its opening fence (of the `@Code` directive, for a tutorial's file).
        package var line: Int
        /// The block's ``BlockFingerprint``: a changed block is not the one that was checked.
        package var fingerprint: String
        /// What happened to it.
        package var outcome: BlockCheckOutcome
        /// The documented modules' symbols a compiled block uses, by line, as the compiler's
        /// index store recorded them; `nil` when it uses none, or was not compiled.
        package var uses: [LineUses]?

        /// Creates an entry.
        package init(
            file: String, line: Int, fingerprint: String, outcome: BlockCheckOutcome, uses: [LineUses]? = nil
        ) {
            self.file = file
            self.line = line
            self.fingerprint = fingerprint
            self.outcome = outcome
            self.uses = uses
        }
    }

    /// The symbols one line of a compiled block uses.
    package struct LineUses: Codable, Sendable, Equatable {
        /// The line of the block's file, from 1.
        package var line: Int
        /// The code the compiler compiled for that line, without the spaces around it: a use
        /// holds while the file's line ends with this code from the use's name on.
        package var code: String
        /// Each use, by where its name starts in ``code``.
        package var symbols: [SymbolUse]

        /// Creates a line's uses.
        package init(line: Int, code: String, symbols: [SymbolUse]) {
            self.line = line
            self.code = code
            self.symbols = symbols
        }
    }

    /// One use of a symbol on a line.
    package struct SymbolUse: Codable, Sendable, Hashable, Comparable {
        /// Where the name starts in the line's code, in bytes from 1.
        package var column: Int
        /// The symbol's USR.
        package var symbol: String

        /// Creates a use.
        package init(column: Int, symbol: String) {
            self.column = column
            self.symbol = symbol
        }

        package static func < (lhs: SymbolUse, rhs: SymbolUse) -> Bool {
            (lhs.column, lhs.symbol) < (rhs.column, rhs.symbol)
        }
    }

    /// The record's format; a record of another format is not read.
    package static let format = 3
    /// The format this record was written in.
    package var format: Int = Self.format
    /// Every Swift block the check found, in the order it found them.
    package var entries: [Entry]
    /// The built modules the blocks were compiled against (their interface's and doc files'
    /// paths), with when each was built: once one is built again, the record speaks for no block.
    package var modules: [String: Double]

    /// Creates a record.
    package init(entries: [Entry], modules: [String: Double] = [:]) {
        self.entries = entries
        self.modules = modules
    }

    /// When each of `files` was last written, for ``modules``; a file that is missing is left out.
    package static func stamps(of files: [URL]) -> [String: Double] {
        var stamps: [String: Double] = [:]
        for file in files {
            if let date = FileDates.modified(file) {
                stamps[file.standardizedFileURL.path] = date.timeIntervalSince1970
            }
        }
        return stamps
    }

    /// Whether every module the blocks were compiled against is as it was then.
    package var modulesAreAsChecked: Bool {
        Self.stamps(of: modules.keys.map { URL(fileURLWithPath: $0) }) == modules
    }

    /// Where a package's record lives: `.build/napkin-docs/checked-blocks.json`.
    package static func location(inPackage package: URL) -> URL {
        package.appendingPathComponent(".build/napkin-docs/checked-blocks.json")
    }

    /// Reads the record at `url`; `nil` when there is none, or it cannot be read (an older
    /// format, a damaged file): then no block counts as checked.
    package static func read(from url: URL) -> BlockCheckRecord? {
        guard let data = FileManager.default.contents(atPath: url.path),
            let record = try? JSONDecoder().decode(BlockCheckRecord.self, from: data), record.format == format
        else { return nil }
        return record
    }

    /// Writes the record at `url` in one step: a reader sees the old record or the new one.
    package func write(to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try encoder.encode(self).write(to: url, options: .atomic)
    }
}

/// What the compiler did with one Swift block.
package enum BlockCheckOutcome: Codable, Sendable, Equatable {
    /// Compiled without an error.
    case compiled
    /// Marked `compile-error="…"`, and failed with that error.
    case failedAsExpected
    /// Did not compile: the compiler's first error at the block.
    case failed(String)
    /// An excerpt that cannot compile on its own, and why (it leaves code out, it is a member
    /// shown outside its type …): not compiled, and not a failure.
    case fragment(String)
    /// Shown and not compiled, for the reason given (the author's `ignore="…"`, an Apple-only
    /// framework, a package manifest).
    case shownOnly(String)
    /// Not compiled: it imports a module that neither the package nor the toolchain provides.
    case needsModule(String)
    /// Type-checked without an error of its own, but not through the compiler's later checks
    /// (its SIL stage: a missing `return`, a value sent across isolation), because the error
    /// given, which it is compiled with, stopped the compiler first.
    case typeCheckedOnly(String)
    /// Fails only because its page never declares these names (`meter`, `counter`): compiled
    /// again with stand-ins for them, nothing else failed. Not compiled, and not drift: its
    /// page needs the context (a hidden line) to be checked.
    case needsContext([String])
    /// Fails only on API that Apple's platforms have and this one lacks (these names, as
    /// `URL.lines`): not compiled here, and not drift.
    case needsPlatform([String])
    /// Declares again what the documented module declares publicly (these names), to explain
    /// it: not compiled as new code of the page, never shadowing the real declaration. Its
    /// `differences` with the real declaration are empty when it matches.
    case restatesAPI(names: [String], differences: [String])
    /// Did not compile, and shows API of another release on purpose, for the reason given (a
    /// proposal not implemented yet, an alternative it considered): not drift of this one.
    case otherRelease(String)
}

/// A short fingerprint of a block as the check saw it: its role and its code, and everything
/// else on its page. A block is compiled with the rest of its page (the declarations before it,
/// the files the page builds), so an edit anywhere on the page, or a block given another role by
/// its info string, makes every block of the page one the check did not see.
package enum BlockFingerprint {
    /// The fingerprints of a page's blocks, in order: each block's own hash, once, and the
    /// page's as the hash of those.
    package static func of(page blocks: [CodeBlock]) -> [String] {
        let own = blocks.map(hash(of:))
        var page = FNV1a.Stream()
        own.forEach { page.add($0) }
        return own.map { block in
            var fingerprint = FNV1a.Stream()
            fingerprint.add(page.value)
            fingerprint.add(block)
            return String(fingerprint.value, radix: 16)
        }
    }

    private static func hash(of block: CodeBlock) -> UInt64 {
        var stream = FNV1a.Stream()
        stream.add(String(describing: block.role))
        stream.add(block.writtenCode)
        return stream.value
    }
}
