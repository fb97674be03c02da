import napkin

/// An interactor that records its lifecycle callbacks in a log and can be held at a gate as it
/// resigns.
final actor ProbeInteractor: Interactable {
    nonisolated let lifecycle = InteractorLifecycle()
    nonisolated let name: String
    private let log: EventLog
    private let resignationGate: Gate?

    init(_ name: String, log: EventLog, resignationGate: Gate? = nil) {
        self.name = name
        self.log = log
        self.resignationGate = resignationGate
    }

    func didBecomeActive() async {
        log.record("activate \(name)")
    }

    func willResignActive() async {
        log.record("resign \(name)")
        await resignationGate?.wait()
    }
}

/// A router for ``ProbeInteractor`` that counts its loads.
@MainActor
final class ProbeRouter: Router<ProbeInteractor> {
    private(set) var loadCount = 0
    private let onLoad: (@MainActor (ProbeRouter) async -> Void)?

    init(
        _ name: String, log: EventLog, resignationGate: Gate? = nil,
        onLoad: (@MainActor (ProbeRouter) async -> Void)? = nil
    ) {
        self.onLoad = onLoad
        super.init(interactor: ProbeInteractor(name, log: log, resignationGate: resignationGate))
    }

    override func didLoad() async {
        await super.didLoad()
        loadCount += 1
        await onLoad?(self)
    }
}

/// A view stand-in for Linux.
@MainActor
final class ProbeView: ViewControllable {}

/// A window stand-in for Linux that remembers what it showed.
@MainActor
final class ProbeWindow: LaunchWindow {
    private(set) var shown: (any ViewControllable)?

    func show(root: any ViewControllable) {
        shown = root
    }
}
