/// A `MFS_FUZZ_TARGET` (the Makefile's `TARGET=`) that names no `FuzzTarget`.
struct UnknownFuzzTarget: Error, Equatable, CustomStringConvertible {
    let name: String

    var description: String {
        "error: no fuzz target '\(name)'; TARGET is one of \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))"
    }
}
