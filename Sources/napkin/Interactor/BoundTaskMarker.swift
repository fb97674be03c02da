/// Marks the tasks that `task { }` starts, so that `deactivate()` called from inside one of them
/// does not wait for the task that is calling it.
enum BoundTaskMarker {
    struct Mark: Sendable, Equatable {
        let lifecycle: ObjectIdentifier
        let token: UInt64
    }

    @TaskLocal static var current: Mark?
}
