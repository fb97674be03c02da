import DocsClientCode
import DocsCodeBlocks
import DocsMarkup
import DocsSite
import Foundation

/// What `napkin-docs check` compiles in a package, read from SwiftPM's description of it: the
/// library modules with their catalogs and sources, and the targets of pages that apply the
/// ExecutableDocs plugin.
struct CheckInputs {
    /// The modules whose catalogs and doc comments are checked as client code.
    var modules: [DocumentedModule]
    /// The targets that hold Markdown pages for the build plugin, their pages read.
    var pageTargets: [PackageCheck.PageTarget]
    /// The package's snippets: the Swift files of its `Snippets/` folder.
    var snippets: [URL] = []
    /// The modules a page may use without importing them (Foundation, the package's library
    /// modules, the documented modules' dependencies), tried when a page names what nothing it
    /// imports declares.
    var fallbackImports: [String]

    /// The inputs of the package described by `description`, or, when `sources` are given, of
    /// those folders alone: a `.docc` catalog documents the module named first in
    /// `requestedModules` or the target whose folder holds it; another folder is a target of
    /// pages named after it. `description` may be `nil` only for such folders of pages.
    init(package: URL, description: SwiftPackage.Description?, requestedModules: [String], sources: [URL], includesDocComments: Bool) throws {
        let libraryModules = description?.libraryModules ?? []
        if sources.isEmpty, let description {
            let names = requestedModules.isEmpty ? libraryModules : requestedModules
            modules = try names.map { name in
                let target = try Self.target(named: name, in: description)
                let folder = package.appendingPathComponent(target.path)
                let sources = includesDocComments ? (target.sources ?? []).filter { $0.hasSuffix(".swift") }.map { folder.appendingPathComponent($0) } : []
                return DocumentedModule(name: name, catalogs: DocumentedModule.catalogs(inTargetAt: folder), sourceFiles: sources)
            }
            let snippetFolder = package.appendingPathComponent("Snippets")
            snippets = ((try? SourceDiscovery().files(in: snippetFolder)) ?? []).filter { $0.name.hasSuffix(".swift") }.map(\.url)
            pageTargets = description.targets.filter { target in
                target.type != "test" && ((target.targetDependencies ?? []) + (target.productDependencies ?? [])).contains("ExecutableDocs")
            }.map { Self.pageTarget(named: $0.name, in: package.appendingPathComponent($0.path)) }
        } else {
            modules = try sources.filter { $0.pathExtension == "docc" }.map { catalog in
                let owner = description?.targets.first { catalog.path.hasPrefix(package.appendingPathComponent($0.path).standardizedFileURL.path + "/") }
                guard let name = requestedModules.first ?? owner?.name else {
                    throw BuildError("no module to check \(catalog.lastPathComponent) against: it lies in no target's folder; name the module with --module")
                }
                return DocumentedModule(name: name, catalogs: [catalog], sourceFiles: [])
            }
            pageTargets = sources.filter { $0.pathExtension != "docc" }.map { Self.pageTarget(named: $0.lastPathComponent, in: $0) }
        }
        let dependencies = modules.flatMap { module in
            (description?.target(named: module.name)?.targetDependencies ?? []) + (description?.target(named: module.name)?.productDependencies ?? [])
        }
        var seen: Set<String> = []
        // FoundationNetworking holds what Foundation has on Apple's platforms only (URLSession).
        fallbackImports = (["Foundation", "FoundationNetworking", "Observation", "Testing"] + libraryModules + dependencies).filter { seen.insert($0).inserted }
    }

    private static func target(named name: String, in description: SwiftPackage.Description) throws -> SwiftPackage.Description.Target {
        guard let target = description.target(named: name) else {
            throw BuildError("the package has no module named \(name); its modules are \(description.targets.map(\.name).sorted().joined(separator: ", "))")
        }
        return target
    }

