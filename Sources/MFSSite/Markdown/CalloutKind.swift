/// The five kinds of GitHub's alerts (`> [!NOTE]` ... `> [!CAUTION]`).
public enum CalloutKind: String, Hashable, Sendable, CaseIterable {
    case note, tip, important, warning, caution
}
