import Testing
import MFS
@testable import MFSScreens

@Suite struct TableScreensTests {
    private let size = Size(width: 375, height: 667)

    @Test func theProfileMixesItsCellsThroughTheTypedMainView() {
        let controller = ProfileController()
        controller.loadView(size: size)
        controller.viewModel = .mockUp(.ru)
        let table = controller.mainView.table
        #expect(controller.view === controller.mainView.view)
        #expect(table?.view.superview === controller.mainView.view)
        #expect(table?.rows.map(\.indexPath) == [IndexPath(row: 0), IndexPath(row: 1),
                                                  IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1),
                                                  IndexPath(row: 2, section: 1)])
        let snapshot = ProfileScreen().render(ScreenRequest(size: size, language: .ru))
        #expect(snapshot.cells.map(\.cellType) == ["UserProfileCell", "UserProfileGalleryCell", "WallPostCell",
                                                   "WallPostCell", "WallPostCell"])
        #expect(snapshot.size == Size(width: 375, height: table?.contentHeight ?? 0))
        #expect(snapshot.cells.first?.views.first { $0.name == "fullNameLbl" }?.text == "Анна Смирнова")
    }

    @Test func readMoreExpandsThePostAndGrowsItsRow() {
        let controller = ProfileController()
        controller.loadView(size: size)
        controller.viewModel = .mockUp(.es)
        let post = IndexPath(row: 0, section: 1)
        let before = controller.mainView.table?.rows.first { $0.indexPath == post }?.height ?? 0
        controller.readMorePressed(at: post)
        let after = controller.mainView.table?.rows.first { $0.indexPath == post }?.height ?? 0
        #expect((controller.mainView.table?.model[post] as? WallPostViewModel)?.isExpandText == true)
        #expect(after > before)
    }

    @Test func rotatingTheProfileRelaysTheTableAtTheNewWidth() {
        let controller = ProfileController()
        controller.loadView(size: size)
        controller.viewModel = .mockUp(.en)
        controller.viewWillTransition(to: Size(width: 667, height: 375))
        let landscape = Size(width: 667, height: 375)
        #expect(controller.mainView.table?.size == landscape)
        #expect(controller.mainView.table?.rows.last?.height
            == WallPostCell.calculateCellHeight(ProfileViewModel.mockUp(.en).posts[2], landscape))
    }

    @Test func friendsAndChatAreTablesOfTheirCells() {
        let friends = FriendsScreen().render(ScreenRequest(size: size, language: .es))
        #expect(friends.cells.count == 6 && friends.cells.allSatisfy { $0.cellType == "FriendCell" && $0.height == 54 })
        #expect(friends.size.height == 324)
        #expect(friends.cells[3].views.first { $0.name == "fullNameLbl" }?.text == "Nombre oculto")
        let chat = ChatScreen().render(ScreenRequest(size: size, language: .ru))
        #expect(chat.cells.map(\.cellType) == Array(repeating: "MessageCell", count: 5))
        #expect(chat.cells.map(\.y) == chat.cells.indices.map { index in chat.cells[..<index].reduce(0) { $0 + $1.height } })
    }

    @Test func theCatalogListsTheCellScreens() {
        #expect(ScreenCatalog.screens.map(\.name) == ["login", "friend", "message", "wallPost", "profile", "friends", "chat"])
        #expect(ScreenCatalog.screen(named: "wallPost")?.states == ["collapsed", "expanded"])
    }
}
