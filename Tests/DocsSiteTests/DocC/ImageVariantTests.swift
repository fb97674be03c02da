import DocsMarkup
import DocsTestSupport
import Testing

@testable import DocsSite
@testable import DocsSiteModel

/// Images as DocC picks them: by name without extension, with `@2x`, `~dark` and `~dark@2x` variants.
@Suite struct ImageVariantTests {
    private let pages = [
        "Doc.docc/Root.md": rootPage(groups: [("Essentials", ["Guide"])]),
        "Doc.docc/Guide.md":
            "# Guide\n\n![A tree](tree)\n\n![The logo](logo.png)\n\n@Image(source: \"tree\", alt: \"Again\") {\n  The caption.\n}\n",
    ]
    private let files = [
        "Doc.docc/Resources/tree.png": pngHeader(width: 200, height: 100),
        "Doc.docc/Resources/tree@2x.png": pngHeader(width: 400, height: 200),
        "Doc.docc/Resources/tree~dark.png": pngHeader(width: 200, height: 100),
        "Doc.docc/Resources/tree~dark@2x.png": pngHeader(width: 400, height: 200),
        "Doc.docc/Resources/logo@2x.png": pngHeader(width: 300, height: 120),
    ]

    @Test func everyVariantIsFoundAndCopied() throws {
        let site = try resolveCatalog(pages, files: files)
        #expect(
            site.resources.map(\.path) == [
                "resources/Doc.docc/Resources/logo@2x.png", "resources/Doc.docc/Resources/tree.png",
                "resources/Doc.docc/Resources/tree@2x.png",
                "resources/Doc.docc/Resources/tree~dark.png", "resources/Doc.docc/Resources/tree~dark@2x.png",
            ])
        let prefix = "resources/Doc.docc/Resources/"
        #expect(
            site.pages[0].resolved.images["tree"]
                == ResolvedImage(
                    light: [.init(scale: 1, path: prefix + "tree.png"), .init(scale: 2, path: prefix + "tree@2x.png")],
                    dark: [
                        .init(scale: 1, path: prefix + "tree~dark.png"),
                        .init(scale: 2, path: prefix + "tree~dark@2x.png"),
                    ],
                    size: ImageSize(width: 200, height: 100)))
        #expect(
            site.pages[0].resolved.images["logo.png"]
                == ResolvedImage(
                    light: [.init(scale: 2, path: prefix + "logo@2x.png")], dark: [],
                    size: ImageSize(width: 150, height: 60)))
    }

    /// A destination met as an image and again as a link is the link's file, as it was written
    /// last: its variants are not copied, as no page shows them.
    @Test func anImageLinkedAgainCopiesTheLinkedFileAlone() throws {
        let pages = [
            "Doc.docc/Root.md": rootPage(groups: [("Essentials", ["Guide"])]),
            "Doc.docc/Guide.md": "# Guide\n\n![A tree](tree.png)\n\nThen [download it](tree.png).\n",
        ]
        let site = try resolveCatalog(pages, files: files)
        #expect(site.resources.map(\.path) == ["resources/Doc.docc/Resources/tree.png"])
    }

    @Test func aDarkVariantIsAPictureSourceAndScalesAreASourceSet() throws {
        let html = try renderedCatalogPage("articles/guide.html", pages, files: files)
        let prefix = "../resources/Doc.docc/Resources/"
        #expect(
            html.contains(
                #"<picture><source media="(prefers-color-scheme: dark)" srcset="\#(prefix)tree~dark.png, \#(prefix)tree~dark@2x.png 2x" data-dark="">"#
                    + #"<img src=\#(prefix)tree.png srcset="\#(prefix)tree.png, \#(prefix)tree@2x.png 2x" alt="A tree" width=200 height=100 loading=lazy></picture>"#
            ))
        // Only @2x: shown at half its pixel size.
        #expect(
            html.contains(
                #"<img src=\#(prefix)logo@2x.png srcset="\#(prefix)logo@2x.png 2x" alt="The logo" width=150 height=60 loading=lazy>"#
            ))
        #expect(html.contains(#"<figure class=media><picture>"#))
        #expect(html.contains(#"alt=Again"#))
        #expect(html.contains("<figcaption><p>The caption.</p>\n</figcaption>"))
    }

    @Test func aSingleFileNamedWithoutExtensionIsAnOrdinaryImage() throws {
        let site = try resolveCatalog(
            ["Doc.docc/Root.md": rootPage(extra: "![Map](map)\n")], files: ["Doc.docc/map.jpg": [0xFF, 0xD8]])
        #expect(site.root.resolved.destinations == ["map": "resources/Doc.docc/map.jpg"])
        #expect(site.root.resolved.images.isEmpty)
    }

    @Test func anImageThatIsNotThereIsAnError() {
        #expect(
            catalogProblems(["Doc.docc/Root.md": rootPage(extra: "@Image(source: \"missing\", alt: \"x\")\n")]).first?
                .hasPrefix("Doc.docc/Root.md:8:8: error: 'missing' leads to no file") == true)
    }

    @Test func sizesAreReadFromPNGJPEGAndGIFHeaders() {
        #expect(ImageSize(pngHeader(width: 640, height: 480)) == ImageSize(width: 640, height: 480))
        #expect(ImageSize(Array("GIF89a".utf8) + [0x20, 0x01, 0x10, 0x00]) == ImageSize(width: 288, height: 16))
        let jpeg: [UInt8] = [
            0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80,
        ]
        #expect(ImageSize(jpeg) == ImageSize(width: 640, height: 480))
        #expect(ImageSize([0x89, 0x50, 0x4E, 0x47]) == nil)
        #expect(ImageSize(Array("<svg>".utf8)) == nil)
    }
}
