/// What a DocC tutorial's `@Code` file is to the build: Swift compiled as the file it names, or
/// Swift that cannot compile in a documentation target, shown only with the reason; another
/// language is shown as it is.
enum CodeFileRole {
    /// The role of the file `name` (`@Code(name:)`) holding `lines`, started as `mode` if compiled.
    static func role(name: String, lines: [CodeLine], mode: BlockRole.Mode) -> BlockRole {
        guard TutorialCodeFile.language(ofFileNamed: name) == "swift" else { return .plain }
        if let reason = reasonNotCompiled(name: name, lines: lines) { return .shownOnly(reason: reason) }
        return .code(BlockRole.Placement(file: name, mode: mode))
    }

    /// Why the file cannot compile in the documentation's target (a library), if it cannot:
    /// it imports a framework only Apple's platforms have, is a package manifest, or is a
    /// program's `main.swift`.
    static func reasonNotCompiled(name: String, lines: [CodeLine]) -> String? {
        let fileName = name.split(separator: "/").last.map(String.init) ?? name
        if fileName == "main.swift" {
            return
                "The program's main.swift: its top-level code runs only in an executable, and the documentation's target is a library."
        }
        let imports = SwiftImports.unconditional(in: lines)
        if let framework = imports.first(where: AppleOnlyFrameworks.names.contains) {
            return "Imports \(framework), which exists on Apple platforms only."
        }
        // By its name too: a manifest's first state may hold only its tools-version comment.
        if imports.contains("PackageDescription") || fileName == "Package.swift" || fileName.hasPrefix("Package@swift-")
        {
            return "A package manifest, which SwiftPM itself compiles."
        }
        return nil
    }

    /// The lines as the documentation's target compiles them: an `@main` attribute becomes
    /// spaces (columns stay the file's), since a library may not have a program's entry point;
    /// the type and its `main()` are compiled as written.
    static func compiledLines(_ lines: [CodeLine]) -> [CodeLine] {
        lines.map { line in
            guard SwiftImports.startsWithAttribute("main", line.compiled), let at = line.compiled.firstIndex(of: "@")
            else { return line }
            var compiled = line
            compiled.compiled.replaceSubrange(at..<line.compiled.index(at, offsetBy: 5), with: "     ")
            return compiled
        }
    }
}
