import Testing
import UIKit

/// Target-action as UIKit does it: `sendActions(for:)` performs each action registered
/// for those events on its target with the control as sender; targets are held weakly.
@Suite struct TargetActionTests {
    private final class Screen {
        var taps: [String] = []

        func readMoreBtnAction(_ sender: UIButton) { taps.append(sender.accessibilityIdentifier ?? "?") }
    }

    @Test func sendActionsPerformsTheActionsOfThoseEventsOnTheirTargets() {
        let screen = Screen()
        let button = UIButton(type: .custom)
        button.accessibilityIdentifier = "readMoreBtn"
        button.addTarget(screen, action: Selector("readMoreBtnAction(_:)", Screen.readMoreBtnAction), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: UIControl.Event(rawValue: 1))
        button.sendActions(for: .touchUpInside)
        #expect(screen.taps == ["readMoreBtn", "readMoreBtn"])
    }

    @Test func theTargetIsHeldWeakly() {
        let button = UIButton(type: .custom)
        weak var released: Screen?
        do {
            let screen = Screen()
            released = screen
            button.addTarget(screen, action: Selector("readMoreBtnAction(_:)", Screen.readMoreBtnAction), for: .touchUpInside)
        }
        button.sendActions(for: .touchUpInside)
        #expect(released == nil)
    }
}
