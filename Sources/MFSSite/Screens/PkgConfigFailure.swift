/// `pkg-config` found no flags for `packages` (one is not installed: `make deps`).
public struct PkgConfigFailure: Error, CustomStringConvertible {
    public let packages: [String]

    public var description: String { "pkg-config --cflags-only-I \(packages.joined(separator: " ")) failed: install them (make deps)" }
}
