/// What a `make fuzz` run feeds its inputs to: `TARGET=` in the Makefile, the
/// environment variable `MFS_FUZZ_TARGET` for the fuzzer; `all` when unset.
enum FuzzTarget: String, CaseIterable, Sendable {
    /// Front matter, embeds, Markdown against cmark-gfm, and one input in
    /// eight as a whole one-page site (`MFSFuzz+Content.swift`).
    case content
    /// The development server: the input as raw bytes, as a request head and
    /// as a GET target (`MFSFuzz+Server.swift`).
    case serverHead = "server-head"
    /// The input turned into Markdown nested tens of thousands of levels deep
    /// and built as a page (`MFSFuzz+Nesting.swift`).
    case nesting
    /// Every input through each target above, in that order.
    case all

    /// The target `name` names; `all` when there is no name.
    /// - Throws: `UnknownFuzzTarget` for any other name.
    init(name: String?) throws(UnknownFuzzTarget) {
        guard let name, !name.isEmpty else {
            self = .all
            return
        }
        guard let target = FuzzTarget(rawValue: name) else { throw UnknownFuzzTarget(name: name) }
        self = target
    }

    /// The targets one input goes to: this one, or for `all` every other.
    var parts: [FuzzTarget] {
        self == .all ? FuzzTarget.allCases.filter { $0 != .all } : [self]
    }
}
