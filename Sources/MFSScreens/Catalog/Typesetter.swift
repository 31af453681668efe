import MFS
import MFSText

/// The text measurer every frame function of the demo app uses.
public enum Typesetter {
    public static let shared: any TextMeasuring = InterTextMeasurer.shared
}
