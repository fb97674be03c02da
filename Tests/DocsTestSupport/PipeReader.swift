import Foundation

/// Collects what a child process writes to a pipe, read on a thread of its own.
package final class PipeReader: @unchecked Sendable {
    // `collected` and `finished` are only touched while holding `lock`.
    private let lock = NSCondition()
    private var collected = Data()
    private var finished = false

    /// Starts reading `pipe` until the writer closes it.
    package init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread { [self] in
            while true {
                let chunk = handle.availableData
                lock.withLock {
                    if chunk.isEmpty {
                        finished = true
                        lock.broadcast()
                    } else {
                        collected.append(chunk)
                    }
                }
                if chunk.isEmpty { return }
            }
        }.start()
    }

    /// What was read so far.
    package var text: String { lock.withLock { String(decoding: collected, as: UTF8.self) } }

    /// Everything written to the pipe, once the writer has closed it (blocks until then).
    package func textAtTheEnd() -> String {
        lock.withLock {
            while !finished { lock.wait() }
            return String(decoding: collected, as: UTF8.self)
        }
    }
}
