import Testing
import UIKit
import MFS
@testable import MFSScreens

@Suite struct FriendAndMessageCellTests {
    private func render(_ screen: any ScreenDefinition, _ width: Double, model: [String: ModelValue] = [:],
                        language: Language = .en) -> ScreenSnapshot {
        screen.render(ScreenRequest(size: Size(width: width, height: 568), model: model, language: language))
    }

    @Test func aFriendIsOneStaticRowAtTheGivenWidth() {
        let snapshot = render(FriendScreen(), 320)
        #expect(snapshot.size == Size(width: 320, height: 54))
        #expect(snapshot.cells.map(\.cellType) == ["FriendCell"])
        #expect(snapshot.cells[0].views.map { "\($0.name) \($0.frame) \($0.cache.rawValue)" } == [
            "avatarImgView (10, 5, 44, 44) static",
            "fullNameLbl (64, 8, 246, 20) static",
            "lastSeenLbl (64, 30, 246, 16) static",
        ])
        #expect(snapshot.cells[0].views.compactMap(\.text) == ["Anna Smith", "last seen 5 minutes ago"])
    }

    @Test func aMissingNameShowsTheFallbackAndAMissingLastSeenIsHidden() {
        let snapshot = render(FriendScreen(), 375, model: ["fullName": .string(""), "lastSeen": .string("")], language: .ru)
        let views = snapshot.cells[0].views
        #expect(views.first { $0.name == "fullNameLbl" }?.text == "Имя скрыто")
        #expect(views.first { $0.name == "lastSeenLbl" }?.isHidden == true)
    }

    @Test func aMessageLabelHugsItsLongestLineWithinTheMargins() {
        let text = "¡Hola! Mañana a las siete en la entrada del parque."
        for width in ScreenSizes.defaults.map(\.width) {
            for outgoing in [false, true] {
                let snapshot = render(MessageScreen(), width, model: ["text": .string(text), "outgoing": .bool(outgoing)],
                                      language: .es)
                let measured = Typesetter.shared.layout(text, font: MessageCell.textFont, lineHeight: MessageCell.textLineHeight,
                                                        maxWidth: width - 50)
                let labelWidth = min(measured.size.width.rounded(.up), width - 50)
                let label = snapshot.cells[0].views.first { $0.name == "messageLbl" }
                #expect(label?.frame == Rect(x: outgoing ? width - 25 - labelWidth : 25, y: 25, width: labelWidth,
                                             height: measured.size.height))
                #expect(label?.cache == .frames && label?.lines == measured.lineCount)
                #expect(snapshot.size.height == (25 + measured.size.height + 25).rounded())
            }
        }
    }

    @Test func chatBubblesHugTheirTextOnTheSendersSide() {
        let snapshot = ChatScreen().render(ScreenRequest(size: Size(width: 320, height: 568), language: .en))
        #expect(snapshot.cells.map { "\($0.y) \($0.height)" } == ["0.0 72.0", "72.0 72.0", "144.0 116.0",
                                                                             "260.0 94.0", "354.0 72.0"])
        #expect(snapshot.cells.flatMap { cell in cell.views.map { "\($0.name) \($0.frame)" } } == [
            "bubbleView (13, 13, 190, 46)", "messageLbl (25, 25, 166, 22)",
            "bubbleView (144, 13, 163, 46)", "messageLbl (156, 25, 139, 22)",
            "bubbleView (13, 13, 287, 90)", "messageLbl (25, 25, 263, 66)",
            "bubbleView (18, 13, 289, 68)", "messageLbl (30, 25, 265, 44)",
            "bubbleView (13, 13, 162, 46)", "messageLbl (25, 25, 138, 22)",
        ])
    }

    @Test func aNilOrEmptyMessageHasTheEmptyHeight() {
        #expect(MessageCell.calculateCellHeight(fromVM: nil, tableSize: CGSize(width: 320, height: 568)) == 50)
        let empty = render(MessageScreen(), 320, model: ["text": .string("")])
        #expect(empty.size.height == 50)
        #expect(empty.cells[0].views.first { $0.name == "messageLbl" }?.isHidden == true)
    }
}
