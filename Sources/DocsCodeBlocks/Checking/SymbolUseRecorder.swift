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
    /// Reads the uses an index store recorded for the generated files it is given.
    package typealias Reader = @Sendable (_ store: URL, _ files: [URL]) throws -> [Use]

    /// One use of a symbol in compiled code.
    package struct Use: Sendable, Hashable {
        /// The page line, as the generated file's `#sourceLocation` names it.
        package var line: PageLine
        /// The compiled line's code, without the spaces around it.
        package var code: String
        /// Where the symbol's name starts in ``code``, in bytes from 1.
        package var column: Int
        /// The symbol's USR.
        package var symbol: String

        /// Creates a use.
        package init(line: PageLine, code: String, column: Int, symbol: String) {
            self.line = line
            self.code = code
            self.column = column
            self.symbol = symbol
        }
    }

    private let read: Reader
    private let found = LockedValue<[PageLine: (code: String, uses: Set<BlockCheckRecord.SymbolUse>)]>([:])
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
                for use in uses {
                    let code = found[use.line]?.code ?? use.code
                    // A line compiled again with other words before it (`fileprivate`): the name
                    // is placed from the line's end, which both compilations share.
                    let column = code.utf8.count - (use.code.utf8.count - use.column)
                    guard column >= 1,
                        code.utf8.suffix(code.utf8.count - column + 1).elementsEqual(
                            use.code.utf8.dropFirst(use.column - 1))
                    else { continue }
                    found[use.line, default: (code, [])].uses.insert(
                        BlockCheckRecord.SymbolUse(column: column, symbol: use.symbol))
                }
            }
        } catch {
            failures.withLock { $0.append("\(error)") }
        }
    }

    /// Why an index store could not be read, if one could not: then no count of uses is true.
    package var failure: String? { failures.withLock(\.first) }

    /// What code on `lines` used of `modules`, a line at a time, in the order of `lines`: what
    /// the check's record keeps of a compiled block, to link its names to their reference pages.
    package func uses(of modules: Set<String>, on lines: some Sequence<PageLine>) -> [BlockCheckRecord.LineUses] {
        found.withLock { found in
            lines.compactMap { line -> BlockCheckRecord.LineUses? in
                guard let onLine = found[line] else { return nil }
                let symbols = onLine.uses.filter { use in modules.contains { Self.symbol(use.symbol, isOf: $0) } }
                guard !symbols.isEmpty else { return nil }
                return BlockCheckRecord.LineUses(line: line.line, code: onLine.code, symbols: symbols.sorted())
            }
        }
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
