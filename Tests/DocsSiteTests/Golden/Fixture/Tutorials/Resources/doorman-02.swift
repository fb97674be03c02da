import Greeter

let greeting = Greeting(salutation: "Welcome")

struct Doorman {
    let greeting: Greeting

    func welcome(_ guest: String) -> String {
        greeting.line(for: guest)
    }
}
