import JSON
import TouchKit

/// Reads a scene file's views and recognizers, keeping what the checks across the whole document need:
/// the names taken, and where each recognizer and its failure requirements were written.
struct SceneTreeReader {
    private var viewPaths: [String: JSONPath] = ["root": .root]
    var recognizerPaths: [String: JSONPath] = [:]
    /// Each recognizer's `requireToFail` names, with the path of each, in document order.
    var requirements: [(name: String, targets: [(String, JSONPath)])] = []
    /// Views read so far; the root, which every scene has, is not counted.
    private var viewCount = 0

    static let viewKeys: Set<String> = [
        "name", "frame", "background", "cornerRadius", "hidden", "alpha", "userInteractionEnabled",
        "multipleTouchEnabled", "clipsToBounds", "transform", "label", "photo", "fitPhoto", "onTouch", "views",
        "recognizers",
    ]

    /// The views listed under `"views"` of `parent`, at nesting `depth`.
    mutating func subviews(_ parent: SceneObjectReader, depth: Int) throws(SceneFileError) -> [ViewSpec] {
        guard let items = try parent.array("views", maxCount: SceneDocument.Limits.mostViews) else { return [] }
        guard depth <= SceneDocument.Limits.deepestView else {
            throw parent.error("views", "views nested more than \(SceneDocument.Limits.deepestView) deep")
        }
        var views: [ViewSpec] = []
        for (index, item) in items.enumerated() {
            views.append(try view(item, at: parent.path.appending("views").appending(index), depth: depth))
        }
        return views
    }

    private mutating func view(_ value: JSONValue, at path: JSONPath, depth: Int) throws(SceneFileError) -> ViewSpec {
        let object = try SceneObjectReader(value, at: path, what: "a view", keys: Self.viewKeys)
        viewCount += 1
        guard viewCount <= SceneDocument.Limits.mostViews else {
            throw SceneObjectReader.error(path, "more than \(SceneDocument.Limits.mostViews) views in one scene")
        }
        let name = try object.requiredString("name", maxLength: SceneDocument.Limits.longestName)
        guard !name.isEmpty else { throw object.error("name", "a view's name cannot be empty") }
        guard !SceneDocument.reservedNames.contains(name) else {
            throw object.error("name", "\(quoted(name)) is the name of the responder chain's \(name); choose another")
        }
        if let first = viewPaths[name] {
            throw object.error("name", "another view is already called \(quoted(name)) (at \(first))")
        }
        viewPaths[name] = path.appending("name")
        guard let frameValue = object.value("frame") else {
            throw SceneObjectReader.error(path, "view \(quoted(name)) has no \"frame\"")
        }
        var view = ViewSpec(
            name: name, frame: try Self.frame(frameValue, at: path.appending("frame")),
            background: try color(object, "background") ?? .none)
        let largest = SceneDocument.Limits.largestCoordinate
        view.cornerRadius = try object.number("cornerRadius", in: 0...largest, unit: "points") ?? 0
        view.isHidden = try object.bool("hidden") ?? false
        view.alpha = try object.number("alpha", in: 0...1) ?? 1
        view.isUserInteractionEnabled = try object.bool("userInteractionEnabled")
        view.isMultipleTouchEnabled = try object.bool("multipleTouchEnabled") ?? false
        view.clipsToBounds = try object.bool("clipsToBounds") ?? false
        if let transform = object.value("transform") {
            view.transform = try Self.transform(transform, at: path.appending("transform"))
        }
        view.label = try object.string("label")
        view.photo = try object.string("photo", maxLength: 4096)
        if view.photo?.isEmpty == true { throw object.error("photo", "a photo's file name cannot be empty") }
        view.fitsPhoto = try object.bool("fitPhoto") ?? false
        if view.fitsPhoto, view.photo == nil {
            throw object.error("fitPhoto", "only a view with a \"photo\" can fit it")
        }
        view.onTouch = try object.choice("onTouch", of: TouchReaction.self) ?? .log
        view.subviews = try subviews(object, depth: depth + 1)
        view.recognizers = try recognizers(object, photo: view.photo)
        return view
    }

