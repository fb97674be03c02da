/// `style.css`: napkin's look. Paper and ink, a serif display face, a green accent;
/// system fonts only; light and dark themes; one column on a phone.
enum Stylesheet {
    static let css =
        Palette.css + Base.css + Layout.css + Prose.css + Code.css + Directives.css + Landing.css + Reference.css
        + Media.css
}
