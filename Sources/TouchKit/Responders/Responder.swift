/// An object that can receive touches: a view, a view controller, a window or the application.
///
/// The default implementation of each `touches…` method passes the touches to ``next``, so what a responder
/// does not handle travels up the responder chain: view → superview … → root view → its view controller →
/// window → application. Override a method to handle touches, and call `super` to let them continue.
///
/// ```swift
/// final class Counter: View {
///     var count = 0
///     override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
///         count += touches.count
///         super.touchesBegan(touches, with: event)   // keep the chain going
///     }
/// }
/// ```
open class Responder {
    /// The name the event log and the teaching panel use for this responder (`"D"`, `"controller"`, …).
    public var name: String

    /// Creates a responder with a name for the event log.
    public init(name: String) {
        self.name = name
    }

    /// The next responder in the chain, or `nil` at its end (the application).
    open var next: Responder? { nil }

    /// The chain from this responder to its end, this responder first.
    public var responderChain: [Responder] {
        var chain: [Responder] = []
        var current: Responder? = self
        while let responder = current {
            chain.append(responder)
            current = responder.next
        }
        return chain
    }

    /// One or more fingers touched down. The default passes them to ``next``.
    open func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        event.forward(touches, phase: .began, from: self)
    }

    /// One or more touches moved. The default passes them to ``next``.
    open func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        event.forward(touches, phase: .moved, from: self)
    }

    /// One or more fingers lifted. The default passes them to ``next``.
    open func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        event.forward(touches, phase: .ended, from: self)
    }

    /// The system cancelled touches (a gesture recognizer took them, or the view left the window). The
    /// default passes them to ``next``.
    open func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        event.forward(touches, phase: .cancelled, from: self)
    }
}
