extension ObservableType {
  /// On error, continues with the sequence `handler` returns for it. Put a `catch` *inside* a
  /// `flatMapLatest` to keep the outer trigger alive after a failed request.
  ///
  /// As in RxSwift: when the error arrives, the recovery sequence is subscribed and then the
  /// failed source's subscription disposed (both at that instant); an error `handler` throws
  /// ends the sequence with that error; the sequence's terminal event disposes whichever
  /// subscription is current at once. Events a misbehaving source sends after its own terminal
  /// event are dropped.
  /// Threading: delivers on the thread of whichever sequence is current.
  @inlinable
  public func `catch`(_ handler: @escaping @Sendable (any Error) throws -> Observable<Element>)
    -> Observable<Element>
  {
    let source = asObservable()  // as RxSwift: a custom source ends with its terminal event
    return Observable(unsafeSubscribe: { observer in
      let recovery = SerialDisposable()
      let sink = ForwardingSink(observer)
      let hasFailed = StageState(false)  // touched only by the source's serialized events
      sink.setUpstream(
        source.subscribe(
          AnyObserver { event in
            if hasFailed.value { return }
            switch event {
            case .next(let element): sink.forward(element)
            case .completed: sink.finish(nil)
            case .error(let error):
              if sink.isStopped { return }
              hasFailed.value = true
              let next: Observable<Element>
              do { next = try handler(error) } catch {
                sink.finish(error)
                return
              }
              // As RxSwift: the handler's sequence is subscribed first, then the failed source's
              // subscription disposed (a `SerialDisposable` replaced).
              let recoverySubscription = next.subscribe(
                AnyObserver { event in
                  switch event {
                  case .next(let element): sink.forward(element)
                  case .error(let error):
                    sink.finish(error)
                    recovery.dispose()
                  case .completed:
                    sink.finish(nil)
                    recovery.dispose()
                  }
                })
              sink.disposeUpstream()
              recovery.replace(with: recoverySubscription)
            }
          }))
      return Disposables.create(sink, recovery)
    })
  }

  /// On error, emits `element` and completes; elements before the error pass through.
  /// Threading and disposal as `catch(_:)`.
  @inlinable
  public func catchAndReturn(_ element: Element) -> Observable<Element> where Element: Sendable {
    `catch` { _ in .just(element) }
  }
}
