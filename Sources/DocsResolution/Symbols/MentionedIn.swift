import DocsMarkup
import DocsSiteModel

/// DocC's "Mentioned In": for each symbol's page, the articles whose ``` ``Symbol`` ``` links name
/// it, the article that names it most often first. Only articles count, as in DocC: the section
/// leads a reader from the reference to the prose that explains it, so tutorials, symbol pages
/// and the pages of modules (the site's root among them) are left out.
struct MentionedIn: Sendable {
    /// The articles that mention each symbol's page, in the order the section lists them.
    private(set) var articles: [PagePath: [PageLink]] = [:]

    /// Gathers the mentions of `articles` (by source path) from `mentions`, the number of symbol
    /// links each page makes to each symbol's page, by source path.
    init(mentions: [SourcePath: [PagePath: Int]], articles: [SourcePath: PageLink]) {
        var counted: [PagePath: [(article: PageLink, count: Int)]] = [:]
        for (sourcePath, counts) in mentions {
            guard let article = articles[sourcePath] else { continue }
            for (symbolPage, count) in counts { counted[symbolPage, default: []].append((article, count)) }
        }
        self.articles = counted.mapValues { mentioning in
            // DocC orders by count alone; equal counts are ordered by title, then path, to give the same bytes every build.
            mentioning.sorted {
                ($0.count, $1.article.title, $1.article.path.string) > (
                    $1.count, $0.article.title, $0.article.path.string
                )
            }.map(\.article)
        }
    }
}
