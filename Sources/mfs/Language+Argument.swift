import ArgumentParser
import MFS

extension Language: ExpressibleByArgument {
    /// Every language, for help and errors: `ru, es or en`.
    static var names: String {
        let codes = allCases.map(\.rawValue)
        return codes.dropLast().joined(separator: ", ") + " or " + codes.last!
    }
}
