extension ObservableType {
  /// Logs every event, the subscription and the disposal, as
  /// `2026-01-31 12:00:00.000: identifier -> Event next(1)` (then `subscribed`, `completed`,
  /// `isDisposed`, as RxSwift prints them), to `sink` (standard output by default; pass your own
  /// to route the lines to a logger or a test). With `trimOutput`, an event text longer than 40
  /// characters is cut to its first and last 20, joined by `...`. The identifier defaults to
  /// `File.swift:line (function)`.
  ///
  /// Error contract: events pass through unchanged; on a terminal event the source is disposed
  /// at once (and `isDisposed` logged). Threading: logs and delivers on the source's thread;
  /// `sink` may be called from several threads.
  @inlinable
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false,
    file: String = #file, line: UInt = #line, function: String = #function,
    sink: @escaping @Sendable (String) -> Void = { print($0) }
  ) -> Observable<Element> {
    let identifier =
      identifier
      ?? "\(file.split(separator: "/").last.map(String.init) ?? file):\(line) (\(function))"
    let source = asObservable()  // as RxSwift: a custom source ends with its terminal event
    return Observable(unsafeSubscribe: { observer in
      let debugSink = DebugSink(
        observer: observer, identifier: identifier, trimOutput: trimOutput, log: sink)
      debugSink.upstream.setDisposable(source.subscribe(AnyObserver { debugSink.on($0) }))
      return debugSink
    })
  }
}
