extension ObservableType {
  /// Drops this sequence's elements until `other` emits an element, then mirrors it (RxSwift's
  /// `skip(until:)`).
  ///
  /// As in RxSwift: this sequence is subscribed first, then `other`. `other`'s first element
  /// opens the gate and disposes the subscription to `other`; `other` completing without an
  /// element only disposes that subscription (the gate stays closed for good); an error from
  /// `other` ends this sequence with it. This sequence's error passes through; its completion
  /// is forwarded only once the gate is open (otherwise the sequence ends silently). Any
  /// terminal event disposes both subscriptions (one that arrives while `other` is being
  /// subscribed, once that subscription is set up). Threading: both sources go through a
  /// `Serializer` (never concurrent, no lock held while the observer runs).
  public func skip<Other: ObservableConvertibleType>(until other: Other) -> Observable<Element> {
    let source = asObservable()
    let other = other.asObservable()
    return Observable(unsafeSubscribe: { observer in
      // state: (isOpen, isStopped)
      let serializer = Serializer<(isOpen: Bool, isStopped: Bool), Event<Element>>
        .forwarding(state: (false, false), to: observer)
      let sourceSubscription = SingleAssignmentDisposable()
      let otherSubscription = SingleAssignmentDisposable()
      let both = Disposables.create(sourceSubscription, otherSubscription)
      // As RxSwift's `SinkDisposer`: an end while `other` is being subscribed disposes both
      // once this subscription has been set up, not at once.
      let whole = SingleAssignmentDisposable()
      // Ends the sequence with `event`; `.completed` only reaches the observer if the gate is open.
      @Sendable func end(with event: Event<Element>) {
        let isFirst: Bool = serializer.perform { state, outbox in
          if state.isStopped { return false }
          state.isStopped = true
          if case .completed = event, !state.isOpen { return true }
          outbox.send(event)
          return true
        }
        if isFirst { whole.dispose() }
      }
      sourceSubscription.setDisposable(
        source.subscribe(
          AnyObserver { event in
            switch event {
            case .next:
              serializer.perform { state, outbox in
                if state.isOpen && !state.isStopped { outbox.send(event) }
              }
            case .error, .completed: end(with: event)
            }
          }))
      otherSubscription.setDisposable(
        other.subscribe(
          AnyObserver { event in
            switch event {
            case .next:
              serializer.update { $0.isOpen = true }
              otherSubscription.dispose()
            case .error(let error): end(with: .error(error))
            case .completed: otherSubscription.dispose()
            }
          }))
      whole.setDisposable(both)
      return Disposables.create(both, serializer)
    })
  }
}
