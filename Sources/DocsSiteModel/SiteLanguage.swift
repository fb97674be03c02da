/// The language a site's pages are written in: the one the build was given, else what a DocC
/// catalog's `Info.plist` says (`CDDefaultLocalization`, then `CFBundleDevelopmentRegion`, as
/// DocC reads it), else English.
package enum SiteLanguage {
    /// The language when nothing says which.
    package static let fallback = "en"

    /// Whether `tag` has the shape of a BCP 47 language tag: a language of two or three letters,
    /// then subtags of letters and digits (`en`, `ja`, `de-CH`, `zh-Hans`).
    package static func isTag(_ tag: String) -> Bool {
        tag.wholeMatch(of: /[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*/) != nil
    }
}
