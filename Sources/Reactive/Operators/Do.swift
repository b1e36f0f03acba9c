extension ObservableType {
  /// Runs side effects for each event, on subscription and on disposal, without changing the
  /// sequence. The order is RxSwift's:
  ///
  /// - `onSubscribe` before subscribing to the source, `onSubscribed` after that returns;
  /// - `onNext`/`onError`/`onCompleted` before the event is forwarded, `afterNext`/
  ///   `afterError`/`afterCompleted` after it was;
  /// - a terminal event then disposes the source, and `onDispose` runs once per subscription,
  ///   right after the source subscription was disposed (on a terminal event or on disposal).
  ///
  /// An error thrown by `onNext`, `afterNext`, `onError` or `onCompleted` is forwarded as the
  /// sequence's error in place of the event, and disposes the source. Deliberate difference
  /// from RxSwift: an error thrown by `afterError` or `afterCompleted` is dropped, because the
  /// sequence has already ended and the grammar allows no second terminal event (RxSwift would
  /// forward it after the terminal event).
  ///
  /// Threading: the callbacks run on the source's thread (`onSubscribe`/`onSubscribed` on the
  /// subscribing thread, `onDispose` on the disposing one), never under a lock.
  @inlinable
  public func `do`(
    onNext: (@Sendable (Element) throws -> Void)? = nil,
    afterNext: (@Sendable (Element) throws -> Void)? = nil,
    onError: (@Sendable (any Error) throws -> Void)? = nil,
    afterError: (@Sendable (any Error) throws -> Void)? = nil,
    onCompleted: (@Sendable () throws -> Void)? = nil,
    afterCompleted: (@Sendable () throws -> Void)? = nil,
    onSubscribe: (@Sendable () -> Void)? = nil,
    onSubscribed: (@Sendable () -> Void)? = nil,
    onDispose: (@Sendable () -> Void)? = nil
  ) -> Observable<Element> {
    let source = asObservable()  // as RxSwift: a custom source ends with its terminal event
    return Observable(unsafeSubscribe: { observer in
      onSubscribe?()
      let sink = ForwardingSink(observer, onUpstreamDisposed: onDispose)
      let upstream = source.subscribe(
        AnyObserver { event in
          if sink.isStopped { return }
          do {
            switch event {
            case .next(let element):
              try onNext?(element)
              sink.downstream.on(event)
              try afterNext?(element)
            case .error(let error):
              try onError?(error)
              if sink.stop(error) { try? afterError?(error) }
              sink.disposeUpstream()
            case .completed:
              try onCompleted?()
              if sink.stop(nil) { try? afterCompleted?() }
              sink.disposeUpstream()
            }
          } catch {
            sink.finish(error)
          }
        })
      onSubscribed?()
      sink.setUpstream(upstream)
      return sink
    })
  }
}
