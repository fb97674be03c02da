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
            return "\(list) already \(paths.count == 1 ? "exists" : "exist"); napkin never writes over a file. "
                + "Nothing was written: remove \(paths.count == 1 ? "it" : "them") or choose another name."
        case .noTestDirectory:
            return "the tests go to a test target, and none was given (--tests DIRECTORY)."
        case .writeFailed(let path, let reason):
            return "could not write \(path): \(reason). Nothing was written."
        }
    }
}
