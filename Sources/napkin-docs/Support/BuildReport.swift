import DocsCodeBlocks
import DocsMarkup
import DocsSite
import DocsSiteModel
import DocsSupport
import Foundation

/// The lines `build` and `serve` print about a build, so both say the same thing the same way.
enum BuildReport {
    /// `Built 12 pages (20 files) into Site in 0.42 s`, and `with 2 warnings` when there were some.
    static func success(_ summary: DocumentationBuild.Summary, output: String, duration: Duration) -> String {
        let pages = summary.pageCount == 1 ? "1 page" : "\(summary.pageCount) pages"
        let count = summary.warnings.filter { $0.severity == .warning }.count
        let warnings = count == 1 ? " with 1 warning" : count == 0 ? "" : " with \(count) warnings"
        return
            "Built \(pages) (\(summary.fileCount) files) into \(output) in \(String(format: "%.2f", duration.seconds)) s\(warnings)"
            + (codeBlocks(summary.codeCounts).map { "\n" + $0 } ?? "")
            // Modules that declare no public symbol have a note of their own, and no reference.
            + (summary.reference.flatMap { $0.modules.isEmpty ? nil : "\n" + reference($0) } ?? "")
    }

    /// `Built 3 versions (main, 1.1.0, 1.0.0; latest is 1.1.0) into Site in 2.10 s: 140 files`,
    /// then a line per version with its pages and warnings.
    static func versions(_ summary: VersionedBuild.Summary, output: String, duration: Duration) -> String {
        let names = summary.built.map(\.name)
        var text =
            "Built \(names.count) version\(names.count == 1 ? "" : "s") (\(names.joined(separator: ", "))"
            + (summary.latest.map { "; latest is \($0)" } ?? "") + ") into \(output) in "
            + "\(String(format: "%.2f", duration.seconds)) s: \(summary.fileCount) files"
        for (name, built, _) in summary.built {
            let count = built.warnings.filter { $0.severity == .warning }.count
            text += "\n  \(name): \(built.pageCount) page\(built.pageCount == 1 ? "" : "s")"
            if count > 0 { text += ", \(count) warning\(count == 1 ? "" : "s")" }
            if let reference = built.reference { text += ", \(reference.symbolCount) public symbols" }
        }
        if !summary.leftOut.isEmpty { text += "\nLeft out: " + summary.leftOut.map(\.name).joined(separator: ", ") }
        return text
    }

    /// How long each part of a build of several versions took, the versions side by side; and the
    /// packages' builds (with their symbol graphs) apart, added up over the versions.
    static func versionTimings(_ summary: VersionedBuild.Summary) -> String {
        let line = { (name: String, duration: Duration) in
            name.padding(toLength: 10, withPad: " ", startingAt: 0)
                + String(format: "%9.1f ms", duration.seconds * 1000)
        }
        return [
            line("resolve", summary.resolveDuration) + " (the packages' builds included)",
            line("render", summary.renderDuration), line("write", summary.writeDuration),
            line("packages", summary.inputsDuration) + " (added up over the versions)",
            kept(summary),
            symbols(summary),
        ].joined(separator: "\n")
    }

    /// How many of the symbols read were decoded, and how many of the others an earlier run had
    /// decoded; that none was read when every version was kept (or none has an API).
    private static func symbols(_ summary: VersionedBuild.Summary) -> String {
        let symbols = summary.symbols
        guard symbols.total > 0 else { return "decoded no symbol: no version's symbol graphs were read" }
        return
            "decoded \(symbols.decoded.formatted()) of \(symbols.total.formatted()) symbols of the symbol graphs (the others were written alike in another version's graph, or decoded by an earlier run: \(symbols.fromEarlierRun.formatted()))"
    }

    /// How many versions the build did not read again: their sites kept on disk by the last
    /// `build`, or (under `serve`) releases resolved by its last run and kept in memory.
    private static func kept(_ summary: VersionedBuild.Summary) -> String {
        if summary.keptVersions.isEmpty, !summary.releasesKeptInMemory.isEmpty {
            let releases = summary.built.filter { $0.name != summary.workingTree }.count
            return
                "kept     \(summary.releasesKeptInMemory.count) of \(releases) releases resolved by the last run, in memory, not read again"
        }
        return
            "kept     \(summary.keptVersions.count) of \(summary.built.count) versions' sites from the last run, filled in for these versions, not read or rendered again"
    }

