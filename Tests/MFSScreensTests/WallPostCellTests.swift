import Testing
import UIKit
import MFS
@testable import MFSScreens

@Suite struct WallPostCellTests {
    private let size = Size(width: 320, height: 568)

    /// A post with `text` and no photos, collapsed or expanded.
    private func post(_ text: String, expanded: Bool = false, id: String = "t") -> WallPostViewModel {
        var model = WallPostViewModel(id: id, ownerName: "A", postDate: "B", text: text, language: .ru)
        model.isExpandText = expanded
        return model
    }

    /// The first text made of repeated Russian words that the shared measurer
    /// lays out in exactly `lines` lines at the post's text width.
    private func text(lines: Int, width: Double = 320) -> String {
        var words: [String] = []
        while true {
            words.append(["слово", "длинное", "и", "ещё"][words.count % 4])
            let candidate = words.joined(separator: " ")
            let count = Typesetter.shared.layout(candidate, font: WallPostCell.textFont,
                                                 lineHeight: WallPostCell.textLineHeight, maxWidth: width - 24).lineCount
            if count == lines { return candidate }
            precondition(count < lines, "no text of exactly \(lines) lines")
        }
    }

    private func view(_ name: String, _ model: WallPostViewModel, width: Double = 320) -> ViewSnapshot? {
        TableScreenSnapshot.render("wallPost", ScreenRequest(size: Size(width: width, height: 568)),
                                   [[model]], frameSources: [:]).cells[0].views.first { $0.name == name }
    }

    @Test func aTextAtTheMaximumIsNotCutAndOneLineMoreIs() {
        let atMax = post(text(lines: 6))
        #expect(WallPostCell.textSize(atMax, parentSize: size) == Size(width: 296, height: 120))
        #expect(!WallPostCell.isExceededTextLimit(atMax, parentSize: size))
        #expect(view("readMoreBtn", atMax)?.isHidden == true)
        #expect(WallPostCell.calculateCellHeight(fromVM: atMax, tableSize: size)
            == WallPostCell.calculateCellHeight(fromVM: post(atMax.text, expanded: true), tableSize: size))

