import CleanPrimitives

extension ObservableType {
  /// Mirrors this sequence; if it completes without emitting anything, switches to `other` and
  /// mirrors that instead (RxSwift's `ifEmpty(switchTo:)`).
  ///
  /// Errors: this sequence's error passes through (and `other` is never subscribed); `other`'s
  /// events pass through once switched. The source subscription ends with the source's terminal
  /// event, after `other` is subscribed (as RxSwift), and `other`'s when it ends or the
  /// subscription is disposed. Threading: delivers on
  /// the thread of the sequence being mirrored.
  public func ifEmpty<Other: ObservableConvertibleType>(switchTo other: Other)
    -> Observable<Element>
  where Other.Element == Element {
    let source = asObservable()
    let other = other.asObservable()
    return Observable(unsafeSubscribe: { observer in
      let sourceSubscription = SingleAssignmentDisposable()
      let otherSubscription = SingleAssignmentDisposable()
      let both = Disposables.create(sourceSubscription, otherSubscription)
      let isEmpty = Locked(true)  // touched from the source's serialized events only
      sourceSubscription.setDisposable(
        source.subscribe(
          AnyObserver { event in
            switch event {
            case .next:
              isEmpty.withLock { $0 = false }
              observer.on(event)
            case .error:
              observer.on(event)
              both.dispose()
            case .completed:
              guard isEmpty.withLock({ $0 }) else {
                observer.on(event)
                both.dispose()
                return
              }
              // As RxSwift's SwitchIfEmptySink: the other first; the source's subscription
              // ends with the source's own terminal disposal (or with the whole).
              otherSubscription.setDisposable(
                other.subscribe(
                  AnyObserver { event in
                    observer.on(event)
                    if event.isStopEvent { both.dispose() }
                  }))
            }
          }))
      return both
    })
  }
}
