import Testing
import HeadlessUIKit
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

    @Test func aMessageLabelSitsAtTheMarginsWithTheMeasuredHeight() {
        let text = "¡Hola! Mañana a las siete en la entrada del parque."
        for width in ScreenCatalog.defaultSizes.map(\.width) {
            let snapshot = render(MessageScreen(), width, model: ["text": .string(text)], language: .es)
            let measured = Typesetter.shared.layout(text, font: MessageCell.textFont, lineHeight: MessageCell.textLineHeight,
                                                    maxWidth: width - 50)
            let label = snapshot.cells[0].views.first { $0.name == "messageLbl" }
            #expect(label?.frame == Rect(x: 25, y: 25, width: width - 50, height: measured.size.height))
            #expect(label?.cache == .frames && label?.lines == measured.lineCount)
            #expect(snapshot.size.height == (25 + measured.size.height + 25).rounded())
        }
    }

    @Test func aNilOrEmptyMessageHasTheEmptyHeight() {
        #expect(MessageCell.calculateCellHeight(fromVM: nil, tableSize: CGSize(width: 320, height: 568)) == 50)
        let empty = render(MessageScreen(), 320, model: ["text": .string("")])
        #expect(empty.size.height == 50)
        #expect(empty.cells[0].views.first { $0.name == "messageLbl" }?.isHidden == true)
    }
}
