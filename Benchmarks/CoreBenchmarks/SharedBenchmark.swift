import napkin

/// (b) The hit path of `shared { }`: reading an instance that is already built.
enum SharedBenchmark {
    final class Service: Sendable {}

    final class ServiceComponent: Component<EmptyDependency>, @unchecked Sendable {
        var service: Service { shared { Service() } }
    }

    static let reads = 2_000_000

    @MainActor
    static func run() async -> Measurement {
        let component = ServiceComponent()
        _ = component.service
        return await measure("(b) shared { } hit (instance already built), per read", operations: reads) {
            for _ in 0..<reads {
                blackHole(component.service)
            }
        }
    }
}

/// Keeps the optimizer from removing a value nobody reads.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
