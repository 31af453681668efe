import Testing
import UIKit
@testable import MFSScreens

/// A cell lays out in its content view, keyed by the content view's width.
@Suite struct ContentViewLayoutTests {
    /// The content view narrowed inside a 320-pt cell, as an accessory would narrow it:
    /// the next resize uses its 282 pt, not the cell's 320.
    @Test func aNarrowerContentViewGetsFramesForItsWidth() {
        let cell = FriendCell(style: .default, reuseIdentifier: "FriendCell")
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 54)
        cell.viewModel = .mockUp(.es)
        cell.layoutIfNeeded()
        #expect(cell.fullNameLbl?.frame == CGRect(x: 64, y: 8, width: 246, height: 20))
        cell.contentView.frame.size.width = 282
        cell.resizeSubviews(cell.viewModel)
        #expect(cell.fullNameLbl?.frame == CGRect(x: 64, y: 8, width: 208, height: 20))
        #expect(cell.lastSeenLbl?.frame == CGRect(x: 64, y: 30, width: 208, height: 16))
        #expect(FriendCell.subviewStaticFrames["fullNameLbl", width: 282] == CGRect(x: 64, y: 8, width: 208, height: 20))
    }
}
