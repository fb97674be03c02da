/// The Markdown of a root page as napkin's articles have one: `# napkin`, `@TechnologyRoot`,
/// the summary on line 7, `extra` right after it, then a `## Topics` section listing the
/// given groups of page names.
package func rootPage(summary: String = "Trees of small units.", groups: [(String, [String])] = [], extra: String = "")
    -> String
{
    var text = "# napkin\n\n@Metadata {\n    @TechnologyRoot\n}\n\n\(summary)\n\(extra)\n## Topics\n"
    for (title, names) in groups {
        text += "\n### \(title)\n\n" + names.map { "- <doc:\($0)>\n" }.joined()
    }
    return text
}
