import CleanPrimitives

/// The subscription of `window(timeSpan:count:scheduler:)` (RxSwift's `WindowTimeCountSink`).
///
/// Threading: source events, timer ticks and the start are submitted to a `SerialDrain`, so the
/// state below is touched by one thread at a time with no lock held, and the observer and the
/// window subjects are called outside any lock. `dispose()` may come from any thread. Error
/// contract: the source's terminal event goes to the current window, then to the observer,
/// once; nothing is processed after it.
final class WindowSink<Element>: Disposable, @unchecked Sendable {
  // The first stored property: reached only through `isDisposed` (see `storedPropertiesAddress`).
  @exclusivity(unchecked) @usableFromInline var isDisposedWord: Bool = false
  let observer: AnyObserver<Observable<Element>>
  let timeSpan: Duration
  let count: Int
  let scheduler: any SchedulerType
  let drain = SerialDrain<WindowItem<Element>>()
  let timer = SerialDisposable()
  let group = CompositeDisposable()
  let refCount: RefCountDisposable
  /// The outer subscription ended: windows are no longer emitted.
  var isDisposed: AtomicBool { AtomicBool(storedPropertiesAddress(of: self)) }

  // Touched only while the drain processes an item.
  var subject = PublishSubject<Element>()
  var elementsInWindow = 0
  var windowId = 0
  var isStopped = false

  init(
    observer: AnyObserver<Observable<Element>>, timeSpan: Duration, count: Int,
    scheduler: any SchedulerType
  ) {
    self.observer = observer
    self.timeSpan = timeSpan
    self.count = count
    self.scheduler = scheduler
    group.insert(timer)
    refCount = RefCountDisposable(group)
    checkFirstStoredProperty(&isDisposedWord, of: self)
  }

  func run(_ source: Observable<Element>) -> any Disposable {
    submit(.start)
    group.insert(source.subscribe(AnyObserver { [self] in submit(.event($0)) }))
    return self
  }

  func submit(_ item: WindowItem<Element>) {
    drain.submit(item) { [self] in process($0) }
  }

  func process(_ item: WindowItem<Element>) {
    if isStopped { return }
    switch item {
    case .start:
      emitWindow()
      startTimer(for: windowId)
    case .event(.next(let element)):
      subject.on(.next(element))
      elementsInWindow += 1
      if elementsInWindow == count { openNextWindow() }
    case .event(.error(let error)):
      end(window: .error(error), outer: .error(error))
    case .event(.completed):
      end(window: .completed, outer: .completed)
    case .tick(let id):
      if id == windowId { openNextWindow() }
    }
  }

  /// Ends the current window, then the outer sequence, and releases the source.
  func end(window: Event<Element>, outer: Event<Observable<Element>>) {
    isStopped = true
    subject.on(window)
    if !isDisposed.load(ordering: .acquiring) { observer.on(outer) }
    dispose()
  }

  /// Completes the current window, emits the next one and restarts the timer for it.
  func openNextWindow() {
    elementsInWindow = 0
    windowId &+= 1
    subject.on(.completed)
    subject = PublishSubject()
    emitWindow()
    startTimer(for: windowId)
  }

  func emitWindow() {
    if isDisposed.load(ordering: .acquiring) { return }
    let subject = subject
    let refCount = refCount
    observer.on(
      .next(
        Observable(unsafeSubscribe: { windowObserver in
          let release = refCount.retain()
          let subscription = subject.subscribe(
            AnyObserver { event in
              windowObserver.on(event)
              if event.isStopEvent { release.dispose() }
            })
          return Disposables.create(subscription, release)
        })))
  }

  func startTimer(for id: Int) {
    if timer.isDisposed { return }
    timer.replace(with: scheduler.schedule(after: timeSpan) { [self] in submit(.tick(id)) })
  }

  func dispose() {
    isDisposed.store(true, ordering: .releasing)
    refCount.dispose()
  }
}
