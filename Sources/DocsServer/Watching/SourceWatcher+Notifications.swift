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
                let current = snapshot(after: notifier.takeChangedFiles(), from: known)
                if current != known {
                    let changed = Self.changedPaths(from: known, to: current)
                    known = current
                    await onChange(changed)
                }
                // Ends with nil when the task is cancelled.
                notice = await notices.next()
            }
            return Task.isCancelled
        #else
            return false
        #endif
    }

    /// The snapshot after the files at `changed` were changed in place since `known`: only those
    /// stamped again, when each is a file `known` has and still is one; else the files listed anew.
    func snapshot(after changed: Set<String>?, from known: Snapshot) -> Snapshot {
        guard let changed, changed.allSatisfy({ known[$0] != nil }) else { return snapshot() }
        var current = known
        for path in changed {
            guard let stamp = Stamp(ofRegularFileAt: path) else { return snapshot() }
            current[path] = stamp
        }
        return current
    }
}
