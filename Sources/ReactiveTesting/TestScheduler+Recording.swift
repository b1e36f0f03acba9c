import CleanReactive

extension TestScheduler {
  /// An observer that records every event with the virtual time it arrived at.
  public func createObserver<Element>(_ type: Element.Type = Element.self) -> TestableObserver<
    Element
  > {
    TestableObserver(scheduler: self)
  }

  /// A hot sequence: emits `events` at their absolute times to whoever is subscribed then.
  public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    TestableObservable(scheduler: self, events: events, isHot: true)
  }

  /// A cold sequence: for each subscriber, emits `events` at their times relative to the
  /// moment it subscribed.
  public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    TestableObservable(scheduler: self, events: events, isHot: false)
  }

  /// Creates the sequence at `created`, subscribes to it at `subscribed`, disposes at
  /// `disposed`, runs the scheduler, and returns what was recorded (RxTest's `start`).
  public func start<Element>(
    created: Int = 100, subscribed: Int = 200, disposed: Int = 1000,
    create: @escaping () -> Observable<Element>
  ) -> TestableObserver<Element> {
    let observer = createObserver(Element.self)
    var source: Observable<Element>?
    var subscription: (any Disposable)?
    scheduleAt(created) { source = create() }
    scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
    scheduleAt(disposed) { subscription?.dispose() }
    start()
    return observer
  }

  /// `start(created:subscribed:disposed:create:)` for a sequence that cannot fail (a
  /// `RequestSplit`'s `perform`, a relay's `asInfallible()`).
  public func start<Element>(
    created: Int = 100, subscribed: Int = 200, disposed: Int = 1000,
    create: @escaping () -> Infallible<Element>
  ) -> TestableObserver<Element> {
    start(created: created, subscribed: subscribed, disposed: disposed) {
      create().asObservable()
    }
  }
}
