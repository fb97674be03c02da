import CMallocCounter

/// One measured figure of one workload.
struct Result {
    let name: String
    let value: Double
    let unit: String

    var line: String { "\(name) \(decimal(value, places: 3)) \(unit)" }
}

/// Runs `body` once as a warm-up (unless `warmingUp` is false, for a body whose run before
/// warmed it up), then once measured; returns the seconds and allocations of the measured run.
@MainActor
func measure(
    warmingUp: Bool = true, _ body: @MainActor () async -> Void
) async -> (seconds: Double, allocations: Double) {
    if warmingUp { await body() }
    let clock = ContinuousClock()
    let allocationsBefore = napkin_allocation_count()
    let start = clock.now
    await body()
    let elapsed = clock.now - start
    let allocations = napkin_allocation_count() - allocationsBefore
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (seconds, Double(allocations))
}

/// The middle value of `values` (the mean of the two middle ones when their count is even).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// The process's peak resident memory (`VmHWM` of /proc/self/status) in MiB; 0 where unknown.
func peakResidentMiB() -> Double {
    guard let status = readWholeFile("/proc/self/status") else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kibibytes = line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
        return kibibytes / 1024
    }
    return 0
}

/// `value` with a fixed number of decimal places, without Foundation.
func decimal(_ value: Double, places: Int) -> String {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    let whole = scaled / Int(scale)
    let fraction = String(scaled % Int(scale))
    return places == 0 ? "\(whole)" : "\(whole)." + String(repeating: "0", count: places - fraction.count) + fraction
}

/// Keeps the optimizer from removing a value nobody reads.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
