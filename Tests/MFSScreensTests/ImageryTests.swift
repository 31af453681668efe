import Testing
import UIKit
import MFS
@testable import MFSScreens

/// Issue 16, part 1: each image view names a picture the site ships and says how it fills its box.
@Suite struct ImageryTests {
    private func pictures(_ snapshot: ScreenSnapshot) -> [String] {
        (snapshot.views + snapshot.cells.flatMap(\.views)).filter { $0.kind == .image }.map { view in
            "\(view.name) \(view.imageName ?? "-") \(view.contentMode.rawValue) r=\(view.cornerRadius) "
                + "\(view.clipsToBounds ? "clipped" : "unclipped") \(view.accessibilityLabel ?? "-")"
        }
    }

    private func request(_ width: Double = 320) -> ScreenRequest {
        ScreenRequest(size: Size(width: width, height: 568), language: .en)
    }

    @Test func theLogoIsAspectFitAndClipped() {
        #expect(pictures(LoginScreen().render(request())) == ["logoImgView logo scaleAspectFit r=0.0 clipped MFS"])
    }

    @Test func avatarsAreRoundPortraitsChosenByName() {
        #expect(pictures(FriendsScreen().render(request())) == [
            "avatarImgView avatar3 scaleAspectFill r=22.0 clipped Anna Smith",
            "avatarImgView avatar2 scaleAspectFill r=22.0 clipped Boris Cole",
            "avatarImgView avatar1 scaleAspectFill r=22.0 clipped Vera Price",
            "avatarImgView avatar1 scaleAspectFill r=22.0 clipped Hidden name",
            "avatarImgView avatar0 scaleAspectFill r=22.0 clipped Greg Orr",
            "avatarImgView avatar2 scaleAspectFill r=22.0 clipped Daria Wolfe",
        ])
    }

    @Test func photosAndTheGalleryAreAspectFillAndClipped() {
        let profile = pictures(ProfileScreen().render(request()))
        #expect(Array(profile.prefix(6)) == [
            "avatarImgView avatar3 scaleAspectFill r=40.0 clipped Anna Smith",
            "photoImgView0 photo0 scaleAspectFill r=6.0 clipped Photo 1",
            "photoImgView1 photo1 scaleAspectFill r=6.0 clipped Photo 2",
            "photoImgView2 photo2 scaleAspectFill r=6.0 clipped Photo 3",
            "photoImgView3 photo3 scaleAspectFill r=6.0 clipped Photo 4",
            "avatarImgView avatar3 scaleAspectFill r=20.0 clipped Anna Smith",
        ])
        #expect(profile.contains { $0.hasPrefix("photoGallery gallery scaleAspectFill r=8.0 clipped ") })
    }
}
