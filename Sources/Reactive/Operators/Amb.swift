import CleanPrimitives

extension ObservableType {
  /// Mirrors whichever of this sequence and `other` reacts first — with an element, an error
  /// or completion — and disposes the other at that instant (RxSwift's `amb`).
  ///
  /// As in RxSwift: this sequence is subscribed first, then `other` (even when this one already
  /// reacted during its subscription: `other` is then disposed as soon as it is subscribed);
  /// the loser is disposed before the winner's first event is delivered; the winner's terminal
  /// event disposes both. Threading: the election is made under a lock that is never held
  /// while an observer runs; after it, the winner's events are delivered on its thread.
  ///
  /// Deliberate difference: a loser's events, terminal ones included, are ignored. RxSwift
  /// gives `other`'s observer this sequence's subscription to dispose on a terminal event
  /// (`cancel: subscription1` for both of its `AmbObserver`s), so when this sequence has won
  /// while being subscribed (a `startWith`) and `other` then ends while being subscribed (an
  /// `error`), RxSwift disposes the winner and the result stays silent without ending; here
  /// the winner goes on.
  public func amb<Other: ObservableConvertibleType>(_ other: Other) -> Observable<Element>
  where Other.Element == Element {
    let left = asObservable()
    let right = other.asObservable()
    return Observable(unsafeSubscribe: { observer in
      let election = Locked<(winner: AmbSide?, isStopped: Bool)>((nil, false))
      let leftSubscription = SingleAssignmentDisposable()
      let rightSubscription = SingleAssignmentDisposable()
      let both = Disposables.create(leftSubscription, rightSubscription)
      @Sendable func on(_ event: Event<Element>, from side: AmbSide) {
        let (isWinner, isNewWinner) = election.withLock { state -> (Bool, Bool) in
          if state.isStopped { return (false, false) }
          let isNewWinner = state.winner == nil
          if isNewWinner { state.winner = side }
          guard state.winner == side else { return (false, false) }
          if event.isStopEvent { state.isStopped = true }
          return (true, isNewWinner)
        }
        guard isWinner else { return }
        if isNewWinner {
          (side == .left ? rightSubscription : leftSubscription).dispose()
        }
        observer.on(event)
        if event.isStopEvent { both.dispose() }
      }
      leftSubscription.setDisposable(left.subscribe(AnyObserver { on($0, from: .left) }))
      rightSubscription.setDisposable(right.subscribe(AnyObserver { on($0, from: .right) }))
      return both
    })
  }
}

extension Observable {
  /// Mirrors whichever of `sources` reacts first and disposes the others (RxSwift's
  /// `Observable.amb`): built as `never().amb(first).amb(second)…`, so with no sources it
  /// never emits. Contract as `ObservableType.amb(_:)`.
  public static func amb<Sources: Sequence>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    sources.reduce(Observable<Element>.never()) { $0.amb($1) }
  }
}
