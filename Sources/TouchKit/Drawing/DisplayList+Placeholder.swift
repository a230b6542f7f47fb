/// What every renderer draws where a photo cannot be decoded, so the failure looks the same in the window
/// and in `replay --png`: a grey box with a red cross (the scene says why in words).
///
/// ```swift
/// renderer.draw(.undecodableImagePlaceholder(in: rect))
/// ```
extension DisplayList {
    /// A grey box filling `rect` with a red cross from corner to corner.
    public static func undecodableImagePlaceholder(in rect: Rect) -> DisplayList {
        var list = DisplayList()
        list.fill(rect, color: Color(red: 0.35, green: 0.35, blue: 0.38))
        var cross = Path()
        cross.move(to: Point(x: rect.minX, y: rect.minY))
        cross.addLine(to: Point(x: rect.maxX, y: rect.maxY))
        cross.move(to: Point(x: rect.maxX, y: rect.minY))
        cross.addLine(to: Point(x: rect.minX, y: rect.maxY))
        list.path(cross, stroke: Color(red: 0.85, green: 0.4, blue: 0.4), lineWidth: 3)
        return list
    }
}

extension DisplayList {
    /// A plain grey box filling `rect`, drawn where a photo is still being decoded (off the window's
    /// thread), so a large photo shows its place at once and its pixels a moment later.
    public static func loadingImagePlaceholder(in rect: Rect) -> DisplayList {
        var list = DisplayList()
        list.fill(rect, color: Color(red: 0.55, green: 0.55, blue: 0.58))
        return list
    }
}
