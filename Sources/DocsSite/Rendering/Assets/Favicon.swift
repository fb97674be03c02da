/// `favicon.svg`: the brand mark of the header (a green napkin with its corner folded), as the
/// icon of the browser's tab.
enum Favicon {
    static let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">\
        <path d="M3 3h26v19l-7 7H3z" fill="#2dbe60"/>\
        <path d="M29 22h-7v7z" fill="#15703a"/>\
        <path d="M9 3h2L3 11V9z" fill="#15703a"/>\
        </svg>

        """
}
