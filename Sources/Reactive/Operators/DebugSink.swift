#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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

  /// The local time as `yyyy-MM-dd HH:mm:ss.SSS`, from the C library: the kernel does not
  /// import Foundation (its error bridging would change how errors compare).
  @usableFromInline
  static func timestamp() -> String {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    var seconds = now.tv_sec
    var local = tm()
    localtime_r(&seconds, &local)
    var buffer = [CChar](repeating: 0, count: 32)
    let length = strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M:%S", &local)
    let date = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let milliseconds = Int(now.tv_nsec) / 1_000_000
    let padded = String(repeating: "0", count: milliseconds < 10 ? 2 : milliseconds < 100 ? 1 : 0)
    return "\(date).\(padded)\(milliseconds)"
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
