import TouchKit

/// The Cookbook's drag view: touched, it jumps in front of its siblings; dragged, it follows the finger
/// keeping the point where it was grabbed under the finger; with ``keepsInsideSuperview`` it cannot leave
/// its parent. Its ``shape`` decides which touches are its own.
public final class DraggableItemView: ImageView {
    /// Which points of the view take touches.
    public enum Shape {
        /// The whole rectangle.
        case rectangle
        /// Only inside the circle that fits the bounds (corners let touches through).
        case circle
        /// Only where the image is opaque (alpha above 0.1), as read by the reader.
        case opaquePixels(any ImageAlphaReader)
    }

    /// Which points take touches.
    public var shape: Shape = .rectangle
    /// When true, drags stop at the superview's edges.
    public var keepsInsideSuperview = false
    /// Where the view started, to send it home from its menu.
    public var home = Point.zero
    /// Called when a finger grabs the view (the scene closes its menu then).
    public var onGrab: (() -> Void)?
    private var grabOffset: Point?

    /// Creates a draggable view.
    public override init(name: String, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        isUserInteractionEnabled = true  // an image view starts with touches off, as in UIKit
        home = frame.center
    }

    public override func point(inside point: Point, with event: TouchEvent?) -> Bool {
        switch shape {
        case .rectangle:
            return bounds.contains(point)
        case .circle:
            let radius = min(bounds.width, bounds.height) / 2
            return point.distance(to: Point(x: bounds.midX, y: bounds.midY)) <= radius
        case .opaquePixels(let reader):
            guard let image, let rect = imageRect, rect.contains(point), rect.width > 0, rect.height > 0 else {
                return false
            }
            let x = Int(saturating: (point.x - rect.minX) / rect.width * image.pixelSize.width)
            let y = Int(saturating: (point.y - rect.minY) / rect.height * image.pixelSize.height)
            return (reader.alpha(of: image, x: x, y: y) ?? 1) > 0.1
        }
    }

    public override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let touch = touches.first, let superview else { return }
        onGrab?()
        superview.bringSubviewToFront(self)
        grabOffset = touch.location(in: superview) - center
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let touch = touches.first, let superview, let grabOffset else { return }
        center = touch.location(in: superview) - grabOffset
        if keepsInsideSuperview { pullInside() }
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        grabOffset = nil
    }

    public override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        grabOffset = nil
    }

    /// Moves the view the least needed to be wholly inside its superview (as far as it fits).
    public func pullInside() {
        guard let area = superview?.bounds else { return }
        let half = Size(width: frame.width / 2, height: frame.height / 2)
        center = Point(
            x: min(max(center.x, area.minX + half.width), max(area.maxX - half.width, area.minX + half.width)),
            y: min(max(center.y, area.minY + half.height), max(area.maxY - half.height, area.minY + half.height)))
    }
}
