import TouchKit

/// Draws the exploded view: the view tree as a stack of translucent slabs, one per nesting level, each
/// view on its slab with its name; hidden, transparent and interaction-off views as outlines with a mark;
/// the hit tests of the last touch as rays through the stack, each view met marked in its verdict's colour
/// with its words; and a legend. Everything is in 2-D: each slab through its ``ExplodedProjection`` transform.
///
/// ```swift
/// var list = DisplayList()
/// let projection = ExplodedDrawing.draw(
///     ViewLayers(of: window), rays: [ray], camera: camera, in: canvasSize, into: &list)
/// ```
public enum ExplodedDrawing {
    /// Behind the stack.
    public static let backdrop = Color(red: 0.14, green: 0.15, blue: 0.18)
    /// Around the view whose flags the panel shows.
    public static let selectedColor = Color(red: 0.96, green: 0.83, blue: 0.18)
    /// The ray and the words on the backdrop.
    static let ink = Color(red: 0.97, green: 0.97, blue: 0.95)
    /// The most hit tests drawn as rays: the last touch's fingers, up to five.
    public static let mostRays = 5
    /// Draws `layers` exploded as `camera` says into a canvas of `size` points, with `rays` (the latest
    /// last: its views get their words), its words estimated; returns the projection used, to map taps
    /// back to the scene.
    @discardableResult
    public static func draw(
        _ layers: ViewLayers, rays: [HitTestRay], camera: ExplodedCamera, selected: ObjectIdentifier? = nil,
        in size: Size, into list: inout DisplayList
    ) -> ExplodedProjection {
        var words = ExplodedWords(canvas: size)
        return draw(layers, rays: rays, camera: camera, selected: selected, in: size, words: &words, into: &list)
    }

    /// Draws `layers` exploded as `camera` says into a canvas of `size` points, with `rays` (the latest
    /// last: its views get their words) and its words sized and measured by `words`, which notes what was
    /// written; returns the projection used, to map taps back to the scene.
    @discardableResult
    public static func draw(
        _ layers: ViewLayers, rays: [HitTestRay], camera: ExplodedCamera, selected: ObjectIdentifier? = nil,
        in size: Size, words: inout ExplodedWords, into list: inout DisplayList
    ) -> ExplodedProjection {
        let spread = camera.spreading
        let legend = ExplodedLegend(size: size, hasRay: !rays.isEmpty, words: words)
        let top = words.rowHeight + 16
        let area = Rect(
            x: 24, y: top, width: max(size.width - 48, 1), height: max(size.height - top - 24 - legend.height, 1))
        let projection = ExplodedProjection(
            window: layers.windowSize, depthCount: layers.depthCount, yaw: camera.yaw, pitch: camera.pitch,
            spreading: spread, into: area)
        list.fill(Rect(origin: .zero, size: size), color: backdrop.withAlpha(spread))
        var byDepth = [[Int]](repeating: [], count: layers.depthCount)
        for (index, layer) in layers.layers.enumerated() { byDepth[layer.depth].append(index) }
        let marks =
            rays.last.map { Dictionary($0.marks.map { ($0.layer, $0) }, uniquingKeysWith: { first, _ in first }) }
            ?? [:]
        for ray in rays { drawRay(ray, from: -ExplodedProjection.rayBehind, to: 0, projection, into: &list) }
        // The views drawn solid, each its corners on the canvas: a tag keeps out from under those in front.
        let solid: [(depth: Int, corners: [Point])] =
            spread > 0
            ? layers.layers.compactMap { layer in
                guard layer.isShown, layer.skippedAs == nil else { return nil }
                let toCanvas = layer.toWindow.concatenating(projection.slab(layer.depth))
                return (layer.depth, layer.bounds.corners.map(toCanvas.apply(to:)))
            } : []
        for depth in 0..<layers.depthCount {
            drawSlab(
                depth, layers: layers, indices: byDepth[depth], marks: marks, selected: selected, projection,
                spread, canvas: size, inFront: solid.filter { $0.depth > depth }.map(\.corners), words: &words,
                into: &list)
            let next = depth + 1 < layers.depthCount ? Double(depth + 1) : Double(depth) + ExplodedProjection.rayInFront
            for ray in rays {
                drawCrossing(ray, depth: depth, projection, into: &list)
                drawRay(ray, from: Double(depth), to: next, projection, into: &list)
            }
        }
        for ray in rays { drawFinger(ray, projection, layers.depthCount, into: &list) }
        // The legend under the answer: where they meet (a small canvas), the answer is read.
        if spread > 0 { legend.draw(in: size, opacity: spread, words: &words, into: &list) }
        if spread > 0.5, let ray = rays.last {
            drawWords(of: ray, projection, canvas: size, words: &words, into: &list)
        }
        return projection
    }

