extension SourceWatcher {
    /// Lists the files whenever the kernel says something below the directories changed, and
    /// calls `onChange` when the listing differs from `known`, until the task is cancelled.
    ///
    /// - Returns: `true` once the task is cancelled; `false` at once where there are no
    ///   notifications, or when they stop working, for the caller to poll from `known` on.
    func runNotified(known: inout Snapshot, onChange: @Sendable (Set<String>) async -> Void) async -> Bool {
        #if canImport(Glibc)
            guard
                let notifier = DirectoryNotifier(
                    directories: directories, files: files, excluding: excluded, settle: settle)
            else {
                return false
            }
            defer { notifier.stop() }
            // Whatever changed between `known` and the watches being set up counts too.
            var notice: DirectoryNotifier.Notice? = .changed
            var notices = notifier.notices.makeAsyncIterator()
            // A notice buffered before the cancellation is still handed out: no rebuild after it.
            while let seen = notice, !Task.isCancelled {
                guard case .changed = seen else { return false }
                let changed = update(&known, after: notifier.takeChangedFiles())
                if !changed.isEmpty { await onChange(changed) }
                // Ends with nil when the task is cancelled.
                notice = await notices.next()
            }
            return Task.isCancelled
        #else
            return false
        #endif
    }

    /// Brings `known` up to date after the files at `touched` were changed in place, and returns
    /// the paths whose stamps differ: only those files stamped again, when each is one `known`
    /// has and still what it was (a file, or a refused link, stamped as a link); else, or when
    /// `touched` is `nil`, the files listed anew and compared.
    func update(_ known: inout Snapshot, after touched: Set<String>?) -> Set<String> {
        if let touched, touched.allSatisfy({ known[$0] != nil }) {
            let stamps = touched.map { path in (path, known[path].flatMap { Stamp(ofPath: path, stampedAs: $0) }) }
            if stamps.allSatisfy({ $0.1 != nil }) {
                var changed: Set<String> = []
                for case (let path, let stamp?) in stamps where known[path] != stamp {
                    known[path] = stamp
                    changed.insert(path)
                }
                return changed
            }
        }
        let current = snapshot()
        let changed = Self.changedPaths(from: known, to: current)
        known = current
        return changed
    }
}
