#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the file system says of a file without reading it: which file it is and when it last
/// changed. Two equal stamps, taken before two reads, mean the same bytes: a write changes the
/// change time (`ctime`), which no program can set back, and a file saved by renaming a new
/// one over it is another inode.
///
/// A file system keeps times to a clock tick (a few milliseconds), so two writes of the same size
/// within one tick leave the same stamp. A stamp taken within ``settlingTime`` of the file's last
/// change is therefore not ``isSettled``, and a reader must not trust it later (git's "racily
/// clean" files): once settled, any later write comes a whole tick after it and changes the stamp.
package struct FileStamp: Sendable, Equatable {
    /// How long after its last change a file's stamp is trusted, in nanoseconds: far above any
    /// file system's clock tick.
    package static let settlingTime = 100_000_000

    /// Whether the file had not changed for ``settlingTime`` when the stamp was taken.
    package private(set) var isSettled = false
    private var device: UInt64
    private var inode: UInt64
    private var size: Int64
    private var modified: (seconds: Int, nanoseconds: Int)
    private var changed: (seconds: Int, nanoseconds: Int)

    /// The stamp of the file at `path` (a link followed), or `nil` when it is not a regular file;
    /// settled or not as of `now` (the realtime clock's reading, read here when `nil`), which
    /// tests choose so that a slow machine cannot settle a file between a write and its stamp.
    package init?(path: String, takenAt now: timespec? = nil) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        #if canImport(Darwin)
            modified = (Int(status.st_mtimespec.tv_sec), Int(status.st_mtimespec.tv_nsec))
            changed = (Int(status.st_ctimespec.tv_sec), Int(status.st_ctimespec.tv_nsec))
        #else
            modified = (Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec))
            changed = (Int(status.st_ctim.tv_sec), Int(status.st_ctim.tv_nsec))
        #endif
        var reading = timespec()
        guard let now = now ?? (clock_gettime(CLOCK_REALTIME, &reading) == 0 ? reading : nil) else { return }
        let sinceChange = (Int(now.tv_sec) - changed.seconds) * 1_000_000_000 + Int(now.tv_nsec) - changed.nanoseconds
        isSettled = sinceChange > Self.settlingTime
    }

    /// The stamp as text, which two stamps share exactly when they are equal: for a key of what
    /// a result was made from, kept on disk.
    package var text: String {
        "\(device):\(inode) \(size) \(modified.seconds).\(modified.nanoseconds) \(changed.seconds).\(changed.nanoseconds)"
    }

    package static func == (lhs: FileStamp, rhs: FileStamp) -> Bool {
        lhs.device == rhs.device && lhs.inode == rhs.inode && lhs.size == rhs.size
            && lhs.modified == rhs.modified && lhs.changed == rhs.changed
    }
}
