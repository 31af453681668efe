/// One rendered page: its output path, HTML and screen count.
struct RenderedPage: Sendable {
    var path: String
    var html: String
    var screens: Int
}
