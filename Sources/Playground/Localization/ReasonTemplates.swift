import TouchKit

/// The words of every reason the core gives for a failure (``Reason/template``), listed here so that
/// gettext finds them (the core itself has no catalogue) and a test can check that none is missing:
/// `tr(reason)` looks each up when the window shows it.
public enum ReasonTemplates {
    /// Every template, as the core writes it.
    public static let all: Set<String> = [
        // Any recognizer.
        translatable("its touches were cancelled"),
        translatable("the gesture was cancelled"),
        // The platform, taking a touch away (the window's input).
        translatable("GTK gave it to {0}'s {1}"),
        translatable("a menu, a popover or another window took the input"),
        translatable("the canvas stopped showing"),
        // The arena.
        translatable("taken out: removed, disabled, or its view left the window"),
        translatable("{0}'s gestureRecognizerShouldBegin said no"),
        translatable("the delegate's gestureRecognizerShouldBegin said no"),
        translatable("not simultaneous with {0}, which began first (no delegate allows both)"),
        translatable("{0} recognized, and this one required it to fail"),
        translatable("{0} began, and they may not recognize together (no delegate allows both)"),
        translatable("{0} recognized, and they may not recognize together (no delegate allows both)"),
        translatable("{0} recognized, and this one waited for it to fail"),
        // Taps.
        translatable("{0} fingers down, more than the {1} it takes"),
        translatable("a finger landed {0} after the first, more than {1}"),
        translatable("tap {0} landed {1} from the first, more than {2}"),
        translatable("click {0} landed {1} from the first, more than the mouse's {2}"),
        translatable("held longer than {0}"),
        translatable("moved {0}, more than the {1} tap slop"),
        translatable("{0} finger, not the {1} it takes"),
        translatable("{0} fingers, not the {1} it takes"),
        translatable("no tap {0} within {1}"),
        translatable("no click {0} within the mouse's {1}"),
        // Long press.
        translatable("moved {0} before {1}, more than its {2}"),
        translatable("no press within {0}"),
        translatable("lifted before {0}"),
        // Pan and edge pan.
        translatable("the touch did not start where this pan may begin"),
        translatable("{0} fingers down, more than its maximum of {1}"),
        translatable("lifted before moving {0}"),
        translatable("it watches no edge"),
        translatable("started {0} from the left edge, more than {1}"),
        translatable("started {0} from the right edge, more than {1}"),
        translatable("started {0} from the top edge, more than {1}"),
        translatable("started {0} from the bottom edge, more than {1}"),
        // Swipe.
        translatable("not all its fingers down within {0}"),
        translatable("took longer than {0}"),
        translatable("moved {0} off its direction"),
        translatable("lifted before travelling {0}"),
        // Pinch and rotation.
        translatable("lifted before it began"),
        translatable("the gesture ended before it began"),
        // The circle recognizer.
        translatable("{0} fingers down: a circle is drawn with one"), translatable("too few points"),
        translatable("not closed"), translatable("went round too often"), translatable("changes direction"),
        translatable("not round"), translatable("too flat"), translatable("has corners"),
        translatable("ends far from its start"), translatable("too small"),
    ]
}
