import DocsMarkup
import DocsSiteModel
import DocsSupport
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
/// unchanged files keep their modification time. A file at several paths (``PendingOutputFile/alsoAt``)
/// is written once and given a name at each.
///
/// Given a folder of retired sites (``RetiredSites``), the old directory is moved there instead of
/// being deleted before `write` returns, and the next write builds its tree over it rather than in
/// a new directory: what the new tree has no place for is deleted, a file shared with the site
/// being read is linked or made anew as above, and one only the retired site names is written
/// over in place.
package struct AtomicDirectoryWriter: Sendable {
    /// The directory to write.
    package var destination: URL
    /// Where the replaced directory goes, to be deleted by the next build; `nil` to delete it here.
    package var retiredSites: URL?

    /// Creates a writer for `destination`, which moves the directory it replaces into
    /// `retiredSites` if given.
    package init(destination: URL, retiredSites: URL? = nil) {
        self.destination = destination.standardizedFileURL
        self.retiredSites = retiredSites
    }

    /// Replaces the destination with a directory holding exactly `files`.
    ///
    /// Files are written with no timestamps or other state of the machine, so the same files
    /// give the same directory: the same paths holding the same bytes. (The order in which the
    /// cores create them is not fixed, and a file system that lists a directory in the order its
    /// files were made, as tmpfs does, may list them differently from one build to the next.)
    ///
    /// - Throws: ``BuildError`` for a path that would escape the directory or appears twice,
    ///   or when the file system refuses; the destination is then left as it was.
    package func write(_ files: [OutputFile]) throws {
        try write(files.map(PendingOutputFile.init))
    }

    /// Replaces the destination with a directory holding exactly `files`, each made as it is
    /// written, as ``write(_:)-([OutputFile])`` does.
    package func write(_ files: [PendingOutputFile]) throws {
        let sorted = try Self.validated(files)
        // A destination named through a link (`site` → `/var/www/site`) is replaced where the
        // link leads: swapping the link itself would leave a directory in its place.
        let destination = self.destination.resolvingSymlinksInPath()
        let parent = destination.deletingLastPathComponent()
        let name = destination.lastPathComponent
        let token = "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        let retired = parent.appendingPathComponent(".\(name).old-\(token)").path
        let target = destination.path
        let hadPrevious = FileSystemCalls.exists(target)

        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw BuildError.outputUnwritable(step: .makeStagingDirectory, target: target, reason: Self.reason(error))
        }
        // A retired site to write over, on the output's file system (which a swap needs), once the
        // removals of the others are done: until then the previous site's files have a second name
        // in them, and a file with another name is not linked to (``FileSystemCalls/holds(_:exactly:alsoNamed:)``).
        let claimed = retiredSites.flatMap { folder in
            canRetire(into: folder, target: target)
                ? RetiredSites.claim(
                    in: folder, for: target, onDevice: FileSystemCalls.identity(of: parent.path)?.first) : nil
        }
        // Cleared of what the new tree has no place for; one that cannot be is not written over.
        var recycled = claimed
        if let claimed, !Self.clear(claimed, for: sorted) {
            FileSystemCalls.removeTree(claimed)
            recycled = nil
        }
        let staging = recycled ?? parent.appendingPathComponent(".\(name).new-\(token)").path
        if recycled == nil {
            do throws(FileSystemError) {
                try FileSystemCalls.makeDirectory(staging)
            } catch {
                throw BuildError.outputUnwritable(step: .makeStagingDirectory, target: target, reason: error.message)
            }
        }
        do {
            try Self.writeTree(
                sorted, into: staging, reusingFilesOf: hadPrevious ? target : nil, overWhatItHolds: recycled != nil)
        } catch {
            FileSystemCalls.removeTree(staging)
            throw BuildError.outputUnwritable(step: .writeFiles, target: target, reason: Self.reason(error))
        }

        // One swap where the file system can: between two renames the destination is missing,
        // and a server reading it then answers 404.
        if hadPrevious, FileSystemCalls.exchange(staging, target) {
            removeReplaced(staging, target: target)
            return
        }
        // No swap here, or the previous site went away while this one was written.
        let retiresPrevious = hadPrevious && FileSystemCalls.exists(target)
        if retiresPrevious {
            do {
                try FileSystemCalls.move(target, to: retired)
            } catch {
                FileSystemCalls.removeTree(staging)
                throw BuildError.outputUnwritable(step: .moveAside, target: target, reason: error.message)
            }
        }
        do {
            try FileSystemCalls.move(staging, to: target)
        } catch {
            if retiresPrevious { try? FileSystemCalls.move(retired, to: target) }
            FileSystemCalls.removeTree(staging)
            throw BuildError.outputUnwritable(step: .moveIn, target: target, reason: error.message)
        }
        if retiresPrevious { removeReplaced(retired, target: target) }
    }

    /// Deletes the replaced directory at `path`, or moves it among the retired sites (unless they
    /// are inside the new one at `target`).
    private func removeReplaced(_ path: String, target: String) {
        if let retiredSites, canRetire(into: retiredSites, target: target),
            RetiredSites.retire(path, of: target, into: retiredSites)
        {
            return
        }
        FileSystemCalls.removeTreeOnAllCores(path)
    }

    /// Whether a site replaced at `target` may be retired into `folder`: not into one inside it.
    private func canRetire(into folder: URL, target: String) -> Bool {
        // Compared where links lead, as `target` is: a cache inside the output would receive the old site.
        !(Self.resolvingLinks(folder) + "/").hasPrefix(target + "/")
    }

    /// The path of `url` with the links of its part that exists resolved (`resolvingSymlinksInPath`
    /// leaves a path that does not exist yet as it is, links and all).
    private static func resolvingLinks(_ url: URL) -> String {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while !FileSystemCalls.exists(existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        return rest.reduce(existing.resolvingSymlinksInPath()) { $0.appendingPathComponent($1) }.path
    }

    /// Writes `files`, sorted by path, below the existing directory `root`, linking to the files
    /// of `previous` that hold the same bytes; a file's other paths (``PendingOutputFile/alsoAt``)
    /// are further names of it. Over what `root` holds (a retired site, cleared by ``clear(_:for:)``),
    /// when asked.
    ///
    /// The directories are made first, on this thread; then the files are compared with the
    /// previous ones and written on all cores. (Two threads creating files in one directory
    /// wait for each other on its lock, but less than one thread waits for the disk: writing the
    /// 1,009 files of the benchmark's corpus took 25 ms on one thread and 15 on two on tmpfs, and
    /// 34 and 21 ms on ext4.)
    private static func writeTree(
        _ files: [PendingOutputFile], into root: String, reusingFilesOf previous: String?, overWhatItHolds: Bool
    ) throws(FileSystemError) {
        try makeFolders(of: files.lazy.map(\.path), into: root)
        try makeFolders(of: files.lazy.flatMap(\.alsoAt), into: root)
        let failures = files.concurrentMap { file -> FileSystemError? in
            do throws(FileSystemError) {
                try write(file, into: root, reusingFilesOf: previous, overWhatItHolds: overWhatItHolds)
                return nil
            } catch {
                return error
            }
        }
        // The first problem in path order, whichever core met it first.
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }

    /// Deletes from the retired site at `root` what `files` have no place for (``FileSystemCalls/removeAllBut(files:folders:below:)``);
    /// whether all of it went.
    private static func clear(_ root: String, for files: [PendingOutputFile]) -> Bool {
        var folders: [String] = []
        forEachFolder(of: files.lazy.flatMap(\.paths)) { folders.append(String($0)) }
        return FileSystemCalls.removeAllBut(files: files.lazy.flatMap(\.paths), folders: folders, below: root)
    }

    /// Writes `file` below `root` as ``writeTree(_:into:reusingFilesOf:overWhatItHolds:)`` does.
    private static func write(
        _ file: PendingOutputFile, into root: String, reusingFilesOf previous: String?, overWhatItHolds: Bool
    ) throws(FileSystemError) {
        let path = root + "/" + file.path
        let others = file.alsoAt.map { root + "/" + $0 }
        let contents = file.contents()
        // The names this tree already gives a file: the previous site's, when it holds the bytes.
        let ownNames = overWhatItHolds ? [path] + others : []
        if let previous, !file.expectsChange,
            FileSystemCalls.holds(
                previous + "/" + file.path, exactly: contents,
                alsoNamed: file.alsoAt.map { previous + "/" + $0 } + ownNames)
        {
            // Kept: a name in the new tree for the old file, unless it has it already.
            if !(overWhatItHolds && FileSystemCalls.isSameFile(path, previous + "/" + file.path)) {
                if overWhatItHolds { try FileSystemCalls.removeFile(path) }
                if !FileSystemCalls.hardLink(previous + "/" + file.path, as: path) {
                    try FileSystemCalls.writeNewFile(path, contents)
                }
            }
        } else if overWhatItHolds,
            FileSystemCalls.overwriteFile(
                path, with: contents, names: FileSystemCalls.namesOfFile(at: path, among: others))
        {
            // Written over: no other site names it.
        } else {
            if overWhatItHolds { try FileSystemCalls.removeFile(path) }
            try FileSystemCalls.writeNewFile(path, contents)
        }
        for other in file.alsoAt {
            let otherPath = root + "/" + other
            if overWhatItHolds {
                if FileSystemCalls.isSameFile(otherPath, path) { continue }
                try FileSystemCalls.removeFile(otherPath)
            }
            // A file system without hard links: the bytes again.
            if !FileSystemCalls.hardLink(path, as: otherPath) { try FileSystemCalls.writeNewFile(otherPath, contents) }
        }
    }

    /// Makes the folders of the files at `paths` below `root`, each once, outermost first.
    private static func makeFolders(of paths: some Sequence<String>, into root: String) throws(FileSystemError) {
        try forEachFolder(of: paths) { (folder) throws(FileSystemError) in
            try FileSystemCalls.makeDirectory(root + "/" + folder)
        }
    }

    /// Calls `body` with each folder of the files at `paths`, outermost first, each once.
    private static func forEachFolder<Failure: Error>(
        of paths: some Sequence<String>, _ body: (Substring) throws(Failure) -> Void
    ) throws(Failure) {
        var made: Set<Substring> = [""]
        var lastParent: Substring = ""
        for path in paths {
            let parent = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[..<$0] } ?? ""
            // Sorted, a folder's files mostly come one after another: its folders are made once
            // for them (and `made` keeps any folder from being made twice).
            guard parent != lastParent else { continue }
            lastParent = parent
            var directory: Substring = ""
            for component in parent.split(separator: "/") {
                directory = directory.isEmpty ? component : parent[directory.startIndex..<component.endIndex]
                if made.insert(directory).inserted { try body(directory) }
            }
        }
    }

    private static func reason(_ error: any Error) -> String {
        (error as? FileSystemError)?.message ?? error.localizedDescription
    }

    /// The files sorted by path, after checking that every path stays inside the directory
    /// and none repeats.
    static func validated(_ files: [PendingOutputFile]) throws -> [PendingOutputFile] {
        // Compared as Swift compares text (a precomposed `é` is the decomposed one, as some file
        // systems take them), which sorting by bytes would not bring together.
        var seen = Set<String>(minimumCapacity: files.count)
        for file in files {
            for path in file.paths {
                try validate(path)
                guard seen.insert(path).inserted else { throw BuildError.duplicateOutputPath(path) }
            }
        }
        return files.sorted { $0.path.precedesByBytes($1.path) }
    }

    /// Checks that `path` is relative and stays inside the directory: no empty, `.` or `..` component.
    static func validate(_ path: String) throws {
        // Component by component, in the path's bytes (a site has thousands of paths).
        var (length, dots) = (0, 0)
        func endComponent() throws {
            // Empty (a leading, doubled or trailing slash, or no path at all), `.` or `..`.
            guard length > 0, dots < length || length > 2 else { throw BuildError.invalidOutputPath(path) }
            (length, dots) = (0, 0)
        }
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                try endComponent()
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        try endComponent()
    }
}
