import CMallocCounter
import napkin

/// `shared { }`: the hit path, and a new component reading its first shared value.
enum SharedWorkloads {
    final class Service: Sendable {}

    final class ServiceComponent: Component<EmptyDependency>, @unchecked Sendable {
        var service: Service { shared { Service() } }
    }

    static let reads = 2_000_000
    static let components = 200_000

    @MainActor
    static func run() -> [Result] {
        let component = ServiceComponent(dependency: EmptyComponent())
        _ = component.service
        let clock = ContinuousClock()
        var start = clock.now
        for _ in 0..<reads { blackHole(component.service) }
        let hit = nanoseconds(clock.now - start) / Double(reads)

        let parent = EmptyComponent()
        let allocationsBefore = napkin_allocation_count()
        start = clock.now
        for _ in 0..<components {
            let fresh = ServiceComponent(dependency: parent)
            blackHole(fresh.service)
        }
        let creation = nanoseconds(clock.now - start) / Double(components)
        let allocations = Double(napkin_allocation_count() - allocationsBefore) / Double(components)
        return [
            Result(name: "shared-hit", value: hit, unit: "ns"),
            Result(name: "component-first-read", value: creation, unit: "ns"),
            Result(name: "component-first-read-allocations", value: allocations, unit: "allocs"),
        ]
    }

    private static func nanoseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    }
}
