// swift-tools-version: 6.1
import PackageDescription

// Touch Playground: UIKit's event system rebuilt in portable Swift.
// Layers depend one way: the executable -> Playground, GtkBridge -> TouchRender -> TouchKit.
// TouchKit imports no GTK and no Cairo, so its tests run anywhere with no display.
let package = Package(
    name: "TouchPlayground",
    products: [
        .library(name: "JSON", targets: ["JSON"]),
        .library(name: "TouchKit", targets: ["TouchKit"]),
        .library(name: "TouchRender", targets: ["TouchRender"]),
        .library(name: "Playground", targets: ["Playground"]),
        .library(name: "GtkBridge", targets: ["GtkBridge"]),
        .executable(name: "touch-playground", targets: ["touch-playground"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        // JSON as a value, read strictly and written stably: the trace, scene, status and settings files.
        .target(name: "JSON"),
        .target(name: "TouchKit", dependencies: ["JSON"]),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .systemLibrary(name: "CPixbuf", pkgConfig: "gdk-pixbuf-2.0", providers: [.apt(["libgdk-pixbuf-2.0-dev"])]),
        // libpng read row by row, in C because libpng reports errors by longjmp (see photo_stream.h).
        .target(name: "CPhotoStream", linkerSettings: [.linkedLibrary("png16")]),
        .target(name: "TouchRender", dependencies: ["TouchKit", "CCairo", "CPixbuf", "CPhotoStream"]),
        // gettext from the C library, for the window's translations.
        .systemLibrary(name: "CIntl"),
        .target(name: "Playground", dependencies: ["JSON", "TouchKit", "CIntl"]),
        // What the user chose in the window, as its file's content: read by the app and by the fuzzer.
        .target(name: "PlaygroundSettings", dependencies: ["JSON", "TouchKit"]),
        // What the window shows, as its status file's content: written by the app, decoded by the tests.
        .target(name: "PlaygroundStatus", dependencies: ["JSON", "TouchKit"]),
        // GTK 4 and libadwaita (which brings GTK's flags along), one module so their types are one.
        .systemLibrary(
            name: "CGtk", pkgConfig: "libadwaita-1", providers: [.apt(["libgtk-4-dev", "libadwaita-1-dev"])]),
        .target(name: "GtkBridge", dependencies: ["TouchKit", "TouchRender", "CGtk"]),
        // Hostile-input checks: the library the fuzzer and the tests share, and the libFuzzer executable
        // (scripts/fuzz.sh builds it with -sanitize=fuzzer; a plain build runs corpus files instead).
        .target(
            name: "TraceFuzzing", dependencies: ["JSON", "Playground", "PlaygroundSettings", "TouchKit", "TouchRender"]),
        .executableTarget(name: "trace-fuzzer", dependencies: ["TraceFuzzing"]),
        .executableTarget(
            name: "touch-playground",
            dependencies: [
                "JSON", "TouchKit", "TouchRender", "Playground", "PlaygroundSettings", "PlaygroundStatus", "GtkBridge",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What the test suites share: the package root, waiting on an outcome, the window's typed status,
        // and the end-to-end toolkit (the app run on Xvfb or Broadway and driven, its commands, its logs).
        .target(
            name: "TestSupport", dependencies: ["PlaygroundStatus", "TouchKit"], path: "Tests/TestSupport",
            exclude: [
                "Desktop/touch_driver.py", "Desktop/drag_source.py", "Desktop/atspi_probe.py",
                "Desktop/mutter_driver.py",
            ]),
        .testTarget(name: "JSONTests", dependencies: ["JSON"]),
        .testTarget(name: "TouchKitTests", dependencies: ["TouchKit", "JSON"]),
        .testTarget(
            name: "TouchRenderTests", dependencies: ["TouchRender", "Playground", "TouchKit", "TestSupport"],
            exclude: ["Goldens"]
        ),
        .testTarget(
            name: "PlaygroundTests",
            dependencies: [
                "JSON", "Playground", "PlaygroundSettings", "TouchKit", "TouchRender", "TraceFuzzing", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "GtkBridgeTests", dependencies: ["GtkBridge", "TouchKit", "TouchRender"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "touch-playground", "Playground", "PlaygroundSettings", "PlaygroundStatus", "TouchKit", "TestSupport",
            ],
            exclude: ["Photos", "Tools"]),
    ],
    swiftLanguageModes: [.v6]
)
