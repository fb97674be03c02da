import DocsMarkup
import DocsRendering
import DocsResolution
import DocsSite
import DocsSiteModel
import DocsTestSupport

/// Resolves in-memory pages of a catalog (`Doc.docc/…`) against its other files, with the
/// package's snippets when given.
func resolveCatalog(_ pages: [String: String], files: [String: [UInt8]] = [:], snippets: SnippetCatalog? = nil) throws
    -> Site
{
    let catalog = ResourceCatalog(
        sourceDirectories: ["Doc.docc"], files: files.merging(pages.mapValues { Array($0.utf8) }) { $1 })
    return try SiteResolver(resources: catalog, snippets: snippets).resolve(documents(pages))
}

/// The rendered HTML of the page at `path` of such a catalog.
func renderedCatalogPage(
    _ path: String, _ pages: [String: String], files: [String: [UInt8]] = [:], snippets: SnippetCatalog? = nil
) throws -> String {
    SiteRenderer().render(try resolveCatalog(pages, files: files, snippets: snippets)).text(path)
}

/// The `file:line:column: severity: message` lines and hints of a resolution that fails.
func catalogProblems(_ pages: [String: String], files: [String: [UInt8]] = [:], snippets: SnippetCatalog? = nil)
    -> [String]
{
    do {
        _ = try resolveCatalog(pages, files: files, snippets: snippets)
        return []
    } catch let error as DiagnosticError {
        return error.diagnostics.map {
            "\($0.location): \($0.severity.rawValue): \($0.message)" + ($0.hint.map { " (\($0))" } ?? "")
        }
    } catch {
        return ["\(error)"]
    }
}

/// The first bytes of a PNG of the given size: enough for its header to be read.
func pngHeader(width: Int, height: Int) -> [UInt8] {
    func bigEndian(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + bigEndian(width)
        + bigEndian(height) + [8, 6, 0, 0, 0]
}
