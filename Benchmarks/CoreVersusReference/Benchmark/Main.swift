import napkin

/// One run of every workload against the core this executable was built with (see `Core`), one
/// `name value unit` line each, for `core-vs-reference.sh` to take medians and ratios of.
/// `memory` as the argument builds the tree once and prints the peak resident memory instead,
/// so that no other workload's memory counts.
@main
struct CoreVersusReference {
    @MainActor
    static func main() async {
        if CommandLine.arguments.dropFirst().first == "memory" {
            await TreeWorkloads.buildAndLoadOnce()
            print("tree-peak-memory \(decimal(peakResidentMiB(), places: 1)) MiB")
            return
        }
        var results: [Result] = []
        results += SharedWorkloads.run()
        results += await TreeWorkloads.run()
        results += await BoundTaskWorkload.run()
        results.forEach { print($0.line) }
    }
}
