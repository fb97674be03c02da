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
        parts += ["\(counts.fragments) fragment\(counts.fragments == 1 ? "" : "s")", "\(counts.shownOnly) shown only"]
        if counts.needModules > 0 { parts.append("\(counts.needModules) needing other modules") }
        return parts.joined(separator: ", ")
    }
}
