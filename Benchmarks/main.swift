// Release-mode figures for the kernel and the network stack. The entry point is
// synchronous on purpose: valgrind crashes inside libdispatch when `main` is `async`.
#if canImport(Glibc)
  import Glibc
#endif

/// Everything `benchmarks` runs with no `--case`. Adding a suite is one line.
let suites: [Suite] = [
  Suite(name: "kernel", run: runKernelBenchmarks),
  Suite(name: "network", run: runNetworkBenchmarks),
]

/// The cases addressable by `--case` and `--callgrind`.
let cases: [BenchmarkCase] = kernelCases + [requestCase]

let usage = """
  usage: benchmarks [--quick] [--case NAME]
         benchmarks --callgrind CASE[/VARIANT] --count N
         benchmarks --list
         benchmarks --help

    (no flags)         run every suite at the default counts
    --quick            small counts (CI smoke, under 10 s)
    --case NAME        run one case or one suite
    --callgrind CASE   run only CASE's loop (kernel variant unless /VARIANT) N times, untimed,
                       for `valgrind --tool=callgrind`; see Benchmarks/callgrind.sh
    --count N          the loop count for --callgrind
    --list             print every CASE/VARIANT that --callgrind accepts, one a line

  cases: \(cases.map { "\($0.name) [\($0.variants.map(\.name).joined(separator: ", "))]" }
    .joined(separator: "; "))
  suites: \(suites.map(\.name).joined(separator: ", "))
  """

func fail(_ message: String) -> Never {
  let text = "benchmarks: \(message)\n\n\(usage)\n"
  _ = text.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
  exit(2)
}

var quick = false
var caseName: String?
var callgrindName: String?
var callgrindCount: Int?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--help", "-h":
    print(usage)
    exit(0)
  case "--list":
    for benchmark in cases {
      for variant in benchmark.variants { print("\(benchmark.name)/\(variant.name)") }
    }
    exit(0)
  case "--quick": quick = true
  case "--case":
    guard let value = arguments.popFirst() else { fail("--case needs a NAME") }
    caseName = value
  case "--callgrind":
    guard let value = arguments.popFirst() else { fail("--callgrind needs a CASE") }
    callgrindName = value
  case "--count":
    guard let value = arguments.popFirst(), let count = Int(value), count >= 0 else {
      fail("--count needs a non-negative integer")
    }
    callgrindCount = count
  default: fail("unknown argument '\(argument)'")
  }
}

if let callgrindName {
  guard let count = callgrindCount else { fail("--callgrind needs --count N") }
  let parts = callgrindName.split(separator: "/", maxSplits: 1).map(String.init)
  guard let benchmark = cases.first(where: { $0.name == parts[0] }),
    let variant = benchmark.variant(named: parts.count > 1 ? parts[1] : nil)
  else { fail("no timed case '\(callgrindName)'") }
  let body = variant.prepare()
  body(count)
  exit(0)
}
if callgrindCount != nil { fail("--count is only for --callgrind") }

if let caseName {
  if let benchmark = cases.first(where: { $0.name == caseName }) {
    runTimed(benchmark, quick: quick)
  } else if let suite = suites.first(where: { $0.name == caseName }) {
    suite.run(quick)
  } else {
    fail("no case or suite '\(caseName)'")
  }
} else {
  print("benchmarks (\(quick ? "quick" : "default") counts; ns/op = median of several runs)")
  for suite in suites { suite.run(quick) }
}
