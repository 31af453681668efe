import Testing
import UIKit
import MFS
@testable import MFSScreens

/// One cell type of the demo app: fresh view models (empty caches) and a way
/// to empty the class cache.
struct CellCase: Sendable, CustomTestStringConvertible {
    let name: String
    let make: @Sendable (Int) -> any CellViewModel
    let clearStaticFrames: @Sendable () -> Void

    var testDescription: String { name }

    static let all: [CellCase] = [
        CellCase(name: "FriendCell", make: { FriendViewModel(id: "f\($0)", fullName: "Name \($0)", lastSeen: $0 % 2 == 0 ? "online" : nil) },
                 clearStaticFrames: { FriendCell.subviewStaticFrames.removeAll() }),
        CellCase(name: "MessageCell", make: { MessageViewModel(id: "m\($0)", text: String(repeating: "Hola, ¿qué tal? ", count: $0 + 1)) },
                 clearStaticFrames: {}),
        CellCase(name: "WallPostCell collapsed", make: { post($0, expanded: false) },
                 clearStaticFrames: { WallPostCell.subviewStaticFrames.removeAll() }),
        CellCase(name: "WallPostCell expanded", make: { post($0, expanded: true) },
                 clearStaticFrames: { WallPostCell.subviewStaticFrames.removeAll() }),
        CellCase(name: "UserProfileCell", make: { UserProfileViewModel(id: "u\($0)", fullName: nil, status: String(repeating: "Привет. ", count: $0 * 5)) },
                 clearStaticFrames: { UserProfileCell.subviewStaticFrames.removeAll() }),
        CellCase(name: "UserProfileGalleryCell", make: { UserProfileGalleryViewModel(photoCount: $0 + 2) },
                 clearStaticFrames: { UserProfileGalleryCell.subviewStaticFrames.removeAll() }),
    ]

    private static func post(_ index: Int, expanded: Bool) -> WallPostViewModel {
        let mockUp = WallPostViewModel.mockUp(.ru)
        var model = WallPostViewModel(id: "p\(index)", ownerName: mockUp.ownerName, postDate: nil,
                                      text: String(mockUp.text.prefix(index * 150)), photoCount: index, likes: index,
                                      language: .ru)
        model.isExpandText = expanded
        return model
    }
}

@Suite struct CellCacheTests {
    /// The cells of a table of `rows` at `width`, drawn through the table.
    private func cells(_ rows: [any CellViewModel], width: Double) -> [CellSnapshot] {
        TableScreenSnapshot.render("cells", ScreenRequest(size: Size(width: width, height: 568)), [rows], frameSources: [:]).cells
    }

    @Test(arguments: CellCase.all)
    func cachedFramesEqualFreshOnesAtEveryDefaultWidth(_ cell: CellCase) {
        for width in ScreenSizes.defaults.map(\.width) {
            let warm = (0..<3).map(cell.make)
            let size = Size(width: width, height: 568)
            for model in warm { AppCells.calculateCoordinates(model, tableSize: size) }
            let cached = cells(warm, width: width)
            cell.clearStaticFrames()
            let fresh = cells((0..<3).map(cell.make), width: width)
            #expect(cached == fresh, "\(cell.name) at \(width)")
            #expect(cached.allSatisfy { $0.height > 0 && $0.views.allSatisfy { $0.frame.maxX <= width } })
        }
    }

    @Test(arguments: CellCase.all)
    func aReusedCellHasTheFramesOfANewOne(_ cell: CellCase) {
        let reused = cells([cell.make(2), cell.make(1)], width: 375)[1]
        let new = cells([cell.make(1)], width: 375)[0]
        #expect(reused.views == new.views && reused.height == new.height)
    }

    @Test func eachCellTypeMapsToItsClassAndReuseIdentifier() {
        #expect(CellCase.all.map { AppCells.reuseIdentifier(for: $0.make(0)) } == [
            "FriendCell", "MessageCell", "WallPostCell", "WallPostCell", "UserProfileCell", "UserProfileGalleryCell",
        ])
    }

    /// A view model with no cell class gets no class, a 0-high row and no cell: the original
    /// fell back to the view model's class name and crashed creating a cell of it (A.6.13).
    @Test func aViewModelWithoutACellClassGetsAnEmptyRow() {
        struct Orphan: CellViewModel {}
        #expect(AppCells.cellClass(for: Orphan()) == nil && AppCells.reuseIdentifier(for: Orphan()) == nil)
        let snapshot = TableScreenSnapshot.render("cells", ScreenRequest(size: Size(width: 320, height: 568)),
                                                  [[Orphan(), FriendViewModel.mockUp()]], frameSources: [:])
        #expect(snapshot.cells.map(\.row) == [1] && snapshot.cells[0].y == 0)
    }
}
