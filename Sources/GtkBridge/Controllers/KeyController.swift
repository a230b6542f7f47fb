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
    public enum Key: Equatable, Sendable {
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
        /// The up arrow.
        case up
        /// The down arrow.
        case down
        /// Ctrl and an arrow: `dx`, `dy` are -1, 0 or 1 (right and down positive).
        case controlArrow(dx: Int, dy: Int)
        /// Enter (Return, or the keypad's).
        case enter
        /// Shift+Enter.
        case shiftEnter
        /// The Menu key, or Shift+F10: a context menu.
        case menu
        /// `+` (or `=`, on the same key without Shift).
        case plus
        /// `-`.
        case minus
        /// Shift and an arrow: `dx`, `dy` are -1, 0 or 1 (right and down positive).
        case shiftArrow(dx: Int, dy: Int)
        /// Alt and an arrow: `dx`, `dy` are -1, 0 or 1 (right and down positive).
        case altArrow(dx: Int, dy: Int)
        /// A letter or a digit typed with no modifier (lower case).
        case character(Character)
    }

    /// Creates the controller.
    public init() {
        super.init(taking: gtk_event_controller_key_new())
    }

    /// Runs `handler` for the keys above pressed with no modifier (Shift aside, Ctrl and Alt with the arrows); it
    /// returns true when it used the key, and an unused key goes on to GTK (Tab and unused arrows keep moving
    /// the focus).
    public func onKeyPress(_ handler: @escaping @MainActor (Key) -> Bool) {
        Signal.connect(object, .keyPressed) { keyval, _, state in
            let key = Int32(bitPattern: keyval)
            let others = GDK_SUPER_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue
            if state & GDK_ALT_MASK.rawValue != 0, state & others == 0, let (dx, dy) = Self.arrows[key] {
                return handler(.altArrow(dx: dx, dy: dy))
            }
            guard state & (GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue) == 0 else { return false }
            let shift = state & GDK_SHIFT_MASK.rawValue != 0
            if state & GDK_CONTROL_MASK.rawValue != 0 {
                guard let (dx, dy) = Self.arrows[key] else { return false }
                return handler(.controlArrow(dx: dx, dy: dy))
            }
            if shift, let (dx, dy) = Self.arrows[key] { return handler(.shiftArrow(dx: dx, dy: dy)) }
            let code = gdk_keyval_to_unicode(keyval)
            if code >= 0x30, code < 0x7f, let scalar = Unicode.Scalar(code),
                scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar))
            {
                return handler(.character(Character(String(scalar).lowercased())))
            }
            switch key {
            case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: return handler(shift ? .shiftEnter : .enter)
            case GDK_KEY_Menu: return handler(.menu)
            case GDK_KEY_F10 where shift: return handler(.menu)
            case GDK_KEY_Up, GDK_KEY_KP_Up: return handler(.up)
            case GDK_KEY_Down, GDK_KEY_KP_Down: return handler(.down)
            case GDK_KEY_plus, GDK_KEY_equal, GDK_KEY_KP_Add: return handler(.plus)
            case GDK_KEY_minus, GDK_KEY_KP_Subtract: return handler(.minus)
            default: break
            }
            switch key {
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

    /// The arrow keys' directions.
    private static let arrows: [Int32: (Int, Int)] = [
        GDK_KEY_Left: (-1, 0), GDK_KEY_Right: (1, 0), GDK_KEY_Up: (0, -1), GDK_KEY_Down: (0, 1),
        GDK_KEY_KP_Left: (-1, 0), GDK_KEY_KP_Right: (1, 0), GDK_KEY_KP_Up: (0, -1), GDK_KEY_KP_Down: (0, 1),
    ]
}
