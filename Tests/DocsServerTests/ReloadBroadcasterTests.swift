import DocsServer
import Testing

@Suite(.timeLimit(.minutes(1))) struct ReloadBroadcasterTests {
    @Test func answersAtOnceWhenThePageIsBehind() async {
        let broadcaster = ReloadBroadcaster()
        await broadcaster.advance()
        #expect(await broadcaster.generation(after: 0, timeout: .seconds(30)) == 1)
    }

    @Test func wakesWaitersOnTheNextBuild() async throws {
        let broadcaster = ReloadBroadcaster()
        async let answer = broadcaster.generation(after: 0, timeout: .seconds(30))
        #expect(try await eventually { await broadcaster.waiterCount == 1 })
        await broadcaster.advance()
        #expect(await answer == 1)
        #expect(await broadcaster.waiterCount == 0)
    }

    @Test func answersUnchangedAfterTheTimeout() async {
        let broadcaster = ReloadBroadcaster()
        let clock = ContinuousClock()
        let start = clock.now
        #expect(await broadcaster.generation(after: 0, timeout: .milliseconds(100)) == 0)
        #expect(clock.now - start >= .milliseconds(100))
        #expect(await broadcaster.waiterCount == 0)
    }

    @Test func closingReleasesWaiters() async throws {
        let broadcaster = ReloadBroadcaster()
        async let answer = broadcaster.generation(after: 0, timeout: .seconds(30))
        #expect(try await eventually { await broadcaster.waiterCount == 1 })
        await broadcaster.close()
        #expect(await answer == 0)
        #expect(await broadcaster.generation(after: 0, timeout: .seconds(30)) == 0)
    }

    @Test func cancellingAWaiterReleasesIt() async throws {
        let broadcaster = ReloadBroadcaster()
        let waiter = Task { await broadcaster.generation(after: 0, timeout: .seconds(30)) }
        #expect(try await eventually { await broadcaster.waiterCount == 1 })
        waiter.cancel()
        #expect(await waiter.value == 0)
        #expect(await broadcaster.waiterCount == 0)
    }

    /// A failed build wakes the pages with its errors and the generation unchanged; the next
    /// success clears them.
    @Test func aFailedBuildIsAnnouncedWithItsErrorsAndClearedBySuccess() async throws {
        let broadcaster = ReloadBroadcaster()
        #expect(await broadcaster.status(after: -1, timeout: .seconds(30)) == ReloadStatus(generation: 0, revision: 0, errors: []))
        async let failed = broadcaster.status(after: 0, timeout: .seconds(30))
        #expect(try await eventually { await broadcaster.waiterCount == 1 })
        await broadcaster.fail(["A.md:3:1: error: unknown directive @Video"])
        #expect(await failed == ReloadStatus(generation: 0, revision: 1, errors: ["A.md:3:1: error: unknown directive @Video"]))

        async let fixed = broadcaster.status(after: 1, timeout: .seconds(30))
        #expect(try await eventually { await broadcaster.waiterCount == 1 })
        await broadcaster.advance()
        #expect(await fixed == ReloadStatus(generation: 1, revision: 2, errors: []))
    }
}
