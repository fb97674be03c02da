extension [UInt8] {
    /// Appends the UTF-8 bytes of a string known when the program was compiled: the markup the
    /// writers of HTML, JavaScript and XML put around what they escape.
    package mutating func append(_ string: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: string.utf8Start, count: string.utf8CodeUnitCount))
    }
}
