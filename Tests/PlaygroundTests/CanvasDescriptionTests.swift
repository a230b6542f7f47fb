import Playground
import Testing
import TouchKit

@Suite("The canvas told in words, for a screen reader")
struct CanvasDescriptionTests {
    @Test("colours are named as a person would say them")
    func colourNames() {
        let cases: [(String, String)] = [
            ("#ff0000", "red"), ("#7ee896", "light green"), ("#1a237e", "dark blue"), ("#ffa500", "orange"),
            ("#808080", "grey"), ("#ffffff", "white"), ("#000000", "black"), ("#8000ff", "purple"),
            ("#d8d8d8", "light grey"), ("#ffff00", "yellow"), ("#e91e63", "pink"), ("#008080", "dark teal"),
        ]
        for (hex, name) in cases {
            #expect(ColorName.of(Color(hex: hex)!) == name, "\(hex)")
        }
        #expect(ColorName.of(Color(red: 1, green: 0, blue: 0, alpha: 0.01)) == "transparent")
    }

    @Test("the views a touch could hit, front to back, children first; hidden and untouchable ones left out")
    func touchableOrder() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let a = View(name: "A", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let b = View(name: "B", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let c = View(name: "C", frame: Rect(x: 100, y: 0, width: 100, height: 100))
        let hidden = View(name: "hidden", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let glass = View(name: "glass", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let inGlass = View(name: "inGlass", frame: Rect(x: 0, y: 0, width: 5, height: 5))
        hidden.isHidden = true
        glass.isUserInteractionEnabled = false
        root.addSubview(a)
        a.addSubview(b)
        root.addSubview(c)
        root.addSubview(hidden)
        root.addSubview(glass)
        glass.addSubview(inGlass)
        #expect(CanvasDescription.touchableViews(in: root).map(\.name) == ["C", "B", "A", "root"])
    }

    @Test("the touch-views scene: each view with its colour and parent, then a tap on D in one sentence")
    func touchViews() throws {
        let harness = try SceneHarness("touch-views")
        let narrator = TouchNarrator()
        harness.log.onRecord = { narrator.record($0) }
        let before = CanvasDescription.describe(root: harness.host.scene.view, lastTouch: nil)
        #expect(before.hasPrefix("Views you can touch, front to back: D, "))
        #expect(before.contains(", in C; "))
        #expect(before.hasSuffix("root, \(ColorName.of(harness.view("root")!.backgroundColor!))."))
        try harness.replay(sample: "tap-D.json")
        let story = try #require(CanvasDescription.lastTouch(narrator.narration))
        #expect(story == "on D: touchesBegan went to D, then C, then root, then controller.")
        let told = CanvasDescription.lastTouch(narrator.narration, recolored: ["root", "C", "D"])
        #expect(told == "on D: D, C and root recolored; touchesBegan went to D, then C, then root, then controller.")
    }

    @Test("a photo pinched and turned says how much; recognizers are named by what they do")
    func photo() throws {
        let harness = try SceneHarness("image-viewer")
        try harness.replay(sample: "pinch-rotate-pan.json")
        let photo = try #require(harness.view("photo"))
        let words = CanvasDescription.describe(photo)
        #expect(words.contains("scaled "), "\(words)")
        #expect(words.contains("turned "), "\(words)")
        #expect(words.contains("responds to "), "\(words)")
    }

    @Test("a scene of thousands of views names the first forty and counts the rest")
    func limit() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        for i in 0..<1000 { root.addSubview(View(name: "v\(i)", frame: Rect(x: 0, y: 0, width: 1, height: 1))) }
        let text = CanvasDescription.describe(root: root, lastTouch: nil)
        #expect(text.contains("and 961 more"))
        #expect(text.utf8.count < 4000)
    }
}