    /// One slab: its plate, its level's name, its views, and the outlines of the views the ray met; its tags
    /// clear of the names behind and of the views drawn solid in front (`inFront`, corners on the canvas).
    private static func drawSlab(
        _ depth: Int, layers: ViewLayers, indices: [Int], marks: [Int: HitTestRay.Mark], selected: ObjectIdentifier?,
        _ projection: ExplodedProjection, _ spread: Double, canvas: Size, inFront: [[Point]],
        words: inout ExplodedWords, into list: inout DisplayList
    ) {
        let plate = Rect(origin: .zero, size: layers.windowSize)
        let unit = 1 / projection.scale  // one canvas point, in window points
        list.pushTransform(projection.slab(depth))
        list.fill(plate, color: ink.withAlpha(0.08 * spread))
        list.stroke(plate, color: ink.withAlpha(0.5 * spread), width: unit)
        if spread > 0 {
            let title = tr("level {depth}", ["depth": String(depth)])
            let style = words.style(size: words.size * unit, color: ink.withAlpha(spread), bold: true)
            let height = words.rowHeight * unit
            words.write(
                title,
                in: Rect(x: 0, y: -height - 2 * unit, width: words.boxWidth(title, style, padding: 0), height: height),
                style: style, canvasSize: words.size, into: &list)
        }
        for index in indices {
            let layer = layers.layers[index]
            list.pushTransform(layer.toWindow)
            drawView(layer, unit: unit, spread: spread, into: &list)
            if let mark = marks[index] {
                list.stroke(
                    layer.bounds, color: HitTestRay.Kind(mark.verdict).color, width: 4 * unit,
                    cornerRadius: layer.cornerRadius)
            }
            if layer.id == selected, spread > 0 {
                list.stroke(
                    layer.bounds.insetBy(dx: -4 * unit, dy: -4 * unit), color: selectedColor.withAlpha(spread),
                    width: 3 * unit, cornerRadius: layer.cornerRadius + 4 * unit)
            }
            list.pop()
        }
        if spread > 0 {
            let toCanvas = projection.slab(depth)
            // The names already written on the slabs behind and the views in front, where they lie on this one.
            let behind = toCanvas.inverted().map { fromCanvas in
                (words.nameBoxes.map(\.corners) + inFront).map { $0.map(fromCanvas.apply(to:)) }
            }
            let tags = SlabTags.place(indices, of: layers, unit: unit, words: words, avoiding: behind ?? []) { rect in
                let drawn = rect.applying(toCanvas)
                return drawn.minX >= 0 && drawn.minY >= 0 && drawn.maxX <= canvas.width && drawn.maxY <= canvas.height
            }
            SlabTags.noteLabels(indices, of: layers, toCanvas: toCanvas, words: &words)
            SlabTags.draw(tags, unit: unit, toCanvas: toCanvas, opacity: spread, words: &words, into: &list)
        }
        list.pop()
    }

    /// A view on its slab: drawn as it is, a little see-through; hidden, transparent or interaction-off
    /// ones (and what a hidden view holds) outlined (their tags, ``SlabTags``, say why no touch reaches
    /// them).
    private static func drawView(_ layer: ViewLayers.Layer, unit: Double, spread: Double, into list: inout DisplayList)
    {
        let outlined = !layer.isShown || layer.skippedAs != nil
        if layer.isShown {
            let opacity = layer.skippedAs == nil ? 1 - 0.15 * spread : 1 - 0.65 * spread
            if opacity >= 1 {
                list.append(contentsOf: layer.content)
            } else if !fade(layer.content, by: opacity, into: &list) {
                list.pushOpacity(opacity)
                list.append(contentsOf: layer.content)
                list.pop()
            }
        }
        guard spread > 0, outlined else { return }
        list.stroke(
            layer.bounds, color: ink.withAlpha(0.85 * spread), width: 2 * unit, cornerRadius: layer.cornerRadius)
    }

