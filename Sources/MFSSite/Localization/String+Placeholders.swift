import Foundation

extension String {
    /// The string with each `{name}` of `values` replaced by its value;
    /// other braces are left as they are.
    func filled(_ values: [String: String]) -> String {
        values.reduce(self) { text, value in text.replacingOccurrences(of: "{\(value.key)}", with: value.value) }
    }
}
