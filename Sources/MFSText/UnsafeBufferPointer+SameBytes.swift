import Foundation

extension UnsafeBufferPointer<UInt8> {
    /// Whether `other` holds the same bytes (`memcmp` over raw memory; both
    /// buffers MUST be valid for their counts, as buffers of bytes are).
    func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        count == other.count && (count == 0 || memcmp(baseAddress!, other.baseAddress!, count) == 0)
    }
}
