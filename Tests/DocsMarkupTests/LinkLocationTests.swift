import DocsMarkup
import Testing

/// Every link and image of `markdown` as `destination@line:column`, in order.
private func destinations(_ markdown: String) throws -> [String] {
    var found: [String] = []
    try parse(markdown).forEachInline { inline in
        switch inline {
        case .link(let destination, _, _, let location?), .image(let destination, _, _, let location?):
            found.append("\(destination)@\(location.line):\(location.column)")
        default:
            break
        }
    }
    return found
}

@Suite struct LinkLocationTests {
    @Test func aLinkOrImageIsLocatedAtItsDestination() throws {
        #expect(
            try destinations("# T\n\nSee ![Map](images/tree.png \"Tree\") and [x](a.md) [y](a.md).\n")
                == ["images/tree.png@3:12", "a.md@3:44", "a.md@3:54"])
    }

    @Test func bracketsSpacesAndLinkTextOverSeveralLinesAreFollowed() throws {
        #expect(
            try destinations("# T\n\n- A [link with\n  long text](  <my file.png>) here\n  and ![i](b.png).\n")
                == ["my file.png@4:17", "b.png@5:12"])
    }

    @Test func aReferenceLinkIsLocatedAtItsDefinition() throws {
        #expect(try destinations("# T\n\nA [reference][r] link.\n\n[r]:   images/r.png\n") == ["images/r.png@5:8"])
    }

    /// Each reference link is located at the definition whose destination is its own, not at
    /// one that merely starts with it; `<…>` destinations and definitions in quotes count.
    @Test func aReferenceLinkIsLocatedAtItsOwnDefinition() throws {
        #expect(
            try destinations(
                "# T\n\n[x][p], [y][q], [z][s].\n\n[p]: a.png.bak\n[q]: a.png\n\n> [s]: <two words.png> \"T\"\n")
                == ["a.png.bak@5:6", "a.png@6:6", "two words.png@8:9"])
    }

    @Test func linksInsideDirectivesKeepTheirFileColumns() throws {
        #expect(try destinations("# T\n\n@Row {\n    @Column { ![i](c.png) }\n}\n") == ["c.png@4:20"])
    }

    @Test func anAutolinkIsLocatedWhereItStarts() throws {
        #expect(try destinations("# T\n\nVisit <https://swift.org> today.\n") == ["https://swift.org@3:7"])
    }
}
