import CleanPrimitives

extension ObservableType {
  /// Maps each element to an inner sequence and mirrors only the latest one: a new element
  /// disposes the previous inner subscription, so a late answer to an old request never
  /// overwrites a newer one. Completes when the outer sequence and the current inner one have
  /// completed; an error from either, or thrown by `selector`, ends it (catch inside `selector`
  /// to survive one). As in RxSwift, the outer subscription is disposed when the outer sequence
  /// completes, an inner's when that inner completes, and both on any terminal event; nothing is
  /// forwarded after a terminal event, even from a misbehaving source.
  ///
  /// As RxSwift, the previous inner is disposed just before the new one is subscribed.
  ///
  /// Deliberate difference: once disposed, it starts no inner sequence, even for an element that
  /// still reaches it (a subject's delivery in progress calls every observer it started with).
  /// RxSwift's `SwitchSink` calls `selector`, subscribes that inner and disposes it at once.
  ///
  /// Threading: events are delivered on the thread that produced them, never two at once, and
  /// with no lock held (see `SerialDrain`), so the observer may feed the outer sequence again.
  @inlinable
  public func flatMapLatest<Inner: ObservableConvertibleType>(
    _ selector: @escaping @Sendable (Element) throws -> Inner
  ) -> Observable<Inner.Element> {
    let source = asObservable()  // as RxSwift: a custom source ends with its terminal event
    return Observable(unsafeSubscribe: { observer in
      let sink = FlatMapLatestSink<Element, Inner>(observer: observer, selector: selector)
      sink.outer.setDisposable(source.subscribe(AnyObserver { sink.onOuter($0) }))
      return sink
    })
  }
}

