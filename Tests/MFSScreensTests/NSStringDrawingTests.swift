import Testing
import UIKit
import MFS
@testable import MFSScreens

/// `boundingRect(with:options:attributes:context:)` gives MFSText's layout, as the site draws it.
@Suite struct NSStringDrawingTests {
    private let text = WallPostViewModel.mockUp(.es).text
    private let font = UIFont.systemFont(ofSize: 15)

    private func paragraph(lineHeight: CGFloat) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.minimumLineHeight = lineHeight
        style.maximumLineHeight = lineHeight
        return style
    }

    @Test func wrappedTextIsTheLayoutsSize() {
        let layout = Typesetter.shared.layout(text, font: font, lineHeight: 20, maxWidth: 296)
        let bounds = NSString(string: text).boundingRect(
            with: CGSize(width: 296, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: font, .paragraphStyle: paragraph(lineHeight: 20)], context: nil)
        #expect(bounds == CGRect(origin: .zero, size: layout.size))
        #expect(layout.lineCount == 16 && bounds.height == 320)
        let attributed = NSAttributedString(string: text, attributes: [.font: font, .paragraphStyle: paragraph(lineHeight: 20)])
        #expect(attributed.boundingRect(with: CGSize(width: 296, height: .greatestFiniteMagnitude),
                                        options: .usesLineFragmentOrigin, context: nil) == bounds)
        #expect(text.size(forWidth: 296, font: font, lineHeight: 20) == layout.size)
    }

    @Test func theLineHeightIsTheFontsWithinTheParagraphsLimits() {
        #expect(font.lineHeight == 19 && UIFont.systemFont(ofSize: 12).lineHeight == 15)
        let size = CGSize(width: 296, height: .greatestFiniteMagnitude)
        func height(_ style: NSParagraphStyle?) -> CGFloat {
            let attributes: [NSAttributedString.Key: Any] = style.map { [.font: font, .paragraphStyle: $0] } ?? [.font: font]
            return NSString(string: "Hola").boundingRect(with: size, options: .usesLineFragmentOrigin,
                                                         attributes: attributes, context: nil).height
        }
        let atLeast = NSMutableParagraphStyle(), atMost = NSMutableParagraphStyle()
        atLeast.minimumLineHeight = 24
        atMost.maximumLineHeight = 16
        #expect([height(nil), height(.default), height(atLeast), height(atMost), height(paragraph(lineHeight: 20))]
            == [19, 19, 24, 16, 20])
    }

    @Test func withoutLineFragmentsTheTextIsOneLineAndAHeightKeepsWholeLines() {
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: paragraph(lineHeight: 20)]
        let line = NSString(string: text).boundingRect(with: CGSize(width: 296, height: 20), options: [],
                                                       attributes: attributes, context: nil)
        let oneLine = Typesetter.shared.layout(text, font: font, lineHeight: 20, maxWidth: .greatestFiniteMagnitude, maxLines: 1)
        #expect(line == CGRect(origin: .zero, size: oneLine.size) && line.height == 20 && line.width > 296)
        let three = NSString(string: text).boundingRect(with: CGSize(width: 296, height: 70), options: .usesLineFragmentOrigin,
                                                        attributes: attributes, context: nil)
        #expect(three.size == Typesetter.shared.layout(text, font: font, lineHeight: 20, maxWidth: 296, maxLines: 3).size)
        #expect(three.height == 60)
        let defaultFont = NSString(string: "Hola").boundingRect(with: CGSize(width: 296, height: 0), options: .usesLineFragmentOrigin,
                                                                attributes: nil, context: NSStringDrawingContext())
        #expect(defaultFont.size == Typesetter.shared.layout("Hola", font: .systemFont(ofSize: 12), lineHeight: 15, maxWidth: 296).size)
    }
}
