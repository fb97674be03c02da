import DocsSupport
import Foundation

/// Reads the Markdown files of a build's source directories into ``SourceFile``s.
///
/// Problems with single files (unreadable, not UTF-8) are collected, so one run reports all of them.
package struct SourceReader: Sendable {
    /// The directory relative display paths are computed from, usually the current directory.
    package var baseDirectory: URL

    /// Creates a reader whose diagnostics show paths relative to `baseDirectory`.
    package init(baseDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
        self.baseDirectory = baseDirectory
    }

    /// Reads the `.md` files of directories already listed, in the listings' order.
    ///
    /// With `kept`, a file is read again only when its stamp is not the one it was kept with;
    /// given `changed` too, the paths of every file that may have changed since `kept` was last
    /// filled (as `serve`'s watcher reports them), a kept file not among them is taken as it is,
    /// without a look at its stamp.
    ///
    /// - Throws: ``DiagnosticError`` with one diagnostic per file that could not be read or is
    ///   not valid UTF-8.
    package func readSources(
        of listings: [SourceListing], keeping kept: (any KeptSourceFiles)? = nil, changed: Set<String>? = nil
    ) throws(DiagnosticError) -> [SourceFile] {
        let base = basePrefix
        let found = listings.flatMap { listing in
            // Display paths are the directory's, worked out once, and each file's relative path.
            let directory = listing.directory.standardizedFileURL.path
            let sourceDirectory = Self.displayPath(ofStandardized: directory, basePrefix: base)
            let prefix = directory.hasSuffix("/") ? directory : directory + "/"
            return listing.markdownFiles.map { file in
                SendableSource(
                    path: file.path,
                    displayPath: Self.displayPath(ofStandardized: prefix + file.relativePath, basePrefix: base),
                    sourceDirectory: sourceDirectory, isInTutorialFolder: listing.isTutorialFolder)
            }
        }
        // Files are read on all cores; the results keep the discovery order.
        let results = found.concurrentMap { found -> Result<SourceFile, Diagnostic> in
            if let changed, !changed.contains(found.path), let file = kept?.file(SourcePath(found.displayPath)),
                file.sourceDirectory == found.sourceDirectory, file.isInTutorialFolder == found.isInTutorialFolder
            {
                return .success(file)
            }
            // Stamped before it is read, so that a change made during the read shows next time.
            let stamp = kept != nil ? FileStamp(path: found.path) : nil
            if let stamp, let file = kept?.file(SourcePath(found.displayPath), stampedAs: stamp),
                file.sourceDirectory == found.sourceDirectory, file.isInTutorialFolder == found.isInTutorialFolder
            {
                return .success(file)
            }
            return read(
                atPath: found.path, displayPath: found.displayPath, sourceDirectory: found.sourceDirectory,
                isInTutorialFolder: found.isInTutorialFolder, stampedAs: stamp, keepingIn: kept)
        }
        var files: [SourceFile] = []
        var diagnostics: [Diagnostic] = []
        for result in results {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        guard diagnostics.isEmpty else { throw DiagnosticError(diagnostics) }
        return files
    }

    private struct SendableSource: Sendable {
        var path: String
        var displayPath: String
        var sourceDirectory: String
        var isInTutorialFolder: Bool
    }

    /// Reads one file, checking that it is valid UTF-8.
    package func read(_ url: URL, sourceDirectory: String = "", isInTutorialFolder: Bool = false)
        -> Result<SourceFile, Diagnostic>
    {
        read(
            atPath: url.path, displayPath: displayPath(of: url), sourceDirectory: sourceDirectory,
            isInTutorialFolder: isInTutorialFolder)
    }

    /// Reads one file that changed, and keeps it in `kept` with the stamp it had before the read,
    /// as ``readSources(of:keeping:changed:)`` keeps each file it reads.
    package func readChanged(
        _ url: URL, sourceDirectory: String, isInTutorialFolder: Bool, keepingIn kept: any KeptSourceFiles
    ) -> Result<SourceFile, Diagnostic> {
        read(
            atPath: url.path, displayPath: displayPath(of: url), sourceDirectory: sourceDirectory,
            isInTutorialFolder: isInTutorialFolder, stampedAs: FileStamp(path: url.path), keepingIn: kept)
    }

    /// Reads the file at `filePath` and keeps it in `kept` with `stamp`, taken before the read so
    /// that a change made during the read shows next time.
    private func read(
        atPath filePath: String, displayPath path: String, sourceDirectory: String, isInTutorialFolder: Bool,
        stampedAs stamp: FileStamp?, keepingIn kept: (any KeptSourceFiles)?
    ) -> Result<SourceFile, Diagnostic> {
        let result = read(
            atPath: filePath, displayPath: path, sourceDirectory: sourceDirectory,
            isInTutorialFolder: isInTutorialFolder)
        if let stamp, case .success(let file) = result { kept?.keep(file, stampedAs: stamp) }
        return result
    }

    /// Reads the file at `filePath`, shown in diagnostics and pages as `path`.
    private func read(
        atPath filePath: String, displayPath path: String, sourceDirectory: String, isInTutorialFolder: Bool
    ) -> Result<SourceFile, Diagnostic> {
        let start = SourceLocation(file: path, line: 1, column: 1)
        guard let bytes = FileContents.bytes(atPath: filePath) else {
            return .failure(
                Diagnostic(
                    id: .unreadableFile, at: start, "cannot read the file",
                    hint: "check that it exists (a symbolic link may point nowhere) and that it is readable"))
        }
        return Self.source(
            path: path, sourceDirectory: sourceDirectory, isInTutorialFolder: isInTutorialFolder, bytes: bytes)
    }

    /// Makes a source file of bytes read from elsewhere, checking them as ``read(_:sourceDirectory:)``
    /// checks a file's: an error at the first byte that is not valid UTF-8.
    package static func source(
        path: String, sourceDirectory: String = "", isInTutorialFolder: Bool = false, bytes: [UInt8]
    ) -> Result<SourceFile, Diagnostic> {
        if let bad = UTF8Validation.firstInvalidPosition(in: bytes) {
            return .failure(
                Diagnostic(
                    id: .notUTF8, at: SourceLocation(file: path, line: bad.line, column: bad.column),
                    "the file is not valid UTF-8",
                    hint: "save the file as UTF-8; the first invalid byte is here"))
        }
        return .success(
            SourceFile(
                path: path, sourceDirectory: sourceDirectory, isInTutorialFolder: isInTutorialFolder, bytes: bytes))
    }

    /// `url`'s path relative to the base directory when it lies below it, else its absolute path.
    package func displayPath(of url: URL) -> String {
        Self.displayPath(ofStandardized: url.standardizedFileURL.path, basePrefix: basePrefix)
    }

    /// The base directory's standardized path, ending in `/`.
    private var basePrefix: String {
        let base = baseDirectory.standardizedFileURL.path
        return base.hasSuffix("/") ? base : base + "/"
    }

    private static func displayPath(ofStandardized full: String, basePrefix prefix: String) -> String {
        full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
    }
}

/// The source files one read found, kept for the next read of the same build (`serve`), which
/// reads again only the files whose ``FileStamp`` changed.
package protocol KeptSourceFiles: Sendable {
    /// The file kept for `path` if it was read with `stamp`.
    func file(_ path: SourcePath, stampedAs stamp: FileStamp) -> SourceFile?
    /// The file kept for `path`, whatever its stamp is now: for a reader told which files changed.
    func file(_ path: SourcePath) -> SourceFile?
    /// Keeps `file`, read after its stamp was `stamp`, if that stamp can be trusted later
    /// (``FileStamp/isSettled``); else forgets the file kept for its path, which is then older
    /// than the file.
    func keep(_ file: SourceFile, stampedAs stamp: FileStamp)
}
