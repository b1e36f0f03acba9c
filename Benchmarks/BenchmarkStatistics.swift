/// Per-operation samples and their summary, in nanoseconds.
struct BenchmarkSamples {
  private(set) var nanoseconds: [Double] = []

  mutating func append(_ duration: Duration) {
    let (seconds, attoseconds) = duration.components
    nanoseconds.append(Double(seconds) * 1e9 + Double(attoseconds) / 1e9)
  }

  func percentile(_ fraction: Double) -> Double {
    guard !nanoseconds.isEmpty else { return .nan }
    let sorted = nanoseconds.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction))]
  }

  var median: Double { percentile(0.5) }

  func line(_ name: String) -> String {
    let number = { (value: Double) in String(Int(value.rounded())) }
    return "  \(name): median \(number(median)) ns/op (p10 \(number(percentile(0.1))), "
      + "p90 \(number(percentile(0.9))), n=\(nanoseconds.count))"
  }
}

/// "1.04x (target ≤ 1.10: ok)".
func ratioLine(_ name: String, _ ratio: Double, target: Double) -> String {
  let shown = (ratio * 100).rounded() / 100
  return "  \(name): \(shown)x (target ≤ \(target): \(ratio <= target ? "ok" : "MISSED"))"
}
