import Foundation

/// One `debug` subscription: logs, forwards, and logs its disposal once.
@usableFromInline
final class DebugSink<Element>: Disposable, @unchecked Sendable {
  @usableFromInline let observer: AnyObserver<Element>
  @usableFromInline let identifier: String
  @usableFromInline let trimOutput: Bool
  @usableFromInline let log: @Sendable (String) -> Void
  @usableFromInline let upstream = SingleAssignmentDisposable()
  @usableFromInline let disposed = BooleanDisposable()
  /// Touched only from the upstream's serialized events.
  @usableFromInline var isStopped = false

  @inlinable
  init(
    observer: AnyObserver<Element>, identifier: String, trimOutput: Bool,
    log: @escaping @Sendable (String) -> Void
  ) {
    self.observer = observer
    self.identifier = identifier
    self.trimOutput = trimOutput
    self.log = log
    write("subscribed")
  }

  @usableFromInline
  func write(_ content: String) {
    log("\(Self.timestamp()): \(identifier) -> \(content)")
  }

  @usableFromInline
  static func timestamp() -> String {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
    formatter.locale = Locale(identifier: "en_US_POSIX")
    return formatter.string(from: Date())
  }

  @usableFromInline
  static var maxEventTextLength: Int { 40 }

  @inlinable
  func on(_ event: Event<Element>) {
    if isStopped { return }
    let text = "\(event)"
    let limit = Self.maxEventTextLength
    let shown =
      trimOutput && text.count > limit
      ? String(text.prefix(limit / 2)) + "..." + String(text.suffix(limit / 2)) : text
    write("Event \(shown)")
    if event.isStopEvent { isStopped = true }
    observer.on(event)
    if event.isStopEvent { dispose() }
  }

  @inlinable
  func dispose() {
    let alreadyDisposed = disposed.isDisposed
    disposed.dispose()
    if !alreadyDisposed { write("isDisposed") }
    upstream.dispose()
  }
}
