#if canImport(Glibc)
    import DocsMarkup
    import Glibc

    /// One `struct inotify_event`, read from the kernel's buffer.
    struct InotifyEvent {
        /// The size of the fixed part; the name follows, `nameLength` bytes padded with zeros.
        static let headerSize = 16

        /// The watch the event came through.
        var watch: Int32
        /// What happened (`IN_MODIFY`, …).
        var mask: UInt32
        /// The length of the name field, padding included.
        var nameLength: UInt32
        /// The name of the file in the watched directory; empty for the directory itself.
        var name: String

        init(at bytes: UnsafeMutableRawPointer) {
            watch = bytes.loadUnaligned(fromByteOffset: 0, as: Int32.self)
            mask = bytes.loadUnaligned(fromByteOffset: 4, as: UInt32.self)
            nameLength = bytes.loadUnaligned(fromByteOffset: 12, as: UInt32.self)
            let field = UnsafeRawBufferPointer(start: bytes + Self.headerSize, count: Int(nameLength))
            name = String(decoding: field.prefix { $0 != 0 }, as: UTF8.self)
        }

        /// Whether the event may change what the build reads: not the end of a watch we removed,
        /// and not about a hidden file (an editor's swap file, the build's own staging directory),
        /// unless it is named in `names` (the folders on the way to a watched file, `.build`).
        func isRelevant(alsoNamed names: Set<String>) -> Bool {
            mask & UInt32(IN_IGNORED) == 0 && (SourceDiscovery.isVisible(name) || names.contains(name))
        }

        /// Whether the set of directories to watch may have changed: a directory appeared or a
        /// watched one went, or events were lost.
        var needsRescan: Bool {
            let appeared = mask & UInt32(IN_ISDIR) != 0 && mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0
            return appeared || mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_Q_OVERFLOW) != 0
        }
    }
#endif
