/// What is wrong with a piece of a page (a code block's info string or
/// `file=` include, an alias): the message of a diagnostic that the caller
/// places, at the block's fence or the alias.
struct ContentFailure: Error, Hashable, Sendable {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
