/// Generates the code blocks of the bench corpus: a Swift block on every page
/// and an Objective-C block on every fourth, each unique (the page number is
/// in its names, and a seeded choice of parts, names and numbers shapes the
/// rest). The parts cover the token classes the highlighter tells apart:
/// declarations, attributes, doc, line and nested block comments, strings
/// with escapes and interpolation, numbers of every base, operators, closures,
/// `#if` lines; and in Objective-C imports, `@interface`, properties,
/// methods, `@"..."` strings, boxed literals and C functions.
struct CodeSample {
    let number: Int

    static let names = ["title", "avatar", "subtitle", "button", "badge", "header", "footer", "icon", "caption", "detail",
                        "separator", "spinner", "toggle", "slider", "chart", "banner"]
    static let types = ["CGFloat", "Int", "String", "Bool", "Double", "CGSize", "CGRect", "UIColor", "UIFont", "Date"]

    /// A Swift block of about 500 to 900 bytes.
    func swift(_ generator: inout SeededGenerator) -> String {
        let name = Self.names.randomElement(using: &generator)!
        let other = Self.names.randomElement(using: &generator)!
        let inset = Int.random(in: 4...32, using: &generator)
        let ratio = Double(Int.random(in: 10...99, using: &generator)) / 100
        var parts = [
            """
            /// Frames of screen \(number): the \(name) and the \(other).
            @MainActor
            final class Screen\(number)Controller: ManagedController<Screen\(number)ViewModel> {
                private let \(name)View = UILabel()
                private var cache: [String: CGRect] = [:]
            """,
            """
                override func updateFrames(for size: CGSize) {
                    let insets = EdgeInsets(top: \(inset), left: \(inset / 2), bottom: \(inset), right: \(inset / 2))
                    \(name)View.frame = Frames.\(name)(in: size, insets: insets, text: viewModel.\(other))
                    if size.width > size.height * \(ratio) {
                        \(other)View.frame = Frames.\(other)(in: size, landscape: true)
                    } else {
                        \(other)View.frame = .zero // hidden in portrait
                    }
                }
            """,
        ]
        let optional = [
            """
                /* Cached by size; /* nested */ cleared on rotation. */
                func cachedFrame(_ key: String, size: CGSize) -> CGRect? {
                    guard let frame = cache["\\(key)-\\(Int(size.width))x\\(Int(size.height))"] else { return nil }
                    return frame
                }
            """,
            """
                var \(name)Count: Int { items.filter { $0.isVisible && !$0.isEmpty }.count + 0x\(String(number, radix: 16)) }
            """,
            """
                static let mask: UInt32 = 0b\(String(number % 64, radix: 2)) | 0o\(String(number % 512, radix: 8))
                static let scale = \(Int.random(in: 1...9, using: &generator)).\(Int.random(in: 0...99, using: &generator))e-2
            """,
            """
                func layout(_ rows: [Row]) async throws -> [CGRect] {
                    try await rows.enumerated().map { index, row in
                        CGRect(x: 0, y: CGFloat(index) * \(inset).5, width: row.width ?? 320, height: 44)
                    }
                }
            """,
            """
            #if DEBUG
                func dump() { print("Screen \(number): \\(\(name)View.frame), \\(cache.count) cached\\n") }
            #endif
            """,
            """
                enum Mode: String { case compact = "c\(number)", regular }
                @objc func toggle(_ sender: Any?) { mode = mode == .compact ? .regular : .compact }
            """,
        ]
        for part in optional where Bool.random(using: &generator) { parts.append(part) }
        return parts.joined(separator: "\n") + "\n}\n"
    }

    /// An Objective-C block of about 400 to 700 bytes.
    func objectiveC(_ generator: inout SeededGenerator) -> String {
        let name = Self.names.randomElement(using: &generator)!
        let type = ["UILabel", "UIButton", "UIImageView", "UIView"].randomElement(using: &generator)!
        let height = Int.random(in: 20...64, using: &generator)
        var lines = [
            "#import <UIKit/UIKit.h>",
            "#import \"Screen\(number)ViewModel.h\"",
            "",
            "// Frames of screen \(number), computed once per size.",
            "@interface Screen\(number)Controller : UIViewController",
            "@property (nonatomic, strong) \(type) *\(name)View;",
            "+ (CGRect)rectFor\(name.capitalized):(Screen\(number)ViewModel *)viewModel parentSize:(CGSize)parentSize;",
            "@end",
            "",
            "@implementation Screen\(number)Controller",
            "- (void)viewDidLayoutSubviews {",
            "    [super viewDidLayoutSubviews];",
            "    self.\(name)View.frame = [Screen\(number)Controller rectFor\(name.capitalized):self.viewModel parentSize:self.view.bounds.size];",
        ]
        if Bool.random(using: &generator) {
            lines.append("    NSLog(@\"screen %d: %@\", \(number), NSStringFromCGRect(self.\(name)View.frame));")
        }
        if Bool.random(using: &generator) {
            lines.append("    NSDictionary *sizes = @{@\"\(name)\": @(\(height)), @\"ratio\": @\(Double(height) / 10)};")
        }
        lines += [
            "}",
            "@end",
            "",
            "static CGFloat \(name)Height(CGFloat width) {",
            "    return MAX(\(height).0f, width * 0.\(Int.random(in: 10...99, using: &generator))); /* at least \(height) pt */",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
