import Glibc
import TouchKit

/// The canvas told in words, for a screen reader: GTK 4.8 cannot give a widget accessible children that
/// are not widgets, so the views a touch could hit are listed in the canvas's description, with their
/// colours, what each does and how each is turned or scaled, and the last touch is told in one sentence.
///
/// ```swift
/// CanvasDescription.lastTouch(narrator.narration)
/// // "Touch on D: touchesBegan went to D, then C, then root; tap recognized."
/// CanvasDescription.describe(root: scene.view, lastTouch: nil)
/// // "Views you can touch, front to back: D, light green, in C; C, dark blue, in A; …"
/// ```
public enum CanvasDescription {
    /// The views a touch could hit, front to back as a hit test asks them (children before their parent,
    /// the last subview first); hidden, untouchable and transparent views and what they hold are left out.
    public static func touchableViews(in root: View) -> [View] {
        var found: [View] = []
        func visit(_ view: View) {
            guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01 else { return }
            for child in view.subviews.reversed() { visit(child) }
            found.append(view)
        }
        visit(root)
        return found
    }

    /// The description: the views (at most `limit`, the rest counted), then the last touch if any.
    public static func describe(root: View, lastTouch: String?, limit: Int = CanvasPicture.describedViews) -> String {
        describe(CanvasPicture(root: root, limit: limit), lastTouch: lastTouch)
    }

    /// One view: its name, colour, parent (but the scene's root's), what its recognizers do, and its turn and
    /// scale when it has them.
    public static func describe(_ view: View, isRoot: Bool = false) -> String {
        var words = [view.name]
        if let color = view.backgroundColor { words.append(ColorName.of(color)) }
        if !isRoot, let parent = view.superview { words.append(tr("in {parent}", ["parent": parent.name])) }
        let gestures = view.gestureRecognizers.filter(\.isEnabled).map(\.name)
        if !gestures.isEmpty {
            words.append(tr("responds to {gestures}", ["gestures": gestures.joined(separator: ", ")]))
        }
        let t = view.transform
        let scale = (t.a * t.a + t.b * t.b).squareRoot()
        let degrees = atan2(t.b, t.a) * 180 / .pi
        if abs(scale - 1) > 0.005 {
            words.append(tr("scaled {scale} times", ["scale": scale.formatted(digits: 2)]))
        }
        if abs(degrees) > 0.5 {
            words.append(tr("turned {degrees} degrees", ["degrees": degrees.formatted(digits: 0)]))
        }
        return words.joined(separator: ", ")
    }

    /// The last touch in one sentence: where it landed, who got `touchesBegan`, what each recognizer ended
    /// as and the actions sent; nil before any touch.
    /// `recolored` names the views whose colour the touch changed, told first ("D, C and root recolored").
    public static func lastTouch(_ narration: TouchNarration, recolored: [String] = []) -> String? {
        guard let hit = narration.hitTests.first else { return nil }
        var sentence = tr("on {view}", ["view": hit.path.last ?? tr("nothing")])
        let chain = narration.beganChain.filter { $0 != "window" && $0 != "application" }
        if !recolored.isEmpty {
            // In the chain's order (the view touched first), then the others.
            let order = recolored.sorted {
                (chain.firstIndex(of: $0) ?? .max, $0) < (chain.firstIndex(of: $1) ?? .max, $1)
            }
            sentence += ": " + tr("{views} recolored", ["views": list(order)])
        }
        if !chain.isEmpty {
            sentence += (recolored.isEmpty ? ": " : "; ")
            sentence += tr("touchesBegan went to {chain}", ["chain": chain.joined(separator: ", then ")])
        }
        let endings = narration.recognizers.compactMap { story -> String? in
            guard let last = story.states.last?.state else { return nil }
            return "\(story.name) \(last)"
        }
        if !endings.isEmpty { sentence += "; " + endings.joined(separator: ", ") }
        let actions = narration.actions.map(\.action)
        if !actions.isEmpty { sentence += "; " + tr("actions: {names}", ["names": actions.joined(separator: ", ")]) }
        return sentence + "."
    }

    /// "D", "D and C", "D, C and root".
    private static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return tr(
            "{first} and {last}", ["first": names.dropLast().joined(separator: ", "), "last": names[names.count - 1]])
    }
}
