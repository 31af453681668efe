import Testing
import UIKit
import MFS
@testable import MFSScreens

@Suite struct TableScreensTests {
    private let size = CGSize(width: 375, height: 667)

    /// A profile controller shown in a window of `size` with the mock-up of `language`, and the window.
    private func shown(_ language: Language) -> (ProfileController, UIWindow) {
        let controller = ProfileController(), window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = controller
        controller.viewModel = .mockUp(language)
        window.makeKeyAndVisible()
        return (controller, window)
    }

    @Test func theProfileMixesItsCellsThroughTheTypedMainView() {
        let (controller, _) = shown(.ru)
        let table = controller.mainView.tableView
        #expect(controller.view === controller.mainView)
        #expect(table?.superview === controller.mainView)
        #expect(table?.indexPathsForAllRows == [IndexPath(row: 0), IndexPath(row: 1), IndexPath(row: 0, section: 1),
                                                IndexPath(row: 1, section: 1), IndexPath(row: 2, section: 1)])
        let snapshot = ProfileScreen().render(ScreenRequest(size: size, language: .ru))
        #expect(snapshot.cells.map(\.cellType) == ["UserProfileCell", "UserProfileGalleryCell", "WallPostCell",
                                                   "WallPostCell", "WallPostCell"])
        #expect(snapshot.size == CGSize(width: 375, height: table?.rowsHeight ?? 0))
        #expect(snapshot.cells.first?.views.first { $0.name == "fullNameLbl" }?.text == "Анна Смирнова")
    }

    @Test func readMoreExpandsThePostAndGrowsItsRow() {
        let (controller, _) = shown(.es)
        let post = IndexPath(row: 0, section: 1)
        let before = controller.mainView.tableView?.rectForRow(at: post).height ?? 0
        controller.readMore(at: post)
        let after = controller.mainView.tableView?.rectForRow(at: post).height ?? 0
        #expect(controller.viewModel?.posts[0].isExpandText == true)
        #expect(after > before)
    }

    @Test func rotatingTheProfileRelaysTheTableAtTheNewWidth() {
        let (controller, window) = shown(.en)
        let landscape = CGSize(width: 667, height: 375)
        window.transition(to: landscape)
        #expect(controller.mainView.tableView?.frame.size == landscape)
        let last = IndexPath(row: 2, section: 1)
        #expect(controller.mainView.tableView?.rectForRow(at: last).height
            == WallPostCell.calculateCellHeight(fromVM: ProfileViewModel.mockUp(.en).posts[2], tableSize: landscape))
    }

    /// The paging trigger: near the bottom and not already loading, `loadNextPage` sets
    /// `isLoadingData`, starts the footer spinner and queues one block on a background
    /// queue; that block loads the page and computes its frames on every core, then
    /// queues the main-queue half, which appends, reloads, clears the flag and stops the spinner.
    @Test func nearingTheBottomLoadsOnePagePrecomputedOffTheMainQueue() {
        let runLoop = HeadlessRunLoop()
        runLoop.run {
            let (controller, window) = shown(.en)
            guard let table = controller.mainView.tableView else { return #expect(Bool(false)) }
            table.contentOffset = CGPoint(x: 0, y: 10)
            #expect(!controller.isLoadingData && runLoop.waiting == (0, 0))
            let nearBottom = table.contentSize.height - 1.1 * table.frame.height
            table.contentOffset = CGPoint(x: 0, y: nearBottom)
            #expect(controller.isLoadingData && controller.mainView.footerLoader?.isAnimating == true)
            table.contentOffset = CGPoint(x: 0, y: nearBottom + 5)
            #expect(runLoop.waiting == (0, 1))
            runLoop.runBackground()
            #expect(runLoop.waiting == (1, 0) && controller.isLoadingData && controller.loadedPages == 0)
            #expect(runLoop.workers.count == Precomputation.coreCount
                && runLoop.workers.flatMap(\.rows).sorted() == Array(0..<ProfileViewModel.pageSize))
            runLoop.runUntilIdle()
            #expect(runLoop.waiting == (0, 0))
            #expect(!controller.isLoadingData && controller.mainView.footerLoader?.isAnimating == false)
            #expect(table.numberOfRows(inSection: 1) == 3 + ProfileViewModel.pageSize && controller.loadedPages == 1)
            let page = WallPostViewModel.feed(count: ProfileViewModel.pageSize, seed: 1)
            #expect(controller.viewModel?.posts.suffix(ProfileViewModel.pageSize).map(\.id) == page.map(\.id))
            #expect(controller.viewModel?.posts.suffix(ProfileViewModel.pageSize)
                .allSatisfy { $0.subviewSizes["commentBtn", width: 375] != nil } == true)
            withExtendedLifetime(window) {}
        }
    }

    /// A controller gone before its page comes back: the main-queue half finds no one and does nothing.
    @Test func aPageThatComesBackAfterItsControllerIsGoneIsDropped() {
        let runLoop = HeadlessRunLoop()
        runLoop.run {
            var (controller, window): (ProfileController?, UIWindow?) = shown(.es)
            let table = controller?.mainView.tableView
            table?.contentOffset = CGPoint(x: 0, y: (table?.contentSize.height ?? 0) - (table?.frame.height ?? 0))
            #expect(runLoop.waiting == (0, 1))
            weak let gone = controller
            #expect(window?.rootViewController === controller)
            (controller, window) = (nil, nil)
            #expect(gone == nil)
            runLoop.runUntilIdle()
            #expect(runLoop.waiting == (0, 0) && runLoop.workers.isEmpty)
        }
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

    /// Each table screen tags its cells' views with the caches their frames come from
    /// (the inspector's colours): every cell type's views, once, as `Cell.view cache`.
    @Test func eachTableScreenTagsItsCellsViewsWithTheirCaches() {
        func caches(_ screen: any ScreenDefinition) -> [String] {
            let snapshot = screen.render(ScreenRequest(size: Size(width: 320, height: 568)))
            return Array(Set(snapshot.cells.flatMap { cell in cell.views.map { "\(cell.cellType).\($0.name) \($0.cache.rawValue)" } })).sorted()
        }
        #expect(caches(FriendsScreen()) == ["FriendCell.avatarImgView static", "FriendCell.fullNameLbl static", "FriendCell.lastSeenLbl static"])
        #expect(caches(ChatScreen()) == ["MessageCell.bubbleView none", "MessageCell.messageLbl frames"])
        #expect(caches(ProfileScreen()) == [
            "UserProfileCell.avatarImgView static", "UserProfileCell.fullNameLbl static", "UserProfileCell.statusLbl frames",
            "UserProfileGalleryCell.photoImgView0 static", "UserProfileGalleryCell.photoImgView1 static",
            "UserProfileGalleryCell.photoImgView2 static", "UserProfileGalleryCell.photoImgView3 static",
            "UserProfileGalleryCell.titleLbl static",
            "WallPostCell.avatarImgView static", "WallPostCell.commentBtn sizes", "WallPostCell.likeBtn sizes",
            "WallPostCell.ownerNameLbl static", "WallPostCell.photoGallery sizes", "WallPostCell.postDateLbl static",
            "WallPostCell.readMoreBtn sizes", "WallPostCell.repostBtn sizes", "WallPostCell.textLbl frames",
        ])
    }

    @Test func theCatalogListsTheCellScreens() {
        #expect(DemoScreens().screens.map(\.name) == ["login", "friend", "message", "wallPost", "profile", "friends", "chat"])
        #expect(DemoScreens().screen(named: "wallPost")?.states == ["collapsed", "expanded"])
    }
}
