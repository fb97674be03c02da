import DocsMarkup
import DocsQueries
import DocsResolution
import DocsSupport
import DocsSymbols
import Foundation

/// The API reference and compiled uses that one run of a build read, kept for the next run of
/// the same build while the files they were read from stay as they were: `napkin-docs serve`
/// rebuilds after every saved page, and the symbol graphs and the index store only change when
/// the package is built again.
///
/// What is kept is keyed by the modification time and size of every symbol graph and of the
/// index store's directories (the store adds and replaces its unit files by renaming them into
/// place, which changes their directory's time), so a build of the package makes the next run
/// read everything again. Both are inputs of the build's engine.
final class APIReadingMemo: Sendable {
    /// The state of the files an API reading came from.
    struct Stamp: Equatable, Sendable {
        fileprivate var files: [String: FileState]
    }

    fileprivate struct FileState: Equatable, Sendable {
        var modified: Date?
        var size: Int?
    }

    private let queries: QueryEngine

    /// Creates a memo that keeps the reading in `queries`.
    init(queries: QueryEngine) {
        self.queries = queries
    }

    /// What a run read from files in the state `stamp`, if the last reading was of that state.
    func reading(for stamp: Stamp) -> (APIReference?, CompiledUses?)? {
        guard queries[APIFilesStamp()] == stamp, let reading = queries[APIReading()] else { return nil }
        return (reading.reference, reading.uses)
    }

    /// Keeps what a run read from files in the state `stamp`, for the next run.
    func keep(_ reference: APIReference?, _ uses: CompiledUses?, for stamp: Stamp) {
        queries.set(APIReading(), to: APIReading.Value(reference: reference, uses: uses))
        queries.set(APIFilesStamp(), to: stamp)
        queries.updateCarried(APIReadingsKept(), initial: 0) { $0 += 1 }
    }

    /// How many readings were kept so far: the same number, the same API read.
    var generation: Int { queries.updateCarried(APIReadingsKept(), initial: 0) { $0 } }

    /// The generation of a run that resolves with `uses`: the same number, the same symbols and
    /// the same uses of them as the run before.
    func generation(with uses: CompiledUses?) -> Int {
        let changes = queries.updateCarried(UsesResolvedWith(), initial: (nil, 0)) { last in
            if last.uses != uses { last = (uses, last.changes + 1) }
            return last.changes
        }
        return generation + changes
    }

    /// The state now of the files `input` reads: every file of its symbol graph directory, and
    /// its index store with the directories two levels below it.
    static func stamp(of input: BuildInputs.SymbolGraphs) -> Stamp {
        var files: [String: FileState] = [:]
        let manager = FileManager.default
        func record(_ path: String) {
            let attributes = try? manager.attributesOfItem(atPath: path)
            files[path] = FileState(
                modified: attributes?[.modificationDate] as? Date, size: (attributes?[.size] as? NSNumber)?.intValue)
        }
        func children(of path: String) -> [String] {
            ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted().map { path + "/" + $0 }
        }
        record(input.directory.path)
        children(of: input.directory.path).forEach(record)
        if let store = input.indexStore?.path {
            record(store)
            for child in children(of: store) {
                record(child)
                children(of: child).forEach(record)
            }
        }
        return Stamp(files: files)
    }
}

/// The state of the files the last API reading came from.
struct APIFilesStamp: InputKey {
    typealias Value = APIReadingMemo.Stamp
}

/// The last API reading: the public API of the documented modules and where compiled code uses it.
struct APIReading: InputKey {
    struct Value: Sendable {
        var reference: APIReference?
        var uses: CompiledUses?
    }
}

/// How many API readings a build kept, one run after another: the same number, the same API read.
struct APIReadingsKept: CarriedKey {
    typealias Value = Int
}

/// The uses the last run resolved with (the reading's and the check record's, which every run
/// reads again), and how many times they differed from the run's before.
struct UsesResolvedWith: CarriedKey {
    typealias Value = (uses: CompiledUses?, changes: Int)
}
