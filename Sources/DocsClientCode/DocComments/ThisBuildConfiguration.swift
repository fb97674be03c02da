import DocsCodeBlocks
import SwiftIfConfig
import SwiftSyntax

/// What `#if` asks of the build `check` compiles against, answered only where the answer is
/// certain: the operating system, the architecture, the compiler. Everything a package or its
/// build settings decide (`canImport`, custom conditions, features) throws, so that a clause
/// behind such a condition is never taken as left out.
struct ThisBuildConfiguration: BuildConfiguration {
    /// The reason every unknown question throws.
    struct Unknown: Error {}

    func isCustomConditionSet(name: String) throws -> Bool {
        // `swift build` builds for debugging, which `check` compiles against.
        guard name == "DEBUG" else { throw Unknown() }
        return true
    }
    func hasFeature(name: String) throws -> Bool { throw Unknown() }
    func hasAttribute(name: String) throws -> Bool { throw Unknown() }
    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        guard importPath.count == 1, case .unversioned = version, let module = importPath.first?.1 else {
            throw Unknown()
        }
        #if os(Linux)
            if Self.toolchainModules.contains(module) { return true }
            // CoreFoundation is importable here too, inside Foundation's implementation.
            if AppleOnlyFrameworks.names.contains(module), module != "CoreFoundation" { return false }
        #endif
        throw Unknown()
    }

    /// The modules the toolchain ships on every platform it builds for here.
    private static let toolchainModules: Set<String> = [
        "Swift", "_Concurrency", "Dispatch", "Foundation", "FoundationEssentials", "FoundationNetworking",
        "Glibc", "Observation", "Synchronization", "Testing", "XCTest",
    ]

    func isActiveTargetOS(name: String) throws -> Bool {
        #if os(Linux)
            return name == "Linux"
        #elseif os(macOS)
            return name == "macOS" || name == "OSX"
        #else
            throw Unknown()
        #endif
    }
    func isActiveTargetArchitecture(name: String) throws -> Bool {
        #if arch(x86_64)
            return name == "x86_64"
        #elseif arch(arm64)
            return name == "arm64"
        #else
            throw Unknown()
        #endif
    }
    func isActiveTargetEnvironment(name: String) throws -> Bool { false }
    func isActiveTargetRuntime(name: String) throws -> Bool {
        #if os(Linux)
            return name == "_Native"
        #else
            return name == "_ObjC"
        #endif
    }
    func isActiveTargetPointerAuthentication(name: String) throws -> Bool { throw Unknown() }
    func isActiveTargetObjectFormat(name: String) throws -> Bool {
        #if os(Linux)
            return name == "ELF"
        #else
            return name == "MachO"
        #endif
    }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64] }
    var endianness: Endianness { .little }
    // `swift(>=…)` depends on the package's language mode: such conditions are not evaluated
    // (``IfConfigClauses``), so this value is never what decides.
    var languageVersion: VersionTuple { VersionTuple(6) }
    var compilerVersion: VersionTuple {
        #if compiler(>=6.3)
            return VersionTuple(6, 3)
        #else
            return VersionTuple(6, 2)
        #endif
    }
}

/// Which clauses of `#if` blocks are left out of this build for certain.
enum IfConfigClauses {
    /// Why `clause` is left out of this build ("`#if os(macOS)` leaves it out of this build"),
    /// or `nil` when it is in the build or that is not certain.
    static func exclusion(of clause: IfConfigClauseSyntax) -> String? {
        guard let block = clause.parent?.parent?.as(IfConfigDeclSyntax.self) else { return nil }
        for earlier in block.clauses {
            let state = state(of: earlier)
            if earlier.id == clause.id {
                return state == false ? "`#\(description(of: clause))` leaves it out of this build" : nil
            }
            switch state {
            case true?: return "this build takes `#\(description(of: earlier))` instead"
            case false?: continue
            case nil: return nil
            }
        }
        return nil
    }

    /// Whether `clause`'s condition holds in this build (`#else` holds), `nil` when not certain.
    private static func state(of clause: IfConfigClauseSyntax) -> Bool? {
        guard let condition = clause.condition else { return true }
        guard !condition.description.contains("swift(") else { return nil }
        let (state, _, diagnostics) = IfConfigRegionState.evaluating(condition, in: ThisBuildConfiguration())
        guard diagnostics.isEmpty else { return nil }
        return state == .active
    }

    private static func description(of clause: IfConfigClauseSyntax) -> String {
        let keyword = clause.poundKeyword.text.dropFirst()
        guard let condition = clause.condition else { return String(keyword) }
        return "\(keyword) \(condition.trimmedDescription)"
    }
}
