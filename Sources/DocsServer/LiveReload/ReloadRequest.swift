import Foundation
import NIOCore

/// What a request to ``LiveReloadScript/endpoint`` asks, read from its query: with
/// `?revision=R`, the ``ReloadStatus`` once its revision differs from R; with `?since=N`,
/// `{"generation":M}` once M differs from N; without either, `{"generation":M}` at once.
///
/// A question that is not answered at once waits in a ``LongPoll``, at most for the server's
/// long-poll timeout, and is then answered unchanged, so that the connection is renewed.
enum ReloadRequest: Equatable {
    /// `?revision=R`: the status after revision R.
    case status(afterRevision: Int)
    /// `?since=N`: the generation after generation N.
    case generation(after: Int)
    /// Neither: the generation now.
    case currentGeneration

    /// Reads the query of a request target (the part after `?`, if any); a `revision` that is
    /// a number wins over a `since` that is one.
    init(query: Substring?) {
        var items: [Substring: Substring] = [:]
        for item in query?.split(separator: "&") ?? [] {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if items[pair[0]] == nil { items[pair[0]] = pair.count > 1 ? pair[1] : "" }
        }
        if let revision = items["revision"].flatMap({ Int($0) }) {
            self = .status(afterRevision: revision)
        } else if let since = items["since"].flatMap({ Int($0) }) {
            self = .generation(after: since)
        } else {
            self = .currentGeneration
        }
    }

    /// Whether `status` answers the question, so that the page need not wait.
    func isAnswered(by status: ReloadStatus) -> Bool {
        switch self {
        case .status(let revision): status.revision != revision
        case .generation(let generation): status.generation != generation
        case .currentGeneration: true
        }
    }

    /// The JSON answer from `status`.
    func answer(from status: ReloadStatus, allocator: ByteBufferAllocator) throws -> ByteBuffer {
        switch self {
        case .status:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return allocator.buffer(bytes: try encoder.encode(status))
        case .generation, .currentGeneration:
            return allocator.buffer(string: "{\"generation\":\(status.generation)}")
        }
    }
}
