import DocsSupport
import Foundation

/// The symbols that compiled code uses, line by line, gathered from the index store of every
/// compilation through the SIL stage that a ``SwiftTypeChecker`` holding this recorder runs:
/// what tells a compiled block that uses the package's API from one that compiles while using
/// none of it.
///
/// Reading an index store needs the toolchain's libIndexStore, which this module does not load:
/// the caller hands its reader in (`napkin-docs` hands DocsSymbols' `CompiledUses` reader).
package final class SymbolUseRecorder: Sendable {
    /// Reads the uses an index store recorded for the generated files it is given: for each,
    /// the page line (as the file's `#sourceLocation` names it) and the symbol's USR.
    package typealias Reader = @Sendable (_ store: URL, _ files: [URL]) throws -> [(line: PageLine, symbol: String)]

    private let read: Reader
    private let found = LockedValue<[PageLine: Set<String>]>([:])
    private let failures = LockedValue<[String]>([])

    /// A recorder that reads each compilation's index store with `read`.
    package init(reading read: @escaping Reader) {
        self.read = read
    }

    /// Reads the uses a compilation of `files` left in `store`.
    func record(store: URL, files: [URL]) {
        do {
            let uses = try read(store, files)
            found.withLock { found in
                for use in uses { found[use.line, default: []].insert(use.symbol) }
            }
        } catch {
            failures.withLock { $0.append("\(error)") }
        }
    }

    /// Why an index store could not be read, if one could not: then no count of uses is true.
    package var failure: String? { failures.withLock(\.first) }

    /// Whether code on `lines` used a symbol of one of `modules` (a type, a member, a function,
    /// or a member a module adds to another module's type).
    package func usesSymbol(of modules: Set<String>, on lines: some Sequence<PageLine>) -> Bool {
        let symbols = found.withLock { found in lines.flatMap { found[$0] ?? [] } }
        return symbols.contains { symbol in modules.contains { Self.symbol(symbol, isOf: $0) } }
    }

    /// Whether the USR `symbol` names a declaration of `module`: one the module declares
    /// (`s:6napkin18InteractorLifecycleC`, the module's name right after `s:`) or one it adds to
    /// another module's type (`s:Sd10RealModuleE3expyS2dFZ`: the module's name, then `E`).
    package static func symbol(_ symbol: String, isOf module: String) -> Bool {
        guard symbol.hasPrefix("s:") else { return false }
        let mangled = "\(module.utf8.count)\(module)"
        return symbol.dropFirst(2).hasPrefix(mangled) || symbol.contains(mangled + "E")
    }
}
