/// Turns a view tree into a ``DisplayList``: each visible view is drawn through its transform and opacity,
/// background first, then its own content, then its subviews back to front (clipped when it asks).
///
/// ```swift
/// let list = DisplayListBuilder.displayList(for: window)
/// ```
public enum DisplayListBuilder {
    /// The drawing commands for `view` and its subviews, in the coordinates of `view`'s superview (window
    /// points for a window).
    public static func displayList(for view: View) -> DisplayList {
        var list = DisplayList()
        append(view, to: &list, isTop: true)
        return list
    }

    /// Adds a view and its subviews to a list.
    public static func append(_ view: View, to list: inout DisplayList, isTop: Bool = false) {
        guard !view.isHidden, view.alpha > 0 else { return }
        let transform =
            isTop
            ? AffineTransform(translationX: -view.bounds.minX, y: -view.bounds.minY)
            : view.transformToSuperview
        list.pushTransform(transform)
        if view.alpha < 1 { list.pushOpacity(view.alpha) }
        if let color = view.backgroundColor, color.alpha > 0 {
            list.fill(view.bounds, color: color, cornerRadius: view.cornerRadius)
        }
        view.draw(into: &list)
        if view.clipsToBounds { list.pushClip(view.bounds, cornerRadius: view.cornerRadius) }
        for subview in view.subviews { append(subview, to: &list) }
        if view.clipsToBounds { list.pop() }
        if view.borderWidth > 0 {
            list.stroke(
                view.bounds, color: view.borderColor, width: view.borderWidth,
                cornerRadius: view.cornerRadius)
        }
        if view.alpha < 1 { list.pop() }
        list.pop()
    }
}
