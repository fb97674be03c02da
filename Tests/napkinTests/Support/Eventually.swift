/// Yields until `condition` holds or `timeout` has passed, and returns whether it holds: a test
/// that waits for something with it fails when a regression stops that thing from happening,
/// instead of hanging.
func eventually(
    within timeout: Duration = .seconds(10),
    isolation: isolated (any Actor)? = #isolation,
    _ condition: () -> Bool
) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition() {
        guard clock.now < deadline else { return false }
        await Task.yield()
    }
    return true
}
