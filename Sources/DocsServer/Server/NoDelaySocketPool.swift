import FlyingSocks
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// FlyingFox's socket pool, turning Nagle's algorithm off on the sockets it waits for.
///
/// FlyingFox writes a response's head and its body in separate writes. With Nagle's algorithm
/// on, the body waits until the head is acknowledged, and the client delays that acknowledgement
/// (up to 40 ms on Linux) hoping to send it with data of its own, which it has none of until
/// the body arrives: every request after the first on a kept-alive connection took ~44 ms.
///
/// The pool is the one place FlyingFox lets a server see its sockets. The listening socket is
/// seen first, waiting for a connection, and the sockets it accepts inherit `TCP_NODELAY` from
/// it (on Linux and the BSDs alike); a connection is set again whenever it waits, in case it was
/// accepted before the listener first did.
struct NoDelaySocketPool<Base: AsyncSocketPool>: AsyncSocketPool {
    /// The pool that does the waiting.
    var base: Base

    func prepare() async throws {
        try await base.prepare()
    }

    func run() async throws {
        try await base.run()
    }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        // Fails only for a socket that is not TCP, where there is nothing to turn off.
        try? socket.setValue(true, for: .tcpNoDelay)
        try await base.suspendSocket(socket, untilReadyFor: events)
    }
}

extension SocketOption where Self == BoolSocketOption {
    /// `TCP_NODELAY`: segments go out as soon as they are written.
    static var tcpNoDelay: Self {
        BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY)
    }
}
