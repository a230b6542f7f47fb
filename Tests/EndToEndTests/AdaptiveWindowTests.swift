import Foundation
import Testing

/// The window on a Linux phone (360 × 720), an upright tablet (800 × 1280) and a small laptop or projector
/// (1024 × 768): narrow, the scene list and the chain panel fold away behind header buttons and the canvas
/// takes the width; wide, they sit beside it.
@Suite("The window from a phone to a laptop", .serialized)
struct AdaptiveWindowTests {
    private static let scenes = [
        "touch-views", "image-viewer", "gestures", "tray", "multi-touch", "drawing-pad", "lines",
        "direct-manipulation", "controls",
    ]

    /// Settings that open the window at `width` × `height`; returns the config folder.
    private func settings(width: Int, height: Int) throws -> String {
        let config = try CommandRunner.temporaryFolder().appendingPathComponent("config")
        let folder = config.appendingPathComponent("touch-playground")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try #"{"window": {"width": \#(width), "height": \#(height)}}"#
            .write(to: folder.appendingPathComponent("settings.json"), atomically: true, encoding: .utf8)
        return config.path
    }

    /// The window opened at `width` × `height` on a screen of that size, on `scene`.
    private func open(width: Int, height: Int, scene: String) throws -> RunningApp {
        try RunningApp(
            ["--scene", scene], display: try VirtualDisplay(width: width, height: height),
            environment: ["XDG_CONFIG_HOME": try settings(width: width, height: height)])
    }

    private func layout(_ app: RunningApp) throws -> [String: Any] {
        try app.status()["layout"] as? [String: Any] ?? [:]
    }

