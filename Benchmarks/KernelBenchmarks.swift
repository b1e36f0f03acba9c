import CleanPrimitives
import CleanReactive

/// Cases (a)–(f) of issue 2 §5: the reactive kernel as an importer sees it, each next to the
/// direct-closure work it replaces, measured in the same run.
let kernelCases: [BenchmarkCase] = [
  emitCase, chainCase, chainCallsCase, fanOutCase, subscribeDisposeCase, flatMapLatestCase,
  heapCase,
]

/// Runs every kernel case.
func runKernelBenchmarks(quick: Bool) {
  for benchmark in kernelCases { runTimed(benchmark, quick: quick) }
}

typealias Handler = @Sendable (Int) -> Void

/// A closure list behind the package's lock (`Locked`): the least a thread-safe relay must do per emit.
final class LockedHandlers: Sendable {
  let handlers: Locked<ContiguousArray<Handler>>
  init(_ handlers: ContiguousArray<Handler>) { self.handlers = Locked(handlers) }
}

/// (a) `PublishRelay.accept` with one subscriber.
let emitCase = BenchmarkCase(
  name: "emit", title: "(a) relay emit, 1 subscriber", count: 5_000_000, quickCount: 200_000,
  variants: [
    Variant(name: "kernel") {
      let sink = Sink()
      let relay = PublishRelay<Int>()
      _ = relay.subscribe(onNext: { sink.total &+= $0 })
      return { count in
        for index in 0..<count { relay.accept(index) }
      }
    },
    Variant(name: "closure") {
      let sink = Sink()
      let handler = opaque({ sink.total &+= $0 } as Handler)
      return { count in
        for index in 0..<count { handler(index) }
      }
    },
    Variant(name: "closure+mutex") {
      let sink = Sink()
      let locked = LockedHandlers([opaque({ sink.total &+= $0 } as Handler)])
      return { count in
        for index in 0..<count {
          let handlers = locked.handlers.withLock { $0 }
          for handler in handlers { handler(index) }
        }
      }
    },
  ])

/// (b) `map → filter → map` between a relay and one subscriber.
let chainCase = BenchmarkCase(
  name: "chain", title: "(b) map -> filter -> map chain", count: 5_000_000,
  quickCount: 200_000,
  variants: [
    Variant(name: "kernel") {
      let sink = Sink()
      let relay = PublishRelay<Int>()
      _ = relay.map { $0 &+ 1 }.filter { $0 != -1 }.map { $0 &* 3 }
        .subscribe(onNext: { sink.total &+= $0 })
      return { count in
        for index in 0..<count { relay.accept(index) }
      }
    },
    Variant(name: "closure") {
      let sink = Sink()
      let first = opaque({ $0 &+ 1 } as @Sendable (Int) -> Int)
      let isIncluded = opaque({ $0 != -1 } as @Sendable (Int) -> Bool)
      let second = opaque({ $0 &* 3 } as @Sendable (Int) -> Int)
      let handler = opaque({ sink.total &+= $0 } as Handler)
      return { count in
        for index in 0..<count {
          let value = first(index)
          if isIncluded(value) { handler(second(value)) }
        }
      }
    },
  ])

/// (b) with each closure calling a function the compiler cannot inline: the per-stage work of a
/// chain whose selectors do something real (the closures cannot be folded into the stages).
let chainCallsCase = BenchmarkCase(
  name: "chaincalls", title: "(b) map -> filter -> map, closures call non-inlined functions",
  count: 5_000_000, quickCount: 200_000,
  variants: [
    Variant(name: "kernel") {
      let sink = Sink()
      let relay = PublishRelay<Int>()
      _ = relay.map { incremented($0) }.filter { isNotMinusOne($0) }.map { tripled($0) }
        .subscribe(onNext: { sink.total &+= $0 })
      return { count in
        for index in 0..<count { relay.accept(index) }
      }
    },
    Variant(name: "closure") {
      let sink = Sink()
      let first = opaque({ incremented($0) } as @Sendable (Int) -> Int)
      let isIncluded = opaque({ isNotMinusOne($0) } as @Sendable (Int) -> Bool)
      let second = opaque({ tripled($0) } as @Sendable (Int) -> Int)
      let handler = opaque({ sink.total &+= $0 } as Handler)
      return { count in
        for index in 0..<count {
          let value = first(index)
          if isIncluded(value) { handler(second(value)) }
        }
      }
    },
  ])

@inline(never) func incremented(_ value: Int) -> Int { value &+ 1 }
@inline(never) func isNotMinusOne(_ value: Int) -> Bool { value != -1 }
@inline(never) func tripled(_ value: Int) -> Int { value &* 3 }

