import TouchKit

/// Where the views' names go on one slab of the exploded view: each name whole, off every view's own label
/// (the words a lesson view writes across its top), off the other names, and inside the slab where it can.
///
/// A name goes in its view's corner when it fits there; else beside the view, on a line of its own. Why a
/// view is skipped (`hidden`, `user interaction off`) follows the name on its line, or on a second line,
/// where there is room, and is left to the outline and the ray's words where there is none: a name is never
/// cut short.
///
/// ```swift
/// let tags = SlabTags.place(indices, of: layers, unit: 1 / projection.scale, words: words)
/// tags.first?.rows  // ["glass", "user interaction off"]
/// ```
struct SlabTags {
    /// One view's tag, in slab (window) points.
    struct Tag {
        /// The view's name.
        var name: String
        /// The lines it writes: the name (with its reason when they fit on one line), then the reason.
        var rows: [String]
        /// Its box.
        var box: Rect
        /// Whether it had to go over a view's own label, there being no room anywhere else.
        var overLabel: Bool
    }

    /// The most views of one slab that get a tag, those no touch reaches first (hidden, interaction off,
    /// transparent: their tags say why), then the largest: a generated level of thousands of views is drawn
    /// whole, but a thousand names would only cover it.
    static let mostTags = 80

    /// Tags for the views at `indices` of `layers` (one slab's), where `unit` window points make one canvas
    /// point, in `words`' size; `onCanvas` says whether a box on the slab is drawn inside the canvas (a tag
    /// may hang past the slab's edge, never past the canvas's); `avoiding` are the places on the slab of the
    /// names written on the slabs behind (their tags and labels seen through this one, each its corners),
    /// kept clear like its own.
    static func place(
        _ indices: [Int], of layers: ViewLayers, unit: Double, words: ExplodedWords, avoiding: [[Point]] = [],
        onCanvas: (Rect) -> Bool
    ) -> [Tag] {
        let size = words.size * unit
        let style = words.style(size: size, color: .white)
        let rowHeight = size * 1.3
        let pad = 4 * unit
        // Each view's box on the slab, axis-aligned (a turned view's tag stays level, to be read).
        let boxes = indices.map { index in
            layers.layers[index].bounds.applying(layers.layers[index].toWindow)
        }
        // The views no touch reaches first (their tags say why), then the largest.
        let skipped = { (position: Int) in layers.layers[indices[position]].skippedAs != nil }
        let tagged = indices.indices.filter { boxes[$0].width >= 12 * unit && boxes[$0].height >= 8 * unit }
            .sorted {
                (skipped($0) ? 1 : 0, boxes[$0].width * boxes[$0].height)
                    > (skipped($1) ? 1 : 0, boxes[$1].width * boxes[$1].height)
            }
            .prefix(mostTags)
        let labels = tagged.compactMap { labelBox(of: layers.layers[indices[$0]], box: boxes[$0], words: words) }
        let plate = Rect(origin: .zero, size: layers.windowSize)
        // Their bounds first, a cheap test that rules out nearly all of a large level's views.
        let avoidingBounds = avoiding.map { Rect(boundingBoxOf: $0) }
        var tags: [Tag] = []
        for position in tagged {
            let layer = layers.layers[indices[position]]
            let box = boxes[position]
            let reason = layer.skippedAs.map(TouchNarration.reason)
            var forms: [[String]] = [[layer.name]]
            if let reason { forms = [[layer.name + " · " + reason], [layer.name, reason], [layer.name]] }
            let spots = candidates(around: box, labelled: layer.label != nil, inset: 3 * unit)
            var chosen: Tag?
            // The reason shown first (in the view, then beside it on the slab, then past the slab's edge),
            // the name alone only where the reason finds no room.
            search: for (form, tier) in tiers(forms) {
                let width = form.map { words.boxWidth($0, style, padding: pad) }.max() ?? 0
                let height = Double(form.count) * rowHeight
                for spot in spots where spot.isInside == (tier == .inView) {
                    guard let rect = spot.rect(width: width, height: height, in: box) else { continue }
                    let clear =
                        (tier == .pastSlab ? onCanvas(rect) : plate.holds(rect))
                        && !labels.contains { $0.intersects(rect) } && !tags.contains { $0.box.intersects(rect) }
                        && !avoidingBounds.indices.contains {
                            avoidingBounds[$0].intersects(rect) && ConvexOverlap.overlap(avoiding[$0], rect.corners)
                        }
                    if clear {
                        chosen = Tag(name: layer.name, rows: form, box: rect, overLabel: false)
                        break search
                    }
                }
            }
            if chosen == nil {
                // Nowhere clear: the name alone below the view (or in its corner), whole, over what is there.
                let width = words.boxWidth(layer.name, style, padding: pad)
                let rect =
                    Spot.below.rect(width: width, height: rowHeight, in: box)
                    ?? Rect(x: box.minX, y: box.minY, width: width, height: rowHeight)
                chosen = Tag(
                    name: layer.name, rows: [layer.name], box: rect,
                    overLabel: labels.contains { $0.intersects(rect) })
            }
            tags.append(chosen!)
        }
        return tags
    }

