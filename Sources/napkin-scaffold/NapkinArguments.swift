import ArgumentParser
import NapkinScaffolding

/// The napkin `new`, `launch` and `tests` are about: its name and its view.
struct NapkinArguments: ParsableArguments {
    @Argument(help: "The napkin's name, such as Profile (for ProfileBuilder, ProfileInteractor, …).")
    var name: String

    @OptionGroup var view: ViewChoice

    func validate() throws {
        _ = try checkedName()
    }

    /// The name, checked.
    func checkedName() throws -> TypeName {
        try typeName(name, role: "napkin name")
    }
}
