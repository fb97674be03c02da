#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension SourceWatcher.Stamp {
    /// What `stat` says of the file at `path` (following a symbolic link), or `nil` when it is
    /// not a regular file or cannot be seen.
    ///
    /// One system call per file: Foundation's resource values took about 60 µs a file, most of
    /// the time `serve` spent noticing a save on a site of a thousand pages.
    init?(ofRegularFileAt path: String) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        self.init(status, isLink: false)
    }

    /// What `lstat` says of the symbolic link at `path` itself, or `nil` when there is none.
    init?(ofLinkAt path: String) {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
        self.init(status, isLink: true)
    }

    /// `path` stamped as `known` was: a link as a link, anything else as the file it is or leads to.
    init?(ofPath path: String, stampedAs known: Self) {
        if known.isLink { self.init(ofLinkAt: path) } else { self.init(ofRegularFileAt: path) }
    }

    private init(_ status: stat, isLink: Bool) {
        #if canImport(Darwin)
            let time = status.st_mtimespec
        #else
            let time = status.st_mtim
        #endif
        self.init(modified: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9, size: Int(status.st_size), isLink: isLink)
    }
}
