/// Why a check or a screenshot run could not be carried out at all (as
/// opposed to the problems it finds in a site, which are `SiteProblem`s).
public struct CheckFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
