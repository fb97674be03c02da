import CMallocCounter

/// The cost of one operation, measured over many.
struct Measurement {
    let name: String
    let nanosecondsPerOperation: Double
    let allocationsPerOperation: Double

    var row: String {
        let allocations =
            napkin_allocation_counting_is_available() == 1
            ? decimal(allocationsPerOperation, places: 2)
            : "n/a"
        return name.rightPadded(62) + " " + decimal(nanosecondsPerOperation, places: 1).leftPadded(12)
            + " " + allocations.leftPadded(10)
    }
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

extension String {
    func leftPadded(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }

    func rightPadded(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}

/// Runs `body` (which performs `operations` operations) several times and keeps the fastest run.
@MainActor
func measure(_ name: String, operations: Int, runs: Int = 5, _ body: @MainActor () async -> Void) async -> Measurement {
    var best = Duration.seconds(1_000_000)
    var allocationsOfBest: UInt64 = 0
    let clock = ContinuousClock()
    for _ in 0..<runs {
        let allocationsBefore = napkin_allocation_count()
        let start = clock.now
        await body()
        let elapsed = clock.now - start
        let allocations = napkin_allocation_count() - allocationsBefore
        if elapsed < best {
            best = elapsed
            allocationsOfBest = allocations
        }
    }
    let nanoseconds = Double(best.components.seconds) * 1e9 + Double(best.components.attoseconds) / 1e9
    return Measurement(
        name: name,
        nanosecondsPerOperation: nanoseconds / Double(operations),
        allocationsPerOperation: Double(allocationsOfBest) / Double(operations)
    )
}
