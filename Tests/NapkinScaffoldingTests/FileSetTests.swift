import Testing

@testable import NapkinScaffolding

/// Which files each kind writes, and where: the reference's file set for each template, written
/// for this core.
@Suite struct FileSetTests {
    private func names(_ request: ScaffoldRequest) throws -> [String] {
        try Scaffold.files(for: request).map(\.name)
    }

    @Test func aNapkinIsABuilderAnInteractorARouterAndItsView() throws {
        let profile = try TypeName("Profile")
        #expect(
            try names(.napkin(profile, view: .none)) == [
                "ProfileBuilder.swift", "ProfileInteractor.swift", "ProfileRouter.swift",
            ])
        #expect(try names(.napkin(profile, view: .neutral)).last == "ProfileView.swift")
        #expect(try names(.napkin(profile, view: .uikit)).last == "ProfileViewController.swift")
        #expect(
            try names(.napkin(profile, view: .swiftui)).suffix(2) == [
                "ProfileView.swift", "ProfileHostingViewController.swift",
            ])
        for view in ViewVariant.allCases {
            #expect(try Scaffold.files(for: .napkin(profile, view: view)).allSatisfy { $0.place == .sources })
        }
    }

    @Test func aLaunchNapkinAddsTheLaunchComponent() throws {
        for view in ViewVariant.allCases {
            let files = try Scaffold.files(for: .launch(TypeName("Root"), view: view))
            #expect(files.last?.name == "LaunchComponent.swift")
            let router = try #require(files.first { $0.name == "RootRouter.swift" }).contents
            let viewless = view == .none || view == .headless
            #expect(router.contains(viewless ? ": Router<RootInteractor>" : ": LaunchRouter<RootInteractor,"))
        }
    }

    @Test func testsGoToTheTestTargetAndImportTheModule() throws {
        let files = try Scaffold.files(for: .tests(TypeName("Profile"), view: .uikit, launch: false, module: "App"))
        #expect(files.map(\.name) == ["ProfileInteractorTests.swift", "ProfileRouterTests.swift"])
        #expect(files.allSatisfy { $0.place == .tests && $0.contents.contains("@testable import App\n") })
    }

    @Test func aComponentExtensionIsNamedForParentAndChild() throws {
        let files = try Scaffold.files(for: .componentExtension(parent: TypeName("Home"), child: TypeName("Profile")))
        #expect(files.map(\.name) == ["HomeComponent+Profile.swift"])
        #expect(files[0].contents.contains("extension HomeComponent: ProfileDependency {"))
    }

    @Test func aServiceManagerComesWithItsServiceWhenAsked() throws {
        let account = try TypeName("Account")
        #expect(try names(.serviceManager(account, withService: false)) == ["AccountManager.swift"])
        #expect(
            try names(.serviceManager(account, withService: true)) == [
                "AccountManager.swift", "AccountService.swift",
            ])
    }

    /// The core's isolation: interactors are actors, routers and views are `@MainActor`, builders
    /// and components are nonisolated and restate `@unchecked Sendable`.
    @Test func everyNapkinFollowsTheCoresIsolation() throws {
        for view in ViewVariant.allCases {
            let files = try Scaffold.files(for: .napkin(TypeName("Profile"), view: view))
            let text = files.map(\.contents).joined()
            #expect(text.contains("final actor ProfileInteractor: "))
            #expect(text.contains("@MainActor\nfinal class ProfileRouter: "))
            #expect(
                text.contains(
                    "nonisolated final class ProfileBuilder: Builder<ProfileDependency>, ProfileBuildable, @unchecked Sendable {"
                ))
            #expect(
                text.contains(
                    "nonisolated final class ProfileComponent: Component<ProfileDependency>, @unchecked Sendable {"))
        }
    }
}
