import MFS

/// CSS values for engine types.
enum CSS {
    /// A length in px: `24px`, `12.5px`.
    static func px(_ value: Double) -> String { value.compactDescription + "px" }

    /// `rgb(r g b / a)` with components rounded to whole 0-255 steps.
    static func color(_ color: Color) -> String {
        let channel = { (value: Double) in String(Int((max(0, min(1, value)) * 255).rounded())) }
        let base = "rgb(\(channel(color.red)) \(channel(color.green)) \(channel(color.blue))"
        return color.alpha >= 1 ? base + ")" : base + " / \(color.alpha.compactDescription))"
    }

    /// A `linear-gradient` from the layer's start point to its end point.
    static func gradient(_ gradient: Gradient) -> String {
        let dx = gradient.endPoint.x - gradient.startPoint.x, dy = gradient.endPoint.y - gradient.startPoint.y
        let horizontal = dx > 0 ? "right" : dx < 0 ? "left" : ""
        let vertical = dy > 0 ? "bottom" : dy < 0 ? "top" : ""
        let direction = [vertical, horizontal].filter { !$0.isEmpty }.joined(separator: " ")
        return "linear-gradient(to \(direction.isEmpty ? "bottom" : direction), "
            + "\(color(gradient.startColor)), \(color(gradient.endColor)))"
    }
}
