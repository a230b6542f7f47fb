import Playground
import Testing

@Suite("An array whose copies share their prefix")
struct PrefixSharingArrayTests {
    @Test("copies that go on apart each keep what they hold, whatever is done to the others")
    func valueSemantics() {
        var random = SeededRandomNumberGenerator(seed: 25)
        // Several values and the plain arrays they must equal, changed at random: appends (most), changes
        // of the last element or of an early one, removals, and copies of one into another.
        var values: [PrefixSharingArray<Int>] = Array(repeating: [], count: 5)
        var models: [[Int]] = Array(repeating: [], count: 5)
        for step in 0..<20_000 {
            let which = Int.random(in: 0..<values.count, using: &random)
            let roll = Int.random(in: 0..<100, using: &random)
            switch roll {
            case 0..<70:
                values[which].append(step)
                models[which].append(step)
            case 70..<80 where !models[which].isEmpty:
                values[which][models[which].count - 1] = -step
                models[which][models[which].count - 1] = -step
            case 80..<83 where !models[which].isEmpty:
                let index = Int.random(in: 0..<models[which].count, using: &random)
                values[which][index] = -step
                models[which][index] = -step
            case 83..<85:
                values[which].removeAll { $0 % 7 == 0 }
                models[which].removeAll { $0 % 7 == 0 }
            default:
                let source = Int.random(in: 0..<values.count, using: &random)
                values[which] = values[source]
                models[which] = models[source]
            }
            if step % 97 == 0 {
                for (value, model) in zip(values, models) { #expect(Array(value) == model, "after step \(step)") }
            }
        }
        for (value, model) in zip(values, models) {
            #expect(Array(value) == model)
            #expect(value == PrefixSharingArray(model))
            #expect(value.hashValue == PrefixSharingArray(model).hashValue)
        }
    }

    @Test("a frozen copy keeps reading its elements while the original grows past it by thousands")
    func frozenCopies() {
        var live = PrefixSharingArray<Int>()
        var frozen: [(PrefixSharingArray<Int>, Int)] = []
        for index in 0..<5000 {
            live.append(index)
            if index % 100 == 0 { live[index] = -index }
            if index % 250 == 0 { frozen.append((live, index + 1)) }
        }
        for (copy, count) in frozen {
            #expect(copy.count == count)
            #expect(copy.last == -((count - 1) / 100 * 100) || copy.last == count - 1)
            #expect(Array(copy) == Array(live.prefix(count)))
        }
        #expect(live.description.hasPrefix("[0, 1, 2"))
    }
}
