import TouchKit

/// Ten thousand small views in a 100 × 100 grid over the window, with pan, pinch and rotation on the root
/// (simultaneous): the worst case for hit testing and chain delivery that the benchmarks measure.
final class StressScene: ViewController, GestureRecognizerDelegate {
    let size: Size

    init(size: Size) {
        self.size = size
        super.init()
    }

    override func loadView() -> View {
        View(name: "root", frame: Rect(origin: .zero, size: size))
    }

    override func viewDidLoad() {
        let width = size.width / 100, height = size.height / 100
        for row in 0..<100 {
            for column in 0..<100 {
                let cell = View(name: "cell", frame: Rect(x: Double(column) * width, y: Double(row) * height,
                                                          width: width, height: height))
                cell.backgroundColor = Color(red: Double(column) / 100, green: Double(row) / 100, blue: 0.5)
                view.addSubview(cell)
            }
        }
        var scale = 1.0, angle = 0.0, offset = Point.zero
        let pan = PanGestureRecognizer(name: "pan") { recognizer in
            let pan = recognizer as! PanGestureRecognizer
            offset += pan.translation(in: nil)
            pan.setTranslation(.zero, in: nil)
        }
        let pinch = PinchGestureRecognizer(name: "pinch") { recognizer in
            let pinch = recognizer as! PinchGestureRecognizer
            scale *= pinch.scale
            pinch.scale = 1
        }
        let rotation = RotationGestureRecognizer(name: "rotation") { recognizer in
            let rotation = recognizer as! RotationGestureRecognizer
            angle += rotation.rotation
            rotation.rotation = 0
        }
        for recognizer in [pan, pinch, rotation] as [GestureRecognizer] {
            recognizer.delegate = self
            view.addGestureRecognizer(recognizer)
        }
        view.isMultipleTouchEnabled = true
    }

    func gestureRecognizer(_ recognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
}