    /// Adds `content` with its colours' opacity multiplied by `opacity`, which a renderer draws directly,
    /// where a group at that opacity is drawn offscreen first (a view's background and words need no
    /// group); false, adding nothing, for content that needs one (a photo, a nested opacity).
    private static func fade(_ content: DisplayList, by opacity: Double, into list: inout DisplayList) -> Bool {
        func faded(_ color: Color) -> Color { color.withAlpha(color.alpha * opacity) }
        var out = DisplayList()
        for command in content.commands {
            switch command {
            case .pushTransform(let transform): out.pushTransform(transform)
            case .pushClip(let rect, let radius): out.pushClip(rect, cornerRadius: radius)
            case .pop: out.pop()
            case .fill(let rect, let color, let radius): out.fill(rect, color: faded(color), cornerRadius: radius)
            case .stroke(let rect, let color, let width, let radius):
                out.stroke(rect, color: faded(color), width: width, cornerRadius: radius)
            case .text(let text, let rect, var style):
                style.color = faded(style.color)
                out.text(text, in: rect, style: style)
            case .path(let path, let fill, let stroke, let width):
                out.path(path, fill: fill.map(faded), stroke: stroke.map(faded), lineWidth: width)
            case .image, .pushOpacity: return false
            }
        }
        list.append(contentsOf: out)
        return true
    }

    /// The ray from depth `from` to `to`, in front of what was drawn so far and behind what comes next.
    private static func drawRay(
        _ ray: HitTestRay, from: Double, to: Double, _ projection: ExplodedProjection, into list: inout DisplayList
    ) {
        var path = Path()
        path.move(to: projection.slab(from).apply(to: ray.point))
        path.addLine(to: projection.slab(to).apply(to: ray.point))
        list.path(path, stroke: backdrop, lineWidth: 6)
        list.path(path, stroke: ink, lineWidth: 3)
    }

    /// The finger at the ray's front end, where the touch comes from.
    private static func drawFinger(
        _ ray: HitTestRay, _ projection: ExplodedProjection, _ depthCount: Int, into list: inout DisplayList
    ) {
        let at = projection.slab(Double(depthCount - 1) + ExplodedProjection.rayInFront).apply(to: ray.point)
        let ring = Rect(x: at.x - 11, y: at.y - 11, width: 22, height: 22)
        list.fill(ring, color: ink.withAlpha(0.35), cornerRadius: 11)
        list.stroke(ring, color: ink, width: 3, cornerRadius: 11)
    }

    /// Where the ray crosses slab `depth`: a dot in the colour of the view there that counted most (hit,
    /// then on the path, then skipped, then not reached); none where it met no view.
    private static func drawCrossing(
        _ ray: HitTestRay, depth: Int, _ projection: ExplodedProjection, into list: inout DisplayList
    ) {
        let kinds = ray.marks.filter { $0.depth == depth }.map { HitTestRay.Kind($0.verdict) }
        guard let kind = HitTestRay.Kind.allCases.first(where: kinds.contains) else { return }
        let at = projection.slab(depth).apply(to: ray.point)
        let dot = Rect(x: at.x - 8, y: at.y - 8, width: 16, height: 16)
        list.fill(dot, color: kind.color, cornerRadius: 8)
        list.stroke(dot, color: backdrop, width: 2, cornerRadius: 8)
    }

    /// The latest ray's words: beside each slab's crossing, the views met there with their verdicts, each
    /// slab's words below the last slab's where they would overlap, with a line back to their crossing.
    private static func drawWords(
        of ray: HitTestRay, _ projection: ExplodedProjection, canvas: Size,
        words: inout ExplodedWords, into list: inout DisplayList
    ) {
        let style = words.style()
        let (row, chip) = (words.rowHeight, (words.size * 0.7).rounded())
        let crossings = Set(ray.marks.map(\.depth)).map { (depth: $0, at: projection.slab($0).apply(to: ray.point)) }
        var below = -Double.infinity
        let groups = crossings.sorted(by: { $0.at.y < $1.at.y }).map { crossing in
            (at: crossing.at, rows: shownRows(ray.marks.filter { $0.depth == crossing.depth }, room: wordRowsPerSlab))
        }
        let named = Set(groups.flatMap { $0.rows.shown.map(\.view) })
        for (at, (shown, folded)) in groups {
            var rows: [(mark: HitTestRay.Mark?, words: String)] = shown.map { ($0, HitTestRay.words(of: $0)) }
            if folded > 0 { rows.append((nil, tr("{count} more folded", ["count": String(folded)]))) }
            let width = rows.map { words.boxWidth($0.words, style, padding: 0) + chip + 14 }.max() ?? 0
            let height = Double(rows.count) * row
            let place = placeWords(
                width: width, height: height, beside: at, below: max(at.y - row / 2, below + 4), row: row,
                canvas: canvas, naming: named, &words)
            below = place.y + height
            let (left, top) = (place.x, place.y)
            if top > at.y - row / 2 + 2 || left > at.x + 16 || left + width < at.x - 16 {
                var leader = Path()
                leader.move(to: at)
                let y = min(max(at.y, top + row / 2), top + height - row / 2)
                leader.addLine(to: Point(x: left > at.x ? left : left + width, y: y))
                list.path(leader, stroke: ink.withAlpha(0.8), lineWidth: 1.5)
            }
            for (index, item) in rows.enumerated() {
                let box = Rect(x: left, y: top + Double(index) * row, width: width, height: row - 1)
                words.answer = words.answer.map { $0.union(box) } ?? box
                list.fill(box, color: backdrop.withAlpha(0.88), cornerRadius: 4)
                if let mark = item.mark {
                    list.fill(
                        Rect(x: box.minX + 5, y: box.midY - chip / 2, width: chip, height: chip),
                        color: HitTestRay.Kind(mark.verdict).color, cornerRadius: 2)
                }
                let text = Rect(x: box.minX + chip + 10, y: box.minY, width: box.width - chip - 12, height: box.height)
                words.write(item.words, in: text, style: style, into: &list)
            }
        }
    }

