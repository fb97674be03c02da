import DocsMarkup

/// Writes `@Image` and `@Video` as figures, with their captions.
struct MediaRenderer {
    /// Writes the captions, and the images through its inline renderer.
    let blocks: BlockRenderer

    func write(_ media: Media, to html: inout HTMLWriter) {
        let inlines = blocks.inlines
        html.element(.figure, [.class("media")]) { html in
            switch media.kind {
            case .image:
                inlines.image(media.source, alt: media.alt ?? "", title: nil, to: &html)
            case .video:
                var attributes = [
                    HTMLAttribute(flag: "controls"), HTMLAttribute("preload", "metadata"),
                    HTMLAttribute("src", inlines.href(forDestination: media.source)),
                ]
                if let poster = media.poster {
                    attributes.append(HTMLAttribute("poster", inlines.href(forDestination: poster)))
                }
                if let alt = media.alt { attributes.append(.aria("label", alt)) }
                html.element(.video, attributes) { html in
                    // Shown only where the browser cannot play the video.
                    html.element(
                        .a, [.href(inlines.href(forDestination: media.source))], text: media.alt ?? "Download the video"
                    )
                }
            }
            if !media.caption.isEmpty {
                html.element(.figcaption) { blocks.write(media.caption, to: &$0) }
            }
        }
    }
}
