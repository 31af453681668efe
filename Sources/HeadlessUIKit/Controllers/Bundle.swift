/// `Bundle`, Foundation's class, only so that `init(nibName:bundle:)` reads as on iOS;
/// the engine loads no nib, so the bundle is always `nil`.
public final class Bundle {}
