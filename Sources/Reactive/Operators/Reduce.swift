extension ObservableType {
  /// Folds every element into an accumulator starting from `seed`; when the source completes,
  /// emits `mapResult` of the final accumulator, then completes. Nothing is emitted before.
  ///
  /// Error contract: the source's error passes through; an error thrown by `accumulator` or
  /// `mapResult` becomes the sequence's error and disposes the source at once. Nothing is
  /// delivered after a terminal event. Threading: the source's thread.
  @inlinable
  public func reduce<Accumulate, Result>(
    _ seed: Accumulate,
    accumulator: @escaping @Sendable (Accumulate, Element) throws -> Accumulate,
    mapResult: @escaping @Sendable (Accumulate) throws -> Result
  ) -> Observable<Result> where Accumulate: Sendable {
    lift(state: seed) { (sink: StatefulSink<Element, Result, Accumulate>, event) in
      switch event {
      case .next(let element):
        do { sink.state = try accumulator(sink.state, element) } catch {
          sink.finish(.error(error))
        }
      case .error(let error):
        sink.finish(.error(error))
      case .completed:
        let result: Result
        do { result = try mapResult(sink.state) } catch {
          sink.finish(.error(error))
          return
        }
        sink.forward(result)
        sink.finish(.completed)
      }
    }
  }

  /// Folds every element into an accumulator starting from `seed` and emits the final value
  /// when the source completes. Contract as `reduce(_:accumulator:mapResult:)`.
  @inlinable
  public func reduce<Accumulate>(
    _ seed: Accumulate,
    accumulator: @escaping @Sendable (Accumulate, Element) throws -> Accumulate
  ) -> Observable<Accumulate> where Accumulate: Sendable {
    reduce(seed, accumulator: accumulator, mapResult: { $0 })
  }
}
