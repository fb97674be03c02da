/// An image with `@2x` or `~dark` variants, as a page shows it: every file's place in the
/// site, and the size to show it at.
package struct ResolvedImage: Sendable, Equatable {
    /// One file: its site-relative URL and how many of its pixels make one CSS pixel.
    package struct File: Sendable, Equatable {
        /// 1, 2 or 3.
        package var scale: Int
        /// The site-relative URL.
        package var path: String

        /// Creates a file.
        package init(scale: Int, path: String) {
            self.scale = scale
            self.path = path
        }
    }

    /// The files for the light appearance (for any appearance when ``dark`` is empty), by ascending scale.
    package var light: [File]
    /// The files for the dark appearance, by ascending scale.
    package var dark: [File]
    /// The size in CSS pixels, from the header of the smallest light file divided by its
    /// scale, when the format tells it (PNG, JPEG, GIF).
    package var size: ImageSize?

    /// Creates an image.
    package init(light: [File], dark: [File], size: ImageSize?) {
        self.light = light
        self.dark = dark
        self.size = size
    }
}
