@testable import napkin

/// An ordered record of what happened, shared by the napkins of one test.
final class EventLog: Sendable {
    private let entries = Locked<[String]>([])

    func record(_ entry: String) {
        entries.withLock { $0.append(entry) }
    }

    var all: [String] { entries.withLock { $0 } }

    func entries(withPrefix prefix: String) -> [String] {
        all.filter { $0.hasPrefix(prefix) }
    }
}

/// A thread-safe counter.
final class Counter: Sendable {
    private let value = Locked(0)

    @discardableResult
    func increment() -> Int {
        value.withLock {
            $0 += 1
            return $0
        }
    }
    func decrement() { value.withLock { $0 -= 1 } }
    var count: Int { value.withLock { $0 } }
}

/// A one-shot gate an async test can hold a callback at, then open.
actor Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var arrivals = 0

    /// Suspends until the gate opens.
    func wait() async {
        arrivals += 1
        guard !isOpen else { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Suspends until somebody is waiting at the gate.
    func untilSomeoneArrives() async {
        while arrivals == 0 { await Task.yield() }
    }

    func open() {
        isOpen = true
        waiters.forEach { $0.resume() }
        waiters.removeAll()
    }
}
