import UIKit
import MFS
import MFSScreens
@testable import MFSSite
import Testing

/// Issue 16, part 4: the paging figure is the phone's window scrolled to the footer
/// spinner, and under it the engine's record of the next page's pre-computation.
@Suite struct PagingFigureHTMLTests {
    /// A record written by hand: the split and times of a real run vary.
    private let workers = [PrecomputationWorker(rows: [0, 2, 3, 5, 6, 8], cpuTime: .microseconds(412)),
                           PrecomputationWorker(rows: [1, 4, 7, 9], cpuTime: .nanoseconds(2_996_000))]

    @Test func theRecordListsTheRowsAndEachCoresRowsAndTime() {
        #expect(ScreenHTML(language: .ru).precomputation(workers) == """
            <div class="mfs-precomputation" data-rows="10">
            <p>Предрасчёт следующей страницы, замеренный при сборке сайта: 10 строк</p>
            <ul>
            <li>ядро 1: 6 строк, 0,41 мс</li>
            <li>ядро 2: 4 строки, 3 мс</li>
            </ul>
            </div>

            """)
        #expect(ScreenHTML(language: .es).precomputation([PrecomputationWorker(rows: [0], cpuTime: .microseconds(1_250))]) == """
            <div class="mfs-precomputation" data-rows="1">
            <p>Cálculo previo de la página siguiente, medido al construir el sitio: 1 fila</p>
            <ul>
            <li>núcleo 1: 1 fila, 1,25 ms</li>
            </ul>
            </div>

            """)
        #expect(ScreenHTML.milliseconds(.microseconds(21_994)) == 21.99)
    }

    @Test func thePagingFigureIsTheWindowWithTheRecordBeforeItsCaption() {
        let request = ScreenRequest(size: Size(width: 320, height: 568), state: "paging", language: .ru)
        let snapshot = ProfileScreen().render(request)
        let html = ScreenHTML(language: .ru).figure(snapshot, request: request, state: "подгрузка страницы",
                                                    precomputation: workers)
        #expect(html.hasPrefix("""
            <figure class="mfs-screen" data-chrome="phone" data-screen="profile" data-width="320" data-height="568" \
            data-size="320x568" data-language="ru" data-state="paging" tabindex="0">
            <div class="mfs-phone">
            <div class="mfs-status-bar" aria-hidden="true"><span>9:41</span><span class="mfs-status-icons"><i></i><i></i><i></i></span></div>
            <div class="mfs-canvas" style="position:relative;width:320px;height:568px;background:rgb(255 255 255)">

            """))
        let top = snapshot.cells.first?.y ?? 0
        #expect(top < 0 && html.contains("data-row=\"\(snapshot.cells.first?.row ?? -1)\" style=\"position:absolute;left:0;top:\(CSS.px(top));"))
        #expect(html.contains("""
            <div class="mfs-view" data-name="footerLoader" data-cache="none" data-inspect="footerLoader · (150, 536) 20 × 20 · без кэша" \
            role="group" aria-label="footerLoader · (150, 536) 20 × 20 · без кэша" style="position:absolute;left:150px;top:536px;width:20px;height:20px
            """))
        #expect(html.hasSuffix("""
            </div>
            <div class="mfs-home-indicator" aria-hidden="true"></div>
            </div>
            \(ScreenHTML(language: .ru).precomputation(workers))<figcaption>320 × 568 · портрет · подгрузка страницы</figcaption>
            </figure>

            """))
    }

    /// A gallery of the paging state computes each size's next page while it is drawn;
    /// other states and screens have no record.
    @Test func aPagingGalleryCarriesARecordPerFigure() {
        let sizes = [Size(width: 320, height: 568), Size(width: 568, height: 320)]
        func gallery(_ screen: any ScreenDefinition, _ state: String?) -> String {
            let requests = sizes.map { ScreenRequest(size: $0, state: state, language: .en) }
            return ScreenHTML().group(requests.map(screen.render), requests: requests, of: screen, label: "profile")
        }
        let paging = gallery(ProfileScreen(), "paging")
        #expect(paging.components(separatedBy: "<div class=\"mfs-precomputation\" data-rows=\"10\">").count == 3)
        #expect(paging.components(separatedBy: "<li>core ").count == 1 + 2 * Precomputation.coreCount)
        #expect(!gallery(ProfileScreen(), nil).contains("mfs-precomputation"))
        #expect(!gallery(WallPostScreen(), "expanded").contains("mfs-precomputation"))
    }
}
