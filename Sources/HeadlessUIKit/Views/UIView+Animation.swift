import MFS

extension UIView {
    /// `UIView.AnimationOptions`: the timing curves.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        var curve: Animation.Curve {
            switch rawValue & (3 << 16) {
            case 1 << 16: .easeIn
            case 2 << 16: .easeOut
            case 3 << 16: .linear
            default: .easeInOut
            }
        }
    }

    /// The animation whose block is running, if any: every life-cycle step traced
    /// inside it is marked animated.
    @TaskLocal static var currentAnimation: Animation?

    /// Runs `animations` at once (frames take their final values: the engine has
    /// no time), marking the steps traced inside as animated with this duration
    /// and curve, then `completion(true)`. `delay` is ignored.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        $currentAnimation.withValue(Animation(duration: duration, curve: options.curve)) { animations() }
        completion?(true)
    }
}

/// `TimeInterval`: seconds.
public typealias TimeInterval = Double
