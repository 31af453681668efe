/// An old name of a page (`aliases: [old-name, guides/old]` in its front
/// matter): the site writes a redirect page at the URL the page had under that
/// name (`ru/old-name/`), `RedirectPages`.
public struct PageAlias: Hashable, Sendable {
    /// The old slug, below the page's language folder, without slashes at its ends.
    public var name: String
    /// Where the alias is written in the page's file.
    public var line: Int
    public var column: Int

    /// The alias `text`, or the message of what is wrong with it: an empty
    /// segment, `.` or `..`, or a character that is not kept in a URL's path
    /// as it is (space, `?`, `#`, `%`, `\`).
    static func name(_ text: String) -> Result<String, ContentFailure> {
        var name = Substring(text)
        while name.hasSuffix("/") { name = name.dropLast() }
        let segments = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !name.isEmpty, !name.hasPrefix("/"), segments.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }),
              !name.contains(where: { $0.isWhitespace || "?#%\\\"<>".contains($0) }) else {
            return .failure(ContentFailure("the alias '\(text)' is not an old page name such as old-name or guides/old "
                + "(a path below the page's language folder)"))
        }
        return .success(String(name))
    }
}
