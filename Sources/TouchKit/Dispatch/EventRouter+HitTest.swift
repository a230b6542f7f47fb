extension EventRouter {
    /// Hit-tests `location` (window points) for a new touch, or for a native gesture (`touch` nil, no
    /// `event`), and logs it: the path from the window down to the view found and, explained while a log is
    /// kept, every view visited with its verdict (``HitTestWalk``). Without a log nothing is explained, so
    /// it costs what a plain hit test costs.
    func hitTestAndLog(touch: Int?, input: String, at location: Point, with event: TouchEvent?) -> View? {
        guard let eventLog else { return window.hitTest(location, with: event) }
        let carrier = event ?? window.explainingEvent
        let walk = HitTestWalk()
        carrier.hitTestWalk = walk
        let hit = window.hitTest(location, with: carrier)
        carrier.hitTestWalk = nil
        var path: [String] = []
        var current = hit
        while let view = current {
            path.insert(view.name, at: 0)
            current = view.superview
        }
        let visited = walk.visits.map { HitTestVisit(view: $0.name, verdict: $0.verdict) }
        eventLog.append(
            .hitTest(touch: touch, input: input, point: location, view: hit?.name, path: path, visited: visited),
            at: now)
        return hit
    }
}
