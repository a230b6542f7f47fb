import GtkBridge
import Playground
import TouchKit

/// The canvas's input: GTK's pointer, touch and pen events into the scene (a hand on the canvas pauses a
/// replay instead), GTK's own gestures watching beside it for the timeline, Escape and Delete, and the
/// canvas's size.
extension PlaygroundWindow {
    /// Connects the canvas's input and resizing to the scene, the replay and the panes.
    func connectInput() {
        canvas.onResize = { [weak self] size in
            // Not while GTK is allocating sizes: folding changes them again, on the next frame.
            self?.canvas.onNextFrame { [weak self] in
                guard let self, let frame = self.messages.overlay.frameInSurface else { return }
                self.panes.fit(width: frame.width, height: frame.height)
            }
            self?.recording.sceneWillResize(to: size)
            self?.session?.resize(to: size)
            self?.requestFrame()
        }
        input.onPenHover = { [weak self] location, isEraser in
            if self?.session?.host.scene.penHovered(at: location, isEraser: isEraser) == true { self?.requestFrame() }
        }
        // GTK took a touch away (see SequenceWatch): the log says why before the touch is cancelled.
        input.onTakenAway = { [weak self] id, why, _ in
            guard let self, !self.replay.isOpen else { return }
            self.session?.host.window.router.noteTakenAway(touchscreenID: id, because: why.reason)
        }
        input.secondFingerKey = secondFingerKey
        input.alwaysSecondFinger = settings.alwaysSecondFinger
        verdicts.onVerdict = { [weak self] lane, verdict, note, time in
            self?.session?.timeline.platformVerdict(lane, verdict, at: time, note: note)
            self?.requestFrame()
        }
        verdicts.onIdle = { [weak self] lane, time in
            self?.session?.timeline.platformIdle(lane, at: time)
            self?.requestFrame()
        }
        keys.onKeyPress { [weak self] key in self?.handleKey(key) ?? false }
        canvas.addController(keys)
        messages.overlay.addController(
            FileDropTarget { [weak self] path in
                self?.open(file: path)
                return self != nil
            })
    }

    /// GTK's watchers see the input only while the timeline shows it live.
    func syncWatchers() {
        verdicts.isWatching = panes.timeline.isShown && !replay.isOpen
    }

    /// An input event on the canvas: to the scene; while a replay is open (it owns the canvas, its scene
    /// stays as recorded), a hand on the canvas pauses it instead.
    /// `device` names what made the event when it is not the canvas's own input (the keyboard's finger).
    func handle(_ event: InputEvent, device: String? = nil) {
        // Exploded, the canvas's own input turns the stack or taps through it; the keyboard's finger, which
        // aims at views by their place in the scene, goes on as it is.
        // A question waiting for the teacher's touch holds it back; one waiting for the class takes a press
        // as a pick.
        if device == nil, exploded.isShown {
            // A press on a slab picks its view; a drag still turns the stack.
            if questions.picksViews, event.isPress {
                questions.pick(view: exploded.viewName(at: event.location))
                return
            }
            if case .tap(let events) = exploded.handle(event) {
                for event in events where !questionTakes(event) {
                    deliver(event, device: nil)
                }
            }
            return
        }
        if questionTakes(event) { return }
        deliver(event, device: device)
    }

    /// Sends an input event to the scene, or pauses the replay open.
    private func deliver(_ event: InputEvent, device: String?) {
        if replay.isOpen {
            replay.pauseByHand()
            return
        }
        session?.host.window.router.deviceName = device ?? input.deviceName
        session?.handle(event)
        latency.eventHandled(event)
        recording.inputHandled()
        requestFrame()
    }

    /// The canvas's keys: the replay's while one is open; else Escape and Delete for the scene (Escape
    /// closes a menu or cancels a stroke, Delete clears a selection), then the keyboard finger's; Escape with
    /// nothing to close lifts the mouse's pinned finger, else gives the focus back to the header.
    private func handleKey(_ key: KeyController.Key) -> Bool {
        if case .altArrow(let dx, let dy) = key {
            guard exploded.isShown else { return false }
            exploded.turn(dx: dx, dy: dy)
            return true
        }
        // Asking, Escape stops; the replay's keys wait until the touch is shown (the class must not see
        // it ahead).
        if questions.isAsking, key == .escape {
            questions.stop()
            return true
        }
        if questions.holdsReplayKeys, replay.isOpen, ReplayControl.keys.contains(key) { return true }
        if replay.handleKey(key) { return true }
        guard let session else { return false }
        if key == .escape || key == .delete {
            let sceneKey: SceneKey = key == .escape ? .escape : .delete
            let used = session.host.scene.handleKey(sceneKey)
            if used { session.answered(sceneKey) }
            if !used, key == .escape, session.host.window.router.liftPinnedFinger() {
                requestFrame()
                return true
            }
            if used { requestFrame() }
            // Escape's other jobs done, it leaves a presentation, else goes to the header.
            if !used, key == .escape { presentation.isOn ? presentation.leave() : header.focusFirstButton() }
            return used || key == .escape
        }
        guard !replay.isOpen else { return false }  // the replay's scene stays as recorded
        let used = keyboard.handle(key, in: session)
        if used { requestFrame() }
        return used
    }

    /// How the mouse makes a second finger now, for the scenes' hints.
    var mouseHints: MouseHints {
        MouseHints(
            key: input.secondFingerKey == .super ? tr("Super") : tr("Alt"),
            everyDrag: input.alwaysSecondFinger)
    }

    /// Tells the scene shown how the mouse makes a second finger now, and draws its hints again.
    func showMouseHints() {
        session?.host.scene.mouseHints = mouseHints
        requestFrame()
    }
}

extension InputTranslator.TakenAway {
    /// Why the touch was cancelled, as the log, the panel and the timeline say it.
    var reason: Reason {
        switch self {
        case .claimed(let by): "GTK gave it to \(by.widget)'s \(by.gesture)"
        case .grabbed: "a menu, a popover or another window took the input"
        case .hidden: "the canvas stopped showing"
        }
    }
}