/// (c) `PublishRelay.accept` with ten subscribers.
let fanOutCase = BenchmarkCase(
  name: "fanout", title: "(c) relay emit, 10 subscribers", count: 1_000_000,
  quickCount: 50_000,
  variants: [
    Variant(name: "kernel") {
      let sink = Sink()
      let relay = PublishRelay<Int>()
      for _ in 0..<10 { _ = relay.subscribe(onNext: { sink.total &+= $0 }) }
      return { count in
        for index in 0..<count { relay.accept(index) }
      }
    },
    Variant(name: "closure") {
      let sink = Sink()
      let handlers: ContiguousArray<Handler> = opaque(
        ContiguousArray((0..<10).map { _ -> Handler in { sink.total &+= $0 } }))
      return { count in
        for index in 0..<count {
          for handler in handlers { handler(index) }
        }
      }
    },
    Variant(name: "closure+mutex") {
      let sink = Sink()
      let locked = LockedHandlers(
        ContiguousArray((0..<10).map { _ -> Handler in { sink.total &+= $0 } }))
      return { count in
        for index in 0..<count {
          let handlers = locked.handlers.withLock { $0 }
          for handler in handlers { handler(index) }
        }
      }
    },
  ])

/// (d) Subscribing to a relay and disposing the subscription.
let subscribeDisposeCase = BenchmarkCase(
  name: "subscribe", title: "(d) subscribe + dispose pair", count: 1_000_000,
  quickCount: 50_000,
  variants: [
    Variant(name: "kernel") {
      let sink = Sink()
      let relay = PublishRelay<Int>()
      let handler = opaque({ sink.total &+= $0 } as Handler)
      return { count in
        for _ in 0..<count { relay.subscribe(onNext: handler).dispose() }
      }
    },
    Variant(name: "literal") {
      // The same with a closure literal that captures nothing: no context for the subscriber
      // and no reabstraction thunk for the call (see docs/BENCHMARKS.md, case (d)), so this is
      // the kernel's own work alone.
      let relay = PublishRelay<Int>()
      return { count in
        for _ in 0..<count { relay.subscribe(onNext: { _ in }).dispose() }
      }
    },
    Variant(name: "kept") {
      // Issue 24's shape: one subscriber already on the relay (so the pair adds a second entry
      // and removes it again), and the subscriber's closure stored in a `let`.
      let relay = PublishRelay<Int>()
      let keep = relay.subscribe(onNext: { _ in })
      return { count in
        let onNext: @Sendable (Int) -> Void = { _ in }
        for _ in 0..<count { relay.subscribe(onNext: onNext).dispose() }
        withExtendedLifetime(keep) {}
      }
    },
    Variant(name: "closure") {
      // Registering in and removing from a plain closure list.
      let sink = Sink()
      let handler = opaque({ sink.total &+= $0 } as Handler)
      var handlers = ContiguousArray<Handler>()
      return { count in
        for _ in 0..<count {
          handlers.append(handler)
          handlers.removeLast()
        }
      }
    },
  ])

/// (e) `flatMapLatest` per outer event, each inner being `Observable.just`.
let flatMapLatestCase = BenchmarkCase(
  name: "flatmaplatest", title: "(e) flatMapLatest per outer event (inner: just)",
  count: 1_000_000, quickCount: 50_000,
  variants: [
    Variant(name: "kernel") {
      let sink = Sink()
      let relay = PublishRelay<Int>()
      _ = relay.flatMapLatest { Observable.just($0) }.subscribe(onNext: { sink.total &+= $0 })
      return { count in
        for index in 0..<count { relay.accept(index) }
      }
    },
    Variant(name: "closure") {
      let sink = Sink()
      let selector = opaque({ $0 } as @Sendable (Int) -> Int)
      let handler = opaque({ sink.total &+= $0 } as Handler)
      return { count in
        for index in 0..<count { handler(selector(index)) }
      }
    },
  ])

/// (f) Heap bytes held per live subscription, from glibc's `mallinfo2().uordblks`.
let heapCase = BenchmarkCase(
  name: "heap", title: "(f) heap bytes per live subscription (10,000 on one relay)"
) { quick in
  let count = quick ? 2_000 : 10_000
  guard let kernel = heapBytesPerSubscription(count: count),
    let closure = heapBytesPerClosure(count: count),
    let context = heapBytesPerClosureContext(count: count)
  else {
    print("  (heap figures need glibc's malloc_stats)")
    return
  }
  let ratio = "   x" + format(kernel / closure, digits: 2) + " vs closure"
  print(
    "  " + pad("kernel", 16) + pad(format(kernel, digits: 1), 10, left: true) + " B/sub" + ratio)
  print("  " + pad("closure", 16) + pad(format(closure, digits: 1), 10, left: true) + " B/sub")
  print(
    "  " + pad("kernel-held", 16) + pad(format(kernel - context, digits: 1), 10, left: true)
      + " B/sub   (kernel minus the subscriber's own closure context, "
      + format(context, digits: 1) + " B)")
  if let live = heapBytesPerLiveSubscription(count: count),
    let array = heapBytesPerCapturingClosure(count: count)
  {
    print(
      "  " + pad("live - array", 16) + pad(format(live - array, digits: 1), 10, left: true)
        + " B/sub   (issue 24's shape: live subscriptions, disposables dropped, "
        + format(live, digits: 1) + " B, minus the same closures in a plain array, "
        + format(array, digits: 1) + " B)")
  }
  if let resident = residentBytesPerLiveSubscription(count: quick ? 20_000 : 500_000) {
    print(
      "  " + pad("resident", 16)
        + pad(format(resident.live - resident.array, digits: 1), 10, left: true)
        + " B/sub   (the same in resident memory: " + format(resident.live, digits: 1)
        + " B per live subscription minus " + format(resident.array, digits: 1)
        + " B per closure in a plain array)")
  }
}

