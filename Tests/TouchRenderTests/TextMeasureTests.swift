import Playground
import Testing
import TouchKit
import TouchRender

/// Text measured with the fonts that draw it, and what is sized by it: the problem banner holds a long
/// message whole instead of printing it over the scene.
@Suite("Measuring text")
struct TextMeasureTests {
    private let message =
        "/tmp/lesson.json: $.views[0].recognizers[1].numberOfTapsRequired: unknown key \"numberOfTapsRequired\" "
        + "in a recognizer: UIKit's numberOfTapsRequired is \"taps\" here; known keys: cancelsTouchesInView, "
        + "delaysTouchesBegan, delaysTouchesEnded, direction, does, duration, edges, kind, maximumTouches"

    @Test("a wrapped text is as many lines tall as it takes; narrower is taller; one line does not wrap")
    func heights() {
        let measurer = PangoTextMeasurer()
        let style = TextStyle(size: 14, color: .white)
        let line = measurer.height(of: "Tap", style: style, width: 400)
        #expect(line > 14 && line < 24)
        let wide = measurer.height(of: message, style: style, width: 600)
        let narrow = measurer.height(of: message, style: style, width: 300)
        #expect(wide >= 3 * line && narrow > wide * 1.5)
        #expect(
            measurer.height(of: message, style: TextStyle(size: 14, color: .white, wraps: false), width: 300) == line)
    }

    @Test("the problem banner grows with its text: no word is drawn below the red band")
    func bannerHoldsItsText() throws {
        var list = DisplayList()
        let size = Size(width: 420, height: 400)
        list.fill(Rect(origin: .zero, size: size), color: Color(red: 0, green: 0, blue: 0))
        let band = ProblemBanner.draw(
            [message, "rocket.jpg: Premature end of JPEG file"], width: size.width,
            measurer: PangoTextMeasurer(), into: &list)
        #expect(band > 24 * 5, "five lines or more at this width")
        let image = try CairoRenderer().render(list, size: size)
        // Below the band the canvas is black: any light pixel would be a word spilled over the scene.
        var spilled = 0
        for y in Int(band.rounded(.up))..<image.height {
            for x in 0..<image.width {
                let (r, g, b, _) = image.pixel(x: x, y: y)
                if Int(r) + Int(g) + Int(b) > 150 { spilled += 1 }
            }
        }
        #expect(spilled == 0)
    }
}
