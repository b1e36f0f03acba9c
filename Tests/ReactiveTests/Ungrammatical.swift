import CleanReactive

/// Sources that break the event grammar on purpose, to check that operators never forward
/// anything after a terminal event.
enum Ungrammatical {
  /// Emits `events` synchronously to each subscriber, terminal events included, ignoring the
  /// grammar (bypasses `Observable.create`'s guard).
  static func emitting<Element: Sendable>(_ events: [Event<Element>]) -> Observable<Element> {
    Observable(unsafeSubscribe: { observer in
      for event in events { observer.on(event) }
      return Disposables.create()
    })
  }
}
