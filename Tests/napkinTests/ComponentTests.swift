import Foundation
import Testing

@testable import napkin

private final class Service: Sendable {
    let id: Int
    init(id: Int) { self.id = id }
}

private protocol ParentDependency: Dependency {
    var baseURL: String { get }
}

private final class ParentComponent: Component<EmptyDependency>, ParentDependency, @unchecked Sendable {
    var baseURL: String { "https://example.org" }
}

/// A component whose shared factories read each other, and count how often they run.
private final class LayeredComponent: Component<ParentDependency>, @unchecked Sendable {
    let builds = Counter()

    var network: Service {
        shared {
            builds.increment()
            return Service(id: 1)
        }
    }
    var store: Service {
        shared {
            builds.increment()
            _ = network
            return Service(id: network.id + 1)
        }
    }
    var session: Service {
        shared {
            builds.increment()
            return Service(id: store.id + network.id)
        }
    }
    var optionalToken: String? {
        shared {
            builds.increment()
            return nil
        }
    }
    var fresh: Service { Service(id: 0) }
}

private protocol Tracking: AnyObject, Sendable {
    var id: Int { get }
}
extension Service: Tracking {}

/// A shared property of each kind of value: a class and a class composed with `Sendable` (kept
/// unboxed), a class-bound existential, a plain `AnyObject`, a struct, an optional class, and a
/// closure (kept in a box).
private final class KindsComponent: Component<EmptyDependency>, @unchecked Sendable {
    var service: Service { shared { Service(id: 1) } }
    var tracker: any Tracking { shared { Service(id: 2) } }
    var object: AnyObject { shared { Service(id: 3) } }
    var point: SIMD2<Int> { shared { SIMD2(4, 5) } }
    var maybe: Service? { shared { Service(id: 6) } }
    var make: @Sendable () -> Int { shared { { @Sendable () -> Int in 7 } } }
    var composed: any Service & Sendable { shared { Service(id: 8) as any Service & Sendable } }
}

@Suite("Component and shared { }")
struct ComponentTests {
    private func makeComponent() -> LayeredComponent {
        LayeredComponent(dependency: ParentComponent())
    }

    @Test func sharedReturnsTheSameInstanceEveryTime() {
        let component = makeComponent()
        #expect(component.network === component.network)
        #expect(component.builds.count == 1)
    }

    @Test func propertiesWithoutSharedBuildANewInstanceEachRead() {
        let component = makeComponent()
        #expect(component.fresh !== component.fresh)
    }

    @Test func sharedIsPerComponent() {
        #expect(makeComponent().network !== makeComponent().network)
    }

    /// The reference design runs factories under a non-recursive lock, which traps here.
    @Test func aSharedFactoryMayReadOtherSharedProperties() {
        let component = makeComponent()
        #expect(component.session.id == 3)
        #expect(component.session === component.session)
        #expect(component.store === component.store)
        #expect(component.builds.count == 3)
    }

    /// The reference design checks for a stored value with `if let`, so `nil` is rebuilt on every read.
    @Test func aNilSharedValueIsCachedNotRebuilt() {
        let component = makeComponent()
        #expect(component.optionalToken == nil)
        #expect(component.optionalToken == nil)
        #expect(component.builds.count == 1)
    }

    /// Every kind of value comes back as itself, first read or later, in either order of reads
    /// (the first property read is kept inline, the others in a list).
    @Test(arguments: [false, true])
    func everyKindOfValueIsKeptAsItself(readsInReverse: Bool) {
        let component = KindsComponent()
        let reads: [() -> Void] = [
            { #expect(component.service === component.service && component.service.id == 1) },
            { #expect(component.tracker === component.tracker && component.tracker.id == 2) },
            { #expect(component.object === component.object && (component.object as? Service)?.id == 3) },
            { #expect(component.point == SIMD2(4, 5)) },
            { #expect(component.maybe === component.maybe && component.maybe?.id == 6) },
            { #expect(component.make() == 7) },
            { #expect(component.composed === component.composed && component.composed.id == 8) },
        ]
        for read in readsInReverse ? reads.reversed() : reads { read() }
        #expect(component.service === component.service)
        #expect(component.tracker === component.tracker)
        #expect(SharedInstance(Service(id: 0)).isUnboxed)
        #expect(!SharedInstance(Service(id: 0) as any Tracking).isUnboxed)
        #expect(!SharedInstance(Service(id: 0) as Service?).isUnboxed)
        #expect(!SharedInstance(SIMD2(0, 0)).isUnboxed)
    }

    /// An instance is read back as it was kept, whatever the reading code would decide itself: a
    /// client module's optimizer answers "not a class" for `any Service & Sendable`, where the
    /// run-time test that kept it answered "a class".
    @Test func anInstanceIsReadAsItWasKept() {
        let service = Service(id: 9)
        let kept = SharedInstance(service as any Service & Sendable)
        #expect(kept.isUnboxed)
        #expect(kept.value(as: (any Service & Sendable).self) === service)
        let boxed = SharedInstance(SIMD2(1, 2))
        #expect(boxed.value(as: SIMD2<Int>.self) == SIMD2(1, 2))
    }

    @Test func dependencyIsPassedThrough() {
        #expect(makeComponent().dependency.baseURL == "https://example.org")
    }

    /// 50,000 concurrent first accesses on real threads over 5,000 fresh components, ten in a row
    /// per component so that the threads race on its first builds: every shared property of every
    /// component is built exactly once and read as one instance.
    @Test(.timeLimit(.minutes(2)))
    func concurrentFirstAccessBuildsExactlyOnce() {
        let components = (0..<5_000).map { _ in makeComponent() }
        let seen = Locked<[ObjectIdentifier: Set<ObjectIdentifier>]>([:])
        DispatchQueue.concurrentPerform(iterations: 50_000) { index in
            let component = components[index / 10]
            let service: Service
            switch index % 3 {
            case 0: service = component.session
            case 1: service = component.store
            default: service = component.network
            }
            _ = component.optionalToken
            _ = seen.withLock { $0[ObjectIdentifier(component), default: []].insert(ObjectIdentifier(service)) }
        }
        for component in components {
            #expect(component.builds.count == 4)
            #expect(seen.withLock { $0[ObjectIdentifier(component)]?.count } == 3)
        }
    }

    /// A property is known by its name, not by where its literal lies: a getter inlined into
    /// another module brings its own copy of the literal.
    @Test func aSharedPropertyIsKnownByItsNameWhereverItsLiteralLies() {
        let literal: StaticString = "tracker"
        let copy = "tracker".utf8CString
        copy.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt8.self) { bytes in
                let elsewhere = StaticString(copyOf: bytes.baseAddress!, count: bytes.count - 1)
                #expect(elsewhere.utf8Start != literal.utf8Start)
                #expect(SharedInstanceKey(elsewhere) == SharedInstanceKey(literal))
            }
        }
        #expect(SharedInstanceKey("tracker") != SharedInstanceKey("tracked"))
        #expect(SharedInstanceKey("tracker") != SharedInstanceKey("track"))
    }
}

extension StaticString {
    /// A static string whose bytes lie at `start` (for a test: nothing else makes one at run time).
    fileprivate init(copyOf start: UnsafePointer<UInt8>, count: Int) {
        self = unsafeBitCast((start, count, UInt8(0)), to: StaticString.self)
    }
}
