import DocsSupport
import Testing

/// The value one run of a build hands on to the next (``HandedOnValue``).
@Suite struct HandedOnValueTests {
    @Test func aHandedOnValueIsTakenOnce() {
        let slot = HandedOnValue<[Int]>()
        #expect(slot.take() == nil)
        slot.handOn([1])
        slot.handOn([1, 2])
        #expect(slot.take() == [1, 2])
        #expect(slot.take() == nil, "a run that stops without handing its own on leaves nothing")
    }
}
