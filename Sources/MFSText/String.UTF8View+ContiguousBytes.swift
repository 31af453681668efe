extension String.UTF8View {
    /// Calls `body` with the UTF-8 bytes in one buffer: the string's own
    /// storage when contiguous (every native string), else a copy.
    func withContiguousBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        if let result = withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) { return result }
        return Array(self).withUnsafeBytes(body)
    }
}
