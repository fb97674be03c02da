// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "napkin",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "napkin", targets: ["napkin"]),
        .library(name: "NapkinTestSupport", targets: ["NapkinTestSupport"]),
        .executable(name: "napkin-docs", targets: ["napkin-docs"]),
        .plugin(name: "ExecutableDocs", targets: ["ExecutableDocs"]),
        .plugin(name: "NapkinDocsCommand", targets: ["NapkinDocsCommand"]),
        .plugin(name: "NapkinCommand", targets: ["NapkinCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-symbolkit", from: "1.0.0"),
    ],
    targets: [
        // MARK: The framework
        .target(name: "napkin"),
        .target(name: "NapkinTestSupport", dependencies: ["napkin"]),

        // MARK: Scaffolding
        // `swift package napkin new Profile` (also `launch`, `tests`, `component-extension`,
        // `service-manager`): the files of the reference's Xcode templates, written for this core
        // into a target of the package. The templates are Swift code in NapkinScaffolding.
        .target(name: "NapkinScaffolding"),
        .executableTarget(
            name: "napkin-scaffold",
            dependencies: [
                "NapkinScaffolding", "DocsSupport", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "NapkinCommand",
            capability: .command(
                intent: .custom(
                    verb: "napkin",
                    description: "Write a napkin, a launch napkin, tests, a component extension or a service manager"),
                permissions: [
                    .writeToPackageDirectory(reason: "napkin writes the new files into a target of the package")
                ]
            ),
            dependencies: ["napkin-scaffold"]
        ),

        // MARK: The documentation generator
        // source files → parsed documents (DocsMarkup) → site model (DocsSiteModel, DocsResolution)
        // → pages (DocsRendering) → output (DocsSiteOutput), run by the build (DocsSite)
        // No product exports these modules: what one of them offers the others is `package`, but
        // for DocsSupport's generic holder (LockedValue), `public` and
        // `@inlinable` so that the stages' modules specialize them (LockedValue says why).
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        // cmark's allocations for one parse, cut from a per-thread arena and given back at once.
        .target(name: "CCmarkArena", dependencies: ["CCmark"]),
        // Swapping the new site for the old one in one step: the renameat2 system call with
        // RENAME_EXCHANGE (which Swift's Glibc module does not declare), renamex_np on Apple's.
        .target(name: "CAtomicExchange"),
        // Small utilities every stage shares: a lock around a value, work on all cores, byte order,
        // checksums, HTML escaping, the file system calls the writers and stores make, the tables
        // of what a rebuild reuses.
        .target(name: "DocsSupport", dependencies: ["CAtomicExchange"]),
        // The engine of derived values every stage keeps its work in between runs (Salsa's design).
        .target(name: "DocsQueries", dependencies: ["DocsSupport"]),
        .target(name: "DocsMarkup", dependencies: ["CCmark", "CCmarkArena", "DocsSupport"]),
        // What a page's code blocks are and the Swift files they build: read by the build plugin's
        // extractor and by the renderer alike.
        .target(name: "DocsCodeBlocks", dependencies: ["DocsSupport", "DocsMarkup"]),
        // The Swift blocks of a package's documentation (DocC catalogs, doc comments, snippets)
        // as client code of its modules: read with swift-syntax, placed in files of a module of
        // their own, compiled, and each block's outcome told.
        .target(
            name: "DocsClientCode",
            dependencies: [
                "DocsSupport",
                "DocsMarkup",
                "DocsCodeBlocks",
                "DocsHighlighting",
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // The public API of the documented modules, read from the compiler's symbol graphs.
        // Where the compiled documentation uses each symbol, read from the compiler's index store
        // through the toolchain's libIndexStore (loaded at run time).
        .target(name: "CIndexStoreReader", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(
            name: "DocsSymbols",
            dependencies: [
                "DocsSupport", "DocsMarkup", "DocsQueries", "CIndexStoreReader",
                .product(name: "SymbolKit", package: "swift-docc-symbolkit"),
            ]),
        // Swift code highlighted at build time, from swift-syntax's classification, and the
        // highlighted blocks kept between builds.
        .target(
            name: "DocsHighlighting",
            dependencies: [
                "DocsSupport",
                "DocsMarkup",
                "DocsQueries",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // The releases of a package from its git tags, and what changed in its API between them.
        .target(name: "DocsVersions", dependencies: ["DocsSymbols", "DocsSupport"]),
        // The site's stages, each a module that depends only on those before it.
        .target(
            name: "DocsSiteModel",
            dependencies: ["DocsSupport", "DocsMarkup", "DocsCodeBlocks", "DocsSymbols"]
        ),
        .target(
            name: "DocsResolution",
            dependencies: [
                "DocsSiteModel", "DocsSupport", "DocsQueries", "DocsMarkup", "DocsCodeBlocks", "DocsHighlighting",
                "DocsSymbols",
            ]
        ),
        .target(
            name: "DocsRendering",
            dependencies: [
                "DocsSiteModel", "DocsSupport", "DocsQueries", "DocsMarkup", "DocsCodeBlocks", "DocsHighlighting",
                "DocsSymbols",
            ],
            // The theme's files, embedded into the binary (ThemeAssets).
            resources: [
                "palette", "base", "layout", "prose", "code", "directives", "landing", "reference", "media", "versions",
            ].map { .embedInCode("Assets/\($0).css") } + [
                .embedInCode("Assets/script.js"),
                .embedInCode("Assets/theme-bootstrap.js"),
                .embedInCode("Assets/favicon.svg"),
            ]
        ),
        .target(name: "DocsSiteOutput", dependencies: ["DocsSiteModel", "DocsSupport", "DocsMarkup", "DocsQueries"]),
        // The build: reads the inputs, runs the stages, keeps what a rebuild can reuse.
        .target(
            name: "DocsSite",
            dependencies: [
                "DocsSiteModel", "DocsResolution", "DocsRendering", "DocsSiteOutput", "DocsQueries",
                "DocsSupport", "DocsMarkup", "DocsHighlighting", "DocsCodeBlocks", "DocsSymbols", "DocsVersions",
            ]
        ),
        .target(
            name: "DocsServer",
            dependencies: [
                "DocsSupport",
                "DocsMarkup",
                "DocsSite",
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            resources: [.embedInCode("LiveReload/live-reload.js")]
        ),
        .executableTarget(
            name: "napkin-docs",
            dependencies: [
                "DocsClientCode",
                "DocsCodeBlocks",
                "DocsMarkup",
                "DocsSite",
                "DocsSiteModel",
                "DocsSiteOutput",
                "DocsServer",
                "DocsSupport",
                "DocsSymbols",
                "DocsVersions",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // The fuzz target: any bytes as a page, through every stage to HTML. scripts/fuzz builds it
        // with libFuzzer and the address sanitizer; built plainly, it replays the inputs it is given.
        .target(
            name: "DocsFuzzing",
            dependencies: [
                "DocsSupport", "DocsMarkup", "DocsCodeBlocks", "DocsSymbols", "DocsSiteModel", "DocsResolution",
                "DocsRendering", "DocsSite",
            ]),
        .executableTarget(name: "napkin-docs-fuzz", dependencies: ["DocsSupport", "DocsFuzzing", "DocsMarkup"]),

        // MARK: Executable documentation
        // The build plugin: compiles the Swift blocks of the Markdown pages in a target's folder,
        // and, in a test target, their test blocks and output checks.
        .executableTarget(
            name: "napkin-docs-extract", dependencies: ["DocsClientCode", "DocsCodeBlocks", "DocsMarkup"]),
        .plugin(name: "ExecutableDocs", capability: .buildTool(), dependencies: ["napkin-docs-extract"]),
        // `swift package napkin-docs build|serve|check`, for any package that depends on napkin. It
        // runs an installed napkin-docs of its release, else has SwiftPM build the product: a
        // dependency on it would have SwiftPM build it first, installed or not.
        .plugin(
            name: "NapkinDocsCommand",
            capability: .command(
                intent: .custom(
                    verb: "napkin-docs",
                    description: "Build, serve or check the package's documentation with napkin-docs"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "napkin-docs writes the site to Site/ and what it keeps between runs to .build/")
                ]
            )
        ),
        // The articles' Swift blocks, compiled against the core; their test blocks run in ArticlesTests.
        .target(name: "Articles", dependencies: ["napkin"], path: "Articles", plugins: ["ExecutableDocs"]),
        .testTarget(
            name: "ArticlesTests", dependencies: ["Articles", "napkin", "NapkinTestSupport"],
            plugins: ["ExecutableDocs"]),
        // A library documented as a package author documents one, with a DocC catalog and doc
        // comments; the plugin on its test target compiles them as client code and runs their
        // statements in swift test; scripts/check-drift-guard breaks one block.
        .target(name: "Greeter", dependencies: ["napkin"], path: "Tests/CatalogTutorialExample"),
        .testTarget(name: "GreeterDocTests", dependencies: ["Greeter"], plugins: ["ExecutableDocs"]),

        // MARK: Benchmarks (run with `swift run -c release napkin-benchmarks`)
        .target(name: "CMallocCounter", path: "Benchmarks/CMallocCounter"),
        .executableTarget(
            name: "napkin-benchmarks",
            dependencies: ["napkin", "CMallocCounter"],
            path: "Benchmarks/CoreBenchmarks"
        ),
        // The floor of the documentation benchmark: cmark and swift-syntax's parser alone, on all cores.
        .executableTarget(
            name: "napkin-docs-floor",
            dependencies: [
                "CCmark", "DocsMarkup", .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            path: "Benchmarks/SyntaxFloor"
        ),

        // MARK: Tests
        .testTarget(name: "napkinTests", dependencies: ["napkin", "NapkinTestSupport"]),
        .testTarget(
            name: "DocsMarkupTests", dependencies: ["DocsSupport", "DocsMarkup", "CCmarkArena", "DocsTestSupport"]),
        // napkin is a dependency so that its module is built for the client code the tests compile.
        .testTarget(
            name: "DocsClientCodeTests",
            dependencies: [
                "DocsClientCode", "DocsCodeBlocks", "DocsMarkup", "DocsSymbols", "napkin", "DocsTestSupport",
            ]),
        // napkin is a dependency so that its module is built for the step checks' `import napkin`.
        .testTarget(
            name: "DocsCodeBlocksTests",
            dependencies: ["DocsCodeBlocks", "DocsMarkup", "DocsSupport", "napkin", "DocsTestSupport"]),
        .testTarget(name: "DocsQueriesTests", dependencies: ["DocsQueries", "DocsSupport"]),
        .testTarget(name: "DocsVersionsTests", dependencies: ["DocsVersions", "DocsSymbols", "DocsTestSupport"]),
        // What the generator's test targets share: temporary packages of pages, the built executable.
        .target(name: "DocsTestSupport", path: "Tests/DocsTestSupport"),
        // napkin and NapkinTestSupport are dependencies so that their modules are built for the
        // API reference's tests, which read the symbol graphs of the real modules.
        .testTarget(
            name: "DocsSiteTests",
            dependencies: [
                "DocsSupport",
                "DocsMarkup", "DocsCodeBlocks", "DocsHighlighting", "DocsSymbols", "DocsTestSupport",
                "DocsSiteModel", "DocsResolution", "DocsRendering", "DocsSiteOutput", "DocsSite", "DocsQueries",
                "DocsVersions", "DocsFuzzing",
                // Not imported: built so that the tests can extract this package's own symbol graphs
                // (ProjectReference) from the modules of the test run.
                "napkin", "NapkinTestSupport",
                // The highlighter's classification is checked against SwiftIDEUtils' own.
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                // Symbol graphs written in a test, read as the compiler's are.
                .product(name: "SymbolKit", package: "swift-docc-symbolkit"),
            ],
            // The golden site's sources and files, read by GoldenSiteTests, are not the target's.
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "DocsServerTests",
            dependencies: [
                "DocsServer", "DocsSite", "DocsSiteModel", "DocsMarkup", "DocsCodeBlocks", "DocsTestSupport",
                "DocsSupport",
            ]),
        // The napkin-docs executable run as a user runs it, in packages made for each test.
        .testTarget(name: "NapkinDocsCommandTests", dependencies: ["DocsCodeBlocks", "DocsTestSupport"]),
        // The templates, the napkin-scaffold executable, and every kind and view generated into one
        // scratch package that is built and tested against the core.
        .testTarget(name: "NapkinScaffoldingTests", dependencies: ["NapkinScaffolding", "DocsTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// MARK: Tutorials
// Each tutorial is a target of its own under Tutorials/<Name>/ (its Markdown beside an anchor
// source) whose Swift blocks the ExecutableDocs plugin compiles, and a test target under
// Tests/<Name>Tests/ that runs its test blocks and output checks.
for tutorial in ["BuildingALoginFlow", "AddingANetworkedService", "TabBarNapkin"] {
    package.targets += [
        .target(name: tutorial, dependencies: ["napkin"], path: "Tutorials/\(tutorial)", plugins: ["ExecutableDocs"]),
        .testTarget(
            name: tutorial + "Tests", dependencies: [.target(name: tutorial), "napkin", "NapkinTestSupport"],
            plugins: ["ExecutableDocs"]),
    ]
}

// MARK: Sanitizers on the project's own modules
// NAPKIN_SANITIZE=thread (or fuzzer,address) builds every Swift target of this package with that
// `-sanitize=` and links them with it; the dependencies (swift-syntax, swift-nio, …) are built as
// in a plain build. CI runs the thread sanitizer's tests and the fuzz target this way in the
// README's own `.build`, where only this package's modules are compiled again (3 to 4 minutes on
// two cores, where `swift test --sanitize=thread` builds swift-syntax too: 9). What the sanitizer
// does not instrument it does not check: the dependencies' own races, and memory errors in C code.
// Their locks are pthread mutexes, which the thread sanitizer's runtime sees.
if let sanitizers = Context.environment["NAPKIN_SANITIZE"], !sanitizers.isEmpty {
    let flag = "-sanitize=\(sanitizers)"
    let cTargets: Set = ["CCmarkArena", "CAtomicExchange", "CIndexStoreReader", "CMallocCounter"]
    for target in package.targets where target.type != .system && target.type != .plugin {
        if !cTargets.contains(target.name) {
            target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags([flag])]
        }
        target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags([flag])]
    }
    // libFuzzer's driver, exported for FuzzMain (the executable's main is its @main type's).
    if sanitizers.contains("fuzzer"), let fuzz = package.targets.first(where: { $0.name == "napkin-docs-fuzz" }) {
        fuzz.linkerSettings =
            (fuzz.linkerSettings ?? []) + [
                .unsafeFlags(["-Xlinker", "--export-dynamic-symbol=LLVMFuzzerRunDriver"])
            ]
    }
}
