import MFS

/// An `mfs-rotation` fenced block: the YAML of an `mfs` block whose `sizes`
/// are exactly two, portrait then landscape (default `[320x568, 568x320]`).
public struct RotationEmbed: Sendable {
    public var screen: ScreenEmbed

    public static let defaultSizes = [Size(width: 320, height: 568), Size(width: 568, height: 320)]

    /// Parses the block's YAML `body`; `line` is the file line of the fence;
    /// `screens` holds the screens it may name.
    public static func parse(_ body: String, path: String, line: Int, screens: any ScreenProvider) throws(Diagnostic) -> RotationEmbed {
        RotationEmbed(screen: try ScreenEmbed.parse(body, path: path, line: line, screens: screens, block: "mfs-rotation",
                                                    defaultSizes: defaultSizes, sizeCount: 2))
    }
}
