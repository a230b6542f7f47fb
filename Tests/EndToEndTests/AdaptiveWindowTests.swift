import Foundation
import PlaygroundStatus
import TestSupport
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

    private func layout(_ app: RunningApp) throws -> WindowStatus.Layout { try app.appStatus().layout }

    /// Clicks `scene`'s row of the scene list, scrolling the list with the wheel first while the row is
    /// below the screen's edge, as a person would.
    private func pick(_ scene: String, app: RunningApp, screen: (width: Int, height: Int)) throws {
        let screenHeight = screen.height
        let listX = String(Int(try #require(try layout(app).sceneList[scene]).x + 40))
        while let row = try layout(app).sceneList[scene], row.maxY > Double(screenHeight) - 8 {
            try app.xdotool(["mousemove", "--window", app.windowID, listX, String(screenHeight / 2), "click", "5"])
            try Wait.until("the list to scroll") { (try layout(app).sceneList[scene]?.y ?? row.y) < row.y }
        }
        // Above the list's top (under the header), the wheel scrolls back up.
        while let row = try layout(app).sceneList[scene], row.y < 60 {
            try app.xdotool(["mousemove", "--window", app.windowID, listX, String(screenHeight / 2), "click", "4"])
            try Wait.until("the list to scroll back") { (try layout(app).sceneList[scene]?.y ?? row.y) > row.y }
        }
        let row = try #require(try layout(app).sceneList[scene], "no row for \(scene)")
        #expect(row.maxX <= Double(screen.width), "the \(scene) row fits the screen")
        try app.xdotool(
            ["mousemove", "--window", app.windowID, String(Int(row.center.x)), String(Int(row.center.y))]
                + RunningApp.humanClick)
    }

    @Test(
        "phone and upright tablet: both panes folded; every scene is reached from the folded list and answers a tap",
        arguments: [(360, 720), (800, 1280)])
    func folded(size: (width: Int, height: Int)) throws {
        let app = try open(width: size.width, height: size.height, scene: "touch-views")
        try Wait.until("both panes folded") {
            let layout = try layout(app)
            return layout.scenesFolded && layout.panelFolded && !layout.scenesShown && !layout.panelShown
        }
        for scene in Self.scenes {
            if try app.appStatus().scene != scene {
                try app.key("F6")
                // Shown, and slid all the way in.
                try Wait.until("the scene list over the canvas") {
                    let layout = try layout(app)
                    return layout.scenesSlid == 1 && (layout.sceneList[scene]?.x ?? -1) >= 0
                }
                try pick(scene, app: app, screen: size)
                try Wait.until("\(scene) shown and the list folded away") {
                    let status = try app.appStatus()
                    return status.scene == scene && status.layout.scenesSlid == 0
                }
            }
            // The canvas takes the window's width (once the panes have slid away) and stays on the screen.
            try Wait.until("\(scene): the canvas as wide as the window") {
                try app.appStatus().canvas.width >= Double(size.width) - 20
            }
            let canvas = try app.appStatus().canvas
            #expect(canvas.maxX <= Double(size.width), "\(scene): canvas \(canvas)")
            // The scene's name fits the header: only the close button beside it.
            #expect(try !app.appStatus().titleCut, "\(scene): the title is cut at \(size.width) points")
            // A tap low on the canvas (clear of the toolbars) reaches the scene, the first one too: a pane
            // folded away as the window opened must not shield the canvas while it slides off.
            let inputs = try app.inputs()
            try app.click(canvas.width / 2, canvas.height * 0.8)
            try Wait.until("\(scene) to take the tap") { try app.inputs() >= inputs + 2 }
        }
        // The chain panel comes over the canvas with Shift+F9 and goes with a tap beside it.
        try app.key("shift+F9")
        try Wait.until("the chain panel shown") { try layout(app).panelSlid == 1 }
        try app.click(20, 200)
        try Wait.until("the chain panel folded away again") { try layout(app).panelSlid == 0 }
    }

    /// What moves on screen when a layout moves: where the canvas is, each pane's fold and slide, and the
    /// scene's own widgets.
    private struct Arrangement: Equatable, CustomStringConvertible {
        var canvas: WindowStatus.Frame
        var panes: [Double]
        var widgets: [String: WindowStatus.Frame]

        init(_ status: WindowStatus) {
            canvas = status.canvas
            let layout = status.layout
            panes =
                [layout.scenesFolded, layout.scenesShown, layout.panelFolded, layout.panelShown].map { $0 ? 1 : 0 }
                + [layout.scenesSlid, layout.panelSlid]
            widgets = status.widgets
        }

        var description: String { "canvas \(canvas), panes \(panes), \(widgets.count) widgets" }
    }

    @Test("1024 × 768: every scene and a lesson, opened from the list in one launch, settles at once and stays still")
    func layoutsSettle() throws {
        let app = try open(width: 1024, height: 768, scene: "touch-views")
        try Wait.until("the window laid out") { try app.appStatus().frame > 0 }
        for scene in Self.scenes.dropFirst() + ["touch-lab", "lesson:rotated-view", "touch-views"] {
            try pick(scene, app: app, screen: (1024, 768))
            try Wait.until("\(scene) shown") {
                let status = try app.appStatus()
                let lesson = scene.hasPrefix("lesson:") && status.sceneFile.path?.hasSuffix("rotated-view.json") == true
                return (status.scene == scene || lesson) && status.frame > 0
            }
            // The first frames show the scene; after those, two seconds with no input move nothing and
            // draw (almost) nothing: a layout that oscillated drew about 70 frames a second here.
            // A pane the new scene brings back slides in (about a quarter of a second, longer on a busy
            // machine): the arrangement is taken once both panes are wholly in or out.
            try Wait.until("\(scene): the panes slid into place") {
                let layout = try app.appStatus().layout
                return [layout.scenesSlid, layout.panelSlid].allSatisfy { $0 == 0 || $0 == 1 }
            }
            Thread.sleep(forTimeInterval: 0.3)
            let start = try app.appStatus()
            Thread.sleep(forTimeInterval: 2)
            let end = try app.appStatus()
            #expect(
                Arrangement(end) == Arrangement(start), "\(scene) moved: \(Arrangement(start)) → \(Arrangement(end))")
            #expect(end.frame - start.frame <= 2, "\(scene): \(end.frame - start.frame) frames drawn at rest")
        }
    }

    @Test("1024 × 768: the scene list and the chain panel beside the canvas; F9 hides the panel")
    func wide() throws {
        let app = try open(width: 1024, height: 768, scene: "touch-views")
        try Wait.until("both panes beside the canvas") {
            let layout = try layout(app)
            return !layout.scenesFolded && !layout.panelFolded && layout.scenesShown && layout.panelShown
        }
        let canvas = try app.appStatus().canvas
        #expect(canvas.width >= 440 && canvas.x >= 200, "canvas \(canvas)")
        try app.key("F9")
        try Wait.until("the panel hidden") { try !layout(app).panelShown }
        try Wait.until("the canvas wider") { try app.appStatus().canvas.width > canvas.width + 150 }
    }

    @Test(
        "a phone in the hand (360 × 720, a touchscreen): a finger opens the scene list from the header and picks a scene; two fingers pinch the photo"
    )
    func phoneByTouch() throws {
        let display = try BroadwayDisplay()
        let environment = display.environment.merging(["XDG_CONFIG_HOME": try settings(width: 360, height: 720)]) {
            $1
        }
        let app = try RunningApp(["--scene", "touch-views"], environment: environment, x11: nil)
        let browser = try TouchBrowser(showing: display)
        func tap(_ point: (x: Double, y: Double)) throws {
            try browser.touch("touchStart", [.init(id: 1, x: point.x, y: point.y)])
            try browser.touch("touchEnd", [])
        }
        try Wait.until("both panes folded, the scene-list button in the header") {
            let status = try app.appStatus()
            return status.layout.scenesFolded && status.layout.panelFolded && status.headerButtons["scenes"] != nil
        }
        let button = try #require(try app.appStatus().headerButtons["scenes"])
        #expect(button.width >= 32 && button.height >= 32, "a header button a finger can hit: \(button)")
        try tap(button.center)
        try Wait.until("the scene list, slid in") { try layout(app).scenesSlid == 1 }
        let row = try #require(try layout(app).sceneList["image-viewer"])
        try tap(row.center)
        try Wait.until("the image viewer, the list folded away") {
            let status = try app.appStatus()
            return status.scene == "image-viewer" && status.layout.scenesSlid == 0
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

extension AdaptiveWindowTests {
    @Test("a wide window made phone-narrow in one resize is granted the width at once, and folds to fit it")
    func oneResizeToPhone() throws {
        let app = try open(width: 1100, height: 720, scene: "touch-views")
        try Wait.until("the wide layout") { try !layout(app).scenesFolded }
        try app.xdotool(["windowsize", app.windowID, "360", "720"])
        try Wait.until("the narrow layout in a 360-point window") {
            let status = try app.appStatus()
            // The canvas takes the phone's width once the panes have folded (a frame or two while they go).
            return status.layout.scenesFolded && status.layout.panelFolded && (300...360).contains(status.canvas.width)
        }
    }
}
