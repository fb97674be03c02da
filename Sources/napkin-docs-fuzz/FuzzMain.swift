import DocsFuzzing
import DocsMarkup
import DocsSupport
import Foundation

/// The fuzz target of napkin-docs: every input goes through ``FuzzPipeline``, from bytes to HTML.
///
/// Built by `scripts/fuzz` with libFuzzer and the address sanitizer linked in, it hands the
/// command line to libFuzzer, which generates the inputs. Built plainly (`swift build`), it runs
/// the files it is given, one by one, and prints what became of each: the way to replay a
/// crash the fuzzer saved without the sanitizers in the way, in the debugger if need be.
@main
struct FuzzMain {
    static func main() {
        if let driver = LibFuzzer.driver {
            // Every input is built on this one thread, which has the build's large stack.
            let status = LockedValue<CInt>(0)
            let arguments = CommandLine.arguments
            FuzzPipeline.onWorkerThread {
                let result = driver.run(arguments: arguments, input: fuzzOneInput)
                status.withLock { $0 = result }
            }
            exit(status.withLock { $0 })
        }
        let paths = CommandLine.arguments.dropFirst()
        guard !paths.isEmpty, !paths.contains(where: { $0.hasPrefix("-") }) else {
            FileHandle.standardError.write(
                Data("usage: napkin-docs-fuzz FILE...\n(built with scripts/fuzz, the libFuzzer options instead)\n".utf8)
            )
            exit(2)
        }
        for path in paths {
            guard let bytes = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("error: cannot read \(path)\n".utf8))
                exit(1)
            }
            print("\(path): \(describe(FuzzPipeline.run(Array(bytes))))")
        }
    }

    /// One line for an outcome.
    private static func describe(_ outcome: FuzzPipeline.Outcome) -> String {
        switch outcome {
        case .rejected(let diagnostics): "rejected: \(diagnostics.first.map(\.description) ?? "")"
        case .built(let besideRoot, let besideModule, let asRoot):
            "beside the root page, \(describe(besideRoot)); beside the module page, \(describe(besideModule)); as the root page, \(describe(asRoot))"
        }
    }

    private static func describe(_ outcome: FuzzPipeline.SiteOutcome) -> String {
        switch outcome {
        case .rejected(let diagnostics): "rejected (\(diagnostics.first.map(\.description) ?? ""))"
        case .rendered(let files, let bytes): "\(files) files of \(bytes) bytes"
        }
    }
}

/// libFuzzer's entry point: one input, through every stage.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    _ = FuzzPipeline.run(count == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: count)))
    return 0
}
