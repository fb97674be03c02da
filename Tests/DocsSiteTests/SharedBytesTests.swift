import DocsSupport
import DocsTestSupport
import Foundation
import Testing

/// Bytes shared without a copy: a file mapped into memory reads as the file, its slices as the
/// same bytes of an array, and a framed file (the kept sites' layout) reads from a mapping as
/// from an array, refusing one damaged or cut short.
@Suite struct SharedBytesTests {
    private let text = Array("napkin-docs maps the kept sites of every version".utf8)

    @Test func aMappedFileHoldsTheFilesBytesAndSlicesAsAnArrayDoes() throws {
        let directory = try TemporaryDirectory()
        try directory.write("kept", bytes: text)
        let mapped = try #require(SharedBytes(mappingFileAt: directory.url.appendingPathComponent("kept").path))
        let array = SharedBytes(text)
        #expect(mapped == array)
        #expect(mapped.array == text)
        #expect(Array(mapped) == text)
        // A slice keeps the indices of the whole, as an ArraySlice does.
        let slice = mapped[7..<11]
        #expect(slice.startIndex == 7 && slice.count == 4)
        #expect(slice.array == Array("docs".utf8))
        #expect(slice == array[7..<11])
        #expect(slice.first == UInt8(ascii: "d") && slice[10] == UInt8(ascii: "s"))
        #expect(slice.withUnsafeBytes { String(decoding: $0, as: UTF8.self) } == "docs")
        #expect(mapped[0..<6] != array[7..<13])
    }

    @Test func theWholeOfAnArrayIsHandedBackAndAPartCopied() {
        let bytes = SharedBytes(text)
        #expect(bytes.array == text)
        #expect(bytes[1...].array == Array(text.dropFirst()))
        #expect(SharedBytes([]).isEmpty && SharedBytes([]).array.isEmpty)
        let literal: SharedBytes = [1, 2, 3]
        #expect(literal.array == [1, 2, 3])
    }

    @Test func anEmptyFileIsReadAndWhatIsNoRegularFileIsNot() throws {
        let directory = try TemporaryDirectory()
        try directory.write("empty", bytes: [])
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("folder"), withIntermediateDirectories: true)
        #expect(SharedBytes(mappingFileAt: directory.url.appendingPathComponent("empty").path)?.isEmpty == true)
        #expect(SharedBytes(mappingFileAt: directory.url.appendingPathComponent("folder").path) == nil)
        #expect(SharedBytes(mappingFileAt: directory.url.appendingPathComponent("missing").path) == nil)
    }

    @Test func aMappingKeepsTheBytesOfAFileReplacedOrDeletedSince() throws {
        // The cache's files are replaced by renaming a new one over them, and deleted when unused.
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent("kept").path
        try directory.write("kept", bytes: text)
        let mapped = try #require(SharedBytes(mappingFileAt: path))
        try directory.write("new", bytes: Array("other bytes".utf8))
        try FileSystemCalls.move(directory.url.appendingPathComponent("new").path, to: path)
        #expect(mapped.array == text)
        try FileSystemCalls.removeFile(path)
        #expect(mapped[0..<6].array == Array("napkin".utf8))
    }

    @Test func theWideChecksumOfPartsIsThatOfThePartsJoined() {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<1_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let whole = bytes.withUnsafeBytes(FNV1a.wideChecksum)
        for _ in 0..<50 {
            // Cut anywhere, in pieces shorter and longer than a block of 32 bytes.
            var cuts = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
                Int.random(in: 0...bytes.count, using: &generator)
            }
            cuts = [0] + cuts.sorted() + [bytes.count]
            var checksum = FNV1a.WideChecksum()
            for (start, end) in zip(cuts, cuts.dropFirst()) {
                bytes[start..<end].withUnsafeBytes { checksum.add($0) }
            }
            #expect(checksum.value == whole, "cut at \(cuts)")
        }
        #expect(FNV1a.WideChecksum().value == [UInt8]().withUnsafeBytes(FNV1a.wideChecksum))
    }

    @Test func aFramedFileWrittenFromItsPartsHoldsTheBytesOfOneWrittenWhole() throws {
        // A large field of shared bytes (a page of a kept site) is written from where it is.
        let layout = FramedFile(magic: "napkin-docs test")
        let page = SharedBytes((0..<10_000).map { UInt8(truncatingIfNeeded: $0 * 7) })
        func writer() -> FramedFile.Writer {
            var writer = layout.writer(identity: "tool 1")
            writer.append("before")
            writer.append(page[3..<9_000])
            writer.append(UInt32(42))
            writer.append(page[0..<10])
            writer.append(page)
            return writer
        }
        var whole = writer()
        let bytes = whole.finish()
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent("framed").path
        var parts = writer()
        try parts.finish(writingNewFileAt: path)
        #expect(FileContents.bytes(atPath: path) == bytes)
        let mapped = try #require(SharedBytes(mappingFileAt: path))
        var reader = try #require(layout.reader(of: mapped, identity: "tool 1"))
        #expect(reader.string() == "before")
        #expect(reader.field() == page[3..<9_000])
        #expect(reader.integer() == 42)
        #expect(reader.field() == page[0..<10])
        #expect(reader.field() == page)
        #expect(reader.isAtEnd)
        // A file that is there already is not written over.
        var again = writer()
        #expect(throws: FileSystemError.self) { try again.finish(writingNewFileAt: path) }
    }

    @Test func aFramedFileReadsFromAMappingAsFromAnArray() throws {
        let layout = FramedFile(magic: "napkin-docs test")
        var writer = layout.writer(identity: "tool 1")
        writer.append("a field")
        writer.append(UInt32(7_000_000))
        writer.append(SharedBytes(text)[7..<11])
        let bytes = writer.finish()
        let directory = try TemporaryDirectory()
        try directory.write("framed", bytes: bytes)
        let mapped = try #require(SharedBytes(mappingFileAt: directory.url.appendingPathComponent("framed").path))
        for source in [mapped, SharedBytes(bytes)] {
            var reader = try #require(layout.reader(of: source, identity: "tool 1"))
            #expect(reader.string() == "a field")
            #expect(reader.integer() == 7_000_000)
            #expect(reader.field()?.array == Array("docs".utf8))
            #expect(reader.isAtEnd)
            #expect(reader.integer() == nil && reader.field() == nil)
        }
        #expect(layout.reader(of: mapped, identity: "tool 2") == nil)
        // Damaged in one byte, or cut short: nothing.
        var damaged = bytes
        damaged[damaged.count / 2] ^= 0x20
        #expect(layout.reader(of: SharedBytes(damaged), identity: "tool 1") == nil)
        #expect(layout.reader(of: mapped[0..<(mapped.count - 1)], identity: "tool 1") == nil)
        #expect(layout.reader(of: mapped[0..<4], identity: "tool 1") == nil)
    }
}
