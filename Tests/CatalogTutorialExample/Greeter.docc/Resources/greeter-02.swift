import napkin

protocol GreetingService: Sendable {
    func greeting(for name: String) async -> String
}

struct PlainGreetingService: GreetingService {
    let salutation: String

    func greeting(for name: String) async -> String {
        "\(salutation), \(name)!"
    }
}

protocol GreeterDependency: Dependency {
    var greetingService: any GreetingService { get }
}

nonisolated final class GreeterComponent: Component<GreeterDependency>, @unchecked Sendable {
    var greetingService: any GreetingService { dependency.greetingService }
}
