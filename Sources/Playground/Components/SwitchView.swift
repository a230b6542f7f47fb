import TouchKit

/// An on/off switch drawn in the canvas with its label, flipped by a tap (for settings inside a scene).
public final class SwitchView: View {
    /// On or off.
    public var isOn = false
    /// The words beside the switch.
    public var title: String
    /// Called with the new value after a tap flipped it.
    public var onChange: ((Bool) -> Void)?

    /// Creates a switch; its tap recognizer is named after the view.
    public init(name: String, title: String) {
        self.title = title
        super.init(name: name)
        addGestureRecognizer(
            TapGestureRecognizer(name: name) { [unowned self] _ in
                isOn.toggle()
                onChange?(isOn)
            })
    }

    public override func draw(into list: inout DisplayList) {
        let track = Rect(x: 0, y: (bounds.height - 26) / 2, width: 46, height: 26)
        list.fill(track, color: isOn ? Color(hex: "#3584e4")! : Color(hex: "#5e6670")!, cornerRadius: 13)
        let knob = Rect(x: isOn ? track.maxX - 23 : track.minX + 3, y: track.minY + 3, width: 20, height: 20)
        list.fill(knob, color: .white, cornerRadius: 10)
        list.text(
            title, in: Rect(x: 54, y: 0, width: bounds.width - 54, height: bounds.height),
            style: TextStyle(size: 14, color: Palette.text, isBold: false))
    }
}
