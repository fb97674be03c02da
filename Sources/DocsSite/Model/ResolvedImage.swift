/// An image with `@2x` or `~dark` variants, as a page shows it: every file's place in the
/// site, and the size to show it at.
public struct ResolvedImage: Sendable, Equatable {
    /// One file: its site-relative URL and how many of its pixels make one CSS pixel.
    public struct File: Sendable, Equatable {
        /// 1, 2 or 3.
        public var scale: Int
        /// The site-relative URL.
        public var path: String

        /// Creates a file.
        public init(scale: Int, path: String) {
            self.scale = scale
            self.path = path
        }
    }

    /// The files for the light appearance (for any appearance when ``dark`` is empty), by ascending scale.
    public var light: [File]
    /// The files for the dark appearance, by ascending scale.
    public var dark: [File]
    /// The size in CSS pixels, from the header of the smallest light file divided by its
    /// scale, when the format tells it (PNG, JPEG, GIF).
    public var size: ImageSize?

    /// Creates an image.
    public init(light: [File], dark: [File], size: ImageSize?) {
        self.light = light
        self.dark = dark
        self.size = size
    }
}
