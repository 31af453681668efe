import MFS

/// A device a screen is drawn for: the sizes of one screen that are the same
/// rectangle turned (`320x568` and `568x320`), named when it is a device of
/// the default set (iPhone SE, iPhone 8, iPhone 11, iPad). Pure values.
struct Device: Equatable, Sendable {
    /// The device's name, or `nil` for a size outside the default set.
    var name: String?
    /// Its portrait size: the shorter side first.
    var portrait: Size
    /// The positions (in the embed's list) of the sizes drawn for it, in list order.
    var choices: [Int]

    /// The devices of the default set by their portrait size.
    static let names: [Size: String] = [
        Size(width: 320, height: 568): "iPhone SE", Size(width: 375, height: 667): "iPhone 8",
        Size(width: 414, height: 896): "iPhone 11", Size(width: 768, height: 1024): "iPad",
    ]

    /// The portrait form of `size`: its shorter side as the width.
    static func portrait(of size: Size) -> Size {
        Size(width: min(size.width, size.height), height: max(size.width, size.height))
    }

    /// `sizes` grouped by device, in the order each device first appears.
    static func grouping(_ sizes: [Size]) -> [Device] {
        var devices: [Device] = []
        for (index, size) in sizes.enumerated() {
            let portrait = portrait(of: size)
            if let known = devices.firstIndex(where: { $0.portrait == portrait }) {
                devices[known].choices.append(index)
            } else {
                devices.append(Device(name: names[portrait], portrait: portrait, choices: [index]))
            }
        }
        return devices
    }

    /// `iPhone SE 320 × 568`, or `320 × 568` for an unnamed device.
    var title: String {
        let size = "\(portrait.width.compactDescription) × \(portrait.height.compactDescription)"
        return name.map { "\($0) \(size)" } ?? size
    }
}
