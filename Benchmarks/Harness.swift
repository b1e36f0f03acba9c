/// One measured loop: `prepare()` does the setup (not timed) and returns a body that performs
/// `count` operations.
struct Variant: Sendable {
  /// Short name: `kernel`, `closure`, `closure+mutex`.
  let name: String
  let prepare: @Sendable () -> (_ count: Int) -> Void
}

/// A benchmark case: the kernel variant first, then the baselines it is compared with.
struct BenchmarkCase: Sendable {
  /// The name used by `--case` and `--callgrind` (for example `emit`).
  let name: String
  /// The line printed above the figures.
  let title: String
  /// Operations per timed run at the default and at the `--quick` size.
  let count: Int
  let quickCount: Int
  /// The first is the kernel; the one named `closure` is the baseline for the ratio.
  let variants: [Variant]
  /// A case that measures something other than time (heap bytes): runs instead of the timer.
  let custom: (@Sendable (_ quick: Bool) -> Void)?

  init(
    name: String, title: String, count: Int, quickCount: Int, variants: [Variant]
  ) {
    self.name = name
    self.title = title
    self.count = count
    self.quickCount = quickCount
    self.variants = variants
    self.custom = nil
  }

  init(name: String, title: String, custom: @escaping @Sendable (_ quick: Bool) -> Void) {
    self.name = name
    self.title = title
    self.count = 0
    self.quickCount = 0
    self.variants = []
    self.custom = custom
  }

  /// Finds the variant `NAME` (the kernel) or `NAME/VARIANT`.
  func variant(named name: String?) -> Variant? {
    guard let name else { return variants.first }
    return variants.first { $0.name == name }
  }
}

/// A group of cases run one after another by `benchmarks` with no `--case`.
struct Suite: Sendable {
  let name: String
  let run: @Sendable (_ quick: Bool) -> Void
}

func nanoseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

/// Runs one timed case: each variant measured `runs` times, interleaved so that machine noise
/// hits all of them alike; prints ns/op and the ratio to the `closure` baseline.
func runTimed(_ benchmark: BenchmarkCase, quick: Bool) {
  if let custom = benchmark.custom {
    print(benchmark.title)
    custom(quick)
    return
  }
  let count = quick ? benchmark.quickCount : benchmark.count
  let runs = quick ? 3 : 7
  let bodies = benchmark.variants.map { (name: $0.name, body: $0.prepare()) }
  // Warm up each variant once (page faults, lazy metadata), untimed.
  for variant in bodies { variant.body(max(1, count / 10)) }
  var samples = Array(repeating: [Double](), count: bodies.count)
  let clock = ContinuousClock()
  for _ in 0..<runs {
    for (index, variant) in bodies.enumerated() {
      let elapsed = clock.measure { variant.body(count) }
      samples[index].append(nanoseconds(elapsed) / Double(count))
    }
  }
  let medians = samples.map { $0.sorted()[$0.count / 2] }
  let baseline = bodies.firstIndex { $0.name == "closure" }.map { medians[$0] }
  print(benchmark.title)
  for (index, variant) in bodies.enumerated() {
    var line = "  " + pad(variant.name, 16) + pad(format(medians[index], digits: 1), 10, left: true)
    line += " ns/op"
    if let baseline, baseline > 0 {
      line += "   x" + format(medians[index] / baseline, digits: 2) + " vs closure"
    }
    print(line)
  }
}

func format(_ value: Double, digits: Int) -> String {
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  var text = String(rounded)
  if let dot = text.firstIndex(of: ".") {
    let decimals = text.distance(from: dot, to: text.endIndex) - 1
    if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
  }
  return text
}

func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
  let padding = String(repeating: " ", count: max(0, width - text.count))
  return left ? padding + text : text + padding
}

/// Hides a value from the optimizer so a baseline cannot be folded away.
@inline(never)
@_optimize(none)
func opaque<Value>(_ value: Value) -> Value { value }

/// Accumulates delivered elements so that no delivery is dead code. Single-threaded use only.
final class Sink: @unchecked Sendable {
  var total = 0
}
