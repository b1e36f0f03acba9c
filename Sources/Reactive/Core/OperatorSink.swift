import CleanPrimitives

/// The per-subscription state of a single-source operator: a stopped flag and the upstream
/// subscription, so that a terminal event is forwarded once and disposes upstream at that
/// instant, and nothing a misbehaving source sends afterwards gets through.
///
/// Threading: `isStopped` is read and written only from the upstream's events, which the Rx
/// contract serializes per observer, so it needs neither lock nor atomic (the element path is one
/// plain load). `dispose()` may come from any thread: the upstream slot is a lock-free
/// single-assignment cell (unset → set → disposed), so a subscription disposed before or while
/// the upstream's `subscribe` returns is disposed as soon as it is known.
///
/// Not `final`: `ForwardingSink` adds the downstream observer; the base class stays free of the
/// output type so that a fused chain of stages (`map`, `filter`, …) can share one sink.
@usableFromInline
class OperatorSink: Disposable, @unchecked Sendable {
  /// The first stored property: reached only through `upstreamState` (see
  /// `storedPropertiesAddress`).
  @exclusivity(unchecked) @usableFromInline final var upstreamStateWord = 0

  /// Set by the first terminal event; touched only from the upstream's serialized events.
  @exclusivity(unchecked) @usableFromInline final var isStopped = false

  /// 0: upstream not yet known; 1: `upstream` holds it; 2: disposed.
  @inlinable final var upstreamState: AtomicInt { AtomicInt(storedPropertiesAddress(of: self)) }
  /// Written before the state becomes 1, read only by whoever moves it from 1 to 2.
  @exclusivity(unchecked) @usableFromInline final var upstream: (any Disposable)?
  /// Runs once, right after the upstream subscription was disposed (`do(onDispose:)`).
  @usableFromInline final let onUpstreamDisposed: (@Sendable () -> Void)?

  @inlinable
  init(onUpstreamDisposed: (@Sendable () -> Void)? = nil) {
    self.onUpstreamDisposed = onUpstreamDisposed
    checkFirstStoredProperty(&upstreamStateWord, of: self)
  }

  /// Delivers `completed` (`error == nil`) or `error` downstream. Overridden by subclasses.
  @usableFromInline
  func deliverTerminal(_ error: (any Error)?) {}

  /// Marks the sequence stopped and delivers the terminal event; `false` if it was already
  /// stopped (nothing is delivered then). Call `disposeUpstream()` afterwards.
  @usableFromInline
  final func stop(_ error: (any Error)?) -> Bool {
    if isStopped { return false }
    isStopped = true
    deliverTerminal(error)
    return true
  }

  /// Forwards the terminal event (once) and disposes upstream: what every operator does when
  /// it, or its source, ends.
  @usableFromInline
  final func finish(_ error: (any Error)?) {
    if stop(error) { disposeUpstream() }
  }

  /// Whether this sink was disposed or has finished (its upstream slot is closed).
  @inlinable
  final var isDisposed: Bool { upstreamState.load(ordering: .acquiring) == 2 }

  /// `finish`, unless this sink was disposed meanwhile (delivering the element just before made
  /// the downstream dispose it): then it only stops, delivering nothing, as RxSwift's
  /// `Sink.forwardOn` after disposal.
  @inlinable
  final func finishUnlessDisposed(_ error: (any Error)?) {
    if isDisposed {
      isStopped = true
      return
    }
    finish(error)
  }

  /// Stores the upstream subscription; disposes it at once if this sink was disposed already.
  @usableFromInline
  final func setUpstream(_ disposable: any Disposable) {
    upstream = disposable
    let (stored, _) = upstreamState.compareExchange(
      expected: 0, desired: 1, ordering: .acquiringAndReleasing)
    if stored { return }
    upstream = nil  // the disposer saw 0 and left the slot alone
    disposable.dispose()
    onUpstreamDisposed?()
  }

  /// Disposes the upstream subscription once (later calls do nothing).
  @usableFromInline
  final func disposeUpstream() {
    guard upstreamState.exchange(2, ordering: .acquiringAndReleasing) == 1 else { return }
    let disposable = upstream
    upstream = nil
    disposable?.dispose()
    onUpstreamDisposed?()
  }

  @inlinable
  final func dispose() {
    disposeUpstream()
  }

  /// The observer to subscribe upstream: elements go to `push` until a terminal event; an
  /// error `push` throws ends the sequence with that error.
  @inlinable
  final func observer<Source>(pushing push: @escaping @Sendable (Source) throws -> Void)
    -> AnyObserver<Source>
  {
    AnyObserver { [self] event in
      switch event {
      case .next(let element):
        if isStopped { return }
        do { try push(element) } catch { finish(error) }
      case .error(let error): finish(error)
      case .completed: finish(nil)
      }
    }
  }
}

/// An `OperatorSink` that forwards to a downstream observer of `Element`: the sink of every
/// single-source operator (kept in this file because it is the base class's only concrete form).
///
/// Threading and error contract: those of `OperatorSink`; `downstream` is called only from the
/// upstream's serialized events, never while a lock is held.
@usableFromInline
final class ForwardingSink<Element>: OperatorSink, @unchecked Sendable {
  @usableFromInline let downstream: AnyObserver<Element>

  @inlinable
  init(_ downstream: AnyObserver<Element>, onUpstreamDisposed: (@Sendable () -> Void)? = nil) {
    self.downstream = downstream
    super.init(onUpstreamDisposed: onUpstreamDisposed)
  }

  @inlinable
  override func deliverTerminal(_ error: (any Error)?) {
    if let error {
      downstream.on(.error(error))
    } else {
      downstream.on(.completed)
    }
  }

  /// Delivers one element unless the sequence has stopped.
  @inlinable
  func forward(_ element: Element) {
    if !isStopped { downstream.on(.next(element)) }
  }
}
