import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Foundation
import Synchronization

/// Writes text to standard output and standard error, whole lines at a time, flushed.
///
/// Threading: thread-safe (the spinner writes from its own queue); a lock keeps writes from
/// interleaving. Errors: write failures are ignored, as a terminal's would be.
final class Console: Sendable {
  static let standard = Console()

  private let lock = Mutex(())
  /// Every text written is redacted first: no token or password reaches stdout or stderr.
  let redactor = SecretRedactor()

  /// Whether standard output is a terminal.
  var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  /// Whether standard input is a terminal.
  var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  func write(_ text: String) {
    let safe = redactor.redact(text)
    lock.withLock { _ in Self.write(safe, to: STDOUT_FILENO) }
  }

  func writeError(_ text: String) {
    let safe = redactor.redact(text)
    lock.withLock { _ in Self.write(safe, to: STDERR_FILENO) }
  }

  /// Unbuffered `write(2)` until everything is written or the descriptor fails (a closed pipe).
  private static func write(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { buffer in
        Foundation.write(descriptor, buffer.baseAddress, buffer.count)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }
}
