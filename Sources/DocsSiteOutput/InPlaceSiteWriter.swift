import DocsMarkup
import DocsQueries
import DocsSiteModel
import DocsSupport
import Foundation

/// Keeps an output directory holding the files of the latest build by writing only what differs
/// from the build before: for `serve`, which rebuilds after every save, where one edited article
/// changes a handful of a thousand files.
///
/// The first write, and any write after the directory was deleted, replaced (by a
/// `napkin-docs build` into it, say) or left half-updated by a failure, is
/// ``AtomicDirectoryWriter``'s, whole. After that each changed file is replaced in one step
/// (written beside, then renamed over), new files are added and files the build no longer makes
/// are deleted, with their emptied directories: a reader finds each file whole, old or new. The
/// site as a whole changes file by file, which a preview can afford since its pages are told to
/// reload only once the write is over; `napkin-docs build` writes with ``AtomicDirectoryWriter``.
///
/// What the last successful write left (``WrittenSite``) is carried in the engine of the build
/// that writes, from one run to the next: none before the first write, and none after a failure.
package struct InPlaceSiteWriter: Sendable {
    /// The directory written.
    let destination: String
    /// The engine the last write's files are carried in.
    private let engine: QueryEngine

    /// Creates a writer of `destination` that carries what it wrote in `engine`, the build's.
    package init(destination: URL, keptIn engine: QueryEngine) {
        self.destination = destination.standardizedFileURL.path
        self.engine = engine
    }

    /// Makes the directory hold exactly `files`.
    ///
    /// - Throws: ``BuildError`` for a path that would escape the directory or appears twice, or
    ///   when the file system refuses; the next write is then a whole one.
    package func write(_ files: [OutputFile]) throws {
        // Taken out for the write, and carried on only once it succeeded.
        var previous = engine.take(WrittenSite())
        var kept: [String: [UInt8]]
        if previous?.destination == destination, previous?.directory == FileSystemCalls.identity(of: destination),
            var table = previous?.files
        {
            // The only reference left, so the table is updated where it is.
            previous = nil
            try update(&table, to: files)
            kept = table
        } else {
            try AtomicDirectoryWriter(destination: URL(fileURLWithPath: destination)).write(files)
            kept = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        }
        guard let identity = FileSystemCalls.identity(of: destination) else { return }
        engine.carry(WrittenSite.Value(destination: destination, directory: identity, files: kept), to: WrittenSite())
    }

    /// Writes the files of `files` whose bytes are not those `written` holds, deletes the files
    /// of `written` that `files` lacks, and makes `written` say so.
    private func update(_ written: inout [String: [UInt8]], to files: [OutputFile]) throws {
        var paths = Set<String>(minimumCapacity: files.count)
        for file in files {
            guard paths.insert(file.path).inserted else { throw BuildError.duplicateOutputPath(file.path) }
            let old = written[file.path]
            if let old, old == file.contents { continue }
            if old == nil { try AtomicDirectoryWriter.validate(file.path) }
            try onDisk { () throws(FileSystemError) in
                if old == nil {
                    for directory in Self.parents(of: file.path) {
                        try FileSystemCalls.makeDirectory(destination + "/" + directory)
                    }
                }
                try FileSystemCalls.replaceFile(destination + "/" + file.path, file.contents)
            }
            written[file.path] = file.contents
        }
        guard written.count > paths.count else { return }
        let gone = written.keys.filter { !paths.contains($0) }
        for path in gone {
            try onDisk { () throws(FileSystemError) in try FileSystemCalls.removeFile(destination + "/" + path) }
            written[path] = nil
        }
        // Innermost first, so a directory emptied by its child's removal goes too; one that
        // still holds a file stays.
        let emptied = Set(gone.flatMap(Self.parents(of:))).subtracting(paths.flatMap(Self.parents(of:)))
        for directory in emptied.sorted(by: { $0.count > $1.count }) {
            FileSystemCalls.removeEmptyDirectory(destination + "/" + directory)
        }
    }

    /// Runs `body`, its failure the build's.
    private func onDisk(_ body: () throws(FileSystemError) -> Void) throws {
        do throws(FileSystemError) {
            try body()
        } catch {
            throw BuildError.outputUnwritable(step: .writeFiles, target: destination, reason: error.message)
        }
    }

    /// The directories above the file at the relative `path`, outermost first (`a`, `a/b` for `a/b/c.html`).
    private static func parents(of path: String) -> [String] {
        var parents: [String] = []
        var end = path.startIndex
        while let slash = path[end...].firstIndex(of: "/") {
            parents.append(String(path[..<slash]))
            end = path.index(after: slash)
        }
        return parents
    }
}

/// What the last write of an ``InPlaceSiteWriter`` left in its directory.
struct WrittenSite: CarriedKey {
    struct Value: Sendable {
        /// The directory written.
        var destination: String
        /// The directory's identity just after the write.
        var directory: [UInt64]
        /// Every file written, by path.
        var files: [String: [UInt8]]
    }
}
