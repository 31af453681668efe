import Testing
import MFS

@Suite struct RectTests {
    @Test func integralFloorsTheOriginAndCeilsTheFarEdges() {
        #expect(Rect(x: 10.2, y: 5.7, width: 20.1, height: 0.2).integral == Rect(x: 10, y: 5, width: 21, height: 1))
        #expect(Rect(x: -0.5, y: -1.5, width: 1, height: 1).integral == Rect(x: -1, y: -2, width: 2, height: 2))
    }

    @Test func integralStandardizesNegativeSizes() {
        #expect(Rect(x: 10, y: 10, width: -4.5, height: -2).integral == Rect(x: 5, y: 8, width: 5, height: 2))
    }

    @Test func insetRemovesEachEdge() {
        let rect = Rect(x: 0, y: 0, width: 320, height: 100)
        #expect(rect.inset(by: EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)) == Rect(x: 10, y: 5, width: 290, height: 80))
    }

    @Test func descriptionUsesCompactNumbers() {
        #expect(Rect(x: 1, y: 2.5, width: 3, height: 4).description == "(1, 2.5, 3, 4)")
        #expect(Size(width: 320, height: 568).description == "320x568")
    }
}
