import DocsMarkup
import Foundation

/// Writes a set of files as a whole directory, replacing what was there in one step.
///
/// The new tree is built in a hidden temporary sibling of the destination, then swapped into
/// place in one step (`renameat2`'s `RENAME_EXCHANGE` on Linux, `renamex_np`'s `RENAME_SWAP`
/// on Apple platforms; two renames, the old directory aside and the new one in, on a file
/// system that cannot swap), and the old one is deleted. If anything fails before the swap,
/// the destination is untouched and the temporary tree is removed; readers never see a
/// half-written directory nor, where the swap is one step, a missing one; no temporary
/// directory outlives the call.
///
/// A file whose bytes are already in the previous tree, at the same path, is not written
/// again: the new tree gets a second name (a hard link) for the old file, which deleting the
/// old tree then leaves in place. Rebuilding an unchanged site so creates no file at all, and
/// unchanged files keep their modification time.
public struct AtomicDirectoryWriter: Sendable {
    /// The directory to write.
    public var destination: URL

    /// Creates a writer for `destination`.
    public init(destination: URL) {
        self.destination = destination.standardizedFileURL
    }

    /// Replaces the destination with a directory holding exactly `files`.
    ///
    /// Files are written in sorted path order, with no timestamps or other state of the
    /// machine, so the same files give the same directory.
    ///
    /// - Throws: ``BuildError`` for a path that would escape the directory or appears twice,
    ///   or when the file system refuses; the destination is then left as it was.
    public func write(_ files: [OutputFile]) throws {
        let sorted = try Self.validated(files)
        let parent = destination.deletingLastPathComponent()
        let name = destination.lastPathComponent
        let token = "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        let staging = parent.appendingPathComponent(".\(name).new-\(token)").path
        let retired = parent.appendingPathComponent(".\(name).old-\(token)").path
        let target = destination.path
        let hadPrevious = FileSystemCalls.exists(target)

        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            try FileSystemCalls.makeDirectory(staging)
        } catch {
            throw BuildError("cannot create a temporary directory beside \(target): \(Self.reason(error))")
        }
        do {
            try Self.writeTree(sorted, into: staging, reusingFilesOf: hadPrevious ? target : nil)
        } catch {
            FileSystemCalls.removeTree(staging)
            throw BuildError("cannot write the site: \(Self.reason(error))")
        }

        // One swap where the file system can: between two renames the destination is missing,
        // and a server reading it then answers 404.
        if hadPrevious, FileSystemCalls.exchange(staging, target) {
            FileSystemCalls.removeTree(staging)
            return
        }
        // No swap here, or the previous site went away while this one was written.
        let retiresPrevious = hadPrevious && FileSystemCalls.exists(target)
        if retiresPrevious {
            do {
                try FileSystemCalls.move(target, to: retired)
            } catch {
                FileSystemCalls.removeTree(staging)
                throw BuildError("cannot move the previous \(target) aside: \(error.message)")
            }
        }
        do {
            try FileSystemCalls.move(staging, to: target)
        } catch {
            if retiresPrevious { try? FileSystemCalls.move(retired, to: target) }
            FileSystemCalls.removeTree(staging)
            throw BuildError("cannot move the new site into \(target): \(error.message)")
        }
        if retiresPrevious { FileSystemCalls.removeTree(retired) }
    }

    /// Writes `files`, sorted by path, below the existing directory `root`, linking to the files
    /// of `previous` that hold the same bytes.
    ///
    /// Comparing with the previous files only reads, so it runs on all cores; creating files
    /// stays on one thread, because files created in one directory from several threads wait
    /// for each other on the directory's lock (twice as slow, measured).
    private static func writeTree(_ files: [OutputFile], into root: String, reusingFilesOf previous: String?) throws(FileSystemError) {
        let unchanged: [Bool] = if let previous {
            files.concurrentMap { FileSystemCalls.holds(previous + "/" + $0.path, exactly: $0.contents) }
        } else {
            Array(repeating: false, count: files.count)
        }
        var made: Set<Substring> = [""]
        for (file, isUnchanged) in zip(files, unchanged) {
            // Make each parent directory once, outermost first.
            var directory: Substring = ""
            for component in file.path.split(separator: "/").dropLast() {
                directory = directory.isEmpty ? component : file.path[directory.startIndex..<component.endIndex]
                if made.insert(directory).inserted { try FileSystemCalls.makeDirectory(root + "/" + directory) }
            }
            let path = root + "/" + file.path
            if let previous, isUnchanged, FileSystemCalls.hardLink(previous + "/" + file.path, as: path) {
                continue
            }
            try FileSystemCalls.writeNewFile(path, file.contents)
        }
    }

    private static func reason(_ error: any Error) -> String {
        (error as? FileSystemError)?.message ?? error.localizedDescription
    }

    /// The files sorted by path, after checking that every path stays inside the directory
    /// and none repeats.
    static func validated(_ files: [OutputFile]) throws -> [OutputFile] {
        var seen: Set<String> = []
        for file in files {
            let components = file.path.split(separator: "/", omittingEmptySubsequences: false)
            guard !file.path.hasPrefix("/"), !components.isEmpty,
                  components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
                throw BuildError("the renderer produced a file with an invalid path: '\(file.path)'")
            }
            guard seen.insert(file.path).inserted else {
                throw BuildError("the renderer produced \(file.path) twice")
            }
        }
        return files.sorted { $0.path.precedesByBytes($1.path) }
    }
}
