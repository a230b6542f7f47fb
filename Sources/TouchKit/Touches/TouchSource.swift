/// What produced a touch, so a scene or the teaching panel can tell a real finger from a mouse.
public enum TouchSource: String, Sendable, CaseIterable {
    /// A finger on a touchscreen (a GTK touch sequence).
    case touchscreen
    /// A pen (its tip or its eraser) on a tablet or a touchscreen: UIKit's `.pencil` touch type.
    case pen
    /// A mouse press and drag, seen as one finger.
    case mouse
    /// The second finger the mouse simulates while Alt is held, as in the iOS Simulator.
    case simulatedSecondFinger
}
