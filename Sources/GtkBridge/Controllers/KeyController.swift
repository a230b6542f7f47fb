import CGtk

/// Keys pressed while a widget has the keyboard focus (`GtkEventControllerKey`): for keys that belong to
/// that widget alone (Escape and Delete on the canvas), which app-wide shortcuts would take from text fields.
///
/// ```swift
/// let keys = KeyController()
/// keys.onKeyPress { key in key == .escape ? closeMenu() : false }
/// canvas.addController(keys)
/// ```
@MainActor
public final class KeyController: EventController {
    /// The keys the app cares about.
    public enum Key: Sendable {
        /// Escape.
        case escape
        /// Delete, or Backspace (laptops without a Delete key).
        case delete
        /// The space bar.
        case space
        /// The left arrow.
        case left
        /// The right arrow.
        case right
        /// Home.
        case home
        /// `[`, for slower.
        case slower
        /// `]`, for faster.
        case faster
    }

    /// Creates the controller.
    public init() {
        super.init(taking: gtk_event_controller_key_new())
    }

    /// Runs `handler` for the keys above pressed with no modifier (Shift aside); it returns true when it used
    /// the key, and an unused key goes on to GTK (Space and the arrows keep moving the focus).
    public func onKeyPress(_ handler: @escaping @MainActor (Key) -> Bool) {
        Signal.connect(object, .keyPressed) { keyval, _, state in
            let modifiers = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
            guard state & modifiers == 0 else { return false }
            switch Int32(bitPattern: keyval) {
            case GDK_KEY_Escape: return handler(.escape)
            case GDK_KEY_Delete, GDK_KEY_KP_Delete, GDK_KEY_BackSpace: return handler(.delete)
            case GDK_KEY_space: return handler(.space)
            case GDK_KEY_Left, GDK_KEY_KP_Left: return handler(.left)
            case GDK_KEY_Right, GDK_KEY_KP_Right: return handler(.right)
            case GDK_KEY_Home, GDK_KEY_KP_Home: return handler(.home)
            case GDK_KEY_bracketleft: return handler(.slower)
            case GDK_KEY_bracketright: return handler(.faster)
            default: return false
            }
        }
    }
}
