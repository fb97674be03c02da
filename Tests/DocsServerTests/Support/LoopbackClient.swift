import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A response as it came over the wire.
struct RawResponse: Sendable {
    var status: Int
    /// Header names in lower case.
    var headers: [String: String]
    var body: [UInt8]

    var text: String { String(decoding: body, as: UTF8.self) }
}

/// A minimal HTTP/1.1 client for tests that sends the request target exactly as written
/// (URLSession would tidy `..` and percent escapes away), to 127.0.0.1 only.
///
/// The blocking socket calls run on a thread of their own, not on the concurrency pool the
/// server under test shares, and every read and write gives up after `timeout` seconds.
enum LoopbackClient {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func request(_ target: String, method: String = "GET", port: UInt16, timeout: Int = 30) async throws
        -> RawResponse
    {
        try await withCheckedThrowingContinuation { continuation in
            // A thread of its own: dispatch's global queues are only as wide as the machine has
            // cores, and a long poll may hold its thread for seconds.
            Thread {
                continuation.resume(with: Result { try exchange(target, method: method, port: port, timeout: timeout) })
            }.start()
        }
    }

    /// Sends `targets` one after another over one kept-alive connection, each once the response
    /// to the one before has fully arrived; returns each response with the time it took.
    static func keptAlive(_ targets: [String], port: UInt16, timeout: Int = 30) async throws -> [(
        response: RawResponse, duration: Duration
    )] {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result {
                        let descriptor = try connection(port: port, timeout: timeout)
                        defer { close(descriptor) }
                        let clock = ContinuousClock()
                        return try targets.map { target in
                            var response: RawResponse?
                            let duration = try clock.measure {
                                try send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", on: descriptor)
                                response = try Self.response(on: descriptor, method: "GET", timeout: timeout)
                            }
                            return (response!, duration)
                        }
                    })
            }.start()
        }
    }

    /// Sends `text` exactly as written (one or more requests of the test's own) over a new
    /// connection, and returns every byte the server sends until it closes the connection.
    static func raw(_ text: String, port: UInt16, timeout: Int = 30) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result {
                        let descriptor = try connection(port: port, timeout: timeout)
                        defer { close(descriptor) }
                        try send(text, on: descriptor)
                        var received: [UInt8] = []
                        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
                        while true {
                            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                            if count == 0 { return String(decoding: received, as: UTF8.self) }
                            guard count > 0 else {
                                throw Failure(
                                    description: "the server did not close the connection within \(timeout) s")
                            }
                            received += buffer[..<count]
                        }
                    })
            }.start()
        }
    }

    /// Opens a connection and sends `text` on it, then leaves it open until the test closes it.
    static func open(sending text: String, port: UInt16) throws -> OpenConnection {
        let descriptor = try connection(port: port, timeout: 30)
        try send(text, on: descriptor)
        return OpenConnection(descriptor: descriptor)
    }

    /// A connection a test closes when it likes, without reading what it was sent.
    struct OpenConnection {
        let descriptor: Int32

        func close() {
            #if canImport(Glibc)
                _ = Glibc.close(descriptor)
            #else
                _ = Darwin.close(descriptor)
            #endif
        }
    }

    private static func exchange(_ target: String, method: String, port: UInt16, timeout: Int) throws -> RawResponse {
        let descriptor = try connection(port: port, timeout: timeout)
        defer { close(descriptor) }
        try send("\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n", on: descriptor)
        return try response(on: descriptor, method: method, timeout: timeout)
    }

    /// A connected socket whose reads and writes give up after `timeout` seconds.
    private static func connection(port: UInt16, timeout: Int) throws -> Int32 {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "socket() failed") }

        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))

        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            throw Failure(description: "cannot connect to 127.0.0.1:\(port)")
        }
        return descriptor
    }

    private static func send(_ text: String, on descriptor: Int32) throws {
        let request = Array(text.utf8)
        var sent = 0
        while sent < request.count {
            let count = request[sent...].withUnsafeBytes { Self.send(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "send failed") }
            sent += count
        }
    }

    private static func send(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.send(descriptor, bytes, count, 0)
        #else
            Darwin.send(descriptor, bytes, count, 0)
        #endif
    }

    /// Reads one whole response (the server may keep the connection open after it).
    private static func response(on descriptor: Int32, method: String, timeout: Int) throws -> RawResponse {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 { break }
            guard count > 0 else { throw Failure(description: "no complete response within \(timeout) s") }
            received += buffer[..<count]
            if let response = parse(received, method: method) { return response }
        }
        guard let response = parse(received, method: method) else {
            throw Failure(description: "incomplete response: \(String(decoding: received, as: UTF8.self))")
        }
        return response
    }

    /// The response, once the head and the whole body (by Content-Length) have arrived.
    private static func parse(_ bytes: [UInt8], method: String) -> RawResponse? {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else { return nil }
        let head = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = head[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        let body = Array(bytes[(end + separator.count)...])
        let length = method == "HEAD" ? 0 : Int(headers["content-length"] ?? "0") ?? 0
        guard body.count >= length else { return nil }
        return RawResponse(status: status, headers: headers, body: Array(body.prefix(length)))
    }
}