    /// Where a slab's words of `width` × `height` go beside its crossing `at`, no higher than `top`: right of
    /// it, else left, else moved further out or down a row at a time (with a line back to the crossing),
    /// the nearest place that covers no view's name (its tag or its own label) but those the words `naming`
    /// give themselves, or the one that covers least, on the canvas; the names they still cover are noted
    /// in `words`.
    private static func placeWords(
        width: Double, height: Double, beside at: Point, below top: Double, row: Double, canvas: Size,
        naming: Set<String>, _ words: inout ExplodedWords
    ) -> Point {
        let others = words.nameBoxes.filter { !naming.contains($0.name) }
        func covered(_ box: Rect) -> Double {
            others.reduce(0) { sum, name in
                let overlapWidth = min(box.maxX, name.box.maxX) - max(box.minX, name.box.minX)
                let overlapHeight = min(box.maxY, name.box.maxY) - max(box.minY, name.box.minY)
                return sum + max(0, overlapWidth) * max(0, overlapHeight)
            }
        }
        let onCanvas = { (box: Rect) in box.minX >= 4 && box.maxX <= canvas.width - 4 && box.maxY <= canvas.height }
        // Nearest first: each step out is half the words' width or one row down.
        var best: (box: Rect, cover: Double)?
        search: for distance in 0...6 {
            for down in 0...min(distance, 3) {
                let out = Double(distance - down) * max(width / 2, row)
                for x in [at.x + 16 + out, at.x - 16 - width - out] {
                    let box = Rect(x: x, y: top + Double(down) * row, width: width, height: height)
                    guard onCanvas(box) else { continue }
                    let cover = covered(box)
                    if best.map({ cover < $0.cover }) ?? true { best = (box, cover) }
                    if cover == 0 { break search }
                }
            }
        }
        // Nowhere on the canvas (a canvas narrower than the words): right of the crossing, or left.
        let box =
            best?.box
            ?? Rect(
                x: at.x + 16 + width <= canvas.width - 4 ? at.x + 16 : max(4, at.x - 16 - width), y: top,
                width: width, height: height)
        for name in others
        where name.box.intersects(box.insetBy(dx: 1, dy: 1)) && !words.namesUnderAnswer.contains(name.name) {
            words.namesUnderAnswer.append(name.name)
        }
        return box.origin
    }

    /// The most rows of words beside one slab's crossing, the folded count's row among them.
    static let wordRowsPerSlab = 4

    /// Which of a slab's `marks` get their words beside the ray when there is `room` for that many rows:
    /// all when they fit; else the most important (the view hit, then the path, then the skipped, then
    /// those not reached), one row kept to say how many are folded. The view hit is never folded. The
    /// rows shown keep the hit test's order.
    static func shownRows(_ marks: [HitTestRay.Mark], room: Int) -> (shown: [HitTestRay.Mark], folded: Int) {
        guard marks.count > room else { return (marks, 0) }
        let rank = { (mark: HitTestRay.Mark) in HitTestRay.Kind.allCases.firstIndex(of: HitTestRay.Kind(mark.verdict))!
        }
        let kept = marks.indices.sorted { (rank(marks[$0]), $0) < (rank(marks[$1]), $1) }.prefix(max(1, room - 1))
        return (kept.sorted().map { marks[$0] }, marks.count - kept.count)
    }
}
