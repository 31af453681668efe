import MFS

/// The screen of `TinyScreens`: a square in the middle of a grey canvas,
/// its side the model key `side` (10 by default), outlined in the `framed` state.
struct DotScreen: ScreenDefinition {
    let name = "dot"
    let summary = "A dot in the middle of the screen."
    let descriptions = ["ru": "точка посреди экрана"]
    let modelKeys = [ModelKey("side", .int, "the dot's side")]
    let states = ["plain", "framed"]

    func render(_ request: ScreenRequest) -> ScreenSnapshot {
        let side = Double(ModelOverrides(request.model).int("side") ?? 10)
        let frame = Rect(x: (request.size.width - side) / 2, y: (request.size.height - side) / 2, width: side, height: side)
        let dot = ViewSnapshot(name: "dot", kind: .view, frame: frame, isHidden: false, cache: .static, text: nil, lines: nil,
                               backgroundColor: .black, gradient: nil, cornerRadius: side / 2,
                               clipsToBounds: false, borderWidth: request.state == "framed" ? 1 : 0,
                               borderColor: Color(r: 255, g: 0, b: 0), font: nil, lineHeight: nil, numberOfLines: 0,
                               textColor: nil, textAlignment: .left, imageName: nil, accessibilityLabel: nil, depth: 0)
        return ScreenSnapshot(screen: name, size: request.size, backgroundColor: Color(r: 128, g: 128, b: 128), views: [dot])
    }
}
