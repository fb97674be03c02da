/// The size of an image in pixels: of a PNG, JPEG or GIF, read from the file's header.
package struct ImageSize: Sendable, Equatable {
    /// Pixels across.
    package var width: Int
    /// Pixels down.
    package var height: Int

    /// A size.
    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size `bytes` declare, or `nil` for another format or a header cut short.
    package init?(_ bytes: [UInt8]) {
        func bigEndian(_ at: Int, _ count: Int) -> Int? {
            guard at + count <= bytes.count else { return nil }
            return bytes[at..<(at + count)].reduce(0) { $0 << 8 | Int($1) }
        }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), let width = bigEndian(16, 4), let height = bigEndian(20, 4) {
            (self.width, self.height) = (width, height)
        } else if bytes.starts(with: Array("GIF8".utf8)), bytes.count >= 10 {
            (width, height) = (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
        } else if bytes.starts(with: [0xFF, 0xD8]), let size = Self.jpegSize(bytes, bigEndian) {
            self = size
        } else {
            return nil
        }
        guard width > 0, height > 0 else { return nil }
    }

    /// Walks the JPEG's segments to the first start-of-frame marker, which holds the size.
    private static func jpegSize(_ bytes: [UInt8], _ bigEndian: (Int, Int) -> Int?) -> ImageSize? {
        var index = 2
        while index + 3 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            }
            // SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let height = bigEndian(index + 5, 2), let width = bigEndian(index + 7, 2) else { return nil }
                return ImageSize(width: width, height: height)
            }
            guard let length = bigEndian(index + 2, 2), length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }
}
