import TouchKit

extension FileScene {
    /// Makes the recognizers of `spec` and its subviews and attaches them to their views.
    func attachRecognizers(of spec: ViewSpec) {
        if let view = views[spec.name] {
            for recognizerSpec in spec.recognizers {
                let recognizer = Self.makeRecognizer(recognizerSpec)
                recognizer.cancelsTouchesInView = recognizerSpec.cancelsTouchesInView
                recognizer.delaysTouchesBegan = recognizerSpec.delaysTouchesBegan
                recognizer.delaysTouchesEnded = recognizerSpec.delaysTouchesEnded
                let effect = recognizerSpec.effect
                // Always one target, so the log shows the recognizer's actions whatever it does.
                recognizer.addTarget { [unowned self, unowned view] recognizer in
                    self.apply(effect, of: recognizer, to: view)
                }
                view.addGestureRecognizer(recognizer)
                register(recognizer)
            }
        }
        for subview in spec.subviews { attachRecognizers(of: subview) }
    }

    /// Makes each of `spec`'s recognizers wait for the ones it names to fail.
    func wireFailureRequirements(of spec: ViewSpec) {
        for recognizerSpec in spec.recognizers {
            guard let recognizer = recognizers[recognizerSpec.name] else { continue }
            for name in recognizerSpec.requiresToFail {
                if let other = recognizers[name] { recognizer.require(toFail: other) }
            }
        }
    }

    static func makeRecognizer(_ spec: RecognizerSpec) -> GestureRecognizer {
        switch spec.kind {
        case .tap(let taps, let touches):
            let tap = TapGestureRecognizer(name: spec.name)
            if let taps { tap.numberOfTapsRequired = taps }
            if let touches { tap.numberOfTouchesRequired = touches }
            return tap
        case .longPress(let touches, let taps, let duration, let movement):
            let press = LongPressGestureRecognizer(name: spec.name)
            if let touches { press.numberOfTouchesRequired = touches }
            if let taps { press.numberOfTapsRequired = taps }
            if let duration { press.minimumPressDuration = duration }
            if let movement { press.allowableMovement = movement }
            return press
        case .pan(let minimum, let maximum):
            let pan = PanGestureRecognizer(name: spec.name)
            if let minimum { pan.minimumNumberOfTouches = minimum }
            if let maximum { pan.maximumNumberOfTouches = maximum }
            return pan
        case .swipe(let direction, let touches):
            let swipe = SwipeGestureRecognizer(name: spec.name)
            if let direction { swipe.direction = direction }
            if let touches { swipe.numberOfTouchesRequired = touches }
            return swipe
        case .screenEdgePan(let edges):
            let edgePan = ScreenEdgePanGestureRecognizer(name: spec.name)
            if let edges { edgePan.edges = edges }
            return edgePan
        case .pinch: return PinchGestureRecognizer(name: spec.name)
        case .rotation: return RotationGestureRecognizer(name: spec.name)
        }
    }

    /// Does what the file says the recognizer does, on each of its state changes.
    private func apply(_ effect: RecognizerEffect, of recognizer: GestureRecognizer, to view: FileSceneView) {
        let state = recognizer.state
        let recognized =
            state == (recognizer is TapGestureRecognizer || recognizer is SwipeGestureRecognizer ? .ended : .began)
        switch effect {
        case .log: break
        case .recolor: if recognized { view.backgroundColor = context.randomColor() }
        case .move:
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            let translation = pan.translation(in: view.superview)
            if translation.x.isFinite, translation.y.isFinite { view.center += translation }
            pan.setTranslation(.zero, in: view.superview)
        case .scale:
            guard let pinch = recognizer as? PinchGestureRecognizer else { return }
            let current = view.transform.scaleX
            let range = ImageViewerScene.scaleRange
            let target = min(max(current * pinch.scale, range.lowerBound), range.upperBound)
            if current > 0, target.isFinite {
                view.transform = view.transform.scaledBy(x: target / current, y: target / current)
            }
            pinch.scale = 1
        case .rotate:
            guard let rotation = recognizer as? RotationGestureRecognizer else { return }
            if rotation.rotation.isFinite { view.transform = view.transform.rotated(by: rotation.rotation) }
            rotation.rotation = 0
        case .nextPhoto: if recognized { stepPhoto(of: view, by: 1) }
        case .previousPhoto: if recognized { stepPhoto(of: view, by: -1) }
        }
    }
}
