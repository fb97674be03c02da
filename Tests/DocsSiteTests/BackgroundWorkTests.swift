import Dispatch
import DocsMarkup
import DocsSupport
import Testing

@testable import DocsSite

/// The small pieces that move a build's work off its critical path: ``BackgroundValue`` and
/// the checksum of the kept highlighted code (``FNV1a/wideChecksum(_:)``).
@Suite struct BackgroundWorkTests {
    @Test func aBackgroundValueRunsWhileTheCallerGoesOn() {
        // The work waits for the caller, so it can only get 42 if it runs on a thread of its
        // own; run on the caller's, it gives up after 10 s and the test fails instead of hanging.
        let callerWentOn = DispatchSemaphore(value: 0)
        let value = BackgroundValue { () -> Int in
            callerWentOn.wait(timeout: .now() + 10) == .success ? 42 : 0
        }
        callerWentOn.signal()
        #expect(value.value == 42)
        #expect(value.value == 42)
    }

    @Test func manyBackgroundValuesAreEachTheirOwn() {
        let values = (0..<200).map { number in BackgroundValue { (0...number).reduce(0, +) } }
        #expect(values.enumerated().allSatisfy { number, value in value.value == number * (number + 1) / 2 })
    }

    @Test func onTheCallingThreadTheWorkIsDoneBeforeTheValueExists() {
        let done = LockedValue(false)
        WorkerThreads.$runOnCallingThread.withValue(true) {
            let value = BackgroundValue { () -> String in
                done.withLock { $0 = true }
                return "here"
            }
            #expect(done.withLock { $0 })
            #expect(value.value == "here")
        }
    }

    @Test func theWideChecksumSeesEveryChangedBitAndEveryLength() {
        for length in [0, 1, 7, 8, 31, 32, 33, 64, 100, 257] {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            let whole = bytes.withUnsafeBytes(FNV1a.wideChecksum)
            #expect((bytes + [0]).withUnsafeBytes(FNV1a.wideChecksum) != whole)
            if length > 0 {
                #expect(bytes.dropLast().withUnsafeBytes(FNV1a.wideChecksum) != whole)
            }
            for index in bytes.indices {
                for bit in 0..<8 {
                    var damaged = bytes
                    damaged[index] ^= 1 << bit
                    #expect(
                        damaged.withUnsafeBytes(FNV1a.wideChecksum) != whole, "byte \(index), bit \(bit) of \(length)")
                }
            }
        }
    }
}
