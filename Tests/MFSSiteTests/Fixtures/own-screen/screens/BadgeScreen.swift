import MFS
import MFSScreenKit
import UIKit

/// One badge cell at the request's width, its title the model key `title`.
struct BadgeScreen: ScreenDefinition {
    let name = "badge"
    let summary = "A row with a title and a count badge."
    let descriptions = ["ru": "строка с заголовком и значком"]
    let modelKeys = [ModelKey("title", .string, "the row's title")]
    let states: [String] = []

    func render(_ request: ScreenRequest) -> ScreenSnapshot {
        let cell = BadgeCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: request.size.width, height: BadgeCell.height)
        cell.titleLbl.text = ModelOverrides(request.model).string("title") ?? "Входящие"
        cell.layoutIfNeeded()
        return ScreenSnapshot(screen: name, view: cell.contentView)
    }
}
