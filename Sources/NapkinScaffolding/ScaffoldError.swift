/// Why napkin-scaffold wrote nothing.
package enum ScaffoldError: Error, Equatable, CustomStringConvertible {
    /// A name given on the command line is not one the generated code can declare.
    case invalidName(String, role: String, problem: String)
    /// Files that would be written exist already.
    case filesExist([String])
    /// Files go to a test target, and none was given.
    case noTestDirectory
    /// A file could not be written; the files written before it were removed.
    case writeFailed(path: String, reason: String)

    package var description: String {
        switch self {
        case .invalidName(let name, let role, let problem):
            return "'\(name)' is not a valid \(role): \(problem)."
        case .filesExist(let paths):
            let list = paths.joined(separator: ", ")
            // LaunchComponent.swift is named for no napkin: another name would meet it again.
            if let component = paths.first(where: { $0.hasSuffix("LaunchComponent.swift") }) {
                return "\(component) already exists: the target has a launch napkin already, and an app has one root. "
                    + "Nothing was written; make this napkin with `new` and attach it below the root, "
                    + "or remove the old root's files first."
            }
            return "\(list) already \(paths.count == 1 ? "exists" : "exist"); napkin never writes over a file. "
                + "Nothing was written: remove \(paths.count == 1 ? "it" : "them") or choose another name."
        case .noTestDirectory:
            return "the tests go to a test target, and none was given (--tests DIRECTORY)."
        case .writeFailed(let path, let reason):
            return "could not write \(path): \(reason). Nothing was written."
        }
    }
}
