import DocsMarkup
import Testing

/// Every aside kind DocC knows becomes an aside, whatever the letter case of its marker.
@Suite struct AsideKindTests {
    @Test(arguments: AsideKind.allCases) func eachKindIsRecognized(_ kind: AsideKind) throws {
        let document = try parse("# T\n\n> \(kind.rawValue): Mind this.\n")
        guard case .aside(let found, let blocks, _)? = document.blocks.first else {
            Issue.record("\(document.blocks)")
            return
        }
        #expect(found == kind)
        #expect(blocks.first?.inlineContent == [.text("Mind this.")])
    }

    @Test func markersAreReadInAnyLetterCaseAndNamesThatShareWordsStayApart() throws {
        let lower = try parse("# T\n\n> precondition: `x > 0`.\n")
        guard case .aside(.precondition, _, _)? = lower.blocks.first else {
            Issue.record("\(lower.blocks)")
            return
        }
        let variant = try parse("# T\n\n> Non-Mutating Variant: ``sorted()``\n")
        guard case .aside(.nonMutatingVariant, _, _)? = variant.blocks.first else {
            Issue.record("\(variant.blocks)")
            return
        }
    }

    @Test func aQuoteWithoutAKindStaysAQuote() throws {
        let document = try parse("# T\n\n> Notes are nice: but this is a quote.\n")
        guard case .blockQuote? = document.blocks.first else {
            Issue.record("\(document.blocks)")
            return
        }
    }
}
