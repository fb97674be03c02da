#if canImport(Glibc)
import DocsMarkup
import Foundation
import Glibc

/// Tells, through the kernel's inotify, when anything may have changed below some directories,
/// at once instead of at the next poll.
///
/// Every visible directory below the source directories is watched (the excluded one and
/// hidden ones are not), and directories that appear later are watched as they appear; a
/// source directory that does not exist yet is awaited through its nearest existing ancestor.
/// A burst of events (an editor's save is several, a `git checkout` many) is one ``Notice``:
/// it is sent once no event came for `settle`, or `longestBurst` after the burst began.
///
/// A notice says only that something may have changed; what did is for the caller to find
/// out. Everything inotify holds (its descriptor, its watches) is owned by one thread, which
/// blocks in `poll` and ends when the notifier is stopped.
final class DirectoryNotifier: Sendable {
    /// What the reading thread reports.
    enum Notice: Sendable {
        /// One or more events came, and then quiet.
        case changed
        /// Watching cannot go on (the kernel's limit of watches was reached, say): nothing
        /// more is reported, and the caller falls back to polling.
        case failed
    }

    /// The directories watched recursively, and the one left out.
    private let directories: [URL]
    private let excludedPath: String?
    private let settle: Duration
    private let longestBurst: Duration
    /// The inotify instance, read only by the thread.
    private let inotify: Int32
    /// A pipe whose read end wakes the thread when the notifier is stopped.
    private let stopReader: Int32
    private let stopWriter: Int32

    /// The notices, sent by the reading thread; the newest one waits while the caller is busy.
    let notices: AsyncStream<Notice>

    /// Starts watching `directories`, or returns `nil` when inotify cannot be used here (not
    /// available, or out of instances or watches), so that the caller polls instead.
    init?(directories: [URL], excluding excluded: URL?, settle: Duration, longestBurst: Duration = .seconds(1)) {
        self.directories = directories.map(\.standardizedFileURL)
        self.excludedPath = excluded?.standardizedFileURL.path
        self.settle = settle
        self.longestBurst = longestBurst
        inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard inotify >= 0 else { return nil }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            close(inotify)
            return nil
        }
        (stopReader, stopWriter) = (ends[0], ends[1])
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let (notices, continuation) = AsyncStream.makeStream(of: Notice.self, bufferingPolicy: .bufferingNewest(1))
        self.notices = notices
        // Watched before this returns, so that a change made once it has returned is seen.
        var watches = WatchSet()
        guard watches.update(watching: self.directories, excluding: excludedPath, inotify: inotify) else { return nil }
        Thread { [self, watches] in
            var watches = watches
            read(into: &watches, continuation)
            continuation.finish()
        }.start()
    }

    deinit {
        close(inotify)
        close(stopReader)
        close(stopWriter)
    }

    /// Ends the reading thread (and with it the notices) soon; the descriptors are closed when
    /// the last reference goes.
    func stop() {
        var byte: UInt8 = 1
        _ = write(stopWriter, &byte, 1)
    }

    /// The reading thread's loop: waits for events, reads them, settles each burst and sends
    /// its notice, until stopped or failed.
    private func read(into watches: inout WatchSet, _ continuation: AsyncStream<Notice>.Continuation) {
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: 64 * 1024, alignment: 8)
        defer { buffer.deallocate() }
        let clock = ContinuousClock()
        var burstStart: ContinuousClock.Instant?
        while true {
            // Idle: wait for as long as it takes; in a burst: until it settles or runs too long.
            let timeout: Int32 = burstStart.map { start in
                let left = min(settle, longestBurst - (clock.now - start))
                return max(0, Int32(left.milliseconds.rounded(.up)))
            } ?? -1
            var descriptors = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: stopReader, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&descriptors, 2, timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                continuation.yield(.failed)
                return
            }
            if descriptors[1].revents != 0 { return }
            if descriptors[0].revents != 0 {
                switch drain(buffer, into: &watches) {
                case .nothing: break
                case .changed: if burstStart == nil { burstStart = clock.now }
                case .failed:
                    continuation.yield(.failed)
                    return
                }
            }
            if let start = burstStart, ready == 0 || clock.now - start >= longestBurst {
                burstStart = nil
                continuation.yield(.changed)
            }
        }
    }

    /// What one read of the queued events found.
    private enum Drained {
        case nothing, changed, failed
    }

    /// Reads every queued event, and watches the directories that appeared.
    private func drain(_ buffer: UnsafeMutableRawPointer, into watches: inout WatchSet) -> Drained {
        var changed = false, rescan = false
        while true {
            let count = Glibc.read(inotify, buffer, 64 * 1024)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            var offset = 0
            while offset + 16 <= count {
                let event = InotifyEvent(at: buffer + offset)
                offset += 16 + Int(event.nameLength)
                guard event.isRelevant else { continue }
                changed = true
                rescan = rescan || event.needsRescan
            }
        }
        if rescan, !watches.update(watching: directories, excluding: excludedPath, inotify: inotify) { return .failed }
        return changed ? .changed : .nothing
    }
}

/// One `struct inotify_event`, read from the kernel's buffer.
private struct InotifyEvent {
    var mask: UInt32
    var nameLength: UInt32
    /// Whether the name the event is about starts with a dot (hidden files are not sources).
    var isHidden: Bool

    init(at bytes: UnsafeMutableRawPointer) {
        mask = bytes.loadUnaligned(fromByteOffset: 4, as: UInt32.self)
        nameLength = bytes.loadUnaligned(fromByteOffset: 12, as: UInt32.self)
        isHidden = nameLength > 0 && bytes.load(fromByteOffset: 16, as: UInt8.self) == UInt8(ascii: ".")
    }

    /// Whether the event may change what the build reads: not the end of a watch we removed,
    /// and not about a hidden file (an editor's swap file, the build's own staging directory).
    var isRelevant: Bool {
        mask & UInt32(IN_IGNORED) == 0 && !isHidden
    }

    /// Whether the set of directories to watch may have changed: a directory appeared or a
    /// watched one went, or events were lost.
    var needsRescan: Bool {
        let appeared = mask & UInt32(IN_ISDIR) != 0 && mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0
        return appeared || mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_Q_OVERFLOW) != 0
    }
}

private extension Duration {
    var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}
#endif
