import Foundation

/// Writes a set of files as a whole directory, replacing what was there in one step.
///
/// The new tree is built in a hidden temporary sibling of the destination, then swapped into
/// place with two renames (the old directory aside, the new one in, the old one deleted). If
/// anything fails before the swap, the destination is untouched and the temporary tree is
/// removed; readers never see a half-written directory.
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
        let fileManager = FileManager.default
        let parent = destination.deletingLastPathComponent()
        let name = destination.lastPathComponent
        let token = "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        let staging = parent.appendingPathComponent(".\(name).new-\(token)")
        let retired = parent.appendingPathComponent(".\(name).old-\(token)")

        do {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw BuildError("cannot create a temporary directory beside \(destination.path): \(error.localizedDescription)")
        }
        do {
            for file in sorted {
                let url = staging.appendingPathComponent(file.path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                guard fileManager.createFile(atPath: url.path, contents: Data(file.contents)) else {
                    throw BuildError("cannot write \(file.path) in \(staging.path)")
                }
            }
        } catch {
            try? fileManager.removeItem(at: staging)
            throw error as? BuildError ?? BuildError("cannot write the site: \(error.localizedDescription)")
        }

        let hadPrevious = fileManager.fileExists(atPath: destination.path)
        if hadPrevious {
            do {
                try fileManager.moveItem(at: destination, to: retired)
            } catch {
                try? fileManager.removeItem(at: staging)
                throw BuildError("cannot move the previous \(destination.path) aside: \(error.localizedDescription)")
            }
        }
        do {
            try fileManager.moveItem(at: staging, to: destination)
        } catch {
            if hadPrevious { try? fileManager.moveItem(at: retired, to: destination) }
            try? fileManager.removeItem(at: staging)
            throw BuildError("cannot move the new site into \(destination.path): \(error.localizedDescription)")
        }
        if hadPrevious { try? fileManager.removeItem(at: retired) }
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
        return files.sorted { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }
    }
}
