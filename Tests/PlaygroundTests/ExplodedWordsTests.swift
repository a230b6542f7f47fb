import Testing
import TouchKit

@testable import Playground

/// The words beside the exploded view's ray: when a slab holds more views than there is room for, the
/// least important are folded and counted; the answer never is.
@Suite("The exploded view's words: the answer always labelled")
struct ExplodedWordsTests {
    private func mark(_ view: String, _ verdict: HitTestVerdict) -> HitTestRay.Mark {
        HitTestRay.Mark(view: view, verdict: verdict, depth: 2, layer: 0)
    }

    @Test("four skipped views in front of the one hit on its slab: the hit's words stay, two skipped are folded")
    func hitNeverFolded() {
        // As the hit test visits them: front (interaction off), glass, ghost, mist, then back, hit.
        let marks = [
            mark("front", .interactionOff), mark("glass", .interactionOff), mark("ghost", .hidden),
            mark("mist", .transparent), mark("back", .hit),
        ]
        let (shown, folded) = ExplodedDrawing.shownRows(marks, room: ExplodedDrawing.wordRowsPerSlab)
        #expect(shown.map(\.view) == ["front", "glass", "back"])
        #expect(folded == 2)
        #expect(shown.count + 1 <= ExplodedDrawing.wordRowsPerSlab, "a row is left to say how many are folded")
    }

    @Test(
        "what fits is all shown, in the hit test's order; the path outranks the skipped, those not reached fold first")
    func ranks() {
        let few = [mark("a", .hidden), mark("b", .hit)]
        #expect(ExplodedDrawing.shownRows(few, room: 4).shown.map(\.view) == ["a", "b"])
        #expect(ExplodedDrawing.shownRows(few, room: 4).folded == 0)
        let many = [
            mark("n1", .behind), mark("s1", .outside), mark("n2", .behind), mark("p", .path), mark("s2", .refused),
            mark("h", .hit),
        ]
        let (shown, folded) = ExplodedDrawing.shownRows(many, room: 4)
        #expect(shown.map(\.view) == ["s1", "p", "h"] && folded == 3)
    }
}
