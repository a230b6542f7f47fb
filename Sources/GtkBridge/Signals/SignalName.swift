/// A GObject signal as Swift knows it: its name, and, in its type, the handler it takes, as gtk4-rs gives
/// each signal its own typed connect. A closure of another shape does not compile; the shape itself is
/// checked against GObject's record of the signal by the tests (`SignalShapeTests`), and again when it is
/// connected.
///
/// ```swift
/// Signal.connect(button.object, .clicked) { print("clicked") }
/// Signal.connect(drag.object, .dragUpdate) { dx, dy in print(dx, dy) }
/// ```
@MainActor
public struct SignalName<Handler> {
    /// The signal's name in C (`"drag-update"`, `"notify::active"`).
    public let name: String
    let connector: SignalConnector<Handler>
    /// The C signature its handler has, which GObject must record for the signal.
    public var shape: SignalShape { connector.shape }

    init(_ name: String, _ connector: SignalConnector<Handler>) {
        self.name = name
        self.connector = connector
    }
}

extension SignalName where Handler == Signal.NoArguments {
    /// A button was clicked.
    public static var clicked: Self { Self("clicked", .noArguments) }
    /// A toggle button was pressed in or out.
    public static var toggled: Self { Self("toggled", .noArguments) }
    /// An adjustment's, a spin button's or a scale's value changed.
    public static var valueChanged: Self { Self("value-changed", .noArguments) }
    /// An editable's text changed.
    public static var changed: Self { Self("changed", .noArguments) }
    /// A calendar's day was chosen.
    public static var daySelected: Self { Self("day-selected", .noArguments) }
    /// A click gesture stopped (no further click in this run).
    public static var stopped: Self { Self("stopped", .noArguments) }
    /// A long press was cancelled (the finger moved or lifted).
    public static var cancelled: Self { Self("cancelled", .noArguments) }
    /// A widget was mapped (it shows).
    public static var map: Self { Self("map", .noArguments) }
    /// A widget was unrealized (its window's surface is going away).
    public static var unrealize: Self { Self("unrealize", .noArguments) }
    /// A frame clock's frame was painted.
    public static var afterPaint: Self { Self("after-paint", .noArguments) }
    /// A toast's button was clicked.
    public static var buttonClicked: Self { Self("button-clicked", .noArguments) }
}

extension SignalName where Handler == Signal.NoArgumentsHandled {
    /// The user asked to close a window; the handler returns true to keep it open.
    public static var closeRequest: Self { Self("close-request", .noArgumentsHandled) }
}

extension SignalName where Handler == Signal.OneDouble {
    /// A zoom gesture's scale changed (relative to its start).
    public static var scaleChanged: Self { Self("scale-changed", .oneDouble) }
}

extension SignalName where Handler == Signal.TwoDoubles {
    /// A drag began, at a point in widget coordinates.
    public static var dragBegin: Self { Self("drag-begin", .twoDoubles) }
    /// A drag moved, by an offset from its start.
    public static var dragUpdate: Self { Self("drag-update", .twoDoubles) }
    /// A drag ended, at an offset from its start.
    public static var dragEnd: Self { Self("drag-end", .twoDoubles) }
    /// A long press was recognized, at a point.
    public static var longPressPressed: Self { Self("pressed", .twoDoubles) }
    /// A swipe was recognized, with its velocity in points per second.
    public static var swipe: Self { Self("swipe", .twoDoubles) }
    /// A rotate gesture's angle changed: the angle and the change, in radians.
    public static var angleChanged: Self { Self("angle-changed", .twoDoubles) }
    /// The pointer entered a widget, at a point.
    public static var enter: Self { Self("enter", .twoDoubles) }
    /// The pointer moved over a widget, to a point.
    public static var motion: Self { Self("motion", .twoDoubles) }
}

extension SignalName where Handler == Signal.TwoDoublesHandled {
    /// A scroll, by a delta; the handler returns whether it used it.
    public static var scroll: Self { Self("scroll", .twoDoublesHandled) }
}

extension SignalName where Handler == Signal.CountAndPoint {
    /// A click gesture's button or finger went down: the click count and the point.
    public static var clickPressed: Self { Self("pressed", .countAndPoint) }
    /// A click gesture's button or finger went up: the click count and the point.
    public static var clickReleased: Self { Self("released", .countAndPoint) }
}

extension SignalName where Handler == Signal.OnePointer {
    /// A gesture began recognizing (its sequence).
    public static var begin: Self { Self("begin", .onePointer) }
    /// A gesture stopped recognizing (its sequence).
    public static var end: Self { Self("end", .onePointer) }
    /// A gesture's sequence was cancelled.
    public static var cancel: Self { Self("cancel", .onePointer) }
    /// A list box's row was activated (the row).
    public static var rowActivated: Self { Self("row-activated", .onePointer) }
    /// An action was activated (its parameter, or null).
    public static var activate: Self { Self("activate", .onePointer) }
    /// A list item factory made a row's widgets (the `GtkListItem`).
    public static var setupItem: Self { Self("setup", .onePointer) }
    /// A list item factory gave a row its item (the `GtkListItem`).
    public static var bindItem: Self { Self("bind", .onePointer) }
    /// A list item factory took a row's item away (the `GtkListItem`).
    public static var unbindItem: Self { Self("unbind", .onePointer) }

    /// A property of the object changed (`notify::active`): the handler gets its parameter spec.
    public static func notify(_ property: String) -> Self { Self("notify::" + property, .onePointer) }
    /// A surface came onto a monitor (moved, or a monitor was added under it); the monitor is the argument.
    public static var enterMonitor: Self { Self("enter-monitor", .onePointer) }
    /// A surface left a monitor (moved off it, or the monitor went away); the monitor is the argument.
    public static var leaveMonitor: Self { Self("leave-monitor", .onePointer) }
}

extension SignalName where Handler == Signal.OnePointerHandled {
    /// Any event, to the legacy controller; the handler returns whether it used it.
    public static var event: Self { Self("event", .onePointerHandled) }
}

extension SignalName where Handler == Signal.KeyPress {
    /// A key was pressed: keyval, keycode and modifier state; the handler returns whether it used it.
    public static var keyPressed: Self { Self("key-pressed", .keyPress) }
}

extension SignalName where Handler == Signal.OneInt {
    /// A dialog was answered, with its response.
    public static var response: Self { Self("response", .oneInt) }
}

extension SignalName where Handler == Signal.PointerAndPointHandled {
    /// Something was dropped (its `GValue`) at a point; the handler returns whether it took it.
    public static var drop: Self { Self("drop", .pointerAndPointHandled) }
}

extension SignalName where Handler == Signal.TwoPointersAndInt {
    /// A monitored file changed: the file, the other file of a move, and the event.
    public static var fileChanged: Self { Self("changed", .twoPointersAndInt) }
}

extension SignalName where Handler == Signal.TooltipQuery {
    /// A widget is asked for its tooltip at a point; the handler fills the `GtkTooltip` and says whether
    /// there is one.
    public static var queryTooltip: Self { Self("query-tooltip", .tooltipQuery) }
}
