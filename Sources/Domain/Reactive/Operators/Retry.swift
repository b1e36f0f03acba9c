extension ObservableType {
  /// On error, subscribes to the source again, up to `maxAttemptCount` subscriptions in all
  /// (RxSwift semantics: `retry(3)` means the first try plus two retries); the error of the
  /// last attempt passes through. Elements of failed attempts have already been delivered.
  ///
  /// Resubscription runs in a loop, not recursively, so a source that fails synchronously does
  /// not grow the stack. Threading: events are delivered on the source's thread.
  @inlinable
  public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
    retry(attempts: max(1, maxAttemptCount))
  }

  /// On error, subscribes to the source again, forever: only completion or disposal ends it.
  /// Beware of a source that always fails at once: it is retried in a tight loop.
  @inlinable
  public func retry() -> Observable<Element> {
    retry(attempts: nil)
  }

  @inlinable
  func retry(attempts: Int?) -> Observable<Element> {
    let source = asObservable()
    return Observable(unsafeSubscribe: { observer in
      let sink = RetrySink(source: source, observer: observer, attempts: attempts)
      sink.run()
      return sink
    })
  }
}

extension Single {
  /// On error, runs the work again, up to `maxAttemptCount` times in all.
  @inlinable
  public func retry(_ maxAttemptCount: Int) -> Single<Element> {
    Single(unchecked: source.retry(maxAttemptCount))
  }
}

@usableFromInline
final class RetrySink<Element>: Disposable, @unchecked Sendable {
  @usableFromInline let source: Observable<Element>
  @usableFromInline let observer: AnyObserver<Element>
  @usableFromInline let lock = RecursiveLock()
  @usableFromInline let subscription = SerialDisposable()
  // Guarded by `lock`.
  @usableFromInline var attemptsLeft: Int?
  @usableFromInline var generation = 0
  @usableFromInline var isSubscribing = false
  @usableFromInline var needsResubscription = false
  @usableFromInline var isStopped = false

  @inlinable
  init(source: Observable<Element>, observer: AnyObserver<Element>, attempts: Int?) {
    self.source = source
    self.observer = observer
    self.attemptsLeft = attempts
  }

  /// Subscribes, and subscribes again for each error that asks for it, as a trampoline: an
  /// error raised while subscribing only sets a flag that this loop picks up.
  @inlinable
  func run() {
    let isOuterLoop: Bool = lock.withLock {
      needsResubscription = true
      if isSubscribing { return false }
      isSubscribing = true
      return true
    }
    guard isOuterLoop else { return }
    while true {
      let current: Int? = lock.withLock {
        guard needsResubscription, !isStopped else {
          isSubscribing = false
          return nil
        }
        needsResubscription = false
        if let left = attemptsLeft { attemptsLeft = left - 1 }
        generation &+= 1
        return generation
      }
      guard let current else { return }
      let attempt = SingleAssignmentDisposable()
      subscription.replace(with: attempt)
      attempt.setDisposable(source.subscribe(AnyObserver { [self] in on($0, generation: current) }))
    }
  }

  @inlinable
  func on(_ event: Event<Element>, generation current: Int) {
    var finished = false
    var resubscribe = false
    lock.withLock {
      guard !isStopped, current == generation else { return }
      switch event {
      case .next:
        observer.on(event)
      case .error:
        if let left = attemptsLeft, left <= 0 {
          isStopped = true
          finished = true
          observer.on(event)
        } else {
          resubscribe = true
        }
      case .completed:
        isStopped = true
        finished = true
        observer.on(event)
      }
    }
    if finished { subscription.dispose() }
    if resubscribe { run() }
  }

  @inlinable
  func dispose() {
    lock.withLock { isStopped = true }
    subscription.dispose()
  }
}
