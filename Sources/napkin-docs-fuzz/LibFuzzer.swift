#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// libFuzzer's driver, when the executable was linked with it.
///
/// SwiftPM gives an executable the `main` of its `@main` type, so libFuzzer's own `main` is never
/// called; `scripts/fuzz` exports libFuzzer's `LLVMFuzzerRunDriver`, and ``FuzzMain`` finds it
/// here at run time. A plain build has none, so the same sources build both ways.
struct LibFuzzer {
    typealias Input = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    private typealias RunDriver =
        @convention(c) (
            UnsafeMutablePointer<CInt>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
            Input
        ) -> CInt
    private let runDriver: RunDriver

    /// The driver linked into this executable, or `nil`.
    static var driver: LibFuzzer? {
        #if canImport(Darwin)
            let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #else
            let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
        #endif
        guard let symbol = dlsym(everywhere, "LLVMFuzzerRunDriver") else { return nil }
        return LibFuzzer(runDriver: unsafeBitCast(symbol, to: RunDriver.self))
    }

    /// Runs libFuzzer with these command-line arguments (the program's name first), calling
    /// `input` for each input; returns the exit status libFuzzer chose.
    func run(arguments: [String], input: Input) -> CInt {
        var argc = CInt(arguments.count)
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = .allocate(capacity: arguments.count + 1)
        // libFuzzer keeps the arguments for the whole run and may print them: never freed.
        for (index, argument) in arguments.enumerated() { argv[index] = strdup(argument) }
        argv[arguments.count] = nil
        return runDriver(&argc, &argv, input)
    }
}
