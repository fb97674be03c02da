import DocsMarkup
import DocsSiteModel

/// What `@Metadata` adds around a page's title: its `@DisplayName`, `@PageImage` icon,
/// `@PageColor`, `@Available` platforms and `@CallToAction`; shared by the article and landing pages.
struct PageIntro {
    let page: Page
    let blocks: BlockRenderer
    let links: LinkContext

    private var metadata: PageMetadata { page.document.metadata }

    /// The header's classes: `base`, and the page's colour when it has one.
    func headerClass(_ base: String) -> String {
        metadata.pageColor.map { "\(base) page-color page-color-\($0)" } ?? base
    }

    /// The `<h1>`: the icon, then the display name (in code type for `style: symbol`) or the
    /// title as written.
    func writeTitle(_ attributes: [HTMLAttribute], to html: inout HTMLWriter) {
        let symbolStyle =
            metadata.displayName != nil && metadata.displaysNameAsSymbol && !attributes.contains { $0.name == "class" }
        html.element(.h1, attributes + (symbolStyle ? [.class("symbol-title")] : [])) { html in
            if let icon = metadata.icon {
                html.element(.span, [.class("page-icon")]) {
                    blocks.inlines.image(icon.source, alt: icon.alt ?? "", title: nil, to: &$0)
                }
            }
            if let name = metadata.displayName {
                html.text(name)
            } else {
                blocks.inlines.write(page.document.title, to: &html)
            }
        }
    }

    /// The availability and the call to action, under the title.
    func writeDetails(to html: inout HTMLWriter) {
        if !metadata.availability.isEmpty {
            html.element(.ul, [.class("availability-list"), .aria("label", "Availability")]) { html in
                for availability in metadata.availability {
                    let deprecated = availability.deprecated.map { "–\($0), deprecated" } ?? "+"
                    html.element(.li, text: "\(availability.platform) \(availability.introduced)\(deprecated)")
                }
            }
        }
        if let action = metadata.callToAction {
            let href = action.isFile ? blocks.inlines.href(forDestination: action.destination) : action.destination
            html.element(.p, [.class("call-to-action")]) { html in
                html.element(.a, [.class("button button-primary"), .href(href)], text: action.label)
            }
        }
    }
}
