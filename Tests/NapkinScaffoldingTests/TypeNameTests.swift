import Testing

@testable import NapkinScaffolding

/// Names become type names and property names in Swift code, so only identifiers pass.
@Suite struct TypeNameTests {
    @Test(arguments: ["Profile", "URLLoader", "Tab2", "My_Feature"])
    func acceptsTypeNames(_ name: String) throws {
        #expect(try TypeName(name).description == name)
    }

    @Test(arguments: [
        ("", "it is empty"),
        ("profile", "type names start with an uppercase letter"),
        ("2Fast", "starts with a letter or '_'"),
        ("Pro-file", "'-' cannot appear in a Swift identifier"),
        ("Profile View", "' ' cannot appear in a Swift identifier"),
        ("Café", "'é' cannot appear in a Swift identifier"),
        ("Self", "it is a Swift keyword"),
    ])
    func refusesOtherNames(_ name: String, _ problem: String) {
        #expect {
            try TypeName(name, role: "napkin name")
        } throws: { error in
            let description = "\(error)"
            return description.hasPrefix("'\(name)' is not a valid napkin name: ") && description.contains(problem)
        }
    }

    @Test func lowersTheLeadingCapitalsForPropertyNames() throws {
        #expect(try TypeName("Profile").lowerCamelCase == "profile")
        #expect(try TypeName("URLLoader").lowerCamelCase == "urlLoader")
        #expect(try TypeName("URL").lowerCamelCase == "url")
        #expect(try TypeName("UIKitScreen").lowerCamelCase == "uiKitScreen")
        #expect(try TypeName("A").lowerCamelCase == "a")
    }

    @Test func refusesAModuleNameThatIsNoIdentifier() throws {
        #expect(throws: ScaffoldError.self) {
            try Scaffold.files(for: .tests(TypeName("Profile"), view: .none, launch: false, module: "my-app"))
        }
    }
}
