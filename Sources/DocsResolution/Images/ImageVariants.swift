import DocsMarkup

/// The files of one image as DocC picks them: `name.png`, `name@2x.png`, `name~dark.png`,
/// `name~dark@2x.png` (any of them may be missing), found from the name with or without its
/// extension.
struct ImageVariants: Sendable, Equatable {
    /// One file of the image.
    struct Variant: Sendable, Equatable {
        /// 1, 2 or 3: how many pixels of the file make one CSS pixel.
        var scale: Int
        /// The file's catalog path.
        var catalogPath: String
    }

    /// The files for the light appearance (and for any appearance when there is no dark one),
    /// by ascending scale.
    var light: [Variant]
    /// The files for the dark appearance, by ascending scale.
    var dark: [Variant]

    /// Whether it is more than one plain file: anything but a single 1x light file.
    var hasVariants: Bool {
        !(dark.isEmpty && light.count == 1 && light[0].scale == 1)
    }

    /// The extensions tried for a name written without one, in DocC's order of preference.
    static let imageExtensions = ["png", "jpg", "jpeg", "svg", "gif", "webp", "heic"]

    /// The name without extension, `~dark` and `@Nx` (`tree~dark@2x.png` → `tree`), and the
    /// extension written, if any.
    static func baseName(of fileName: String) -> (base: String, extension: String?) {
        var base = Substring(fileName)
        var fileExtension: String?
        if let dot = base.lastIndex(of: "."), dot != base.startIndex {
            fileExtension = String(base[base.index(after: dot)...])
            base = base[..<dot]
        }
        for scale in ["@1x", "@2x", "@3x"] where base.hasSuffix(scale) {
            base = base.dropLast(scale.count)
        }
        if base.hasSuffix("~dark") { base = base.dropLast(5) }
        return (String(base), fileExtension)
    }

    /// The variants of the image `written` names, looked up in `directory` (when the name is
    /// written with one) or anywhere in the catalog, each name of which must lead to one file;
    /// `nil` when there is none, or a name leads to several (the ordinary resolution reports it).
    static func find(_ written: String, in directory: String?, catalog: ResourceCatalog) -> ImageVariants? {
        let (base, writtenExtension) = baseName(of: written)
        let extensions = writtenExtension.map { [$0] } ?? imageExtensions
        for fileExtension in extensions {
            var light: [Variant] = []
            var dark: [Variant] = []
            for isDark in [false, true] {
                for scale in 1...3 {
                    let candidates = scale == 1 ? ["", "@1x"] : ["@\(scale)x"]
                    for suffix in candidates {
                        let name = base + (isDark ? "~dark" : "") + suffix + "." + fileExtension
                        let paths: [String]
                        if let directory {
                            paths = CatalogPath.join(directory, name).map { catalog.contains($0) ? [$0] : [] } ?? []
                        } else {
                            paths = catalog.paths(named: name)
                        }
                        if paths.count > 1 { return nil }
                        guard let path = paths.first else { continue }
                        if isDark {
                            dark.append(Variant(scale: scale, catalogPath: path))
                        } else {
                            light.append(Variant(scale: scale, catalogPath: path))
                        }
                        break
                    }
                }
            }
            if light.isEmpty {
                light = dark
                dark = []
            }
            if !light.isEmpty { return ImageVariants(light: light, dark: dark) }
        }
        return nil
    }
}