/// Issue 24's shape of (f) in resident memory (`VmRSS`): `count` of the closures kept in a plain
/// array, then `count` live subscriptions with the same closures, both kept alive so that each
/// grows into fresh pages; returns (subscriptions, array) in bytes per item, or nil where
/// `/proc/self/status` does not exist.
func residentBytesPerLiveSubscription(count: Int) -> (live: Double, array: Double)? {
  let tally = Tally()
  guard let start = ProcessMemory.resident else { return nil }
  var handlers: [Handler] = []
  for k in 0..<count {
    handlers.append { v in
      tally.n &+= k
      tally.sum &+= v
    }
  }
  guard let middle = ProcessMemory.resident else { return nil }
  let relay = PublishRelay<Int>()
  for k in 0..<count {
    _ = relay.subscribe(onNext: { v in
      tally.n &+= k
      tally.sum &+= v
    })
  }
  guard let end = ProcessMemory.resident else { return nil }
  relay.accept(1)
  for handler in handlers { handler(1) }
  return (Double(end - middle) / Double(count), Double(middle - start) / Double(count))
}

/// Two counters a subscriber updates (issue 24's shape of case (f)).
final class Tally: @unchecked Sendable {
  var n = 0
  var sum = 0
}

/// Issue 24's shape of (f): live subscriptions whose disposables the caller drops (the relay
/// keeps each alive), each closure capturing its own `k`.
func heapBytesPerLiveSubscription(count: Int) -> Double? {
  let tally = Tally()
  let relay = PublishRelay<Int>()
  guard let before = heapInUse() else { return nil }
  for k in 0..<count {
    _ = relay.subscribe(onNext: { v in
      tally.n &+= k
      tally.sum &+= v
    })
  }
  guard let after = heapInUse() else { return nil }
  relay.accept(1)
  return Double(after - before) / Double(count)
}

/// The closures of `heapBytesPerLiveSubscription` kept in a plain array instead.
func heapBytesPerCapturingClosure(count: Int) -> Double? {
  let tally = Tally()
  var handlers: [Handler] = []
  guard let before = heapInUse() else { return nil }
  for k in 0..<count {
    handlers.append { v in
      tally.n &+= k
      tally.sum &+= v
    }
  }
  guard let after = heapInUse() else { return nil }
  for handler in handlers { handler(1) }
  return Double(after - before) / Double(count)
}

/// Each subscriber brings its own closure (capturing its index) and keeps its disposable in an
/// array reserved beforehand (the holder's storage is the caller's, not the kernel's).
func heapBytesPerSubscription(count: Int) -> Double? {
  let sink = Sink()
  let relay = PublishRelay<Int>()
  var disposables: [any Disposable] = []
  disposables.reserveCapacity(count)
  guard let before = heapInUse() else { return nil }
  for index in 0..<count {
    disposables.append(relay.subscribe(onNext: { sink.total &+= $0 &+ index }))
  }
  guard let after = heapInUse() else { return nil }
  relay.accept(1)
  withExtendedLifetime(disposables) {}
  return Double(after - before) / Double(count)
}

/// The subscriber's own closure context alone (the array holding the closures is reserved
/// beforehand): what any closure-based API holds per subscriber before the kernel adds its part.
func heapBytesPerClosureContext(count: Int) -> Double? {
  let sink = Sink()
  var handlers: [Handler] = []
  handlers.reserveCapacity(count)
  guard let before = heapInUse() else { return nil }
  for index in 0..<count {
    handlers.append { sink.total &+= $0 &+ index }
  }
  guard let after = heapInUse() else { return nil }
  for handler in handlers { handler(1) }
  return Double(after - before) / Double(count)
}

/// The same closures appended to a plain array: the least a closure list costs.
func heapBytesPerClosure(count: Int) -> Double? {
  let sink = Sink()
  var handlers: [Handler] = []
  guard let before = heapInUse() else { return nil }
  for index in 0..<count {
    handlers.append { sink.total &+= $0 &+ index }
  }
  guard let after = heapInUse() else { return nil }
  for handler in handlers { handler(1) }
  return Double(after - before) / Double(count)
}
