import Foundation

/// A `touch-trace/3` file of two mouse clicks 20 points apart on an 800 × 600 window (at 400 and 420, 300),
/// recorded where the mouse's double click allowed `distance` points: a double click under those
/// thresholds, two clicks under the desktop's usual 5.
public enum RecordedClicks {
    /// Writes the trace into `folder` and returns its path.
    public static func write(in folder: URL, recordedDistance distance: Int = 30) throws -> String {
        let clicks = [(0.0, "down", 400), (0.05, "up", 400), (0.2, "down", 420), (0.25, "up", 420)].map { t, phase, x in
            #"{"t": \#(t), "kind": "pointer", "phase": "\#(phase)", "button": 1, "x": \#(x), "y": 300}"#
        }
        let thresholds =
            #"{"profile": "uikit", "touch": {"doubleTapTime": 0.35, "doubleTapDistance": 40, "longPressTime": 0.5}, "pointer": {"doubleClickTime": 0.4, "doubleClickDistance": \#(distance), "longPressTime": 0.5}}"#
        let trace = folder.appendingPathComponent("clicks.json").path
        try
            #"{"format": "touch-trace/3", "size": [800, 600], "thresholds": \#(thresholds), "events": [\#(clicks.joined(separator: ","))]}"#
            .write(toFile: trace, atomically: true, encoding: .utf8)
        return trace
    }
}
