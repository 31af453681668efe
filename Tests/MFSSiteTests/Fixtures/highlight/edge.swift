import UIKit
import struct Foundation.Date  

/// Doc comment with :param: size and :returns: nothing. TODO: more
// MARK: - Frames
/* outer /* nested */ still comment */
@MainActor @objc @IBOutlet @availability(iOS, introduced: 8.0)
public final class Screen<T: Equatable>: NSObject, UITableViewDelegate {
    let title = "Войти \(name.uppercased()) and \(f(g(1), "inner \(x)")) \" \n \u{1F600} \x41 \101"
    var count: Int? = nil, ratio = 0.5e-3, big = 1_000_000, hex = 0xFF_FF, bin = 0b1010, oct = 0o17
    static func make(_ a: inout [String: Any], b: @escaping () -> Void) async throws -> Self? {
        guard let x = a["k"] as? Int, x >= 0 && x != 2 || !flag else { return nil }
        let r = 0..<5, s = 1...3, t = 1.foo, u = 2.
        switch x { case .some(let y) where y > 1: fallthrough default: break }
        defer { print(#file, #line, #function, #selector(tap), $0, $12) }
        x?.y!.z = a ?? b; _ = x; let ñame = 1; let 名前 = "x"
        return try await lazy.map { $0 + 1 }.filter { $0 % 2 == 0 }.first
    }
    #if DEBUG && os(iOS)
    override var description: String { String(describing: Self.self) }
    #elseif canImport(AppKit)
    #else
    #endif
    if #available(iOS 15, *) { enumerate() } ; let `class` = 1 ; x -> y ; a <T> b ; a&&b
    extension Foo where T == Int {}
    protocol P { associatedtype A; subscript(i: Int) -> A { get set } }
    indirect enum E { case a, b(E) } ; struct S {} ; actor A {} ; typealias X = Y
    deinit {} ; init?(coder: NSCoder) { super.init() } ; weak var d: D? ; unowned let o: O
    let s = """
        multi "line"
        """
}
