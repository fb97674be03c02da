/// One line of a file's new version beside its previous one.
package struct DiffLine: Sendable, Equatable {
    /// How the line differs.
    package enum Change: Sendable, Equatable {
        /// In both versions.
        case unchanged
        /// Only in the new version.
        case added
        /// Only in the previous version.
        case removed
    }

    /// How the line differs.
    package var change: Change
    /// The line's index in the version it comes from (the previous one for a removed line).
    package var index: Int

    /// Creates a line of a listing.
    package init(change: Change, index: Int) {
        self.change = change
        self.index = index
    }
}

/// The lines of two versions of a file merged into one listing, each marked as kept, added or
/// removed: what a tutorial step shows when it changes a file (DocC shows only additions).
package enum LineDiff {
    /// The lines of `new` and `old` in reading order; removed lines come before the lines added
    /// in their place. Built on the standard library's `difference(from:)`.
    package static func lines(from old: [String], to new: [String]) -> [DiffLine] {
        let difference = new.difference(from: old)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var merged: [DiffLine] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if oldIndex < old.count, removed.contains(oldIndex) {
                merged.append(DiffLine(change: .removed, index: oldIndex))
                oldIndex += 1
            } else if newIndex < new.count, inserted.contains(newIndex) {
                merged.append(DiffLine(change: .added, index: newIndex))
                newIndex += 1
            } else {
                merged.append(DiffLine(change: .unchanged, index: newIndex))
                oldIndex += 1
                newIndex += 1
            }
        }
        return merged
    }
}
