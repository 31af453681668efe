/// 64-bit FNV-1a: a fast, stable hash (the same in every process, unlike `Hasher`);
/// enough to tell two versions of some bytes apart, not to resist a forger.
public struct FNV1a: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    /// The hash of `bytes` alone.
    public static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash = FNV1a()
        hash.combine(bytes)
        return hash.value
    }

    /// Hashes `bytes` after what was hashed so far.
    public mutating func combine<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
        value = bytes.reduce(value) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}
