import TouchKit

/// A view of a scene file: it may recolor when touched, draws its label at its top and, when the file gives
/// it a photo, shows the photo (or, when the photo cannot be shown, why).
///
/// It is an image view, so that a view with a photo behaves as UIKit's `UIImageView`: it takes no touches
/// unless the file turns them on. The scene turns them on for every view without a photo.
public final class FileSceneView: PhotoView {
    /// What it does when a touch reaches it.
    public let reaction: TouchReaction
    /// The text drawn at its top, if any.
    public var label: String?
    private let recolor: () -> Color

    /// Creates a view whose new colors, when it recolors, come from `recolor`.
    public init(name: String, reaction: TouchReaction, label: String?, recolor: @escaping () -> Color) {
        (self.reaction, self.label, self.recolor) = (reaction, label, recolor)
        super.init(name: name)
        isUserInteractionEnabled = true
    }

    /// Hit like any view: only inside its bounds (it only draws a label).
    public override var hitsOnlyInsideBounds: Bool { true }

    public override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        if reaction.recolors { backgroundColor = recolor() }
        if reaction.passesTouchesOn { super.touchesBegan(touches, with: event) }
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        if reaction.passesTouchesOn { super.touchesMoved(touches, with: event) }
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        if reaction.recolors { backgroundColor = recolor() }
        if reaction.passesTouchesOn { super.touchesEnded(touches, with: event) }
    }

    public override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        if reaction.passesTouchesOn { super.touchesCancelled(touches, with: event) }
    }

    public override func draw(into list: inout DisplayList) {
        super.draw(into: &list)
        if let label { LabelDrawing.draw(label, width: bounds.width, on: backgroundColor, into: &list) }
    }
}

extension TouchReaction {
    /// Whether the view takes a new color when a touch begins or ends in it.
    var recolors: Bool { self != .log }
    /// Whether the touch goes on up the responder chain after the view.
    var passesTouchesOn: Bool { self != .recolor }
}

/// A view's label: at its top, dark or light to read well on its color.
enum LabelDrawing {
    static func draw(_ text: String, width: Double, on color: Color?, into list: inout DisplayList) {
        let ink: Color = (color?.luminance ?? 1) > 0.55 || (color?.alpha ?? 0) < 0.3 ? .black : .white
        list.text(text, in: Rect(x: 0, y: 6, width: width, height: 30), style: TextStyle(size: 20, color: ink))
    }
}

extension FileSceneView: TopLabelled {
    var topLabel: String? { label }
}