    /// The Markdown pages directly in `folder`, read as the build plugin reads a target's pages.
    private static func pageTarget(named name: String, in folder: URL) -> PackageCheck.PageTarget {
        let reader = SourceReader()
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".md") && SourceDiscovery.isVisible($0) }
        let pages = names.sorted().compactMap { name -> PageCode? in
            guard case .success(let source) = reader.read(folder.appendingPathComponent(name)) else { return nil }
            return PageCode(source: source, codeFilesFoundBy: CodeFileFinder())
        }
        return PackageCheck.PageTarget(name: name, pages: pages)
    }
}

/// The modules a block may import: those of the package's build, those the toolchain ships, and
/// the C modules whose maps the build has.
enum AvailableModules {
    static func find(compiler: URL, modules: URL, moduleMaps: [URL]) -> Set<String> {
        func swiftModules(in directory: URL) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
                .filter { $0.hasSuffix(".swiftmodule") || $0.hasSuffix(".swiftinterface") }
                .map { String($0.prefix { $0 != "." }) }
        }
        #if os(Linux)
        let platform = "linux"
        #else
        let platform = "macosx"
        #endif
        let toolchain = compiler.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/\(platform)")
        let cModules = moduleMaps.flatMap { map -> [String] in
            let text = (try? String(contentsOf: map, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").compactMap { line in
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).filter { $0 != "explicit" && $0 != "framework" }
                return words.first == "module" && words.count > 1 ? String(words[1]) : nil
            }
        }
        return Set(swiftModules(in: modules) + swiftModules(in: toolchain) + cModules)
    }
}

/// The Swift language mode a package's code is compiled in, read from its manifest.
enum LanguageMode {
    /// `6` for a manifest of tools version 6 or later that does not ask for Swift 5, else `5`.
    static func of(package: URL) -> String {
        guard let data = FileManager.default.contents(atPath: package.appendingPathComponent("Package.swift").path) else { return "6" }
        let manifest = String(decoding: data, as: UTF8.self)
        let firstLine = manifest.prefix { $0 != "\n" }
        let version = firstLine.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        let major = Int(version.prefix { $0.isNumber }) ?? 5
        let asksForFive = manifest.contains("swiftLanguageModes: [.v5") || manifest.contains("swiftLanguageVersions: [.v5")
        return major >= 6 && !asksForFive ? "6" : "5"
    }
}

/// What `napkin-docs check` prints when it is done.
enum CheckReport {
    /// The counts, in all and by where the blocks are, the reasons blocks were shown only, and
    /// where the outcomes were recorded.
    static func summary(_ result: PackageCheck.Result, duration: Duration, record: String) -> String {
        let tally = result.tally
        var lines = ["Swift blocks: " + counts(tally.total)]
        for source in CheckTally.Source.allCases {
            guard let counts = tally.bySource[source], counts.found > 0 else { continue }
            lines.append("  \(source.rawValue): " + Self.counts(counts))
        }
        for (reason, count) in tally.shownOnlyReasons.sorted(by: { $0.key < $1.key }) {
            lines.append("  shown only (\(count)): \(reason)")
        }
        if !tally.missingModules.isEmpty {
            lines.append("  not compiled, for they import modules that neither the package nor the toolchain has: "
                         + tally.missingModules.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }.joined(separator: ", "))
        }
        if !result.namesFoundByImports.isEmpty {
            lines.append("  compiled with Foundation, Testing and the package's modules imported, for they use names without showing the import: "
                         + result.namesFoundByImports.map { page, names in "\(page) (\(names.joined(separator: ", ")))" }.joined(separator: ", "))
        }
        lines.append("Checked in \(String(format: "%.2f", duration.seconds)) s; each block's outcome is in \(record), which napkin-docs build shows on the pages")
        return lines.joined(separator: "\n")
    }

    private static func counts(_ counts: CheckTally.Counts) -> String {
        var parts = ["\(counts.found) found", "\(counts.compiled) compiled"]
        if counts.failedAsExpected > 0 { parts.append("\(counts.failedAsExpected) failed as expected") }
        parts += ["\(counts.failed) failed", "\(counts.fragments) fragment\(counts.fragments == 1 ? "" : "s")", "\(counts.shownOnly) shown only"]
        if counts.needModules > 0 { parts.append("\(counts.needModules) needing other modules") }
        return parts.joined(separator: ", ")
    }
}
