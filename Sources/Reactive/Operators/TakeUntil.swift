extension ObservableType {
  /// Mirrors this sequence until `other` emits an element, then completes and disposes both
  /// (for example: requests of a screen until it closes). An error from `other` ends this
  /// sequence with that error; `other` completing without an element only ends (disposes) the
  /// subscription to `other`. Any terminal event disposes both subscriptions at that instant,
  /// and nothing this sequence sends after its terminal event is forwarded (RxSwift semantics).
  ///
  /// `other` is subscribed first; if it ends the sequence during subscription, this sequence is
  /// still subscribed and disposed in the same instant (as RxSwift). Threading: delivery goes
  /// through a `Serializer` (never concurrent, no lock held).
  @inlinable
  public func take<Other: ObservableConvertibleType>(until other: Other) -> Observable<Element> {
    let source = asObservable()  // as RxSwift: a custom source ends with its terminal event
    return Observable(unsafeSubscribe: { observer in
      let serializer = Serializer.forwarding(state: false, to: observer)  // state: isStopped
      let subscriptions = CompositeDisposable()
      let otherSubscription = SingleAssignmentDisposable()
      let setup = SetupGate()
      @Sendable func stop(_ event: Event<Element>) {
        let isFirst: Bool = serializer.perform { isStopped, outbox in
          if isStopped { return false }
          isStopped = true
          outbox.send(event)
          return true
        }
        if isFirst, setup.disposesNow() { subscriptions.dispose() }
      }
      // Disposed in RxSwift's order: this sequence's subscription first, then `other`'s.
      let sourceSubscription = SingleAssignmentDisposable()
      subscriptions.insert(sourceSubscription)
      subscriptions.insert(otherSubscription)
      otherSubscription.setDisposable(
        other.asObservable().subscribe(
          AnyObserver { event in
            switch event {
            case .next: stop(.completed)
            case .error(let error): stop(.error(error))
            case .completed: otherSubscription.dispose()
            }
          }))
      sourceSubscription.setDisposable(
        source.subscribe(
          AnyObserver { event in
            if event.isStopEvent {
              stop(event)
              return
            }
            serializer.perform { isStopped, outbox in
              if !isStopped { outbox.send(event) }
            }
          }))
      if setup.endSetup() { subscriptions.dispose() }
      return Disposables.create(subscriptions, serializer)
    })
  }
}
