import CGtk

/// A side pane that sits beside the content while the window is wide and folds away over it when the window
/// is narrow (libadwaita's `AdwFlap`), as GNOME apps do on phones and upright tablets.
///
/// Whether it folds is the caller's decision (``folds``), made from the window's width: libadwaita's own
/// rule weighs natural widths that change while a pane slides, and two flaps nested that way can fold and
/// unfold each other for seconds. Folded, the pane slides in over the content when revealed
/// (``isRevealed``) and a tap beside it closes it. Swipes never open or close it, so every touch
/// on the content stays the content's.
///
/// ```swift
/// let flap = Flap(content: canvas, pane: sidebar, side: .start)
/// flap.onFold = { folded in scenesButton.isVisible = folded }
/// ```
@MainActor
public final class Flap: Widget {
    /// Which edge the pane is on.
    public enum Side {
        case start, end
    }

    private let content: Widget
    private let pane: Widget
    private let separator = Separator(.vertical)
    /// Called when the flap folds (true) or unfolds (false) as the window's width changes.
    public var onFold: (@MainActor (Bool) -> Void)?
    /// Called when the pane is shown or hidden, by code or by the user (a tap beside a folded pane).
    public var onReveal: (@MainActor (Bool) -> Void)?
    /// Called on every step of the pane's sliding in or out (``revealProgress`` changed).
    public var onSlide: (@MainActor () -> Void)?

    /// Puts `pane` at `side` of `content`. When `keepsRevealState` is true, folding and unfolding leave the
    /// pane as it was (the caller decides); otherwise folding hides it and unfolding shows it.
    public init(content: Widget, pane: Widget, side: Side, keepsRevealState: Bool = false) {
        self.content = content
        self.pane = pane
        super.init(taking: adw_flap_new())
        pane.addStyleClass("background")  // over the content when folded, the pane must not be see-through
        adw_flap_set_content(flap, content.widget)
        adw_flap_set_flap(flap, pane.widget)
        adw_flap_set_separator(flap, separator.widget)
        adw_flap_set_flap_position(flap, side == .start ? GTK_PACK_START : GTK_PACK_END)
        adw_flap_set_fold_policy(flap, ADW_FLAP_FOLD_POLICY_NEVER)
        adw_flap_set_swipe_to_open(flap, 0)
        adw_flap_set_swipe_to_close(flap, 0)
        adw_flap_set_locked(flap, keepsRevealState ? 1 : 0)
        // Modal (a tap beside closes it, and nothing beside it takes touches) only while it is shown folded
        // at the user's request: a pane hidden by folding must not shield the content while it slides away,
        // or the first taps on a window opened narrow would be lost.
        adw_flap_set_modal(flap, 0)
        // Folding is instant: a window opened narrow shows its canvas at once, with no pane sliding away
        // (and no modal shield taking the first taps meanwhile).
        adw_flap_set_fold_duration(flap, 0)
        Signal.connect(object, .notify("folded")) { [weak self] (_: OpaquePointer?) -> Void in
            guard let self else { return }
            adw_flap_set_modal(self.flap, 0)
            self.onFold?(self.isFolded)
        }
        Signal.connect(object, .notify("reveal-flap")) { [weak self] (_: OpaquePointer?) -> Void in
            guard let self else { return }
            if !self.isRevealed { adw_flap_set_modal(self.flap, 0) }
            self.onReveal?(self.isRevealed)
        }
        Signal.connect(object, .notify("reveal-progress")) { [weak self] (_: OpaquePointer?) -> Void in
            self?.onSlide?()
        }
    }

    /// How far the pane has slid in: 0 hidden, 1 shown, in between while it moves.
    public var revealProgress: Double { adw_flap_get_reveal_progress(flap) }

    private var flap: OpaquePointer { OpaquePointer(widget) }

    /// Whether folding and unfolding leave the pane shown or hidden as it was (else folding hides it and
    /// unfolding shows it): set while the pane must stay away whatever the window's width does.
    public var keepsRevealState: Bool {
        get { adw_flap_get_locked(flap) != 0 }
        set { adw_flap_set_locked(flap, newValue ? 1 : 0) }
    }

    /// Whether the pane is folded over the content (the window is narrow).
    public var isFolded: Bool { adw_flap_get_folded(flap) != 0 }

    /// Whether the pane folds over the content (true) or sits beside it (false, the default); ``onFold``
    /// follows once GTK has laid the flap out.
    public var folds: Bool {
        get { adw_flap_get_fold_policy(flap) == ADW_FLAP_FOLD_POLICY_ALWAYS }
        set {
            guard newValue != folds else { return }
            adw_flap_set_fold_policy(flap, newValue ? ADW_FLAP_FOLD_POLICY_ALWAYS : ADW_FLAP_FOLD_POLICY_NEVER)
        }
    }

    /// Whether the pane is shown (setting it animates).
    public var isRevealed: Bool {
        get { adw_flap_get_reveal_flap(flap) != 0 }
        set {
            guard newValue != isRevealed else { return }
            adw_flap_set_modal(flap, newValue && isFolded ? 1 : 0)
            adw_flap_set_reveal_flap(flap, newValue ? 1 : 0)
        }
    }
}
