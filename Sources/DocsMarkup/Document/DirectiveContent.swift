/// How `@Links` shows its pages, as DocC's `visualStyle` names it.
package enum LinksStyle: String, Sendable, Equatable, CaseIterable {
    /// A list of titles with their summaries.
    case list
    /// A grid of cards with titles.
    case compactGrid
    /// A grid of cards with the pages' card images, titles and summaries.
    case detailedGrid
}

/// An image or a video a page shows with `@Image` or `@Video`.
package struct Media: Sendable, Equatable {
    /// Which of the two it is.
    package enum Kind: String, Sendable, Equatable {
        /// `@Image(source:alt:)`.
        case image
        /// `@Video(source:poster:alt:)`.
        case video
    }

    /// Image or video.
    package var kind: Kind
    /// The file, as written: a name DocC finds anywhere in the catalog, with or without its extension.
    package var source: String
    /// The text that stands for it.
    package var alt: String?
    /// A video's poster image, as written.
    package var poster: String?
    /// The caption, from the directive's body.
    package var caption: [Block]
    /// Where the source argument is written.
    package var sourceLocation: SourceLocation
    /// Where the poster argument is written, when there is one.
    package var posterLocation: SourceLocation?

    /// Creates a medium.
    package init(
        kind: Kind, source: String, alt: String? = nil, poster: String? = nil, caption: [Block] = [],
        sourceLocation: SourceLocation,
        posterLocation: SourceLocation? = nil
    ) {
        self.kind = kind
        self.source = source
        self.alt = alt
        self.poster = poster
        self.caption = caption
        self.sourceLocation = sourceLocation
        self.posterLocation = posterLocation
    }
}

/// `@Snippet(path:slice:)`: code from a file of the package's `Snippets/` folder.
package struct SnippetReference: Sendable, Equatable {
    /// The path as written: the package's name, `Snippets`, and the file without `.swift`
    /// (`MyPackage/Snippets/Greeting`).
    package var path: String
    /// The slice to show (`// snippet.NAME` … `// snippet.end`), or `nil` for the whole file.
    package var slice: String?
    /// Where the path argument is written.
    package var pathLocation: SourceLocation
    /// Where the slice argument is written, when there is one.
    package var sliceLocation: SourceLocation?

    /// Creates a reference.
    package init(path: String, slice: String? = nil, pathLocation: SourceLocation, sliceLocation: SourceLocation? = nil)
    {
        self.path = path
        self.slice = slice
        self.pathLocation = pathLocation
        self.sliceLocation = sliceLocation
    }
}

/// `@Code(name:file:previousFile:)` in a DocC tutorial's step: a file of the catalog, shown
/// under its name, with what changed since `previousFile`.
package struct CodeFileReference: Sendable, Equatable {
    /// The name shown above the code (`GreetingService.swift`).
    package var name: String
    /// The file of the catalog holding the code, as written.
    package var file: String
    /// The file holding the code before this step, as written, if any.
    package var previousFile: String?
    /// Where the file argument is written.
    package var fileLocation: SourceLocation

    /// Creates a reference.
    package init(name: String, file: String, previousFile: String? = nil, fileLocation: SourceLocation) {
        self.name = name
        self.file = file
        self.previousFile = previousFile
        self.fileLocation = fileLocation
    }
}
