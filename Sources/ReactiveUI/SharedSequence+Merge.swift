import CleanReactive

extension SharedSequence {
  /// Every element of `sources`, as each arrives: one trait of the same kind (RxCocoa's
  /// `SharedSequence.merge`). For one alert fed by two blocks:
  /// `Signal.merge(detail.networkError, join.networkError)`.
  ///
  /// It never fails, as none of `sources` can; it completes once all of them have. Elements are
  /// delivered on the thread the sources deliver on — the sharing scheduler, as for any trait —
  /// and the result is shared like its sources (a `Driver` replays the latest element of any of
  /// them; a `Signal` nothing).
  public static func merge(_ sources: [SharedSequence]) -> SharedSequence {
    SharedSequence(
      unchecked: Observable.merge(sources.map { $0.asObservable() })
        .share(replay: Strategy.replayCount))
  }

  /// Every element of `sources`, as each arrives (see `merge(_:)` over an array).
  public static func merge(_ sources: SharedSequence...) -> SharedSequence {
    merge(sources)
  }
}
