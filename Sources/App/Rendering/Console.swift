import CleanData
import CleanDomain
import CleanPresentation
import CleanPrimitives
import CleanReactive
import CleanReactiveUI
import Foundation

/// Writes text to standard output and standard error (or, for tests, two other descriptors),
/// whole lines at a time, flushed.
///
/// Threading: thread-safe (the spinner writes from its own queue); a lock keeps writes from
/// interleaving. Errors: write failures are ignored, as a terminal's would be.
final class Console: Sendable {
  static let standard = Console()

  private let lock = Locked(())
  private let output: Int32
  private let error: Int32

  /// A console on `output` and `error` (the process's standard output and error by default).
  /// The descriptors stay open as long as the console is used; it never closes them.
  init(output: Int32 = STDOUT_FILENO, error: Int32 = STDERR_FILENO) {
    self.output = output
    self.error = error
  }

  /// Every text written is redacted first: no token or password reaches stdout or stderr.
  let redactor = SecretRedactor()

  /// Whether standard output is a terminal.
  var isTerminal: Bool { isatty(output) == 1 }

  /// Whether standard input is a terminal.
  var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  func write(_ text: String) {
    let safe = redactor.redact(text)
    lock.withLock { _ in Self.write(safe, to: output) }
  }

  func writeError(_ text: String) {
    let safe = redactor.redact(text)
    lock.withLock { _ in Self.write(safe, to: error) }
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