    /// `API reference: 99 public symbols of napkin and NapkinTestSupport, each with a doc comment`,
    /// or how many lack one, each with where it is declared.
    static func reference(_ coverage: ReferenceCoverage) -> String {
        let symbols = coverage.symbolCount == 1 ? "1 public symbol" : "\(coverage.symbolCount) public symbols"
        var text = "API reference: \(symbols) of \(coverage.modules.joined(separator: " and "))"
        if coverage.undocumented.isEmpty {
            text += ", each with a doc comment"
        } else {
            text += "; \(coverage.undocumented.count) without a doc comment (--require-doc-comments makes them errors):"
            for symbol in coverage.undocumented {
                text += "\n  " + (symbol.location.map { "\($0): " } ?? "") + symbol.path
            }
        }
        if let used = coverage.usedCount {
            text +=
                "\nCompiled examples: the pages' compiled code uses \(used) of the \(coverage.symbolCount) public symbols"
            text += coverage.typesWithoutExample.isEmpty ? "; every public type has one" : "; without one:"
            if !coverage.typesWithoutExample.isEmpty {
                text += "\n  types: " + coverage.typesWithoutExample.joined(separator: ", ")
            }
            if !coverage.membersWithoutExample.isEmpty {
                text +=
                    (coverage.typesWithoutExample.isEmpty ? "; other symbols without one:" : "") + "\n  other symbols: "
                    + coverage.membersWithoutExample.joined(separator: ", ")
            }
            if !coverage.stalePages.isEmpty {
                text +=
                    "\n  changed since last compiled, so their uses are left out (run swift build): "
                    + coverage.stalePages.joined(separator: ", ")
            }
        }
        return text
    }

    /// `Swift blocks: 40 of 41 compiled in the last napkin-docs check; 1 shown only:`, then each
    /// block shown only with its reason, and how many failed, are fragments or have not been
    /// checked as they are; `nil` for a site without Swift. Every number comes from the check's
    /// record, never from how the package is set up.
    static func codeBlocks(_ counts: BlockCounts) -> String? {
        guard counts.total > 0 else { return nil }
        guard counts.notChecked + counts.shownOnly.count < counts.total else {
            return
                "Swift blocks: \(counts.total), none compiled by napkin-docs check as they are now; run `napkin-docs check` to compile them"
        }
        var text = "Swift blocks: \(counts.checked) of \(counts.total) compiled in the last napkin-docs check"
        if counts.failed > 0 { text += "; \(counts.failed) failed" }
        if counts.typeCheckedOnly > 0 {
            text +=
                "; \(counts.typeCheckedOnly) type-checked only (an error they are compiled with stopped the compiler first)"
        }
        if counts.fragments > 0 { text += "; \(counts.fragments) fragment\(counts.fragments == 1 ? "" : "s")" }
        if counts.needsContext > 0 { text += "; \(counts.needsContext) needing context" }
        if counts.needsPlatform > 0 { text += "; \(counts.needsPlatform) needing macOS or iOS" }
        if counts.restatements > 0 { text += "; \(counts.restatements) restating the API" }
        if counts.otherRelease > 0 { text += "; \(counts.otherRelease) showing another release's API" }
        if counts.notChecked > 0 { text += "; \(counts.notChecked) changed since (run napkin-docs check)" }
        if !counts.shownOnly.isEmpty {
            text += "; \(counts.shownOnly.count) shown only:"
            for exemption in counts.shownOnly { text += "\n  \(exemption.location): \(exemption.reason)" }
        }
        return text
    }

    /// The warnings and notes of a successful build (`file:line:column: warning: message`), for
    /// standard error, or `nil` when there are none.
    static func warnings(_ summary: DocumentationBuild.Summary) -> String? {
        summary.warnings.isEmpty ? nil : DiagnosticError(summary.warnings).description
    }

    /// The diagnostics of a failed build (`file:line:column: error: message`) and a last line
    /// saying how many there were and what became of the output (`outcome`).
    ///
    /// Returns `nil` for an error that is neither a ``DiagnosticError`` nor a ``BuildError``.
    static func failure(_ error: any Error, outcome: String) -> String? {
        switch error {
        case let error as DiagnosticError:
            let count = error.diagnostics.filter { $0.severity == .error }.count
            return error.description
                + "\nerror: the build failed with \(count == 1 ? "1 error" : "\(count) errors"); \(outcome)"
        case let error as BuildError:
            return error.description
        default:
            return nil
        }
    }
}
