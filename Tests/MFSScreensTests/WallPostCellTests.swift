import Testing
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
                                   TableModel(rows: [model])).cells[0].views.first { $0.name == name }
    }

    @Test func aTextAtTheMaximumIsNotCutAndOneLineMoreIs() {
        let atMax = post(text(lines: 6))
        #expect(WallPostCell.textSizeBounds(atMax, size) == SizeBounds(fixed: Size(width: 296, height: 120)))
        #expect(!WallPostCell.isExceededTextLimit(atMax, size))
        #expect(view("readMoreButton", atMax)?.isHidden == true)
        #expect(WallPostCell.calculateCellHeight(atMax, size) == WallPostCell.calculateCellHeight(post(atMax.text, expanded: true), size))

        let overMax = post(text(lines: 7))
        #expect(WallPostCell.textSizeBounds(overMax, size)
            == SizeBounds(minSize: Size(width: 296, height: 120), maxSize: Size(width: 296, height: 140)))
        #expect(overMax.subviewSizes.flag(CacheKey("isExceededTextLimit"), width: 320) == true)
        #expect(view("readMoreButton", overMax)?.isHidden == false)
        #expect(view("textLbl", overMax)?.frame == Rect(x: 12, y: 64, width: 296, height: 120))
        let expanded = post(overMax.text, expanded: true)
        #expect(view("readMoreButton", expanded)?.isHidden == true)
        #expect(view("textLbl", expanded)?.frame == Rect(x: 12, y: 64, width: 296, height: 140))
        // Collapsed: 64 + 120 + 4 + 20 (read more), + 8, 32 buttons, + 12 = 260; expanded: 64 + 140 + 8 + 32 + 12.
        #expect(WallPostCell.calculateCellHeight(overMax, size) == 260)
        #expect(WallPostCell.calculateCellHeight(expanded, size) == 256)
    }

    @Test func aTextAtOrBelowTheMinimumTakesTheMinimum() {
        #expect(WallPostCell.textSizeBounds(post(text(lines: 2)), size) == SizeBounds(fixed: Size(width: 296, height: 40)))
        #expect(WallPostCell.textSizeBounds(post(text(lines: 1)), size) == SizeBounds(fixed: Size(width: 296, height: 40)))
        #expect(WallPostCell.textSizeBounds(post(text(lines: 3)), size) == SizeBounds(fixed: Size(width: 296, height: 60)))
    }

    @Test func heightsAreCachedPerWidthCompactAndExpanded() {
        let compact = WallPostViewModel.mockUp(.es)
        var expanded = compact
        expanded.isExpandText = true
        let portrait = WallPostCell.calculateCellHeight(compact, size)
        let landscape = WallPostCell.calculateCellHeight(compact, Size(width: 568, height: 320))
        let open = WallPostCell.calculateCellHeight(expanded, Size(width: 568, height: 320))
        #expect(compact.subviewSizes.number(CacheKey("compactHeight"), width: 320) == portrait)
        #expect(compact.subviewSizes.number(CacheKey("compactHeight"), width: 568) == landscape)
        #expect(compact.subviewSizes.number(CacheKey("expandedHeight"), width: 568) == open)
        #expect(compact.subviewSizes.number(CacheKey("expandedHeight"), width: 320) == nil)
        #expect(portrait != landscape && open > landscape)
        let fresh = WallPostViewModel.mockUp(.es)
        #expect(WallPostCell.calculateCellHeight(fresh, Size(width: 568, height: 320)) == landscape)
    }

    @Test func rotationRelaysTheRowsOutAtTheNewWidth() {
        let table = TableView(registry: AppCells.registry, model: TableModel(rows: [WallPostViewModel.mockUp(.ru)]))
        table.setSize(size)
        let cell = table.visibleCells[IndexPath(row: 0)] as? WallPostCell
        cell?.trace.clear()
        table.setSize(Size(width: 568, height: 320))
        let landscape = Size(width: 568, height: 320), model = WallPostViewModel.mockUp(.ru)
        #expect(table.rows.map(\.height) == [WallPostCell.calculateCellHeight(model, landscape)])
        let rotated = table.visibleCells[IndexPath(row: 0)] as? WallPostCell
        #expect(rotated?.commentButton?.frame == WallPostCell.rectForCommentButton(model, landscape))
        #expect(rotated?.trace.outline.contains("  resizeSubviews") == true)
    }

    @Test func missingFieldsShowTheFallbacksAndHideTheirViews() {
        let request = ScreenRequest(size: size, model: ["ownerName": .string(""), "postDate": .string(""),
                                                        "text": .string(""), "photos": .int(0)], language: .es)
        let views = WallPostScreen().render(request).cells[0].views
        let byName = Dictionary(uniqueKeysWithValues: views.map { ($0.name, $0) })
        #expect(byName["ownerNameLbl"]?.text == "Nombre oculto")
        #expect(byName["postDateLbl"]?.text == "Fecha desconocida")
        #expect(byName["textLbl"]?.isHidden == true && byName["galleryView"]?.isHidden == true)
        #expect(byName["readMoreButton"]?.isHidden == true)
        #expect(byName["commentButton"]?.frame == Rect(x: 12, y: 64, width: 98, height: 32))
        #expect(WallPostScreen().render(request).size.height == 108)
    }

    @Test func expandedAndCollapsedDifferAsTheSpecSays() {
        let collapsed = WallPostScreen().render(ScreenRequest(size: size, state: "collapsed"))
        let expanded = WallPostScreen().render(ScreenRequest(size: size, state: "expanded"))
        func find(_ snapshot: ScreenSnapshot, _ name: String) -> ViewSnapshot? {
            snapshot.cells[0].views.first { $0.name == name }
        }
        #expect(find(collapsed, "readMoreButton")?.isHidden == false)
        #expect(find(expanded, "readMoreButton")?.isHidden == true)
        #expect(find(collapsed, "textLbl")?.frame.height == 120)
        #expect((find(expanded, "textLbl")?.frame.height ?? 0) > 120)
        #expect(expanded.size.height > collapsed.size.height)
        #expect(find(expanded, "galleryView")?.cache == .sizes && find(expanded, "textLbl")?.cache == .frames
            && find(expanded, "avatarImgView")?.cache == .static)
    }

    @Test func frameFunctionsArePureAndZeroForNoWidth() {
        let model = WallPostViewModel.mockUp(.ru)
        let before = (model.text, model.ownerName, model.photoCount, model.isExpandText)
        let first = WallPostCell.rectForRepostButton(model, size), second = WallPostCell.rectForRepostButton(model, size)
        #expect(first == second)
        #expect(before == (model.text, model.ownerName, model.photoCount, model.isExpandText))
        for width in [0.0, -10] {
            let parent = Size(width: width, height: 568)
            #expect(WallPostCell.rectForTextLbl(model, parent) == .zero)
            #expect(WallPostCell.rectForGalleryView(model, parent) == .zero)
            #expect(WallPostCell.rectForAvatarImgView(model, parent) == .zero)
            #expect(WallPostCell.calculateCellHeight(model, parent) == 0)
        }
    }
}
