/// The controls scene's form: the miles and kilometers fields, then a switch, a slider, a stepper, a picker,
/// a segmented control and a date picker, each wired target-action style to the scene, which shows their
/// values on the canvas. The window builds them as real GTK widgets.
extension ControlsScene {
    /// The form the window shows beside the canvas (``form``).
    func makeForm() -> SceneForm {
        // Weak: the window keeps the widgets, and so these handlers, as long as it likes.
        SceneForm(
            name: tr("The controls"),
            fields: [
                .text(tr("Miles"), key: "miles", placeholder: tr("Miles"), numeric: true) { [weak self] text in
                    self.map { [FormUpdate(key: "kilometers", text: $0.milesEdited(text))] } ?? []
                },
                .text(tr("Kilometers"), key: "kilometers", placeholder: tr("Kilometers"), numeric: true) {
                    [weak self] text in
                    self.map { [FormUpdate(key: "miles", text: $0.kilometersEdited(text))] } ?? []
                },
                .separator,
                .toggle(tr("Round trip"), key: "switch") { [weak self] on in
                    self?.setRoundTrip(on)
                    return []
                },
                .slider(tr("Walked (%)"), key: "slider", range: 0...100, step: 1) { [weak self] value in
                    self?.setProgress(value)
                    return []
                },
                .stepper(tr("Walkers"), key: "stepper", range: 1...10) { [weak self] count in
                    self?.setWalkers(count)
                    return []
                },
                .picker(tr("Also in"), key: "picker", options: Self.units.map { tr($0.name) }) { [weak self] index in
                    self?.setUnit(index)
                    return []
                },
                .segments(
                    tr("Decimals"), key: "segmented", segments: Self.decimalChoices.map(String.init),
                    selected: Self.decimalChoices.count - 1
                ) { [weak self] index in
                    guard let texts = self?.setDecimals(index: index) else { return [] }
                    return [
                        FormUpdate(key: "miles", text: texts.miles),
                        FormUpdate(key: "kilometers", text: texts.kilometers),
                    ]
                },
                .date(
                    tr("Date"), key: "date",
                    buttonNames: [tr("Previous month"), tr("Next month"), tr("Previous year"), tr("Next year")]
                ) { [weak self] day in
                    self?.setDate(year: day.year, month: day.month, day: day.day)
                    return []
                },
            ])
    }
}
