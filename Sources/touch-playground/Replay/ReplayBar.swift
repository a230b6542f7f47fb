import GtkBridge
import Playground

/// The replay's controls under the canvas: close, back to the start, a step back, play or pause, a step
/// forward, the speed, the scrubber and where the replay is. ``ReplayControl`` makes them the first time a
/// trace opens, not with the window: the speed's drop-down alone cost about 5 ms of every launch, for a bar
/// most launches never show.
///
/// ```swift
/// let controls = ReplayBar(in: bar, speedIndex: 3, speeds: ["0.1×", "1×"], actions: actions)
/// controls.showScrubber(duration: 4.2) { seconds in session.seek(to: seconds) }
/// controls.show(playing: true, time: 1.5, duration: 4.2, position: 12, count: 40)
/// ```
@MainActor
final class ReplayBar {
    /// What the bar's buttons do, and what a new speed does.
    struct Actions {
        var close: @MainActor () -> Void
        var rewind: @MainActor () -> Void
        var stepBack: @MainActor () -> Void
        var togglePlaying: @MainActor () -> Void
        var stepForward: @MainActor () -> Void
        /// The speed picked, as an index into the speeds offered.
        var speedPicked: @MainActor (Int) -> Void
    }

    /// The speed's drop-down, which `[` and `]` move too.
    let speedPicker: Picker
    private let playButton: Button
    private let scrubberSlot = Box(.horizontal)
    private var scrubber: Slider?
    private let place = Label()
    /// Whether the scrubber is being moved to the replay's time (not by the user).
    private var updatingScrubber = false
    /// The event the scrubber last told a screen reader it is at.
    private var spokenPosition: Int?

    /// Fills `bar` with the controls; `speeds` are the drop-down's words, `speedIndex` the one picked.
    init(in bar: Box, speedIndex: Int, speeds: [String], actions: Actions) {
        playButton = Button(
            iconName: "media-playback-start-symbolic", name: tr("Play"), tooltip: tr("Play (Space)"),
            onClick: actions.togglePlaying)
        let buttons: [(String, String, String, @MainActor () -> Void)] = [
            ("window-close-symbolic", tr("Close the replay"), tr("Close the replay (Escape)"), actions.close),
            ("media-skip-backward-symbolic", tr("Back to the start"), tr("Back to the start (Home)"), actions.rewind),
            ("media-seek-backward-symbolic", tr("One event back"), tr("One event back (Left)"), actions.stepBack),
        ]
        for (icon, name, tooltip, action) in buttons {
            bar.append(Button(iconName: icon, name: name, tooltip: tooltip, onClick: action))
        }
        bar.append(playButton)
        bar.append(
            Button(
                iconName: "media-seek-forward-symbolic", name: tr("One event forward"),
                tooltip: tr("One event forward (Right)"), onClick: actions.stepForward))
        speedPicker = Picker(options: speeds, name: tr("Speed"))
        speedPicker.tooltip = tr("Speed ([ slower, ] faster)")
        speedPicker.setAccessibleLabel(tr("Speed"))
        speedPicker.nameInnerButtons([tr("Speed")])
        speedPicker.selectedIndex = speedIndex
        speedPicker.addTarget { picker in actions.speedPicked(picker.selectedIndex) }
        bar.append(speedPicker)
        scrubberSlot.expandsHorizontally = true
        bar.append(scrubberSlot)
        // Whole where there is room; in a phone's width cut short rather than widening the window (the
        // scrubber tells a screen reader the same).
        place.ellipsizes = true
        bar.append(place)
    }

    /// A new scrubber for a trace of `duration` seconds; `seek` gets the seconds the user drags it to.
    func showScrubber(duration: Double, seek: @escaping @MainActor (Double) -> Void) {
        let slider = Slider(range: 0...duration, step: 0.01, digits: 2)
        slider.showsValue = false
        slider.tooltip = tr("Drag to any moment of the trace")
        slider.setAccessibleLabel(tr("Position in the trace"))
        spokenPosition = nil
        slider.addTarget { [weak self] slider in
            guard let self, !self.updatingScrubber else { return }
            seek(slider.value)
        }
        scrubber.map { scrubberSlot.remove($0) }
        scrubber = slider
        scrubberSlot.append(slider)
    }

    /// Shows where the replay is: `time` seconds of `duration`, after event `position` of `count`.
    func show(playing: Bool, time: Double, duration: Double, position: Int, count: Int) {
        let icon = playing ? "media-playback-pause-symbolic" : "media-playback-start-symbolic"
        if playButton.iconName != icon {
            playButton.iconName = icon
            playButton.tooltip = playing ? tr("Pause (Space)") : tr("Play (Space)")
            playButton.setButtonName(playing ? tr("Pause") : tr("Play"))
        }
        updatingScrubber = true
        scrubber?.value = min(time, duration)
        updatingScrubber = false
        if spokenPosition != position {
            // Read in events, not seconds: what a step moves by. Once per event, not per frame.
            // GTK 4.8 keeps a value's text from AT-SPI, so the description carries it too (its change is
            // an event a screen reader hears).
            spokenPosition = position
            let words = tr("event {position} of {count}", ["position": "\(position)", "count": "\(count)"])
            scrubber?.setAccessibleValueText(words)
            scrubber?.setAccessibleDescription(words)
        }
        place.text = tr(
            "{time} s · event {position} of {count}",
            ["time": time.formatted(digits: 2), "position": "\(position)", "count": "\(count)"])
    }
}
