extension SourceWatcher {
    /// Lists the files every `interval`, and calls `onChange` once two listings in a row agree
    /// on something new, until the task is cancelled.
    func runPolling(from known: Snapshot, onChange: @Sendable (Set<String>) async -> Void) async {
        var known = known
        while await pause() {
            var current = snapshot()
            guard current != known else { continue }
            // Wait for the burst to settle.
            while await pause() {
                let next = snapshot()
                if next == current { break }
                current = next
            }
            guard !Task.isCancelled else { return }
            let changed = Self.changedPaths(from: known, to: current)
            known = current
            await onChange(changed)
        }
    }

    /// Sleeps for one interval; `false` once the task is cancelled.
    private func pause() async -> Bool {
        do {
            try await Task.sleep(for: interval)
            return true
        } catch {
            return false
        }
    }
}
