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
