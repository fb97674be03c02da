import DocsSupport

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
    /// it is sent once no event came for `settle` and every file written to has been closed (a
    /// file is not read half-saved), or `longestBurst` after the burst began.
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

        /// The directories watched recursively, the single files watched, and the directory left out.
        private let directories: [URL]
        private let files: [URL]
        /// The names on the way to the watched files, which count even when hidden (`.build`).
        private let fileNames: Set<String>
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
        /// The files changed in place by the bursts noticed since ``takeChangedFiles()`` last
        /// took them; `nil` when a burst did more (a file or directory appeared, went or was
        /// renamed, or events were lost), or before the first take.
        private let changedFiles = LockedValue<Set<String>?>(nil)

        /// The paths of the files whose bytes or times the bursts noticed since the last call
        /// changed, and nothing else; `nil` when something else may have changed, and the caller
        /// must list the files to find out. A notice's files are here before the notice is sent.
        func takeChangedFiles() -> Set<String>? {
            changedFiles.withLock { files in
                defer { files = [] }
                return files
            }
        }

        /// Starts watching `directories`, or returns `nil` when inotify cannot be used here (not
        /// available, or out of instances or watches), so that the caller polls instead.
        init?(
            directories: [URL], files: [URL] = [], excluding excluded: URL?, settle: Duration,
            longestBurst: Duration = .seconds(1)
        ) {
            self.directories = directories.map(\.standardizedFileURL)
            self.files = files.map(\.standardizedFileURL)
            self.fileNames = Set(self.files.flatMap(\.pathComponents))
            self.excludedPath = excluded?.standardizedFileURL.path
            self.settle = settle
            self.longestBurst = longestBurst
            inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard inotify >= 0 else { return nil }
            var ends: [Int32] = [-1, -1]
            // Glibc's module does not export pipe2, so close-on-exec is set just after.
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
            guard
                watches.update(watching: self.directories, files: self.files, excluding: excludedPath, inotify: inotify)
            else {
                return nil
            }
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
            var burst: Burst?
            while true {
                // Idle: wait for as long as it takes; in a burst: until it settles or runs too long.
                let timeout: Int32 =
                    burst.map { burst in
                        let left = min(settle, longestBurst - (clock.now - burst.start))
                        return max(0, Int32(left.milliseconds.rounded(.up)))
                    } ?? -1
                var descriptors = [
                    pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: stopReader, events: Int16(POLLIN), revents: 0),
                ]
                let ready = poll(&descriptors, 2, timeout)
                if ready < 0 {
                    if errno == EINTR { continue }
                    continuation.yield(.failed)
                    return
                }
                if descriptors[1].revents != 0 { return }
                if descriptors[0].revents != 0 {
                    guard drain(buffer, into: &watches, burst: &burst, now: clock.now) else {
                        continuation.yield(.failed)
                        return
                    }
                }
                // Settled: quiet for `settle`, and every file written to since closed (so that a
                // save is never read half-written), or the burst has gone on too long.
                if let current = burst,
                    ready == 0 && current.unfinishedWrites.isEmpty || clock.now - current.start >= longestBurst
                {
                    changedFiles.withLock { files in
                        files = files.flatMap { files in current.files.map(files.union) }
                    }
                    burst = nil
                    continuation.yield(.changed)
                }
            }
        }

        /// A run of events that is not over yet.
        private struct Burst {
            /// When its first event came.
            var start: ContinuousClock.Instant
            /// The files written to and not yet closed, by watch descriptor and name.
            var unfinishedWrites: Set<String> = []
            /// The paths of the files changed in place, or `nil` once anything else happened.
            var files: Set<String>? = []

            mutating func record(_ event: InotifyEvent, in watches: WatchSet) {
                let inPlace = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_ATTRIB)
                if event.mask & UInt32(IN_ISDIR) == 0, event.mask & ~inPlace == 0, !event.name.isEmpty,
                    let directory = watches.directories[event.watch]
                {
                    files?.insert(directory + "/" + event.name)
                } else {
                    files = nil
                }
                let key = "\(event.watch)/\(event.name)"
                if event.mask & UInt32(IN_MODIFY) != 0 { unfinishedWrites.insert(key) }
                if event.mask & UInt32(IN_CLOSE_WRITE | IN_DELETE | IN_MOVED_FROM) != 0 { unfinishedWrites.remove(key) }
                if event.mask & UInt32(IN_Q_OVERFLOW) != 0 { unfinishedWrites = [] }
            }
        }

        /// Reads every queued event into `burst` (beginning one if need be), and watches the
        /// directories that appeared; `false` when they cannot all be watched.
        private func drain(
            _ buffer: UnsafeMutableRawPointer, into watches: inout WatchSet, burst: inout Burst?,
            now: ContinuousClock.Instant
        ) -> Bool {
            var rescan = false
            while true {
                let count = Glibc.read(inotify, buffer, 64 * 1024)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                var offset = 0
                while offset + InotifyEvent.headerSize <= count {
                    let event = InotifyEvent(at: buffer + offset)
                    offset += InotifyEvent.headerSize + Int(event.nameLength)
                    guard event.isRelevant(alsoNamed: fileNames) else { continue }
                    if burst == nil { burst = Burst(start: now) }
                    burst?.record(event, in: watches)
                    rescan = rescan || event.needsRescan
                }
            }
            return !rescan
                || watches.update(watching: directories, files: files, excluding: excludedPath, inotify: inotify)
        }
    }

#endif
