import Yams

extension Node.Scalar {
    /// The integer Yams reads from this scalar (`Int.construct`). A plain `0`,
    /// or digits without a leading zero after an optional `-`, is read here:
    /// Yams' general integer forms (`0x`, `0o`, `_`, sexagesimal) go through
    /// Foundation, which took a third of the time front matter is read in.
    var integer: Int? {
        let digits = string.utf8.first == UInt8(ascii: "-") ? string.utf8.dropFirst() : string.utf8[...]
        if style == .plain || style == .any,
           string == "0" || digits.first.map({ $0 != UInt8(ascii: "0") }) ?? false,
           digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
           let value = Int(string) {
            return value
        }
        return Int.construct(from: self)
    }
}
