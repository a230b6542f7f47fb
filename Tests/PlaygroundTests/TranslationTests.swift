import Foundation
import Playground
import Testing

@Suite("Translations")
struct TranslationTests {
    @Test("with no catalogue bound (replay, tests) every text comes back as it is, and placeholders are filled")
    func untranslated() {
        #expect(tr("Help") == "Help")
        let long = String(repeating: "a long sentence that no catalogue has, ", count: 50)
        #expect(tr(long) == long)
        #expect(
            tr("{toolkit} thresholds · double tap within {time} s", ["toolkit": "GTK", "time": "0.40"])
                == "GTK thresholds · double tap within 0.40 s")
        #expect(translatable("Drawing pad") == "Drawing pad")
    }

    @Test("placeholders are filled in one pass: unknown ones stay, values are not searched again, {count} counts")
    func fill() {
        #expect(tr("{a} and {b}", ["a": "1", "b": "2"]) == "1 and 2")
        #expect(tr("{a} {a} {missing}", ["a": "x"]) == "x x {missing}")
        #expect(tr("{a}", ["a": "{b}", "b": "no"]) == "{b}")
        #expect(tr("open { brace", ["a": "x"]) == "open { brace")
        #expect(tr("{a} then open {", ["a": "é"]) == "é then open {")
        #expect(tr("no placeholders", ["a": "x"]) == "no placeholders")
        #expect(trn("{count} finger", "{count} fingers", 3) == "3 fingers")
        #expect(trn("{count} finger on {view}", "{count} fingers on {view}", 1, ["view": "D"]) == "1 finger on D")
    }

    @Test("readouts' numbers are written as C's %.Nf writes them")
    func formattedNumbers() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [
            0, -0.0, 0.5, 1.5, 2.5, -0.004, -0.005, 0.125, 1e15, -1e20, .nan, .infinity, -.infinity,
        ]
        for _ in 0..<2000 { values.append(Double.random(in: -5000...5000, using: &generator)) }
        for _ in 0..<500 { values.append(Double.random(in: -1...1, using: &generator) / 1000) }
        // Decimal halves (0.005, 0.125, 2.5…), which binary mostly cannot hold: the rounding's hard cases.
        for k in -3000...3000 { values += [Double(k) / 200, Double(k) / 2000, Double(k) / 8] }
        for value in values {
            for digits in 0...4 {
                #expect(value.formatted(digits: digits) == String(format: "%.\(digits)f", value), "\(value) \(digits)")
            }
        }
    }
}
