extension ObservableType {
  /// A connectable sequence whose subscribers share `subject`: `connect()` subscribes the
  /// subject to this sequence. The same subject serves every connection, so once this sequence
  /// has ended, later subscribers get what the subject keeps for them (RxSwift's
  /// `multicast(_:)`).
  ///
  /// Threading and errors: see `ConnectableObservable`.
  public func multicast<Subject: ObservableType & ObserverType>(_ subject: Subject)
    -> ConnectableObservable<Element>
  where Subject.Element == Element, Subject: Sendable {
    makeConnectable { subject }
  }

  /// A connectable sequence whose subscribers share a subject made by `makeSubject`; a fresh
  /// subject is made for the first subscriber or connection after a connection was disposed or
  /// its source ended (RxSwift's `multicast(makeSubject:)`).
  ///
  /// Threading and errors: see `ConnectableObservable`.
  public func multicast<Subject: ObservableType & ObserverType>(
    makeSubject: @escaping @Sendable () -> Subject
  ) -> ConnectableObservable<Element> where Subject.Element == Element {
    makeConnectable(makeSubject)
  }

  /// `multicast(makeSubject:)` with a `PublishSubject`: subscribers get the events emitted
  /// while they are subscribed and the connection is active (RxSwift's `publish()`).
  public func publish() -> ConnectableObservable<Element> {
    makeConnectable { PublishSubject<Element>() }
  }

  /// `multicast(makeSubject:)` with a subject that replays the last `bufferSize` elements of
  /// the current connection to each new subscriber (RxSwift's `replay(_:)`). With a
  /// `bufferSize` below 1 nothing is replayed.
  public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
    let bufferSize = Swift.max(0, bufferSize)
    return makeConnectable { ReplaySubject<Element>(bufferSize: bufferSize) }
  }

  /// `multicast(makeSubject:)` with a subject that replays every element of the current
  /// connection to each new subscriber (RxSwift's `replayAll()`). The buffer grows without
  /// bound while the connection lasts.
  public func replayAll() -> ConnectableObservable<Element> {
    makeConnectable { ReplaySubject<Element>(bufferSize: nil) }
  }

  /// For each subscription: makes a subject with `makeSubject`, passes a connectable sequence
  /// over it to `selector`, subscribes to what `selector` returns, then connects (RxSwift's
  /// `multicast(_:selector:)`). Lets one pipeline use this sequence several times with a single
  /// subscription to it.
  ///
  /// Errors: an error thrown by `makeSubject` or `selector` is delivered at subscription (and
  /// this sequence is not subscribed); the result's terminal event ends the subscription and
  /// disposes the connection — once `connect()` has returned if it came while connecting (a
  /// source that ends at once), as RxSwift's `MulticastSink`, whose disposal waits for `run`.
  /// Threading: delivers on the thread of the result's events.
  public func multicast<Subject: ObservableType & ObserverType, Result>(
    _ makeSubject: @escaping @Sendable () throws -> Subject,
    selector: @escaping @Sendable (Observable<Element>) throws -> Observable<Result>
  ) -> Observable<Result> where Subject.Element == Element, Subject: Sendable {
    let source = asObservable()
    return Observable(unsafeSubscribe: { observer in
      let selected: (Observable<Result>, ConnectableObservable<Element>)
      do {
        let subject = try makeSubject()
        let connectable = source.makeConnectable { subject }
        selected = (try selector(connectable), connectable)
      } catch {
        observer.on(.error(error))
        return NopDisposable()
      }
      let subscriptions = CompositeDisposable()
      let subscription = selected.0.subscribe(
        AnyObserver { event in
          observer.on(event)
          if event.isStopEvent { subscriptions.dispose() }
        })
      let connection = selected.1.connect()
      // Inserted only now, as RxSwift's `MulticastSink` returns both from `run`: an end that
      // came while subscribing or connecting disposes them here, in that order.
      subscriptions.insert(subscription)
      subscriptions.insert(connection)
      return subscriptions
    })
  }

  func makeConnectable<Subject: ObservableType & ObserverType>(
    _ makeSubject: @escaping @Sendable () -> Subject
  ) -> ConnectableObservable<Element> where Subject.Element == Element {
    let hub = MulticastHub(source: asObservable(), makeSubject: makeSubject)
    return ConnectableObservable(
      subscribe: { observer in hub.subscribe(observer) }, connect: { hub.connect() })
  }
}
