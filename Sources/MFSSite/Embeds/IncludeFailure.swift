/// Why a code block's `file=` / `region=` include cannot be shown: the
/// message of a diagnostic at the block's fence.
struct IncludeFailure: Error, Hashable, Sendable {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
