import TouchKit

/// What a replay looks like at its current moment, as drawing commands: the scene, the chain of its last
/// touch and the recorded fingers as ghost rings, and, for slides, the timeline under it with a line at the
/// moment. The window's canvas and `replay --frames` draw the same.
///
/// ```swift
/// var list = DisplayList()
/// ReplayFrame.drawScene(of: replay, showsChain: true, into: &list)
/// let slide = ReplayFrame.slide(of: replay, width: 900, timelineHeight: 300, timeline: .init(range: 0...2))
/// ```
public enum ReplayFrame {
    /// Adds the replay's scene in its own coordinates (the trace's window size, from the origin): the views,
    /// the chain overlay when `showsChain`, and the fingers down as ghost rings; returns how many rings.
    /// With `drawsLegend`, the chain's legend goes in the band along the scene's bottom (a slide); the window
    /// shows it under its canvas instead.
    @discardableResult
    public static func drawScene(
        of replay: ReplaySession, showsChain: Bool, drawsLegend: Bool = true, into list: inout DisplayList
    ) -> Int {
        list.pushClip(Rect(origin: .zero, size: replay.size))
        defer { list.pop() }
        let window = replay.liveHost.window
        let ghosts: Int
        if let moment = replay.shown {
            ghosts = moment.draw(showsChain: showsChain, into: &list)
        } else {
            DisplayListBuilder.append(window, to: &list, isTop: true)
            if showsChain { ChainOverlay.draw(replay.narrator.narration, in: window, into: &list) }
            ghosts = TouchFeedback.drawGhosts(of: window.router, into: &list)
        }
        if showsChain, drawsLegend, let legend = ChainOverlay.legend(for: replay.narrator.narration, in: window) {
            ChainOverlay.drawLegend(legend, in: window, into: &list)
        }
        return ghosts
    }

    /// Adds the replay's scene exploded as `camera` says, in a canvas of `size` points: the views by level
    /// and the rays of the last touch's hit tests, its words measured by `widths`; returns the projection used.
    @discardableResult
    public static func drawExploded(
        of replay: ReplaySession, camera: ExplodedCamera, in size: Size, widths: TextWidths = TextWidths(),
        into list: inout DisplayList
    ) -> ExplodedProjection {
        let layers = replay.layers
        let rays = HitTestRay.rays(of: replay.narrator.narration, in: layers)
        var words = ExplodedWords(canvas: size, widths: widths)
        return ExplodedDrawing.draw(layers, rays: rays, camera: camera, in: size, words: &words, into: &list)
    }

    /// A slide `width` points wide: the scene centered at the top (exploded across the slide's width when
    /// `exploded` says how), and under it the timeline so far, `timelineHeight` points tall, drawn as
    /// `timeline` says (its range, its measure) with a line at the replay's time.
    public static func slide(
        of replay: ReplaySession, width: Double, timelineHeight: Double, timeline options: TimelineDrawing.Options,
        exploded: ExplodedCamera? = nil
    ) -> DisplayList {
        var list = DisplayList()
        let size = slideSize(of: replay, width: width, timelineHeight: timelineHeight)
        list.fill(Rect(origin: .zero, size: size), color: backdrop)
        if let exploded {
            list.pushClip(Rect(x: 0, y: 0, width: size.width, height: replay.size.height))
            drawExploded(
                of: replay, camera: exploded, in: Size(width: size.width, height: replay.size.height),
                widths: TextWidths(measurer: options.measurer), into: &list)
            list.pop()
        } else {
            list.pushTransform(AffineTransform(translationX: (width - replay.size.width) / 2, y: 0))
            drawScene(of: replay, showsChain: true, into: &list)
            list.pop()
        }
        let timelineSize = Size(width: width, height: timelineHeight)
        list.pushTransform(AffineTransform(translationX: 0, y: replay.size.height))
        var options = options
        options.cursor = replay.time
        let timeline = TimelineDrawing.displayList(for: replay.timeline.timeline, size: timelineSize, options: options)
        list.append(contentsOf: timeline)
        list.pop()
        return list
    }

    /// The size of a slide: as wide as asked (at least the scene), the scene's height plus the timeline's.
    public static func slideSize(of replay: ReplaySession, width: Double, timelineHeight: Double) -> Size {
        Size(width: max(width, replay.size.width), height: replay.size.height + timelineHeight)
    }

    /// Behind a scene narrower than its slide.
    static let backdrop = Color(red: 0.16, green: 0.17, blue: 0.2)
}
