import DocsMarkup
import DocsSiteModel
import DocsSupport
import DocsSymbols

/// The parts of a symbol's reference page that do not come from its doc comment: where it
/// sits, its declaration, deprecation, and its members and relationships.
struct SymbolSections: Sendable {
    let details: SymbolDetails
    let links: LinkContext
    /// The marker of the parts that depend on the other versions of a site of several, when they
    /// are left as holes: the symbol's release history is one (``VersionFrame`` fills it in).
    var holeMarker: String?

    /// The module's page, then the parents' pages, outermost first (`napkin › Router`).
    func writeBreadcrumbs(to html: inout HTMLWriter) {
        let crumbs = (details.module.map { [$0] } ?? []) + details.parents
        guard !crumbs.isEmpty else { return }
        html.element(.nav, [.class("breadcrumbs"), .aria("label", "Parent symbols")]) { html in
            for (position, parent) in crumbs.enumerated() {
                if position > 0 { html.text(" › ") }
                html.element(.a, [.href(links.href(to: parent.path))]) { $0.element(.code, text: parent.title) }
            }
        }
    }

    /// The declaration, highlighted from the compiler's own classification, with the names of
    /// documented types linked to their pages, a long one a parameter per line
    /// (``DeclarationLayout``); then any deprecation.
    func writeDeclaration(to html: inout HTMLWriter) {
        let symbol = details.symbol
        if !symbol.declaration.isEmpty {
            html.element(.section, [.class("declaration"), .aria("labelledby", "declaration")]) { html in
                html.element(.h2, [.id("declaration")], text: "Declaration")
                html.element(.div, [.class("code-block declaration-code")]) { html in
                    html.element(.pre) { html in
                        html.element(.code, [.class("language-swift")]) {
                            tokens(DeclarationLayout.laidOut(symbol.declaration), to: &$0)
                        }
                    }
                }
            }
        }
        for note in symbol.availability where note.isDeprecated {
            BlockRenderer.aside(label: "Deprecated", tone: AsideKind.warning.tone, to: &html) { html in
                var text =
                    note.platform.map { "Deprecated on \($0)" + (note.deprecated.map { " \($0)" } ?? "") + "." }
                    ?? "Deprecated."
                if let message = note.message { text += " " + message }
                if let renamed = note.renamed { text += " Use \(renamed) instead." }
                html.element(.p, text: text)
            }
        }
        if let requirement = details.requirement { html.element(.p, [.class("requirement")], text: requirement) }
        Self.writeConstraints(symbol.constraints, to: &html)
        let platforms = symbol.availability.filter { $0.platform != nil && $0.introduced != nil }
        if !platforms.isEmpty {
            html.element(.p, [.class("availability")]) { html in
                html.text("Available on ")
                html.text(platforms.map { "\($0.platform!) \($0.introduced!)+" }.joined(separator: ", "))
            }
        }
        if let holeMarker { html.trusted(VersionHole.history(details.symbol.id).encoded(marker: holeMarker)) }
    }

    /// DocC's "Available when `Element` conforms to `Equatable` and `Base` is `Int`." for a
    /// member of a constrained extension.
    static func writeConstraints(_ constraints: [GenericConstraint], to html: inout HTMLWriter) {
        guard !constraints.isEmpty else { return }
        html.element(.p, [.class("constraints")]) { html in
            html.text("Available when ")
            for (position, constraint) in constraints.enumerated() {
                if position > 0 { html.text(position == constraints.count - 1 ? " and " : ", ") }
                html.element(.code, text: GenericConstraint.shown(constraint.left))
                html.text(" \(constraint.verb) ")
                html.element(.code, text: GenericConstraint.shown(constraint.right))
            }
            html.text(".")
        }
    }

    /// "Used in" and the pages whose compiled code uses the symbol, each with its steps.
    func writeUses(to html: inout HTMLWriter) {
        guard !details.usedIn.isEmpty else { return }
        html.element(.p, [.class("used-in")]) { html in
            html.element(.strong, text: "Used in compiled examples: ")
            for (position, place) in details.usedIn.enumerated() {
                if position > 0 { html.text("; ") }
                html.element(.a, [.href(links.href(to: place.path))], text: place.title)
                if !place.steps.isEmpty {
                    html.text(place.steps.count == 1 ? ", step " : ", steps ")
                    html.text(ProseList.joined(place.steps.map(String.init)))
                }
            }
        }
    }

    /// DocC's "Mentioned In": the articles whose symbol links name the symbol.
    func writeMentions(to html: inout HTMLWriter) {
        guard !details.mentionedIn.isEmpty else { return }
        html.element(.section, [.class("mentioned-in"), .aria("labelledby", "mentioned-in")]) { html in
            html.sectionHeading(level: 2, anchor: "mentioned-in", title: "Mentioned In")
            html.element(.ul) { html in
                for article in details.mentionedIn {
                    html.element(.li) { $0.element(.a, [.href(links.href(to: article.path))], text: article.title) }
                }
            }
        }
    }

    /// The Topics, Default Implementations, Relationships and See Also sections.
    func writeGroups(to html: inout HTMLWriter) {
        section(title: "Topics", anchor: "topics", groups: details.topics, to: &html)
        section(
            title: "Default Implementations", anchor: "default-implementations", groups: details.defaultImplementations,
            to: &html)
        section(title: "Relationships", anchor: "relationships", groups: details.relationships, to: &html)
        section(title: "See Also", anchor: "see-also", groups: details.seeAlso, to: &html)
    }

    private func section(title: String, anchor: String, groups: [SymbolGroup], to html: inout HTMLWriter) {
        SymbolGroupList(links: links).write(groups, heading: (title, anchor), to: &html)
    }

    /// Declaration tokens as highlighted HTML, the names of types with a page linked to it.
    private func tokens(_ tokens: [DeclarationToken], to html: inout HTMLWriter) {
        Self.tokens(tokens, typePaths: details.typePaths, links: links, to: &html)
    }

    /// Declaration tokens as highlighted HTML; type names with a page in `typePaths` become
    /// links (none inside a link already).
    static func tokens(
        _ tokens: [DeclarationToken], typePaths: [SymbolID: PagePath] = [:], links: LinkContext,
        to html: inout HTMLWriter
    ) {
        for token in tokens {
            switch token.kind {
            case .keyword: html.highlighted(.keyword, token.spelling)
            case .attribute: html.highlighted(.attribute, token.spelling)
            case .number: html.highlighted(.number, token.spelling)
            case .string: html.highlighted(.string, token.spelling)
            case .externalParameter: html.highlighted(.label, token.spelling)
            case .identifier: html.element(.span, [.class("decl-name")], text: token.spelling)
            case .typeIdentifier, .genericParameter:
                // A declaration links nothing but types, so the stylesheet colours its links as types.
                if let id = token.typeID, let path = typePaths[id] {
                    html.element(.a, [.href(links.href(to: path))], text: token.spelling)
                } else {
                    html.highlighted(.type, token.spelling)
                }
            case .internalParameter, .text: html.text(token.spelling)
            }
        }
    }
}