        let overMax = post(text(lines: 7))
        #expect(WallPostCell.textSize(overMax, parentSize: size) == Size(width: 296, height: 140))
        #expect(overMax.subviewSizes["textLbl", width: 320] == Size(width: 296, height: 140))
        #expect(WallPostCell.isExceededTextLimit(overMax, parentSize: size))
        #expect(view("readMoreBtn", overMax)?.isHidden == false)
        #expect(view("textLbl", overMax)?.frame == Rect(x: 12, y: 64, width: 296, height: 120))
        let expanded = post(overMax.text, expanded: true)
        #expect(view("readMoreBtn", expanded)?.isHidden == true)
        #expect(view("textLbl", expanded)?.frame == Rect(x: 12, y: 64, width: 296, height: 140))
        // Collapsed: 64 + 120 + 4 + 20 (read more), + 8, 32 buttons, + 12 = 260; expanded: 64 + 140 + 8 + 32 + 12.
        #expect(WallPostCell.calculateCellHeight(fromVM: overMax, tableSize: size) == 260)
        #expect(WallPostCell.calculateCellHeight(fromVM: expanded, tableSize: size) == 256)
    }

    @Test func aTextAtOrBelowTheMinimumTakesTheMinimum() {
        #expect(WallPostCell.textSize(post(text(lines: 2)), parentSize: size) == Size(width: 296, height: 40))
        #expect(WallPostCell.textSize(post(text(lines: 1)), parentSize: size) == Size(width: 296, height: 40))
        #expect(WallPostCell.textSize(post(text(lines: 3)), parentSize: size) == Size(width: 296, height: 60))
    }

    @Test func heightsAreCachedPerWidthCompactAndExpanded() {
        let compact = WallPostViewModel.mockUp(.es)
        var expanded = compact
        expanded.isExpandText = true
        let portrait = WallPostCell.calculateCellHeight(fromVM: compact, tableSize: size)
        let landscape = WallPostCell.calculateCellHeight(fromVM: compact, tableSize: Size(width: 568, height: 320))
        let open = WallPostCell.calculateCellHeight(fromVM: expanded, tableSize: Size(width: 568, height: 320))
        #expect(compact.cellHeights["compactHeight", width: 320] == portrait)
        #expect(compact.cellHeights["compactHeight", width: 568] == landscape)
        #expect(compact.cellHeights["expandedHeight", width: 568] == open)
        #expect(compact.cellHeights["expandedHeight", width: 320] == nil)
        #expect(portrait != landscape && open > landscape)
        let fresh = WallPostViewModel.mockUp(.es)
        #expect(WallPostCell.calculateCellHeight(fromVM: fresh, tableSize: Size(width: 568, height: 320)) == landscape)
    }

    @Test func rotationRelaysTheRowsOutAtTheNewWidth() {
        let source = CellsTableSource([[WallPostViewModel.mockUp(.ru)]])
        let table = UITableView(frame: CGRect(origin: .zero, size: size), style: .plain)
        table.dataSource = source
        table.delegate = source
        table.reloadData()
        let cell = table.cellForRow(at: IndexPath(row: 0)) as? WallPostCell
        cell?.trace.clear()
        table.frame.size = CGSize(width: 568, height: 320)
        table.layoutIfNeeded()
        let landscape = CGSize(width: 568, height: 320), model = WallPostViewModel.mockUp(.ru)
        #expect(table.rectForRow(at: IndexPath(row: 0)).height
            == WallPostCell.calculateCellHeight(fromVM: model, tableSize: landscape))
        let rotated = table.cellForRow(at: IndexPath(row: 0)) as? WallPostCell
        #expect(rotated === cell)
        #expect(rotated?.commentBtn?.frame == WallPostCell.rectForCommentBtn(model, parentSize: landscape))
        #expect(rotated?.trace.outline == ["layoutSubviews", "  resizeSubviews"])
    }

    @Test func missingFieldsShowTheFallbacksAndHideTheirViews() {
        let request = ScreenRequest(size: size, model: ["ownerName": .string(""), "postDate": .string(""),
                                                        "text": .string(""), "photos": .int(0)], language: .es)
        let views = WallPostScreen().render(request).cells[0].views
        let byName = Dictionary(uniqueKeysWithValues: views.map { ($0.name, $0) })
        #expect(byName["ownerNameLbl"]?.text == "Nombre oculto")
        #expect(byName["postDateLbl"]?.text == "Fecha desconocida")
        #expect(byName["textLbl"]?.isHidden == true && byName["photoGallery"]?.isHidden == true)
        #expect(byName["readMoreBtn"]?.isHidden == true)
        #expect(byName["commentBtn"]?.frame == Rect(x: 12, y: 64, width: 98, height: 32))
        #expect(WallPostScreen().render(request).size.height == 108)
    }

    @Test func expandedAndCollapsedDifferAsTheSpecSays() {
        let collapsed = WallPostScreen().render(ScreenRequest(size: size, state: "collapsed"))
        let expanded = WallPostScreen().render(ScreenRequest(size: size, state: "expanded"))
        func find(_ snapshot: ScreenSnapshot, _ name: String) -> ViewSnapshot? {
            snapshot.cells[0].views.first { $0.name == name }
        }
        #expect(find(collapsed, "readMoreBtn")?.isHidden == false)
        #expect(find(expanded, "readMoreBtn")?.isHidden == true)
        #expect(find(collapsed, "textLbl")?.frame.height == 120)
        #expect((find(expanded, "textLbl")?.frame.height ?? 0) > 120)
        #expect(expanded.size.height > collapsed.size.height)
        #expect(find(expanded, "photoGallery")?.cache == .sizes && find(expanded, "textLbl")?.cache == .frames
            && find(expanded, "avatarImgView")?.cache == .static)
    }

    @Test func frameFunctionsArePureAndZeroForNoWidth() {
        let model = WallPostViewModel.mockUp(.ru)
        let before = (model.text, model.ownerName, model.photoCount, model.isExpandText)
        let first = WallPostCell.rectForRepostBtn(model, parentSize: size)
        let second = WallPostCell.rectForRepostBtn(model, parentSize: size)
        #expect(first == second)
        #expect(before == (model.text, model.ownerName, model.photoCount, model.isExpandText))
        for width in [0.0, -10] {
            let parent = Size(width: width, height: 568)
            #expect(WallPostCell.rectForTextLbl(model, parentSize: parent) == .zero)
            #expect(WallPostCell.rectForPhotoGallery(model, parentSize: parent) == .zero)
            #expect(WallPostCell.rectForAvatarImgView(model, parentSize: parent) == .zero)
            #expect(WallPostCell.calculateCellHeight(fromVM: model, tableSize: parent) == 0)
        }
    }
}
