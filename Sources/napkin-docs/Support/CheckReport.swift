import DocsClientCode
import DocsSupport
import Foundation

/// What `napkin-docs check` prints when it is done.
enum CheckReport {
    /// The counts, in all and by where the blocks are, the reasons blocks were shown only, and
    /// where the outcomes were recorded.
    static func summary(_ result: PackageCheck.Result, duration: Duration, record: String) -> String {
        let tally = result.tally
        var lines = ["Swift blocks: " + counts(tally.total)]
        lines += classes(tally)
        for source in CheckTally.Source.allCases {
            guard let counts = tally.bySource[source], counts.found > 0 else { continue }
            lines.append("  \(source.rawValue): " + Self.counts(counts))
        }
        for (reason, count) in tally.shownOnlyReasons.sorted(by: { $0.key < $1.key }) {
            lines.append("  shown only (\(count)): \(reason)")
        }
        if !tally.missingModules.isEmpty {
            lines.append(
                "  not compiled, for they import modules that neither the package nor the toolchain has: "
                    + tally.missingModules.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }.joined(
                        separator: ", "))
        }
        if !result.namesFoundByImports.isEmpty {
            lines.append(
                "  compiled with \(result.fallbackImports.joined(separator: ", ")) imported, for they use names without showing the import: "
                    + result.namesFoundByImports.map { page, names in "\(page) (\(names.joined(separator: ", ")))" }
                    .joined(separator: ", "))
        }
        lines.append(
            "Checked in \(String(format: "%.2f", duration.seconds)) s; each block's outcome is in \(record), which napkin-docs build shows on the pages"
        )
        return lines.joined(separator: "\n")
    }

    private static func counts(_ counts: CheckTally.Counts) -> String {
        var parts = ["\(counts.found) found", "\(counts.compiled) compiled"]
        if counts.failedAsExpected > 0 { parts.append("\(counts.failedAsExpected) failed as expected") }
        parts.append("\(counts.failed) failed")
        if counts.typeCheckedOnly > 0 { parts.append("\(counts.typeCheckedOnly) type-checked only") }
        if counts.needsContext > 0 { parts.append("\(counts.needsContext) needing context") }
        if counts.needsPlatform > 0 { parts.append("\(counts.needsPlatform) needing macOS or iOS") }
        if counts.otherRelease > 0 { parts.append("\(counts.otherRelease) showing another release") }
        let restatements = counts.restatementsMatching + counts.restatementsDiffering
        if restatements > 0 {
            parts.append("\(restatements) restating the API (\(counts.restatementsDiffering) differing)")
        }
        parts += ["\(counts.fragments) fragment\(counts.fragments == 1 ? "" : "s")", "\(counts.shownOnly) shown only"]
        if counts.needModules > 0 { parts.append("\(counts.needModules) needing other modules") }
        return parts.joined(separator: ", ")
    }

    /// One line per class of outcome that some block has, with what it means: errors (the
    /// documentation is wrong for this release, and the exit status is 1), then each class that
    /// is counted and explained without failing the check.
    private static func classes(_ tally: CheckTally) -> [String] {
        let total = tally.total
        var lines: [String] = []
        func line(_ count: Int, _ text: String) {
            if count > 0 { lines.append("  \(text)") }
        }
        line(
            total.compiled,
            "compiled: \(total.compiled)"
                + (tally.compiledUsingAPI.map {
                    ", \($0) of them using the package's API (as the compiler's index says)"
                }
                    ?? ""))
        line(
            total.failedAsExpected,
            "failed as their pages say (compile-error=\"…\", or the error quoted in a comment): \(total.failedAsExpected)"
        )
        line(
            total.errors,
            "errors (the documentation is wrong for this release): \(total.errors)"
                + (total.restatementsDiffering > 0
                    ? ", \(total.restatementsDiffering) of them restating the API otherwise" : ""))
        line(
            total.needsContext,
            "needs context: \(total.needsContext), for names their pages never declare: \(named(tally.missingNames))")
        line(
            total.needsPlatform,
            "needs macOS or iOS: \(total.needsPlatform), for API only Apple's platforms have: \(named(tally.otherPlatformNames))"
        )
        line(
            total.restatementsMatching + total.restatementsDiffering,
            "restates the API: \(total.restatementsMatching) as the library declares it, \(total.restatementsDiffering) otherwise"
        )
        line(
            total.otherRelease,
            "shows another release's API on purpose (a proposal not implemented, its alternatives): \(total.otherRelease)"
        )
        line(total.fragments, "fragments (excerpts that cannot compile alone): \(total.fragments)")
        line(total.shownOnly, "shown only: \(total.shownOnly)")
        line(total.needModules, "needs another module: \(total.needModules)")
        line(total.typeCheckedOnly, "type-checked only: \(total.typeCheckedOnly)")
        return lines
    }

    /// `logger (25), request (3)`: the most frequent first, ten at most.
    private static func named(_ counts: [String: Int]) -> String {
        let sorted = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        let shown = sorted.prefix(10).map { "\($0.key) (\($0.value))" }.joined(separator: ", ")
        return sorted.count > 10 ? shown + ", and \(sorted.count - 10) more" : shown
    }
}
