/// The sizes screens are computed at: the default device set, and the
/// `WIDTHxHEIGHT` text embeds, `site.yaml` and the CLI write them in.
public enum ScreenSizes {
    /// Parses `WIDTHxHEIGHT` (`320x568`); both sides must be positive and finite,
    /// at most 10 000 wide and 100 000 tall.
    public static func parse(_ text: String) throws(ScreenError) -> Size {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width > 0, height > 0, width.isFinite, height.isFinite, width <= 10_000, height <= 100_000
        else { throw .invalidSize(text) }
        return Size(width: width, height: height)
    }

    /// The default device set: phones in both orientations and a tablet.
    public static let defaults: [Size] = [
        Size(width: 320, height: 568), Size(width: 568, height: 320),
        Size(width: 375, height: 667), Size(width: 667, height: 375),
        Size(width: 414, height: 896), Size(width: 768, height: 1024),
    ]
}
