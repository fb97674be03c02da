import DocsSupport
import Testing

/// Bytes found with `memchr` are found as a loop over every byte finds them.
@Suite struct ByteSearchTests {
    @Test func findsEveryPositionOfAByteInOrder() {
        let texts = [
            "", "\n", "a", "\n\n", "a\nb\n", "\nab\n\ncd", "é\ne\u{301}\n", String(repeating: "ab\n", count: 100),
        ]
        for text in texts {
            let expected = Array(text.utf8).indices.filter { Array(text.utf8)[$0] == UInt8(ascii: "\n") }
            Array(text.utf8).withUnsafeBufferPointer { buffer in
                #expect(Array(buffer.indices(of: UInt8(ascii: "\n"))) == expected, "\(text.debugDescription)")
                #expect(buffer.count(of: UInt8(ascii: "\n")) == expected.count)
            }
            #expect(text.utf8Count(of: UInt8(ascii: "\n")) == expected.count)
        }
    }

    @Test func findsAPatternWhereALoopOverEveryPositionFindsIt() {
        let texts = ["", ".", ".docc", "a.docc", "..docc", "a.b/Kit.docc/x", ".doc", "x.doc", ".docc.docc"]
        let pattern = Array(".docc".utf8)
        for text in texts {
            let bytes = Array(text.utf8)
            for start in 0...bytes.count {
                let expected = (start..<max(start, bytes.count - pattern.count + 1)).first {
                    Array(bytes[$0..<($0 + pattern.count)]) == pattern
                }
                bytes.withUnsafeBufferPointer { buffer in
                    #expect(buffer.firstIndex(of: pattern, from: start) == expected, "\(text) from \(start)")
                    #expect(buffer.firstIndex(of: [], from: start) == nil)
                }
            }
        }
    }

    @Test func aBufferSliceIsSearchedFromItsOwnStart() {
        Array("x\ny\nz".utf8).withUnsafeBufferPointer { buffer in
            #expect(Array(UnsafeBufferPointer(rebasing: buffer[2...]).indices(of: UInt8(ascii: "\n"))) == [1])
        }
    }
}
