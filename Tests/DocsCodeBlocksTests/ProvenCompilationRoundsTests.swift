import DocsCodeBlocks
import DocsMarkup
import Testing

/// The rounds of a proven compilation: what each round settles, and units added between rounds.
@Suite struct ProvenCompilationRoundsTests {
    /// A unit of one file, `name.swift`, whose diagnostics are its own by the file's name.
    private func unit(_ name: String, _ code: String) -> ProvenCompilation.Unit {
        ProvenCompilation.Unit(files: [GeneratedFile(name: "\(name).swift", text: code)], lines: [])
    }

    /// One compiler for every unit, so that one unit's type error keeps the others from the SIL stage.
    private func rounds(sharing shared: [GeneratedFile] = []) throws -> ProvenCompilation.Rounds {
        var compilation = ProvenCompilation(typeChecker: try typeChecker())
        compilation.parallelism = 1
        return ProvenCompilation.Rounds(compilation, sharing: shared, together: false)
    }

    @Test func aUnitAddedAfterAnOutcomeSharesTheNextRoundWithTheUnitsStillPending() throws {
        var rounds = try rounds()
        let failing = rounds.add(unit("Failing", "let number: Int = \"one\"\n"))
        let blocked = (0..<4).map { rounds.add(unit("Clean\($0)", "func clean\($0)() -> Int { \($0) }\n")) }

        // The type error settles its unit, type-checked only, and keeps the others from the SIL
        // stage: they are not settled yet.
        let first = try rounds.next()
        #expect(first.map(\.unit) == [failing])
        guard case .typeCheckedOnly(let error) = first.first?.outcome.reach else {
            Issue.record("the failing unit was not type-checked only: \(first)")
            return
        }
        #expect(error.message.contains("cannot convert value of type 'String'"))
        #expect(rounds.hasPending)

        // A unit added now (a page compiled again without its failing block) is compiled with them.
        let added = rounds.add(unit("Narrowed", "func narrowed() -> Int {\n}\n"))
        let second = try rounds.next()
        #expect(second.map(\.unit) == blocked + [added])
        for settled in second where settled.unit != added {
            #expect(settled.outcome.reach == .throughSIL)
        }
        // What only the SIL stage finds, in the unit added between rounds.
        let narrowed = second.first { $0.unit == added }?.outcome
        #expect(narrowed?.reach == .throughSIL)
        #expect(narrowed?.diagnostics.contains { $0.message.contains("missing return") } == true)
        #expect(!rounds.hasPending)
    }

    @Test func aUnitStoppedByAnErrorOfNoUnitIsCompiledOnItsOwnOnceAndSettledAsFarAsItGot() throws {
        // An error in the shared file belongs to no unit: nothing is settled in the first round.
        var rounds = try rounds(sharing: [GeneratedFile(name: "Shared.swift", text: "let shared: Int = \"zero\"\n")])
        let units = (0..<2).map { rounds.add(unit("Unit\($0)", "func unit\($0)() {}\n")) }
        #expect(try rounds.next().isEmpty)
        let alone = try rounds.next()
        #expect(alone.map(\.unit) == units)
        for settled in alone {
            guard case .typeCheckedOnly(let error) = settled.outcome.reach else {
                Issue.record("not type-checked only: \(settled)")
                continue
            }
            #expect(error.location.file.hasSuffix("Shared.swift"))
        }
        #expect(!rounds.hasPending)
    }
}
