import DocsSymbols

/// The API reference the fuzzed page is resolved with as a root page: a module `Kit`
/// with a protocol, a structure that conforms to it, and a method, so that symbol links,
/// documentation extensions (`# ``Kit/Thing`` `) and reference pages are all reached.
enum FuzzReference {
    /// The reference of the module `Kit`.
    static let kit: APIReference = {
        let runnable = APISymbol(
            id: "s:3Kit8RunnableP", module: "Kit", kind: APIKind(identifier: "protocol", displayName: "Protocol"),
            pathComponents: ["Runnable"],
            declaration: [
                DeclarationToken(.keyword, "protocol"), DeclarationToken(.text, " "),
                DeclarationToken(.identifier, "Runnable"),
            ],
            docComment: comment("Something that runs.", "", "- Note: See ``Thing``."))
        let thing = APISymbol(
            id: "s:3Kit5ThingV", module: "Kit", kind: APIKind(identifier: "struct", displayName: "Structure"),
            pathComponents: ["Thing"],
            declaration: [
                DeclarationToken(.keyword, "struct"), DeclarationToken(.text, " "),
                DeclarationToken(.identifier, "Thing"),
                DeclarationToken(.text, ": "), DeclarationToken(.typeIdentifier, "Runnable", typeID: runnable.id),
            ],
            docComment: comment("A thing.", "", "```swift", "Thing().run(1)", "```"),
            conformances: [RelatedSymbol(id: runnable.id, name: "Runnable")],
            availability: [AvailabilityNote(platform: "iOS", introduced: "18.0")])
        let run = APISymbol(
            id: "s:3Kit5ThingV3runyySiF", module: "Kit",
            kind: APIKind(identifier: "method", displayName: "Instance Method"),
            pathComponents: ["Thing", "run(_:)"],
            declaration: [
                DeclarationToken(.keyword, "func"), DeclarationToken(.text, " "), DeclarationToken(.identifier, "run"),
                DeclarationToken(.text, "("), DeclarationToken(.externalParameter, "_"), DeclarationToken(.text, " "),
                DeclarationToken(.internalParameter, "times"), DeclarationToken(.text, ": "),
                DeclarationToken(.typeIdentifier, "Int", typeID: "s:Si"), DeclarationToken(.text, ")"),
            ],
            docComment: comment("Runs.", "", "- Parameter times: How often.", "- Returns: Nothing."),
            parentID: thing.id)
        return APIReference(modules: ["Kit"], symbols: [runnable, thing, run])
    }()

    private static func comment(_ lines: String...) -> DocComment {
        DocComment(lines: lines.map { DocComment.Line(text: $0, start: nil) })
    }
}
