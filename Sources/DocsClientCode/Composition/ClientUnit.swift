import DocsCodeBlocks

/// One client file of a page: the blocks it checks, after the declarations of the page's earlier
/// blocks that it builds on.
///
/// A page is one unit while its blocks declare distinct names. A block that declares a name an
/// earlier block declared (a second version of `struct Repeat`, another `let logger`) starts a
/// new unit, whose context is everything declared before it except what it declares again: the
/// later version replaces the earlier one, as a reader takes it. Each block is checked in exactly
/// one unit, so each of its errors is reported once.
package struct ClientUnit: Sendable, Equatable {
    /// A block of the page with the items of it that the unit holds.
    package struct Part: Sendable, Equatable {
        /// The block's index in the page.
        package var block: Int
        /// Its syntax.
        package var syntax: BlockSyntax
        /// The indices of the items the unit holds: all of them for a block the unit checks, the
        /// declarations not declared again for a block of the context.
        package var items: [Int]
        /// The lines the part is written with, when they are not the block's: a fragment's, with
        /// the code left out filled in.
        package var lines: [CodeLine]? = nil
    }

    /// The earlier blocks' declarations, compiled but not checked here (their errors were
    /// reported where they were checked).
    package var context: [Part]
    /// The blocks the unit checks, whole.
    package var checked: [Part]
    /// For a unit that checks one block marked `compile-error="…"`: the message it must fail with.
    package var expectedFailure: String?

    /// The units of a page, given each block's plan, in the page's order. With
    /// `fragmentDeclarations`, what fragments declare is context for the blocks after them: for a
    /// check, whose context errors are not reported; not for the build plugin, where any error
    /// fails the build (a fragment's declarations may name what nothing declares).
    package static func units(of plans: [BlockPlan], fragmentDeclarations: Bool = true) -> [ClientUnit] {
        var units: [ClientUnit] = []
        var current = ClientUnit(context: [], checked: [])
        var declared: Set<String> = []
        for (index, plan) in plans.enumerated() {
            switch plan {
            case .compile(let syntax):
                let names = syntax.declaredNames
                if !names.isDisjoint(with: declared) {
                    units.append(current)
                    current = ClientUnit(context: current.declarations(without: names), checked: [])
                    declared = Set(
                        current.context.flatMap { part in part.items.flatMap { part.syntax.items[$0].declaredNames } })
                }
                current.checked.append(Part(block: index, syntax: syntax, items: Array(syntax.items.indices)))
                declared.formUnion(names)
            case .expectFailure(let message, let syntax):
                let failure = Part(block: index, syntax: syntax, items: Array(syntax.items.indices))
                units.append(
                    ClientUnit(
                        context: current.declarations(without: syntax.declaredNames), checked: [failure],
                        expectedFailure: message))
            case .settled(_, _, let fragment?) where fragmentDeclarations:
                // What a fragment declares is there for the blocks after it, unless declared before.
                let items = fragment.syntax.items.indices.filter { index in
                    let item = fragment.syntax.items[index]
                    return item.kind != .statement && item.declaredNames.allSatisfy { !declared.contains($0) }
                }
                guard !items.isEmpty else { continue }
                current.context.append(Part(block: index, syntax: fragment.syntax, items: items, lines: fragment.lines))
                declared.formUnion(items.flatMap { fragment.syntax.items[$0].declaredNames })
            case .notSwift, .settled:
                continue
            }
        }
        if !current.checked.isEmpty { units.append(current) }
        return units.filter { !$0.checked.isEmpty }
    }

    /// Whether the unit declares `function` (`greet`, or `Greeter.run` by its type) at the top level.
    package func declares(function: String) -> Bool {
        let name = String(function.prefix { $0 != "." })
        return (context + checked).contains { part in
            part.items.contains {
                part.syntax.items[$0].declaredNames.contains { $0 == name || $0.hasPrefix(name + "(") }
            }
        }
    }

    /// What later units build on: the declarations of every block this unit holds, without
    /// those of the names in `redeclared`; the statements, which declare nothing, are left out.
    private func declarations(without redeclared: Set<String>) -> [Part] {
        (context + checked).compactMap { part in
            var kept = part
            // Of a variable declared again in the block, the last version stands.
            kept.items = part.items.filter { index in
                let item = part.syntax.items[index]
                if item.kind == .variable,
                    part.items.contains(where: { later in
                        later > index && part.syntax.items[later].kind == .variable
                            && !Set(part.syntax.items[later].declaredNames).isDisjoint(with: item.declaredNames)
                    })
                {
                    return false
                }
                // A variable whose value reads the earlier version goes with it.
                let readsRedeclared = item.kind == .variable && !item.usedNames.isDisjoint(with: redeclared)
                return item.kind != .statement && !readsRedeclared
                    && item.declaredNames.allSatisfy { !redeclared.contains($0) }
            }
            return kept.items.isEmpty ? nil : kept
        }
    }
}

extension ClientUnit.Part {
    /// The shadowing items of the block that hide an earlier item the part holds.
    var shadowing: Set<Int> {
        Set(
            syntax.shadowingItems.filter { index in
                let names = Set(syntax.items[index].declaredNames)
                return items.contains {
                    $0 < index && syntax.items[$0].kind == .variable
                        && !names.isDisjoint(with: syntax.items[$0].declaredNames)
                }
            })
    }
}
