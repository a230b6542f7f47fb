// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Benchmarks live in their own package so `swift test` at the top never builds them.
// Run: swift package --package-path Benchmarks benchmark
// A path dependency's identity is its folder's name, which depends on where the repository was cloned.
let parent = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "TouchPlaygroundBenchmarks",
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "EventDispatch",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TouchKit", package: parent),
                .product(name: "Playground", package: parent),
            ],
            path: "Benchmarks/EventDispatch",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "FrameBuilding",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TouchKit", package: parent),
                .product(name: "Playground", package: parent),
            ],
            path: "Benchmarks/FrameBuilding",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "DispatchProfile",
            dependencies: [
                .product(name: "TouchKit", package: parent),
                .product(name: "Playground", package: parent),
            ],
            path: "Tools/DispatchProfile"
        ),
        .executableTarget(
            name: "HostileCosts",
            dependencies: [
                .product(name: "JSON", package: parent),
                .product(name: "TouchKit", package: parent),
                .product(name: "Playground", package: parent),
            ],
            path: "Tools/HostileCosts"
        ),
    ],
    swiftLanguageModes: [.v6]
)
