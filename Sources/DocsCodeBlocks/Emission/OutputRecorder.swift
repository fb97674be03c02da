/// The Swift source of the recorder that lets `swift test` compare what a page's code prints with
/// its output blocks: a `print` that, while a check runs, also records into the recorder of the
/// task that runs it. One source for a documentation target (``GeneratedSources/mainSupport``)
/// and for a client test file (the plugin's catalog pages).
package enum OutputRecorder {
    /// An enum named `name` holding the recorder, and the `print` that writes into it, declared
    /// with `access` (`""`, or `"fileprivate "` for one client file's own). Needs Foundation:
    /// the text is kept under an `NSLock`, since `Mutex` would need macOS 15 of a package that
    /// may deploy to an older one.
    package static func source(named name: String, access: String) -> String {
        """
        \(access)enum \(name) {
            // `text` is read and written only with `lock` held.
            final class Recorder: @unchecked Sendable {
                private let lock = NSLock()
                private var text = ""

                func append(_ printed: String) {
                    lock.lock()
                    text += printed
                    lock.unlock()
                }

                var recorded: String {
                    lock.lock()
                    defer { lock.unlock() }
                    return text
                }
            }

            /// The recorder of the check the current task runs for, inherited by the tasks it starts.
            @TaskLocal static var recorder: Recorder?

            /// Runs `body` and returns what it printed.
            @MainActor static func capture(_ body: @MainActor () async throws -> Void) async throws -> String {
                let recorder = Recorder()
                try await $recorder.withValue(recorder) { try await body() }
                return recorder.recorded
            }

            /// Prints as the standard library does, and records when a check is running.
            static func write(_ items: [Any], separator: String, terminator: String) {
                let text = items.map { String(describing: $0) }.joined(separator: separator) + terminator
                recorder?.append(text)
                Swift.print(text, terminator: "")
            }
        }

        \(access)func print(_ items: Any..., separator: String = " ", terminator: String = "\\n") {
            \(name).write(items, separator: separator, terminator: terminator)
        }
        """
    }
}
