/// The five kinds of GitHub's alerts (`> [!NOTE]` ... `> [!CAUTION]`): the
/// only ones the site knows, so a page renders the same on GitHub. Any other
/// `[!WORD]` marker (`[!DANGER]`, `[!INFO]`) is an error, not a plain quote.
public enum CalloutKind: String, Hashable, Sendable, CaseIterable {
    case note, tip, important, warning, caution

    /// The markers of all kinds, as the error for an unknown one lists them.
    static let markers = allCases.map { "[!\($0.rawValue.uppercased())]" }.joined(separator: ", ")
}
