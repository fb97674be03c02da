import DocsMarkup
import SwiftParser
import SwiftSyntax

/// The language of a doc comment's code blocks. Swift doc comments often leave the language
/// off their fences; such a block whose code parses as Swift is Swift (highlighted, and
/// compiled by `napkin-docs check`), one that does not is shown as written. The site and the
/// check read a doc comment's blocks through this one rule, so they agree on which are Swift.
package enum DocCommentCode {
    /// `blocks` with every unlabeled code block whose code parses as Swift labeled `swift`.
    package static func labelingSwift(_ blocks: [Block]) -> [Block] {
        blocks.map { block in
            block.mappingBlocks { inner in
                guard case .codeBlock(nil, let info, let code, let location) = inner, info.isEmpty,
                    isSwift(code)
                else { return inner }
                return .codeBlock(language: "swift", info: "swift", code: code, location)
            }
        }
    }

    /// Whether `code` is Swift: it parses without an error, and has more than a lone name or
    /// value (`Hello`, `42`, `[1, 2]` are as likely output as code): a keyword, a call, a member
    /// or an assignment.
    static func isSwift(_ code: String) -> Bool {
        let tree = Parser.parse(source: code)
        guard !tree.hasError else { return false }
        return tree.tokens(viewMode: .sourceAccurate).contains { token in
            switch token.tokenKind {
            case .keyword, .leftParen, .period, .equal: true
            default: false
            }
        }
    }
}
