import CMallocCounter
import napkin

/// Prints the cost of napkin's hot paths. Run it in release: `swift run -c release napkin-benchmarks`.
@main
struct CoreBenchmarks {
    @MainActor
    static func main() async {
        print("napkin core benchmarks (best of 5 runs)")
        print("operation".rightPadded(62) + " " + "ns/op".leftPadded(12) + " " + "allocs/op".leftPadded(10))
        let measurements = [
            await TreeBenchmark.run(),
            await SharedBenchmark.run(),
            await LifecycleBenchmark.run(),
        ]
        measurements.forEach { print($0.row) }
    }
}
