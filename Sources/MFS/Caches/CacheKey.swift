/// The name of a value in a `WidthCache`, interned: a key is a small number,
/// so a lookup compares numbers instead of hashing strings. Keys with equal
/// names are equal. Making a key takes a process-wide lock, so frame
/// functions make theirs once (`static let textLbl = CacheKey("textLbl")`).
public struct CacheKey: Hashable, Sendable, CustomStringConvertible {
    /// The name's index in `CacheKeyNames.shared`.
    let id: UInt32

    public init(_ name: String) {
        id = CacheKeyNames.shared.id(for: name)
    }

    init(id: UInt32) {
        self.id = id
    }

    public var name: String { CacheKeyNames.shared.name(of: id) }

    public var description: String { name }
}
