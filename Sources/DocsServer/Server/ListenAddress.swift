import Foundation
import NIOCore

/// The address the server listens on, from the `--host` and `--port` given, and the address
/// of the site it prints once it listens.
enum ListenAddress {
    /// The socket address for an IPv4 or IPv6 literal, or `localhost` (the IPv4 loopback).
    ///
    /// - Throws: ``ServeError`` for anything else: a name is never looked up.
    static func socketAddress(host: String, port: UInt16) throws -> SocketAddress {
        do {
            return try SocketAddress(ipAddress: host == "localhost" ? "127.0.0.1" : host, port: Int(port))
        } catch {
            throw ServeError.notAnAddress(host)
        }
    }

    /// `http://host:port/`, with an IPv6 host in brackets; `nil` for an address without a port.
    static func url(of address: SocketAddress) -> URL? {
        guard let host = address.ipAddress, let port = address.port else { return nil }
        switch address {
        case .v6: return URL(string: "http://[\(host)]:\(port)/")
        default: return URL(string: "http://\(host):\(port)/")
        }
    }
}
