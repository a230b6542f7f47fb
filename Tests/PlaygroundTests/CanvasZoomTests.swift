import PlaygroundSettings
import Testing
import TouchKit

/// The canvas's zoom for the back row (issue 54): its steps, what a settings file may hold, and the points
/// touches are read in.
@Suite("The canvas's zoom")
struct CanvasZoomStepTests {
    @Test("Ctrl+plus and Ctrl+minus step from 100 % through 110, 125 … 300 % and down to 50 %, stopping at the ends")
    func steps() {
        var zoom = CanvasZoom()
        #expect(zoom.isActualSize && zoom.percent == "100 %")
        var seen: [String] = []
        for _ in 0..<9 {
            zoom = zoom.larger
            seen.append(zoom.percent)
        }
        #expect(seen == ["110 %", "125 %", "150 %", "175 %", "200 %", "250 %", "300 %", "300 %", "300 %"])
        zoom = CanvasZoom()
        for _ in 0..<6 { zoom = zoom.smaller }
        #expect(zoom.factor == 0.5 && zoom.percent == "50 %")
    }

    @Test(
        "in, a window keeps its canvas 400 x 300 points: a 1100 x 720 window's stops at 150 %, a 1280 x 800 screen's at 250 %"
    )
    func limitedByTheWindow() {
        func largest(_ widget: (width: Double, height: Double)) -> Double {
            var zoom = CanvasZoom()
            for _ in 0..<20 { zoom = zoom.larger(within: widget) }
            return zoom.factor
        }
        #expect(largest((width: 610, height: 639)) == 1.5)
        #expect(largest((width: 1280, height: 800)) == 2.5)
        #expect(largest((width: 1920, height: 1080)) == 3)
        // A canvas already smaller than that still goes back to 100 % and down.
        #expect(CanvasZoom(nearest: 2).larger(within: (width: 300, height: 200)).factor == 2)
        #expect(CanvasZoom(nearest: 0.5).larger(within: (width: 300, height: 200)).factor == 0.67)
        #expect(CanvasZoom(nearest: 0.9).larger(within: (width: 300, height: 200)).factor == 1)
    }

    @Test("a settings file's zoom is read as the nearest step; nonsense is 100 %; it is written back")
    func settings() {
        let read = { (text: String) in UserSettings.read(Array(text.utf8)).settings.canvasZoom.factor }
        #expect(read(#"{"canvasZoom": 1.5}"#) == 1.5)
        #expect(read(#"{"canvasZoom": 1.3}"#) == 1.25)
        #expect(read(#"{"canvasZoom": 40}"#) == 3)
        #expect(read(#"{"canvasZoom": -2}"#) == 1)
        #expect(read(#"{"canvasZoom": "big"}"#) == 1)
        #expect(read(#"{}"#) == 1)
        var settings = UserSettings()
        settings.canvasZoom = CanvasZoom(nearest: 2)
        #expect(settings.jsonValue["canvasZoom"]?.numberValue == 2)
    }

    @Test("at 150 % a touch at widget point (300, 150) is canvas point (200, 100); a pinch's scale stays")
    func inputPoints() {
        let touch = InputEvent.Kind.touch(id: 1, phase: .began, location: Point(x: 300, y: 150))
        #expect(touch.unzoomed(by: 1.5) == .touch(id: 1, phase: .began, location: Point(x: 200, y: 100)))
        let pinch = InputEvent.Kind.pinch(phase: .changed, location: Point(x: 30, y: 60), scale: 2, angleDelta: 0.1)
        #expect(
            pinch.unzoomed(by: 1.5) == .pinch(phase: .changed, location: Point(x: 20, y: 40), scale: 2, angleDelta: 0.1)
        )
    }

    @Test("the touch lab's screen placement maps a zoomed canvas's points to the monitor and back")
    func placement() {
        var placement = ScreenPlacement(
            monitors: [.init(frame: Rect(x: 0, y: 0, width: 1000, height: 800))], shown: 0,
            canvasOrigin: Point(x: 100, y: 50))
        placement.zoom = 2
        let normalized = placement.normalized(Point(x: 200, y: 100))
        #expect(normalized == Point(x: 0.5, y: 0.3125))
        #expect(placement.canvasPoint(normalized: normalized) == Point(x: 200, y: 100))
    }
}
