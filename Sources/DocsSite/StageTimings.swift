import DocsMarkup
import DocsSupport
import Foundation

/// How long each stage of a build took, in the order the stages ran: what
/// `napkin-docs build --timings` prints, and where to look first when a build is slow.
package struct StageTimings: Sendable, Equatable {
    /// One stage and its wall-clock duration.
    package struct Stage: Sendable, Equatable {
        /// The stage's name: `read`, `symbols`, `uses`, `parse`, `resolve`,
        /// `outcomes`, `render` or `write`.
        package var name: String
        /// How long it took.
        package var duration: Duration
    }

    /// How much of one kind of work a stage did, of how much there was: what a rebuild after a
    /// save did again, and what it kept.
    package struct Work: Sendable, Equatable {
        /// What was done: `parsed`, `rendered`.
        package var verb: String
        /// How many were done.
        package var done: Int
        /// How many there were.
        package var total: Int
        /// What they are: `pages`, `files`.
        package var noun: String
    }

    /// The stages, in the order they ran.
    package private(set) var stages: [Stage] = []
    /// How much work the stages did, of how much there was.
    package var work: [Work] = []

    /// No stages yet.
    package init() {}

    /// Runs `body`, records how long it took under `name`, and returns its result.
    mutating func measure<Result, Failure: Error>(_ name: String, _ body: () throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        let clock = ContinuousClock()
        let start = clock.now
        defer { record(name, clock.now - start) }
        return try body()
    }

    /// Records that the stage `name` took `duration`.
    mutating func record(_ name: String, _ duration: Duration) {
        stages.append(Stage(name: name, duration: duration))
    }

    /// One line per stage, `render       15.3 ms`, then the total of the stages.
    package var report: String { report(of: nil) }

    /// One line per stage, then, when the whole command took `whole`, what the stages do not
    /// account for (`other`: reading the options, finding the package, the report) and the
    /// whole, else the total of the stages; then a line for each ``work``, `rendered 3 of 1,004 files`.
    package func report(of whole: Duration?) -> String {
        let staged = stages.reduce(Duration.zero) { $0 + $1.duration }
        let tail =
            whole.map { [Stage(name: "other", duration: max(.zero, $0 - staged)), Stage(name: "total", duration: $0)] }
            ?? [Stage(name: "total", duration: staged)]
        return (stages + tail)
            .map { stage in
                let name = stage.name.padding(toLength: 8, withPad: " ", startingAt: 0)
                return "\(name) \(String(format: "%8.1f", stage.duration.milliseconds)) ms"
            }
            .joined(separator: "\n")
            + work.map { work in
                let verb = work.verb.padding(toLength: 8, withPad: " ", startingAt: 0)
                return "\n\(verb) \(work.done.formatted()) of \(work.total.formatted()) \(work.noun)"
            }.joined()
    }
}
