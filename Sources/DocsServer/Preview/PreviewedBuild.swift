import DocsSite
import Foundation

/// A build `serve` runs first and after every change: a site of one version
/// (``DocumentationBuild``) or of several (``VersionedBuild``).
package protocol PreviewedBuild: Sendable {
    /// What a run that succeeded did, for the command to report.
    associatedtype Summary: Sendable

    /// The directory the site is written to, which the server serves.
    var outputDirectory: URL { get }
    /// The folders whose files the build reads, watched for changes.
    var watchedDirectories: [URL] { get }
    /// The files outside those folders the build reads, watched too.
    var watchedFiles: [URL] { get }

    /// Builds the site; `changed` names the files that changed since the last run began, when
    /// known.
    func run(changed: Set<String>?) throws -> Summary
}

extension DocumentationBuild: PreviewedBuild {
    package var outputDirectory: URL { options.outputDirectory }
    package var watchedDirectories: [URL] { options.inputs.directories }
    package var watchedFiles: [URL] { options.inputs.watchedFiles }
}

extension VersionedBuild: PreviewedBuild {
    /// Every version is built again, the releases from what the first run resolved of them.
    package func run(changed: Set<String>?) throws -> Summary { try run() }
}
