import DocsSupport
import Foundation

/// `git`, run on a repository for what a site of several versions reads of it.
enum Git {
    /// Why git could not do what was asked.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// What `git -C directory arguments…` prints, or its error as a ``Failure`` saying `doing`;
    /// its output goes to `output` instead when given (a pipe another process reads).
    @discardableResult
    static func run(_ arguments: [String], in directory: URL, doing: String, output: Pipe? = nil) throws(Failure)
        -> String
    {
        let process = Process()
        process.executableURL = executable.url
        process.arguments = executable.arguments + ["-C", directory.path] + arguments
        let printed = output ?? Pipe()
        let errors = Pipe()
        process.standardOutput = printed
        process.standardError = errors
        let (listed, problem): (Data, Data)
        do {
            // Read before the end, so that a large output cannot fill the pipe and stall git.
            (listed, problem) = try process.runToExit {
                (
                    output == nil ? printed.fileHandleForReading.readDataToEndOfFile() : Data(),
                    errors.fileHandleForReading.readDataToEndOfFile()
                )
            }
        } catch {
            throw Failure(description: "cannot run git to \(doing): \(error.localizedDescription)")
        }
        guard process.terminationStatus == 0 else {
            let message = String(decoding: problem, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(description: "cannot \(doing): \(message.isEmpty ? "git failed" : message)")
        }
        return String(decoding: listed, as: UTF8.self)
    }

    /// git's executable, looked for once on `PATH`, so that each run is one process and not `env`
    /// and then git; `env git` where `PATH` names none.
    private static let executable: (url: URL, arguments: [String]) = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where folder.hasPrefix("/") {
            let candidate = folder + "/git"
            var isFolder: ObjCBool = false
            if FileManager.default.isExecutableFile(atPath: String(candidate)),
                FileManager.default.fileExists(atPath: String(candidate), isDirectory: &isFolder), !isFolder.boolValue
            {
                return (URL(fileURLWithPath: String(candidate)), [])
            }
        }
        return (URL(fileURLWithPath: "/usr/bin/env"), ["git"])
    }()
}
