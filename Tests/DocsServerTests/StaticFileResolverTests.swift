import DocsTestSupport
import Foundation
import Testing

@testable import DocsServer

@Suite struct StaticFileResolverTests {
    private func site() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Site/index.html", "home")
        try directory.write("Site/guide/index.html", "guide")
        try directory.write("Site/guide/setup.html", "setup")
        try directory.write("Site/empty/readme.txt", "no index here")
        try directory.write("secret.txt", "SECRET")
        return directory
    }

    private func resolve(_ path: String, in directory: TemporaryDirectory) -> StaticFileResolver.Resolution {
        StaticFileResolver(root: directory.url.appendingPathComponent("Site")).resolve(percentEncodedPath: path)
    }

    private func real(_ directory: TemporaryDirectory, _ path: String) -> URL {
        URL(fileURLWithPath: directory.url.appendingPathComponent(path).resolvingSymlinksInPath().path)
    }

    @Test func directoriesServeTheirIndex() throws {
        let directory = try site()
        #expect(resolve("/", in: directory) == .file(real(directory, "Site/index.html")))
        #expect(resolve("/guide/", in: directory) == .file(real(directory, "Site/guide/index.html")))
        #expect(resolve("/guide/setup.html", in: directory) == .file(real(directory, "Site/guide/setup.html")))
        #expect(resolve("/guide", in: directory) == .redirect("/guide/"))
        // Never a protocol-relative URL, which a browser reads as another host.
        #expect(resolve("//guide", in: directory) == .redirect("/guide/"))
        #expect(resolve("/guide//", in: directory) == .file(real(directory, "Site/guide/index.html")))
        #expect(resolve("/empty/", in: directory) == .notFound)
        #expect(resolve("/missing.html", in: directory) == .notFound)
    }

    /// A page's path without `.html`, as static hosts serve it; a file or folder of that very
    /// name comes first, and nothing else is guessed.
    @Test func aPagesPathWithoutItsExtensionServesThePage() throws {
        let directory = try site()
        try directory.write("Site/notes", "a file without extension")
        try directory.write("Site/notes.html", "notes")
        try directory.write("Site/guide.html", "a page beside the folder")
        #expect(resolve("/guide/setup", in: directory) == .file(real(directory, "Site/guide/setup.html")))
        #expect(resolve("/notes", in: directory) == .file(real(directory, "Site/notes")))
        #expect(resolve("/guide", in: directory) == .redirect("/guide/"))
        #expect(resolve("/guide/setup/", in: directory) == .notFound)
        #expect(resolve("/guide/missing", in: directory) == .notFound)
        #expect(resolve("/index", in: directory) == .file(real(directory, "Site/index.html")))
    }

    @Test func percentEscapesAreDecodedWithinOneSegment() throws {
        let directory = try site()
        try directory.write("Site/two words.html", "spaced")
        #expect(resolve("/two%20words.html", in: directory) == .file(real(directory, "Site/two words.html")))
        #expect(resolve("/guide%2fsetup.html", in: directory) == .notFound)
    }

    @Test(arguments: [
        "/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/..%2fsecret.txt", "/%2e%2e%2fsecret.txt",
        "/guide/../../secret.txt", "/./index.html", "/..%5csecret.txt", "/%00/index.html", "/%zz", "secret.txt",
    ])
    func unsafePathsAreNotFound(path: String) throws {
        let directory = try site()
        #expect(resolve(path, in: directory) == .notFound)
    }

    @Test func absolutePathsStayBelowTheRoot() throws {
        let directory = try site()
        // `//abs/path` is a path below the root, which does not exist there.
        #expect(resolve("/" + directory.url.appendingPathComponent("secret.txt").path, in: directory) == .notFound)
    }

    @Test func symbolicLinksMustResolveInsideTheRoot() throws {
        let directory = try site()
        let fileManager = FileManager.default
        try fileManager.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("Site/leak.txt").path,
            withDestinationPath: directory.url.appendingPathComponent("secret.txt").path)
        try fileManager.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("Site/up").path, withDestinationPath: "..")
        try fileManager.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("Site/home.html").path, withDestinationPath: "index.html")
        #expect(resolve("/leak.txt", in: directory) == .notFound)
        #expect(resolve("/up/secret.txt", in: directory) == .notFound)
        #expect(resolve("/up/", in: directory) == .notFound)
        #expect(resolve("/home.html", in: directory) == .file(real(directory, "Site/index.html")))
        // Nor does a page's path without its extension leave the root.
        try directory.write("secret.html", "SECRET")
        #expect(resolve("/up/secret", in: directory) == .notFound)
    }

    @Test func aMissingRootServesNothing() throws {
        let directory = try TemporaryDirectory()
        #expect(
            StaticFileResolver(root: directory.url.appendingPathComponent("Site")).resolve(percentEncodedPath: "/")
                == .notFound)
    }
}
