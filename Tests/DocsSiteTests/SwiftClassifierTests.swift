import Foundation
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax
import Testing

@testable import DocsHighlighting
@testable import DocsSite

/// The highlighter classifies code by SwiftIDEUtils' rules in a walk of its own; these tests hold
/// it to the same class for every byte as SwiftIDEUtils' `classifications`, on every Swift block
/// of the project's pages, every source file of the core and code chosen for its corners.
@Suite struct SwiftClassifierTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func agreesWithSwiftIDEUtilsOnCodeChosenForItsCorners() {
        let sources = [
            "@available(iOS 17, macOS 14.0, *) @MainActor public final class A: B<C.D> {}",
            "@Foo.Bar<Int> struct S { @objc(name:) dynamic func f(_ a: Int, label b: String) {} }",
            "#if DEBUG && os(Linux)\nlet x = 1\n#elseif canImport(UIKit)\nlet y = 2\n#else\nlet z = 3\n#endif",
            "precedencegroup P { associativity: left higherThan: AdditionPrecedence }\ninfix operator <~>: P",
            "let r = /a+b/; let s = #/c(?<d>e)/#; let t = \"\"\"\n  multi \\(x) line\n  \"\"\"",
            "f(<#value#>, $0, 0x1F, 1.5e3, 'c', #\"raw \\#(x)\"#)",
            "/// Doc.\n/** Block doc. */ /* block */ // line\nfunc g() -> some View { Text(\"a\").font(.title) }",
            "x.map { $0 + 1 }.filter(isIncluded: { _ in true })",
            "if #available(macOS 14, *) { } else if #unavailable(iOS 16) { }",
            "@attached(member, names: named(x)) macro M() = #externalMacro(module: \"A\", type: \"B\")",
            "func broken( { let = ; } class",
            "",
        ]
        for source in sources {
            expectSameClasses(source, origin: "corner case")
        }
    }

    @Test func agreesWithSwiftIDEUtilsOnEveryBlockOfTheProjectsPages() throws {
        var count = 0
        for page in try markdownFiles() {
            for block in try swiftBlocks(in: page) {
                expectSameClasses(block, origin: page.lastPathComponent)
                count += 1
            }
        }
        #expect(count > 100)
    }

    @Test func agreesWithSwiftIDEUtilsOnEverySourceFileOfTheCore() throws {
        let core = Self.packageRoot.appendingPathComponent("Sources/napkin")
        let files = try #require(FileManager.default.enumerator(at: core, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count > 10)
        for file in files {
            expectSameClasses(try String(contentsOf: file, encoding: .utf8), origin: file.lastPathComponent)
        }
    }

    // MARK: - Helpers

    private func expectSameClasses(
        _ source: String, origin: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let tree = Parser.parse(source: source)
        let ours = classesByByte(
            SwiftClassifier.ranges(of: tree).map { ($0.start, $0.end, $0.highlightClass) }, count: source.utf8.count)
        let theirs = classesByByte(
            tree.classifications.map { range in
                let bytes = Array(source.utf8)
                let start = range.range.lowerBound.utf8Offset
                let end = range.range.upperBound.utf8Offset
                return (start, end, Self.highlightClass(range.kind, firstByte: start < end ? bytes[start] : nil))
            },
            count: source.utf8.count
        )
        guard let first = ours.indices.first(where: { ours[$0] != theirs[$0] }) else { return }
        let context = String(
            decoding: Array(source.utf8)[max(0, first - 20)..<min(source.utf8.count, first + 20)], as: UTF8.self)
        Issue.record(
            "\(origin): byte \(first) is \(String(describing: ours[first])), SwiftIDEUtils says \(String(describing: theirs[first])), in «\(context)»",
            sourceLocation: sourceLocation
        )
    }

    private func classesByByte(_ ranges: [(Int, Int, HighlightClass?)], count: Int) -> [HighlightClass?] {
        var classes = [HighlightClass?](repeating: nil, count: count)
        for (start, end, highlightClass) in ranges where start < end {
            for offset in max(start, 0)..<min(end, count) { classes[offset] = highlightClass }
        }
        return classes
    }

    /// SwiftIDEUtils' classification as the highlighter's classes, capitalised identifiers
    /// shown as types.
    private static func highlightClass(_ classification: SyntaxClassification, firstByte: UInt8?) -> HighlightClass? {
        switch classification {
        case .keyword: .keyword
        case .type: .type
        case .stringLiteral: .string
        case .integerLiteral, .floatLiteral: .number
        case .lineComment, .blockComment: .comment
        case .docLineComment, .docBlockComment: .docComment
        case .attribute: .attribute
        case .ifConfigDirective: .directive
        case .argumentLabel: .label
        case .regexLiteral: .regex
        case .dollarIdentifier: .dollar
        case .editorPlaceholder: .placeholder
        case .identifier: firstByte.map { (0x41...0x5A).contains($0) } == true ? .type : nil
        case .none, .operator: nil
        }
    }

    private func markdownFiles() throws -> [URL] {
        let manager = FileManager.default
        var files: [URL] = []
        for folder in ["Articles", "Tutorials"] {
            let root = Self.packageRoot.appendingPathComponent(folder)
            let found = try #require(manager.enumerator(at: root, includingPropertiesForKeys: nil))
            files += found.compactMap { $0 as? URL }.filter { $0.pathExtension == "md" }
        }
        return files
    }

    /// The text of every block fenced as `swift` (with any attributes after it), hidden-line
    /// markers and all: the classifier sees what the author wrote.
    private func swiftBlocks(in file: URL) throws -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in try String(contentsOf: file, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        {
            let trimmed = line.drop(while: { $0 == " " })
            if current == nil, trimmed.hasPrefix("```swift") {
                current = []
            } else if let lines = current, trimmed.hasPrefix("```") {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}
