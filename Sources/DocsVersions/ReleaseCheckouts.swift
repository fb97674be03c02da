import Foundation

/// The package as it stood at each release, in a folder of its own that is kept between builds:
/// the files of the tag's commit (`git archive`, so the working tree and the index are never
/// touched), and whatever a build of that package leaves in it (its `.build`), so each release's
/// package is built once.
package struct ReleaseCheckouts: Sendable {
    /// Why a release could not be checked out.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// The repository the releases are tags of.
    package let repository: URL
    /// The folder the checkouts are kept in, one folder per version.
    package let directory: URL

    /// The file in a checkout that names the commit it holds.
    private static let stampName = ".napkin-docs-commit"

    /// Checkouts of `repository`'s tags kept in `directory`.
    package init(repository: URL, directory: URL) {
        self.repository = repository
        self.directory = directory
    }

    /// The top folder of the git repository `directory` is in, or why there is none.
    package static func repositoryRoot(of directory: URL) throws(Failure) -> URL {
        do {
            let path = try Git.run(
                ["rev-parse", "--show-toplevel"], in: directory, doing: "find the git repository of \(directory.path)"
            ).trimmingCharacters(in: .whitespacesAndNewlines)
            return URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        } catch {
            throw Failure(description: error.description)
        }
    }

    /// The commit each of `releases` names, by tag, read with one call of git.
    package func commits(of releases: [ReleaseTags.Release]) throws(Failure) -> [String: String] {
        guard !releases.isEmpty else { return [:] }
        let output: String
        do {
            output = try Git.run(
                ["rev-parse"] + releases.map { $0.tag + "^{commit}" }, in: repository,
                doing: "find the commits of the tags \(releases.map(\.tag).joined(separator: ", "))")
        } catch {
            throw Failure(description: error.description)
        }
        let lines = output.split(separator: "\n").map(String.init)
        guard lines.count == releases.count else {
            throw Failure(description: "git named \(lines.count) commits for \(releases.count) tags")
        }
        return Dictionary(zip(releases.map(\.tag), lines), uniquingKeysWith: { first, _ in first })
    }

    /// The folder holding the package at `release`: the one kept from an earlier build when it
    /// holds the tag's commit, else made anew (a tag moved since replaces it). `commit` is the
    /// tag's, when known (``commits(of:)``).
    package func checkout(_ release: ReleaseTags.Release, commit known: String? = nil) throws(Failure) -> URL {
        let folder = directory.appendingPathComponent(release.version.description)
        let stamp = folder.appendingPathComponent(Self.stampName)
        let commit: String
        if let known {
            commit = known
        } else {
            do {
                commit = try Git.run(
                    ["rev-parse", "--verify", "--quiet", release.tag + "^{commit}"], in: repository,
                    doing: "find the commit of the tag \(release.tag)"
                ).trimmingCharacters(in: .whitespacesAndNewlines)
            } catch {
                throw Failure(description: error.description)
            }
        }
        if let kept = FileManager.default.contents(atPath: stamp.path), String(decoding: kept, as: UTF8.self) == commit
        {
            return folder
        }
        // Made beside its place and moved in whole, so an interrupted build leaves no half checkout.
        let partial = directory.appendingPathComponent(".\(release.version.description).partial")
        do {
            try? FileManager.default.removeItem(at: partial)
            try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
            try extract(commit, into: partial)
            try Data(commit.utf8).write(to: partial.appendingPathComponent(Self.stampName))
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.moveItem(at: partial, to: folder)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(
                description: "cannot check out \(release.tag) into \(folder.path): \(error.localizedDescription)")
        }
        return folder
    }

    /// Writes the files of `commit` into `folder`: `git archive`'s tar, unpacked by `tar`.
    private func extract(_ commit: String, into folder: URL) throws {
        let tar = Process()
        tar.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        tar.arguments = ["tar", "-x", "-f", "-", "-C", folder.path]
        let archive = Pipe()
        tar.standardInput = archive
        let failure = try tar.runToExit { () -> Git.Failure? in
            // git writes into the pipe tar reads; closed after, so that tar sees its end.
            defer { try? archive.fileHandleForWriting.close() }
            do throws(Git.Failure) {
                try Git.run(
                    ["archive", "--format=tar", commit], in: repository, doing: "archive \(commit)", output: archive)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw Failure(description: failure.description) }
        guard tar.terminationStatus == 0 else {
            throw Failure(description: "cannot unpack \(commit) into \(folder.path): tar failed")
        }
    }
}
