/// The files of each kind of scaffolding, written for napkin's core: actor interactors,
/// `@MainActor` routers and views, `Sendable` builders and components.
package enum Scaffold {
    /// The files `request` asks for, in the order they are best read.
    package static func files(for request: ScaffoldRequest) throws(ScaffoldError) -> [ScaffoldFile] {
        switch request {
        case .napkin(let name, let view):
            return napkinFiles(NapkinShape(name: name, view: view, isLaunch: false))
        case .launch(let name, let view):
            let shape = NapkinShape(name: name, view: view, isLaunch: true)
            return napkinFiles(shape) + [
                ScaffoldFile(place: .sources, name: "LaunchComponent.swift", contents: shape.launchComponentFile)
            ]
        case .tests(let name, let view, let launch, let module):
            if let problem = Identifier.problem(with: module) {
                throw .invalidName(module, role: "module name", problem: problem)
            }
            let shape = NapkinShape(name: name, view: view, isLaunch: launch)
            return UnitTestsTemplate(shape: shape, module: module).files.map {
                ScaffoldFile(place: .tests, name: $0.name, contents: $0.contents)
            }
        case .componentExtension(let parent, let child):
            let template = ComponentExtensionTemplate(parent: parent, child: child)
            return [ScaffoldFile(place: .sources, name: template.fileName, contents: template.contents)]
        case .serviceManager(let name, let withService):
            return ServiceManagerTemplate(name: name, withService: withService).files.map {
                ScaffoldFile(place: .sources, name: $0.name, contents: $0.contents)
            }
        }
    }

    private static func napkinFiles(_ shape: NapkinShape) -> [ScaffoldFile] {
        let core = [
            ("\(shape.name)Builder.swift", shape.builderFile),
            ("\(shape.name)Interactor.swift", shape.interactorFile),
            ("\(shape.name)Router.swift", shape.routerFile),
        ]
        return (core + shape.viewFiles).map { ScaffoldFile(place: .sources, name: $0.0, contents: $0.1) }
    }
}
