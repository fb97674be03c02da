import Foundation

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
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).filter {
                    $0 != "explicit" && $0 != "framework"
                }
                return words.first == "module" && words.count > 1 ? String(words[1]) : nil
            }
        }
        return Set(swiftModules(in: modules) + swiftModules(in: toolchain) + cModules)
    }
}
