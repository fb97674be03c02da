import DocsQueries
import DocsSiteModel
import DocsSymbols
import Foundation

/// The state of the files a reading of the API came from: the modification time and size of
/// each, by path. The index store adds and replaces its unit files by renaming them into place,
/// which changes their directory's time, so its directories stand for the files in them.
struct FilesStamp: Equatable, Sendable {
    private var files: [String: FileState] = [:]

    private struct FileState: Equatable, Sendable {
        var modified: Date?
        var size: Int?
    }

    /// The state now of `file`.
    static func ofFile(_ file: URL) -> FilesStamp {
        var stamp = FilesStamp()
        stamp.record(file.path)
        return stamp
    }

    /// The state now of every file in the graph directory of `input`.
    static func ofSymbolGraphs(_ input: BuildInputs.SymbolGraphs) -> FilesStamp {
        var stamp = FilesStamp()
        stamp.record(input.directory.path)
        children(of: input.directory.path).forEach { stamp.record($0) }
        return stamp
    }

    /// The state now of the index store of `input` and of its directories two levels below it;
    /// empty without one.
    static func ofIndexStore(_ input: BuildInputs.SymbolGraphs) -> FilesStamp {
        var stamp = FilesStamp()
        guard let store = input.indexStore?.path else { return stamp }
        stamp.record(store)
        for child in children(of: store) {
            stamp.record(child)
            children(of: child).forEach { stamp.record($0) }
        }
        return stamp
    }

    private mutating func record(_ path: String) {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        files[path] = FileState(
            modified: attributes?[.modificationDate] as? Date, size: (attributes?[.size] as? NSNumber)?.intValue)
    }

    private static func children(of path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map { path + "/" + $0 }
    }
}

/// The state of the symbol graph files of a build's documented modules: an input, set from the
/// disk at the start of every run that reads them.
struct SymbolGraphFilesState: InputKey {
    typealias Value = FilesStamp
}

/// The state of the index store a build reads the compiled uses from.
struct IndexStoreState: InputKey {
    typealias Value = FilesStamp
}

/// The public API of the documented modules, read from their symbol graphs again only when a
/// graph file changed. A reading equal to the last one, as after a build of the package that
/// changed no declaration or doc comment, leaves what read it as it was.
struct ReadAPIReference: QueryKey {
    /// Which graphs to read.
    var graphs: SymbolGraphsToRead

    func value(reading reads: QueryReads) -> Result<APIReference, BuildError> {
        _ = reads[SymbolGraphFilesState()]
        return Result { () throws(BuildError) in try graphs.readReference(decodingCache: nil) }
    }

    static func isUnchanged(_ old: Value, _ new: Value) -> Bool {
        guard case .success(let old) = old, case .success(let new) = new else { return false }
        return old == new
    }
}

/// Where the compiled code uses the documented API, read from the index store again only when
/// the store changed.
struct ReadCompiledUses: QueryKey {
    /// Which store to read.
    var graphs: SymbolGraphsToRead

    func value(reading reads: QueryReads) -> Result<CompiledUses?, BuildError> {
        _ = reads[IndexStoreState()]
        return Result { () throws(BuildError) in try graphs.readUses() }
    }

    static func isUnchanged(_ old: Value, _ new: Value) -> Bool {
        guard case .success(let old) = old, case .success(let new) = new else { return false }
        return old == new
    }
}

/// The uses the last run resolved with (the reading's and the check record's, which every run
/// reads again), and how many times they differed from the run's before.
struct UsesResolvedWith: CarriedKey {
    typealias Value = (uses: CompiledUses?, changes: Int)
}

/// What of a build's ``BuildInputs/SymbolGraphs`` the API is read from: the key of the queries
/// that read it.
struct SymbolGraphsToRead: Hashable, Sendable {
    /// The directory of `Module.symbols.json` files.
    var directory: URL
    /// The modules to document.
    var modules: [String]
    /// The package's directory, as a path: source paths are shown relative to it.
    var packageDirectory: String
    /// The compiler's index store, if the uses are read.
    var indexStore: URL?

    init(_ input: BuildInputs.SymbolGraphs) {
        directory = input.directory
        modules = input.modules
        packageDirectory = input.packageDirectory.standardizedFileURL.path
        indexStore = input.indexStore
    }

    /// The public API of the modules the symbol graphs describe, decoding through
    /// `decodingCache` when there is one.
    func readReference(decodingCache: SymbolDecodingCache?) throws(BuildError) -> APIReference {
        var reader = SymbolGraphReader(baseDirectory: packageDirectory)
        reader.decodingCache = decodingCache
        do {
            let reference = try reader.read(modules: modules, in: directory)
            let missing = modules.filter { module in !reference.symbols.contains { $0.module == module } }
            guard missing.isEmpty else {
                throw BuildError.symbolGraphsMissing(modules: missing, directory: directory.path)
            }
            return reference
        } catch let failure as SymbolGraphReader.Failure {
            throw BuildError.symbolGraphsFailed(failure.description)
        } catch let error as BuildError {
            throw error
        } catch {
            throw BuildError.symbolGraphsFailed("\(error)")
        }
    }

    /// The uses of the API the index store records, or `nil` without a store.
    func readUses() throws(BuildError) -> CompiledUses? {
        guard let indexStore else { return nil }
        do {
            return try CompiledUses.read(indexStore: indexStore, packageDirectory: packageDirectory)
        } catch let failure as CompiledUses.Failure {
            throw BuildError.symbolGraphsFailed(failure.description)
        } catch {
            throw BuildError.symbolGraphsFailed("\(error)")
        }
    }
}