    @Test(
        "phone and upright tablet: both panes folded; every scene is reached from the folded list and answers a tap",
        arguments: [(360, 720), (800, 1280)])
    func folded(size: (width: Int, height: Int)) throws {
        let app = try open(width: size.width, height: size.height, scene: "touch-views")
        try Wait.until("both panes folded") {
            let layout = try layout(app)
            return layout["scenesFolded"] as? Bool == true && layout["panelFolded"] as? Bool == true
                && layout["scenesShown"] as? Bool == false && layout["panelShown"] as? Bool == false
        }
        for scene in Self.scenes {
            if try app.status()["scene"] as? String != scene {
                try app.key("F6")
                // Shown, and slid all the way in.
                try Wait.until("the scene list over the canvas") {
                    let rows = try layout(app)["sceneList"] as? [String: [Double]] ?? [:]
                    return try layout(app)["scenesSlid"] as? Double == 1 && (rows[scene]?[0] ?? -1) >= 0
                }
                // A row below the screen's edge is scrolled to with the wheel, as a person would.
                let listX = String(
                    Int(try #require((try layout(app)["sceneList"] as? [String: [Double]])?[scene])[0] + 40))
                while let row = (try layout(app)["sceneList"] as? [String: [Double]])?[scene],
                    row[1] + row[3] > Double(size.height) - 8
                {
                    let before = row[1]
                    try app.xdotool([
                        "mousemove", "--window", app.windowID, listX, String(size.height / 2), "click", "5",
                    ])
                    try Wait.until("the list to scroll") {
                        ((try layout(app)["sceneList"] as? [String: [Double]])?[scene]?[1] ?? before) < before
                    }
                }
                let rows = try layout(app)["sceneList"] as? [String: [Double]] ?? [:]
                let row = try #require(rows[scene], "no row for \(scene)")
                #expect(row[0] + row[2] <= Double(size.width), "the \(scene) row fits the screen")
                try app.xdotool(
                    [
                        "mousemove", "--window", app.windowID, String(Int(row[0] + row[2] / 2)),
                        String(Int(row[1] + row[3] / 2)),
                    ] + RunningApp.humanClick)
                try Wait.until("\(scene) shown and the list folded away") {
                    try app.status()["scene"] as? String == scene && layout(app)["scenesSlid"] as? Double == 0
                }
            }
            // The canvas takes the window's width (once the panes have slid away) and stays on the screen.
            try Wait.until("\(scene): the canvas as wide as the window") {
                (try app.status()["canvas"] as? [Double] ?? [0, 0, 0])[2] >= Double(size.width) - 20
            }
            let canvas = try app.status()["canvas"] as? [Double] ?? []
            #expect(canvas[0] + canvas[2] <= Double(size.width), "\(scene): canvas \(canvas)")
            // A tap low on the canvas (clear of the toolbars) reaches the scene, the first one too: a pane
            // folded away as the window opened must not shield the canvas while it slides off.
            let inputs = try app.inputs()
            try app.click(canvas[2] / 2, canvas[3] * 0.8)
            try Wait.until("\(scene) to take the tap") { try app.inputs() >= inputs + 2 }
        }
        // The chain panel comes over the canvas with Shift+F9 and goes with a tap beside it.
        try app.key("shift+F9")
        try Wait.until("the chain panel shown") { try layout(app)["panelSlid"] as? Double == 1 }
        try app.click(20, 200)
        try Wait.until("the chain panel folded away again") { try layout(app)["panelSlid"] as? Double == 0 }
    }

    @Test("1024 × 768: the scene list and the chain panel beside the canvas; F9 hides the panel")
    func wide() throws {
        let app = try open(width: 1024, height: 768, scene: "touch-views")
        try Wait.until("both panes beside the canvas") {
            let layout = try layout(app)
            return layout["scenesFolded"] as? Bool == false && layout["panelFolded"] as? Bool == false
                && layout["scenesShown"] as? Bool == true && layout["panelShown"] as? Bool == true
        }
        let canvas = try app.status()["canvas"] as? [Double] ?? []
        #expect(canvas[2] >= 440 && canvas[0] >= 200, "canvas \(canvas)")
        try app.key("F9")
        try Wait.until("the panel hidden") { try layout(app)["panelShown"] as? Bool == false }
        try Wait.until("the canvas wider") { (try app.status()["canvas"] as? [Double] ?? [])[2] > canvas[2] + 150 }
    }

    @Test(
        "a phone in the hand (360 × 720, a touchscreen): a finger opens the scene list from the header and picks a scene; two fingers pinch the photo"
    )
    func phoneByTouch() throws {
        let display = try BroadwayDisplay()
        let environment = display.environment.merging(["XDG_CONFIG_HOME": try settings(width: 360, height: 720)]) { $1 }
        let app = try RunningApp(["--scene", "touch-views"], environment: environment, x11: nil)
        let browser = try TouchBrowser(showing: display)
        func tap(_ x: Double, _ y: Double) throws {
            try browser.touch("touchStart", [.init(id: 1, x: x, y: y)])
            try browser.touch("touchEnd", [])
        }
        try Wait.until("both panes folded, the scene-list button in the header") {
            try layout(app)["scenesFolded"] as? Bool == true && layout(app)["panelFolded"] as? Bool == true
                && (try app.status()["headerButtons"] as? [String: [Double]])?["scenes"] != nil
        }
        let button = try #require((try app.status()["headerButtons"] as? [String: [Double]])?["scenes"])
        #expect(button[2] >= 32 && button[3] >= 32, "a header button a finger can hit: \(button)")
        try tap(button[0] + button[2] / 2, button[1] + button[3] / 2)
        try Wait.until("the scene list, slid in") {
            try layout(app)["scenesSlid"] as? Double == 1
        }
        let row = try #require((try layout(app)["sceneList"] as? [String: [Double]])?["image-viewer"])
        try tap(row[0] + row[2] / 2, row[1] + row[3] / 2)
        try Wait.until("the image viewer, the list folded away") {
            try app.status()["scene"] as? String == "image-viewer" && layout(app)["scenesSlid"] as? Double == 0
        }
        // Two fingers spreading on the photo, on the narrow canvas.
        let (x, y) = try app.center(of: "photo")
        let origin = try app.canvasOrigin()
        let (cx, cy) = (origin.x + x, origin.y + y)
        try browser.touch("touchStart", [.init(id: 1, x: cx - 30, y: cy), .init(id: 2, x: cx + 30, y: cy)])
        for step in 1...10 {
            let spread = 30 + 4 * Double(step)
            try browser.touch("touchMove", [.init(id: 1, x: cx - spread, y: cy), .init(id: 2, x: cx + spread, y: cy)])
        }
        try browser.touch("touchEnd", [])
        try Wait.until("the photo pinched larger") {
            let transform = try app.view("photo").transform
            return hypot(transform[0], transform[1]) > 1.3
        }
    }
}
