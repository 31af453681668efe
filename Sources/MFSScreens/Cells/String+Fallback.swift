extension Optional where Wrapped == String {
    /// The string, or `fallback` when it is missing or empty.
    func or(_ fallback: String) -> String {
        if let self, !self.isEmpty { self } else { fallback }
    }
}