    /// Draws `tags` on the slab, `unit` window points to a canvas point, noting their words in `words` and
    /// their boxes on the canvas (the slab drawn through `toCanvas`).
    static func draw(
        _ tags: [Tag], unit: Double, toCanvas: AffineTransform, opacity: Double, words: inout ExplodedWords,
        into list: inout DisplayList
    ) {
        let size = words.size * unit
        let style = words.style(size: size, color: Color.white.withAlpha(opacity))
        let rowHeight = size * 1.3
        for tag in tags {
            list.fill(tag.box, color: ExplodedDrawing.backdrop.withAlpha(0.82 * opacity), cornerRadius: 3 * unit)
            for (row, text) in tag.rows.enumerated() {
                let line = Rect(
                    x: tag.box.minX + 4 * unit, y: tag.box.minY + Double(row) * rowHeight,
                    width: tag.box.width - 8 * unit, height: rowHeight)
                words.write(text, in: line, style: style, canvasSize: words.size, into: &list)
            }
            if tag.overLabel { words.tagsOverLabels.append(tag.name) }
            words.nameBoxes.append(.init(name: tag.name, rect: tag.box, toCanvas: toCanvas, isTag: true))
        }
    }

    /// Notes in `words` where the views at `indices` of `layers` write their own labels on the canvas, the
    /// slab drawn through `toCanvas`.
    static func noteLabels(
        _ indices: [Int], of layers: ViewLayers, toCanvas: AffineTransform, words: inout ExplodedWords
    ) {
        for index in indices {
            let layer = layers.layers[index]
            if let label = labelBox(of: layer, box: layer.bounds.applying(layer.toWindow), words: words) {
                words.nameBoxes.append(.init(name: layer.name, rect: label, toCanvas: toCanvas, isTag: false))
            }
        }
    }

    /// The box of `layer`'s own label on the slab, `box` being the view's: the band its words take across
    /// the view's top (centered, 20 points bold, from 6 to 36 points down); nil when it writes none.
    private static func labelBox(of layer: ViewLayers.Layer, box: Rect, words: ExplodedWords) -> Rect? {
        guard let label = layer.label, !label.isEmpty else { return nil }
        let scale = layer.bounds.width > 0 ? box.width / layer.bounds.width : 1
        let bold = TextStyle(size: 20, color: .black)
        let width = min(layer.bounds.width, words.width(label, bold)) * scale
        return Rect(x: box.midX - width / 2, y: box.minY + 6 * scale, width: width, height: 30 * scale)
    }

    /// Where a tag may be looked for, best first.
    enum Tier { case inView, onSlab, pastSlab }

    /// The order in which `forms` (with the reason first, the name alone last) are tried in each tier.
    private static func tiers(_ forms: [[String]]) -> [([String], Tier)] {
        let withReason = forms.dropLast(forms.count > 1 ? 1 : 0)
        var order: [([String], Tier)] = []
        for tier in [Tier.inView, .onSlab, .pastSlab] { order += withReason.map { ($0, tier) } }
        if forms.count > 1, let nameAlone = forms.last {
            order += [Tier.inView, .onSlab, .pastSlab].map { (nameAlone, $0) }
        }
        return order
    }

    /// Where a tag may go, best first: a labelled view's tag starts at its bottom corner, clear of the label.
    private static func candidates(around box: Rect, labelled: Bool, inset: Double) -> [Spot] {
        let inside: [Spot] = labelled ? [.bottomLeft(inset), .topLeft(inset)] : [.topLeft(inset), .bottomLeft(inset)]
        return inside + [.below, .above, .right]
    }

    /// A place for a tag beside or in a view's box.
    enum Spot {
        case topLeft(Double), bottomLeft(Double), below, above, right

        /// Whether it is in the view's box.
        var isInside: Bool {
            switch self {
            case .topLeft, .bottomLeft: true
            case .below, .above, .right: false
            }
        }

        /// The tag's box of `width` × `height` here, or nil where a box inside the view would not fit in it.
        func rect(width: Double, height: Double, in box: Rect) -> Rect? {
            switch self {
            case .topLeft(let inset), .bottomLeft(let inset):
                guard width <= box.width - 2 * inset, height <= box.height - 2 * inset else { return nil }
                let y = if case .topLeft = self { box.minY + inset } else { box.maxY - inset - height }
                return Rect(x: box.minX + inset, y: y, width: width, height: height)
            case .below: return Rect(x: box.minX, y: box.maxY + 2, width: width, height: height)
            case .above: return Rect(x: box.minX, y: box.minY - 2 - height, width: width, height: height)
            case .right: return Rect(x: box.maxX + 2, y: box.minY, width: width, height: height)
            }
        }
    }
}

extension Rect {
    /// Whether `other` lies wholly inside.
    fileprivate func holds(_ other: Rect) -> Bool {
        other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
    }
}