    /// `[x, y, width, height]`, each a number of points or a percentage such as `"25%"`.
    static func frame(_ value: JSONValue, at path: JSONPath) throws(SceneFileError) -> SceneFrame {
        guard let items = value.arrayValue, items.count == 4 else {
            throw SceneObjectReader.error(path, "expected [x, y, width, height], in points or percentages like \"50%\"")
        }
        var lengths: [SceneLength] = []
        for (index, item) in items.enumerated() {
            let isSize = index >= 2
            let itemPath = path.appending(index)
            let largest = SceneDocument.Limits.largestCoordinate
            let length: SceneLength
            if let text = item.stringValue {
                guard text.hasSuffix("%"), let value = Double(text.dropLast().trimmingSpaces), value.isFinite else {
                    throw SceneObjectReader.error(
                        itemPath,
                        "expected a number of points or a percentage like \"50%\", found \(quoted(text.prefix(40)))")
                }
                guard abs(value) <= 10_000 else {
                    throw SceneObjectReader.error(itemPath, "\(text) is out of range: expected -10000% to 10000%")
                }
                length = .percent(value)
            } else {
                length = .points(
                    try SceneObjectReader.number(item, at: itemPath, in: -largest...largest, unit: "points"))
            }
            if isSize, length.resolved(in: 1) < 0 {
                let what = index == 2 ? "width" : "height"
                throw SceneObjectReader.error(
                    itemPath, "a \(what) cannot be negative (\(item.stringValue ?? length.resolved(in: 1).sceneText))")
            }
            lengths.append(length)
        }
        return SceneFrame(x: lengths[0], y: lengths[1], width: lengths[2], height: lengths[3])
    }

    /// `{"scale": 2 or [sx, sy], "rotation": radians or "30deg", "translation": [tx, ty]}`: scaled, then
    /// turned, then moved, about the view's center (UIKit's order for
    /// `CGAffineTransform(translationX:y:).rotated(by:).scaledBy(x:y:)`).
    static func transform(_ value: JSONValue, at path: JSONPath) throws(SceneFileError) -> AffineTransform {
        let object = try SceneObjectReader(
            value, at: path, what: "a transform", keys: ["scale", "rotation", "translation"])
        var (sx, sy) = (1.0, 1.0)
        if let scale = object.value("scale") {
            let scalePath = path.appending("scale")
            if let pair = scale.arrayValue {
                guard pair.count == 2 else { throw SceneObjectReader.error(scalePath, "expected a number or [x, y]") }
                sx = try scaleFactor(pair[0], at: scalePath.appending(0))
                sy = try scaleFactor(pair[1], at: scalePath.appending(1))
            } else {
                sx = try scaleFactor(scale, at: scalePath)
                sy = sx
            }
        }
        var angle = 0.0
        if let rotation = object.value("rotation") {
            let rotationPath = path.appending("rotation")
            if let text = rotation.stringValue {
                guard text.hasSuffix("deg"), let degrees = Double(text.dropLast(3)), degrees.isFinite,
                    abs(degrees) <= 36_000
                else {
                    throw SceneObjectReader.error(
                        rotationPath, "expected radians (a number) or degrees like \"30deg\" (at most 36000deg)")
                }
                angle = degrees * .pi / 180
            } else {
                angle = try SceneObjectReader.number(
                    rotation, at: rotationPath, in: -200 * .pi...200 * .pi, unit: "radians")
            }
        }
        var (tx, ty) = (0.0, 0.0)
        if let translation = object.value("translation") {
            let translationPath = path.appending("translation")
            guard let pair = translation.arrayValue, pair.count == 2 else {
                throw SceneObjectReader.error(translationPath, "expected [x, y] in points")
            }
            let range = -SceneDocument.Limits.largestCoordinate...SceneDocument.Limits.largestCoordinate
            tx = try SceneObjectReader.number(pair[0], at: translationPath.appending(0), in: range, unit: "points")
            ty = try SceneObjectReader.number(pair[1], at: translationPath.appending(1), in: range, unit: "points")
        }
        return AffineTransform.identity.translatedBy(x: tx, y: ty).rotated(by: angle).scaledBy(x: sx, y: sy)
    }

    /// A scale factor from 0.01 to 100 either way (negative flips), never so small the view cannot be hit.
    private static func scaleFactor(_ value: JSONValue, at path: JSONPath) throws(SceneFileError) -> Double {
        let factor = try SceneObjectReader.number(value, at: path, in: -100...100)
        guard abs(factor) >= 0.01 else {
            throw SceneObjectReader.error(
                path,
                "a scale of \(factor.sceneText) squashes the view flat: use 0.01 to 100 (or -0.01 to -100 to flip)")
        }
        return factor
    }

    /// A fill: `"#rrggbb"`, `"#rrggbbaa"`, a color name, `"random"` or `"none"`.
    func color(_ object: SceneObjectReader, _ key: String) throws(SceneFileError) -> SceneColor? {
        guard let text = try object.string(key, maxLength: 40) else { return nil }
        if let named = SceneColorNames.color(named: text) { return named }
        if text.hasPrefix("#"), let color = Color(hex: text) { return .color(color) }
        throw object.error(
            key,
            "unknown color \(quoted(text)): use \"#rrggbb\", \"#rrggbbaa\", \"random\", \"none\" or one of \(SceneColorNames.names.joined(separator: ", "))"
        )
    }
}

extension Substring {
    /// Without spaces at either end (`"50 %"` reads as 50).
    var trimmingSpaces: Substring {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}
