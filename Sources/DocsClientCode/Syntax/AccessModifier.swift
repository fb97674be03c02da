import SwiftSyntax

extension DeclSyntax {
    /// The access modifier the declaration is written with (`public`, `private` …), if any; a
    /// setter's (`private(set)`) is not one.
    var accessModifier: DeclModifierSyntax? {
        asProtocol(WithModifiersSyntax.self)?.modifiers.first {
            Self.accessLevels.contains($0.name.text) && $0.detail == nil
        }
    }

    private static let accessLevels: Set<String> = ["public", "open", "package", "internal", "fileprivate", "private"]
}
