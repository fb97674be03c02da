/// The instances a component's `shared { }` properties have built, one per property.
///
/// Reads of an already-built instance take only a short, non-recursive lock around a dictionary
/// scan keyed by the address of the property's name (a static string): a component has a handful
/// of shared properties, and scanning a short array beats hashing. A miss takes the
/// component's recursive build lock, checks again, and runs the factory while holding it, so that:
/// - concurrent first accesses from many tasks build exactly one instance;
/// - a factory may read other shared properties of the same component (the same thread takes the
///   build lock again), which a plain non-recursive lock around the factory would trap on;
/// - a factory that returns `nil` is cached like any other value.
///
/// `@unchecked Sendable`: `instances` is behind its own lock, and `building` is read and changed
/// only while `buildLock` is held.
@usableFromInline
final class SharedInstanceStore: @unchecked Sendable {
    /// A built instance, boxed so that a hit needs no dynamic cast.
    @usableFromInline
    final class Box<T: Sendable>: Sendable {
        @usableFromInline let value: T
        @usableFromInline init(_ value: T) { self.value = value }
    }

    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline let key: Key
        @usableFromInline let box: any AnyObject & Sendable
        @usableFromInline init(key: Key, box: any AnyObject & Sendable) {
            self.key = key
            self.box = box
        }
    }

    @usableFromInline
    struct Key: Hashable, Sendable {
        @usableFromInline let address: UInt
        @inlinable init(_ name: StaticString) {
            // A property's name is one literal at one call site, so its address identifies it.
            address = name.hasPointerRepresentation ? UInt(bitPattern: name.utf8Start) : UInt(name.unicodeScalar.value)
        }
    }

    @usableFromInline let instances = Locked<[Entry]>([])
    private let buildLock = PlatformMutex(recursive: true)
    /// The keys whose factories are running, to report a property that reads itself. Guarded by
    /// `buildLock`; only the thread holding it builds, so nested builds push and pop in turn.
    private var building: Set<Key> = []

    /// The instance for `name`: the one already built (inlined into callers), or a new one.
    @inlinable
    func instance<T: Sendable>(for name: StaticString, factory: () -> T) -> T {
        let key = Key(name)
        if let existing = instances.withLock({ $0.first { $0.key == key }?.box }) {
            return unsafeDowncast(existing, to: Box<T>.self).value
        }
        return build(key: key, name: name, factory: factory)
    }

    @usableFromInline
    func build<T: Sendable>(key: Key, name: StaticString, factory: () -> T) -> T {
        buildLock.withLock {
            if let existing = instances.withLock({ $0.first { $0.key == key }?.box }) {
                return unsafeDowncast(existing, to: Box<T>.self).value
            }
            let isFirstEntry = building.insert(key).inserted
            precondition(isFirstEntry, "shared property '\(name)' reads itself while it is being built")
            let value = factory()
            building.remove(key)
            instances.withLock { $0.append(Entry(key: key, box: Box(value))) }
            return value
        }
    }
}