/// One `flatMapLatest` subscription.
///
/// Every decision that depends on more than one event (stale inner, completion, termination) is
/// made in `process`, which a `SerialDrain` runs one item at a time with no lock held; the
/// latest inner's id and the id of the last inner that completed are atomics, so the outer
/// element path takes no lock when the inner completes during `subscribe` (`just`), and only the
/// slot's lock otherwise.
@usableFromInline
final class FlatMapLatestSink<Element, Inner: ObservableConvertibleType>: Disposable,
  @unchecked Sendable
{
  @usableFromInline typealias InnerObserver = FlatMapLatestInnerObserver<Element, Inner>

  /// The first stored property: the atomic words, reached only through the views below (see
  /// `storedPropertiesAddress`).
  @exclusivity(unchecked) @usableFromInline var atomics = Atomics()
  @usableFromInline
  struct Atomics {
    @usableFromInline var latest = 0
    @usableFromInline var completedInner = 0
    @usableFromInline var spare: UnsafeMutableRawPointer?
    @usableFromInline var isSlotUsed = false
    @usableFromInline var isStopped = false
    @usableFromInline var isOuterStopped = false
    @inlinable init() {}
  }

  @inlinable
  var words: UnsafeMutablePointer<Atomics> { storedPropertiesAddress(of: self) }

  /// What `process` handles.
  @usableFromInline
  enum Input {
    case inner(Event<Inner.Element>, id: Int)
    case outerCompleted
    case failure(any Error)
  }

  /// The subscription to the latest inner sequence that did not complete during `subscribe`.
  @usableFromInline
  struct Slot {
    @usableFromInline var id = 0
    @usableFromInline var subscription: (any Disposable)?
    @inlinable init() {}
  }

  @usableFromInline let selector: @Sendable (Element) throws -> Inner
  @usableFromInline let observer: AnyObserver<Inner.Element>
  @usableFromInline let outer = SingleAssignmentDisposable()
  @usableFromInline let drain = SerialDrain<Input>()
  @usableFromInline let slot = Locked(Slot())
  /// The id of the latest inner sequence (one per outer element, from 1).
  @inlinable var latest: AtomicInt { AtomicInt(words.pointer(to: \.latest)!) }
  /// The id of the last inner that completed while it was the latest (0: none had started).
  @inlinable var completedInner: AtomicInt { AtomicInt(words.pointer(to: \.completedInner)!) }
  /// Whether the slot may hold a subscription: a hint that lets the outer path skip its lock.
  @inlinable var isSlotUsed: AtomicBool { AtomicBool(words.pointer(to: \.isSlotUsed)!) }
  /// Set once a terminal event was forwarded or the sink was disposed.
  @inlinable var isStopped: AtomicBool { AtomicBool(words.pointer(to: \.isStopped)!) }
  /// Set once the outer sequence terminated (later outer events are ignored).
  @inlinable var isOuterStopped: AtomicBool { AtomicBool(words.pointer(to: \.isOuterStopped)!) }
  /// An inner observer no one else holds, kept for the next inner (retained while here).
  @inlinable var spare: AtomicRawPointer { AtomicRawPointer(words.pointer(to: \.spare)!) }

  /// Puts `innerObserver` (retained) in the spare slot, or empties it; returns what it held.
  @inlinable
  func exchangeSpare(_ innerObserver: Unmanaged<InnerObserver>?) -> Unmanaged<InnerObserver>? {
    spare.exchange(innerObserver?.toOpaque(), ordering: .acquiringAndReleasing).map {
      Unmanaged<InnerObserver>.fromOpaque($0)
    }
  }
  /// Touched only by `process`.
  @usableFromInline @exclusivity(unchecked) var isOuterCompleted = false

  @inlinable
  init(
    observer: AnyObserver<Inner.Element>, selector: @escaping @Sendable (Element) throws -> Inner
  ) {
    self.observer = observer
    self.selector = selector
    checkFirstStoredProperty(&atomics, of: self)
  }

  @inlinable
  func onOuter(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      if isOuterStopped.load(ordering: .acquiring) { return }
      let id = latest.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue
      guard isSlotUsed.load(ordering: .acquiring) else {
        startInner(for: element, id: id)
        return
      }
      // As RxSwift: the previous inner is disposed before the new one is subscribed; its late
      // events are dropped by the id check.
      takeSubscription(olderThan: id)?.dispose()
      startInner(for: element, id: id)
    case .error(let error):
      fail(error)
    case .completed:
      if isOuterStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
      outer.dispose()  // as RxSwift: the outer subscription ends with the outer sequence
      drain.submit(.outerCompleted) { process($0) }
    }
  }

  /// Subscribes the inner sequence for `element` and keeps its subscription, unless it completed
  /// during `subscribe` (then nothing is left to cancel, and its observer is reused).
  @inlinable
  func startInner(for element: Element, id: Int) {
    let source: Observable<Inner.Element>
    do {
      let inner = try selector(element)
      // Most selectors return an `Observable`: skip the dynamically dispatched `asObservable()`
      // (a call, a retain and a release per element); the check folds away when specialized.
      if Inner.self == Observable<Inner.Element>.self {
        source = _identityCast(inner, to: Observable<Inner.Element>.self)
      } else {
        source = inner.asObservable()
      }
    } catch {
      fail(error)
      return
    }
    if type(of: source) == JustObservable<Inner.Element>.self {
      // `just` would send its element and completion during `subscribe`: deliver them as that
      // inner's events directly, with no inner observer, subscription or disposal to manage.
      emitJust(unsafeDowncast(source, to: JustObservable<Inner.Element>.self).element, id: id)
      return
    }
    var innerObserver = makeInnerObserver(id: id)
    let subscription = source.subscribe(AnyObserver { [innerObserver] in innerObserver.on($0) })
    guard completedInner.load(ordering: .acquiring) == id else {
      keep(subscription, id: id)
      return
    }
    subscription.dispose()
    if isKnownUniquelyReferenced(&innerObserver) { recycle(innerObserver) }
  }

  /// The events of a `just` inner: its element, then its completion, processed as one turn of
  /// the drain when nothing else is being processed. Equivalent to the two events in a row:
  /// anything queued by a re-entrant call during the element's delivery is processed right after
  /// the completion, which makes no difference, since a newer inner or outer event it may carry
  /// supersedes this inner either way.
  @inlinable
  func emitJust(_ element: Inner.Element, id: Int) {
    guard drain.tryEnter() else {
      onInner(.next(element), id: id)
      onInner(.completed, id: id)
      return
    }
    processInner(.next(element), id: id)
    processInner(.completed, id: id)
    drain.leave { process($0) }
  }

  @inlinable
  func onInner(_ event: Event<Inner.Element>, id: Int) {
    if !drain.tryEnter() {
      guard drain.enqueueOrEnter(.inner(event, id: id)) else { return }
    }
    processInner(event, id: id)
    drain.leave { process($0) }
  }

  @inlinable
  func fail(_ error: any Error) {
    if isOuterStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
    drain.submit(.failure(error)) { process($0) }
  }

  /// Runs one item, never concurrently (see `SerialDrain`).
  @inlinable
  func process(_ input: Input) {
    switch input {
    case .inner(let event, let id):
      processInner(event, id: id)
    case .outerCompleted:
      if isStopped.load(ordering: .acquiring) { return }
      isOuterCompleted = true
      if completedInner.load(ordering: .acquiring) == latest.load(ordering: .acquiring) {
        terminate(with: .completed)
      }
    case .failure(let error):
      if isStopped.load(ordering: .acquiring) { return }
      terminate(with: .error(error))
    }
  }

  /// Runs one inner event, never concurrently: only the latest inner's events pass.
  @inlinable
  func processInner(_ event: Event<Inner.Element>, id: Int) {
    if isStopped.load(ordering: .acquiring) || id != latest.load(ordering: .acquiring) { return }
    switch event {
    case .next:
      observer.on(event)
    case .error:
      terminate(with: event)
    case .completed:
      // As RxSwift: an inner's subscription ends when it completes. Sequentially consistent
      // with `keep`, which checks the id after marking the slot used.
      completedInner.store(id, ordering: .sequentiallyConsistent)
      if isSlotUsed.load(ordering: .sequentiallyConsistent) { disposeSubscription(of: id) }
      if isOuterCompleted { terminate(with: event) }
    }
  }

  @inlinable
  func disposeSubscription(of id: Int) {
    let completed = slot.withLock { slot -> (any Disposable)? in
      guard slot.id == id else { return nil }
      isSlotUsed.store(false, ordering: .releasing)
      return slot.subscription.take()
    }
    completed?.dispose()
  }

  @inlinable
  func terminate(with event: Event<Inner.Element>) {
    isStopped.store(true, ordering: .releasing)
    observer.on(event)
    releaseSources()
  }

  @inlinable
  func makeInnerObserver(id: Int) -> InnerObserver {
    guard let reused = exchangeSpare(nil) else {
      return InnerObserver(sink: self, id: id)
    }
    let innerObserver = reused.takeRetainedValue()
    innerObserver.id.store(id, ordering: .releasing)
    return innerObserver
  }

  /// Keeps an inner observer no one else holds for the next inner sequence.
  @inlinable
  func recycle(_ innerObserver: InnerObserver) {
    exchangeSpare(Unmanaged.passRetained(innerObserver))?.release()
    // The spare holds the sink: a sink stopped meanwhile must not keep it (a cycle).
    if isStopped.load(ordering: .acquiring) {
      exchangeSpare(nil)?.release()
    }
  }

  @inlinable
  func takeSubscription(olderThan id: Int) -> (any Disposable)? {
    slot.withLock { slot -> (any Disposable)? in
      guard slot.id < id else { return nil }
      isSlotUsed.store(false, ordering: .releasing)
      return slot.subscription.take()
    }
  }

  /// Keeps the subscription if its inner is still the latest, running, and the sink still runs;
  /// disposes whatever loses (it, or an older one kept meanwhile by another thread).
  @inlinable
  func keep(_ subscription: any Disposable, id: Int) {
    var isKept = false
    let older = slot.withLock { slot -> (any Disposable)? in
      if isStopped.load(ordering: .acquiring) || id != latest.load(ordering: .acquiring) {
        return nil
      }
      isSlotUsed.store(true, ordering: .sequentiallyConsistent)
      // It may have completed on another thread since `subscribe` returned.
      if completedInner.load(ordering: .sequentiallyConsistent) == id {
        isSlotUsed.store(slot.subscription != nil, ordering: .releasing)
        return nil
      }
      isKept = true
      let older = slot.subscription
      slot.id = id
      slot.subscription = subscription
      return older
    }
    older?.dispose()
    if !isKept { subscription.dispose() }
  }

  /// Disposes the outer and the current inner subscription (after a terminal event was
  /// forwarded, or on disposal).
  @inlinable
  func releaseSources() {
    isStopped.store(true, ordering: .releasing)
    isOuterStopped.store(true, ordering: .releasing)
    outer.dispose()
    let current = slot.withLock { slot -> (any Disposable)? in
      isSlotUsed.store(false, ordering: .releasing)
      return slot.subscription.take()
    }
    current?.dispose()
    exchangeSpare(nil)?.release()
  }

  @inlinable
  func dispose() {
    releaseSources()
  }
}
