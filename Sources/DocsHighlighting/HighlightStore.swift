import DocsMarkup
import DocsQueries
import DocsSupport
import Foundation

/// Highlighted Swift code kept on disk from one `napkin-docs build` to the next, so that a
/// build finds the code that the last build of the same sources highlighted already done.
///
/// One file per set of source directories (named by their paths, wherever the site is written)
/// in a cache directory that is safe to delete at any time. The file holds the code of the
/// last build that changed it, each block's
/// full text beside its HTML, and is read only when it was written by this very tool: its
/// ``ToolIdentity`` (the executable's path, size and modification time, with this format's
/// version) must match, every length must fit and the checksum of the whole must agree, or
/// nothing of it is used. A block is looked up by its whole text, so code that changed is
/// never served stale HTML; and since highlighting is a pure function of the text and the tool,
/// what the file gives is what highlighting would give.
package struct HighlightStore: Sendable {
    /// The file of these sources' highlighted code.
    package let file: URL
    /// The identity a file must carry to be read, and that a written one carries.
    package let identity: String

    /// The version of the file's layout, part of the identity. (2: the checksum is
    /// ``FNV1a/wideChecksum(_:)``.)
    package static let formatVersion = 2
    /// The prefix of every store file's name.
    package static let filePrefix = "highlighted-code-"
    /// How many files a directory keeps: a save deletes the others, the least recently written
    /// first, so that building many sets of sources fills no disk.
    package static let filesKept = 8
    /// How long a file that no build has written stays before a save in the same directory deletes it.
    package static let unusedFileLifetime: TimeInterval = 30 * 24 * 3600

    /// The store, in `directory`, of a site built from `sourceDirectories`; `nil` when the tool
    /// cannot tell its own identity, in which case nothing is kept.
    package init?(directory: URL, sourceDirectories: [URL]) {
        guard let tool = ToolIdentity.current else { return nil }
        let sources = sourceDirectories.map(\.standardizedFileURL.path).sorted().joined(separator: "\n")
        file = directory.appendingPathComponent(Self.filePrefix + String(FNV1a.hash(sources.utf8), radix: 16))
        identity = "\(tool) format \(Self.formatVersion)"
    }

    /// The highlighted code the file holds, by its text; empty when there is no file or it is
    /// not one this tool wrote whole.
    package func load() -> [String: String] {
        guard let bytes = FileContents.bytes(atPath: file.path) else { return [:] }
        return StoreFile.entries(in: bytes, identity: identity) ?? [:]
    }

    /// Replaces the file with `entries`, atomically: a new file written beside it and renamed
    /// over it, so that a reader finds the old file or the new one, whole. Files of other sources
    /// beyond the ``filesKept`` most recently written, or that no build has written for
    /// ``unusedFileLifetime``, are deleted on the way.
    package func save(_ entries: [String: String]) throws(FileSystemError) {
        let directory = file.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw FileSystemError("cannot create \(directory.path): \(error.localizedDescription)")
        }
        let temporary = directory.appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString)").path
        do {
            try FileSystemCalls.writeNewFile(temporary, StoreFile.bytes(of: entries, identity: identity))
            try FileSystemCalls.move(temporary, to: file.path)
        } catch {
            _ = FileSystemCalls.removeTree(temporary)
            throw error
        }
        removeUnusedFiles(in: directory)
    }

    /// Keeps the code the current run of `engine` highlighted or found
    /// (``QueryEngine/highlightsToKeep()``), unless it is what the run before used; returns why
    /// it could not, for the build to warn of.
    package func keep(highlightsOf engine: QueryEngine) -> String? {
        guard let entries = engine.highlightsToKeep() else { return nil }
        do {
            try save(entries)
            return nil
        } catch {
            return "cannot keep the highlighted code for the next build in \(file.path): \(error.message)"
        }
    }

    private func removeUnusedFiles(in directory: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let files = names.filter { $0.hasPrefix(Self.filePrefix) }.map { name in
            let path = directory.appendingPathComponent(name).path
            let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
            return (path: path, modified: modified ?? .distantPast)
        }.sorted { $0.modified > $1.modified }
        let oldest = Date().addingTimeInterval(-Self.unusedFileLifetime)
        for (index, old) in files.enumerated()
        where old.path != file.path && (index >= Self.filesKept || old.modified < oldest) {
            try? FileManager.default.removeItem(atPath: old.path)
        }
    }
}

/// The bytes of a ``HighlightStore`` file (a ``FramedFile``): the identity, the number of
/// entries and each entry's code and HTML (a build reads and writes some megabytes of it, which
/// is why the checksum is the wide one: the byte-wise hash took 15 ms each way).
package enum StoreFile {
    private static let layout = FramedFile(magic: "napkin-docs highlighted code")

    /// The file's bytes for `entries`, sorted by code so that the same entries give the same bytes.
    package static func bytes(of entries: [String: String], identity: String) -> [UInt8] {
        var writer = layout.writer(
            identity: identity, capacity: 4 + entries.reduce(0) { $0 + 8 + $1.key.utf8.count + $1.value.utf8.count })
        writer.append(UInt32(entries.count))
        for (code, html) in entries.sorted(by: { $0.key.precedesByBytes($1.key) }) {
            writer.append(code)
            writer.append(html)
        }
        return writer.finish()
    }

    /// The entries of `bytes`, or `nil` unless they are a whole file written with `identity`.
    package static func entries(in bytes: [UInt8], identity: String) -> [String: String]? {
        guard var reader = layout.reader(of: bytes, identity: identity), let count = reader.integer() else {
            return nil
        }
        var entries: [String: String] = [:]
        // A count read from the file is trusted only as far as a reservation goes.
        entries.reserveCapacity(min(Int(count), 1 << 16))
        for _ in 0..<count {
            guard let code = reader.string(), let html = reader.string() else { return nil }
            entries[code] = html
        }
        return reader.isAtEnd ? entries : nil
    }
}
