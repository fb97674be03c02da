/// Why `serve` could not start. Each case carries what failed; its sentence, with what to do,
/// is written once, in ``message``.
package enum ServeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `--host` is not an IP address (a name is never looked up).
    case notAnAddress(String)
    /// The port could not be bound on the host, for the system's `reason`.
    case cannotListen(host: String, port: UInt16, reason: String)
    /// The listening socket has no address to give the reader.
    case noAddress
    /// ``SiteServer/start()`` or ``LivePreview`` was started twice.
    case alreadyRunning(String)

    /// What went wrong, in one sentence, and what to do.
    package var message: String {
        switch self {
        case .notAnAddress(let host):
            "'\(host)' is not an IP address to listen on; pass one such as 127.0.0.1, ::1 or 0.0.0.0 to --host"
        case .cannotListen(let host, let port, let reason):
            "cannot listen on \(host):\(port): \(reason); pass another --port, or --port 0 for any free one"
        case .noAddress:
            "the server has no address"
        case .alreadyRunning(let what):
            "the \(what) is already running"
        }
    }

    /// `error: message`, as the build's errors read.
    package var description: String { "error: \(message)" }
}
