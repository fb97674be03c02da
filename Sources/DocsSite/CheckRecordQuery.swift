import DocsCodeBlocks
import DocsQueries
import Foundation

/// The state of the file `napkin-docs check` records its blocks in: an input set at the start of
/// each run of a build kept for its next run.
struct CheckRecordFileState: InputKey {
    typealias Value = FilesStamp
}

/// The check's record, with every block's outcome in it found by page and line, read again only
/// when its file changed (`nil` while there is none, or one of another format).
struct ReadCheckRecord: QueryKey {
    /// The record's file.
    var file: URL
    /// The folder the blocks' paths are relative to.
    var baseDirectory: URL

    /// A record and its outcomes.
    struct Read: Sendable, Equatable {
        var record: BlockCheckRecord
        var checked: CheckedBlocks
    }

    func value(reading reads: QueryReads) -> Read? {
        _ = reads[CheckRecordFileState()]
        return BlockCheckRecord.read(from: file).map { record in
            Read(record: record, checked: CheckedBlocks(record, baseDirectory: baseDirectory))
        }
    }
}
