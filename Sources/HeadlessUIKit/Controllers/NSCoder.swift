/// `NSCoder`, only so that `required init?(coder:)` reads as on iOS; the engine
/// never decodes a view or controller.
public final class NSCoder {}
