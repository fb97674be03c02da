// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "napkin",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "napkin", targets: ["napkin"]),
        .library(name: "NapkinTestSupport", targets: ["NapkinTestSupport"]),
        .library(name: "DocsMarkup", targets: ["DocsMarkup"]),
        .library(name: "DocsSite", targets: ["DocsSite"]),
        .executable(name: "napkin-docs", targets: ["napkin-docs"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // MARK: The framework
        .target(name: "napkin"),
        .target(name: "NapkinTestSupport", dependencies: ["napkin"]),

        // MARK: The documentation generator
        // source files → parsed documents (DocsMarkup) → site model → pages → output (DocsSite)
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        .target(name: "DocsMarkup", dependencies: ["CCmark"]),
        .target(
            name: "DocsSite",
            dependencies: [
                "DocsMarkup",
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "DocsServer",
            dependencies: ["DocsMarkup", "DocsSite", .product(name: "FlyingFox", package: "FlyingFox")]
        ),
        .executableTarget(
            name: "napkin-docs",
            dependencies: [
                "DocsSite",
                "DocsServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: Benchmarks (run with `swift run -c release napkin-benchmarks`)
        .target(name: "CMallocCounter", path: "Benchmarks/CMallocCounter"),
        .executableTarget(
            name: "napkin-benchmarks",
            dependencies: ["napkin", "CMallocCounter"],
            path: "Benchmarks/CoreBenchmarks"
        ),

        // MARK: Tests
        .testTarget(name: "napkinTests", dependencies: ["napkin", "NapkinTestSupport"]),
        .testTarget(name: "DocsMarkupTests", dependencies: ["DocsMarkup"]),
        // What the generator's test targets share: temporary packages of pages, the built executable.
        .target(name: "DocsTestSupport", path: "Tests/DocsTestSupport"),
        .testTarget(name: "DocsSiteTests", dependencies: ["DocsSite", "DocsTestSupport"]),
        .testTarget(name: "DocsServerTests", dependencies: ["DocsServer", "DocsTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
