/// Runs a fuzz case on the reference model.
enum ModelRunner {
  /// `rightEndDisposesLeft`: `amb` as RxSwift (`true`) or as the kernel deliberately differs
  /// (`false`, what the fuzzer compares with; see `ModelObservable.amb`).
  /// `disposedSwitchStartsInner`: `flatMapLatest` as RxSwift (`true`) or as the kernel
  /// deliberately differs (`false`; see `ModelWorld.disposedSwitchStartsInner`).
  static func run(
    _ fuzzCase: FuzzCase, rightEndDisposesLeft: Bool = false,
    disposedSwitchStartsInner: Bool = false
  ) -> FuzzRecording {
    let world = ModelWorld()
    world.disposedSwitchStartsInner = disposedSwitchStartsInner
    let sources = fuzzCase.sources.map {
      ModelTestSource(world: world, isHot: $0.isHot, events: $0.events)
    }
    var events: [String] = []
    var observable: ModelObservable?
    var subscription: ModelDisposable?
    world.schedule(at: 100) {
      observable = build(
        fuzzCase.program, world, sources, shared: nil, rightEndDisposesLeft: rightEndDisposesLeft)
    }
    world.schedule(at: 200) {
      subscription = observable?.subscribe { events.append("\(world.clock) \($0)") }
    }
    world.schedule(at: fuzzCase.disposeAt) { subscription?.dispose() }
    world.run()
    return FuzzRecording(
      events: events,
      subscriptions: sources.enumerated().flatMap { index, source in
        source.subscriptions.map { "xs\(index) \($0.start)-\($0.end.map(String.init) ?? "∞")" }
      },
      log: world.log)
  }

  private static func build(
    _ program: FuzzProgram, _ world: ModelWorld, _ sources: [ModelTestSource],
    shared: ModelObservable?, rightEndDisposesLeft: Bool
  ) -> ModelObservable {
    func b(_ program: FuzzProgram) -> ModelObservable {
      build(program, world, sources, shared: shared, rightEndDisposesLeft: rightEndDisposesLeft)
    }
    switch program {
    case .shared: return shared ?? .never()
    case .share(let sharing, let a, let body):
      func withShared(_ shared: ModelObservable) -> ModelObservable {
        build(body, world, sources, shared: shared, rightEndDisposesLeft: rightEndDisposesLeft)
      }
      let source = b(a)
      switch sharing {
      case .publish: return withShared(source.publishRefCount(world))
      case .replay(let n): return withShared(source.replayRefCount(world, n))
      case .share(let n, let forever):
        return withShared(source.share(world, replay: n, forever: forever))
      case .multicast(let replay):
        return source.multicast(
          world,
          makeSubject: {
            guard let replay else { return ModelPublishSubject() }
            return ModelReplaySubject(bufferSize: replay)
          },
          selector: withShared)
      }
    case .amb(let operands) where operands.count == 2:
      return b(operands[0]).amb(world, b(operands[1]), rightEndDisposesLeft: rightEndDisposesLeft)
    case .amb(let operands):
      return .amb(world, operands.map(b), rightEndDisposesLeft: rightEndDisposesLeft)
    case .source(let index): return sources[index].asObservable()
    case .of(let values): return .of(world, values)
    case .fail: return .fail("f")
    case .timer(let d): return .timer(world, d)
    case .map(let a): return b(a).map(world) { $0 + 1 }
    case .filter(let a): return b(a).filter(world) { $0 % 2 == 0 }
    case .scan(let a): return b(a).scan(world, 0, +)
    case .distinct(let a): return b(a).distinctUntilChanged(world)
    case .take(let n, let a): return b(a).take(world, n)
    case .skip(let n, let a): return b(a).skip(world, n)
    case .startWith(let v, let a): return b(a).startWith(world, v)
    case .log(let tag, let a): return b(a).log(world, tag)
    case .debounce(let d, let a): return b(a).debounce(world, d)
    case .delay(let d, let a): return b(a).delay(world, d)
    case .subscribeOn(let a): return b(a).subscribeOn(world)
    case .retry(let n, let a):
      let source = b(a)
      return .chain(world, Array(repeating: source, count: n), isRetry: true)
    case .takeUntil(let x, let y): return b(x).takeUntil(world, b(y))
    case .merge(let x, let y): return .merge(world, [b(x), b(y)])
    case .concat(let x, let y): return .chain(world, [b(x), b(y)], isRetry: false)
    case .zip(let x, let y): return .zip(world, b(x), b(y)) { $0 * 10 + $1 }
    case .combineLatest(let x, let y): return .combineLatest(world, b(x), b(y)) { $0 * 10 + $1 }
    case .sample(let x, let y): return b(x).sample(world, b(y))
    case .catchTo(let x, let y):
      let handler = b(y)
      return b(x).catchError(world) { handler }
    case .flatMap(let a, let inner):
      let source = sources[inner].asObservable()
      return b(a).flatMap(world) { _ in source }
    case .flatMapLatest(let a, let inner):
      let source = sources[inner].asObservable()
      return b(a).flatMapLatest(world) { _ in source }
    case .switchLatest(let a, let inner):
      // `map { _ in inner }.switchLatest()` is `flatMapLatest` in RxSwift (one `SwitchSink`).
      let source = sources[inner].asObservable()
      return b(a).map(world) { $0 }.flatMapLatest(world) { _ in source }
    case .elementAt(let n, let a): return b(a).elementAt(world, n)
    case .enumerated(let a): return b(a).enumerated(world)
    case .ifEmpty(let v, let a): return b(a).ifEmpty(world, default: v)
    case .skipUntil(let x, let y): return b(x).skipUntil(world, b(y))
    case .ifEmptySwitch(let x, let y): return b(x).ifEmpty(world, switchTo: b(y))
    case .delaySubscription(let d, let a): return b(a).delaySubscription(world, d)
    case .rematerialize(let a): return b(a).rematerialized(world)
    case .timeout(let d, let x, let y): return b(x).timeout(world, d, other: b(y))
    }
  }
}
