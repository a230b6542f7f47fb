/// An object as the parts made in its initializer reach back to it. A part is made with everything it needs
/// (so an owner's parts are constants and the compiler holds their order), and what it must ask of its owner
/// later it asks through this link, which the owner points at itself once it is made; before that, and after
/// the owner is gone, the link is empty and a part's request does nothing.
///
/// ```swift
/// let link = OwnerLink<PlaygroundWindow>()
/// let status = StatusFile(path: path) { [link] in link.owner?.currentStatus() }
/// // … every part made …
/// link.owner = self
/// ```
@MainActor
final class OwnerLink<Owner: AnyObject> {
    /// The owner, once made; weak, as the owner keeps its parts and they keep this link.
    weak var owner: Owner?
}
