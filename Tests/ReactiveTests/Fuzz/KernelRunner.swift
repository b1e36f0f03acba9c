import CleanReactive
import CleanReactiveTesting

/// Runs a fuzz case on the kernel, with its `TestScheduler` and test observables.
enum KernelRunner {
  static func run(_ fuzzCase: FuzzCase) -> FuzzRecording {
    let scheduler = TestScheduler()
    let sources = fuzzCase.sources.map { source in
      let events = source.events.map { Recorded(time: $0.time, value: kernelEvent($0.event)) }
      return source.isHot
        ? scheduler.createHotObservable(events) : scheduler.createColdObservable(events)
    }
    let log = TestLock<[String]>([])
    let observer = scheduler.start(disposed: fuzzCase.disposeAt) {
      build(fuzzCase.program, scheduler, sources, log, shared: nil)
    }
    return FuzzRecording(
      events: observer.events.map { "\($0.time) \(modelEvent($0.value))" },
      subscriptions: sources.enumerated().flatMap { index, source in
        source.subscriptions.map {
          "xs\(index) \($0.subscribe)-\($0.unsubscribe.map(String.init) ?? "∞")"
        }
      },
      log: log.withLock { $0 })
  }

  static func kernelEvent(_ event: ModelEvent) -> Event<Int> {
    switch event {
    case .next(let value): .next(value)
    case .error(let name): .error(FuzzError(name: name))
    case .completed: .completed
    }
  }

  static func modelEvent(_ event: Event<Int>) -> ModelEvent {
    switch event {
    case .next(let value): .next(value)
    case .error(let error): .error((error as? FuzzError)?.name ?? "\(error)")
    case .completed: .completed
    }
  }

  private static func build(
    _ program: FuzzProgram, _ scheduler: TestScheduler, _ sources: [TestableObservable<Int>],
    _ log: TestLock<[String]>, shared: Observable<Int>?
  ) -> Observable<Int> {
    func b(_ program: FuzzProgram) -> Observable<Int> {
      build(program, scheduler, sources, log, shared: shared)
    }
    switch program {
    case .shared: return shared ?? .never()
    case .share(let sharing, let a, let body):
      @Sendable func withShared(_ shared: Observable<Int>) -> Observable<Int> {
        build(body, scheduler, sources, log, shared: shared)
      }
      let source = b(a)
      switch sharing {
      case .publish: return withShared(source.publish().refCount())
      case .replay(let n): return withShared(source.replay(n).refCount())
      case .share(let n, let forever):
        return withShared(source.share(replay: n, scope: forever ? .forever : .whileConnected))
      case .multicast(.some(let n)):
        return source.multicast({ ReplaySubject<Int>.create(bufferSize: n) }, selector: withShared)
      case .multicast(.none):
        return source.multicast({ PublishSubject<Int>() }, selector: withShared)
      }
    case .amb(let operands) where operands.count == 2: return b(operands[0]).amb(b(operands[1]))
    case .amb(let operands): return .amb(operands.map(b))
    case .source(let index): return sources[index].asObservable()
    case .of(let values): return .from(values)
    case .fail: return .error(FuzzError(name: "f"))
    case .timer(let d): return .timer(.milliseconds(d), scheduler: scheduler)
    case .map(let a): return b(a).map { $0 + 1 }
    case .filter(let a): return b(a).filter { $0 % 2 == 0 }
    case .scan(let a): return b(a).scan(0) { $0 + $1 }
    case .distinct(let a): return b(a).distinctUntilChanged()
    case .take(let n, let a): return b(a).take(n)
    case .skip(let n, let a): return b(a).skip(n)
    case .startWith(let v, let a): return b(a).startWith(v)
    case .log(let tag, let a):
      @Sendable func write(_ line: String) {
        let time = scheduler.clock
        log.withLock { $0.append("\(time) \(tag) \(line)") }
      }
      return b(a).do(
        onNext: { write("\(ModelEvent.next($0))") },
        afterNext: { write("after \(ModelEvent.next($0))") },
        onError: { write("\(modelEvent(.error($0)))") },
        afterError: { write("after \(modelEvent(.error($0)))") },
        onCompleted: { write("completed") },
        afterCompleted: { write("after completed") },
        onSubscribe: { write("subscribe") },
        onSubscribed: { write("subscribed") },
        onDispose: { write("dispose") })
    case .debounce(let d, let a): return b(a).debounce(.milliseconds(d), scheduler: scheduler)
    case .delay(let d, let a): return b(a).delay(.milliseconds(d), scheduler: scheduler)
    case .subscribeOn(let a): return b(a).subscribe(on: scheduler)
    case .retry(let n, let a): return b(a).retry(n)
    case .takeUntil(let x, let y): return b(x).take(until: b(y))
    case .merge(let x, let y): return .merge(b(x), b(y))
    case .concat(let x, let y): return b(x).concat(b(y))
    case .zip(let x, let y): return .zip(b(x), b(y)) { $0 * 10 + $1 }
    case .combineLatest(let x, let y): return .combineLatest(b(x), b(y)) { $0 * 10 + $1 }
    case .sample(let x, let y): return b(x).sample(b(y))
    case .catchTo(let x, let y):
      let handler = b(y)
      return b(x).catch { _ in handler }
    case .flatMap(let a, let inner):
      let source = sources[inner]
      return b(a).flatMap { _ in source }
    case .flatMapLatest(let a, let inner):
      let source = sources[inner]
      return b(a).flatMapLatest { _ in source }
    case .switchLatest(let a, let inner):
      let source = sources[inner].asObservable()
      return b(a).map { _ in source }.switchLatest()
    case .elementAt(let n, let a): return b(a).element(at: n)
    case .enumerated(let a): return b(a).enumerated().map { $0.index * 100 + $0.element }
    case .ifEmpty(let v, let a): return b(a).ifEmpty(default: v)
    case .skipUntil(let x, let y): return b(x).skip(until: b(y))
    case .ifEmptySwitch(let x, let y): return b(x).ifEmpty(switchTo: b(y))
    case .delaySubscription(let d, let a):
      return b(a).delaySubscription(.milliseconds(d), scheduler: scheduler)
    case .rematerialize(let a): return b(a).materialize().dematerialize()
    case .timeout(let d, let x, let y):
      return b(x).timeout(.milliseconds(d), other: b(y), scheduler: scheduler)
    }
  }
}
