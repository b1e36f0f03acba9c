import CleanData
import CleanDomain
import CleanPresentation
import CleanPrimitives
import CleanReactive
import CleanReactiveUI

/// Keeps secrets — access and refresh tokens, typed passwords — out of everything the program
/// writes: any run of `windowLength` (12) bytes of a remembered secret found in a text is
/// replaced by `[redacted]`, so neither a whole token nor a long piece of one (a server message
/// quoting it, a truncated body) gets through.
///
/// A secret shorter than the window is not searched for (it would mask ordinary words); the
/// places that show typed input mask passwords themselves (see `CommandSession`).
///
/// Threading: thread-safe; a mutex guards the windows.
final class SecretRedactor: Sendable {
  /// The length of a run of a secret that must never be written.
  static let windowLength = 12
  static let replacement = "[redacted]"

  private let windows = Locked<Set<[UInt8]>>([])

  /// Remembers `secret`, from now on redacted from every text.
  func remember(_ secret: String) {
    let bytes = Array(secret.utf8)
    guard bytes.count >= Self.windowLength else { return }
    windows.withLock { windows in
      for start in 0...(bytes.count - Self.windowLength) {
        windows.insert(Array(bytes[start..<(start + Self.windowLength)]))
      }
    }
  }

  /// `text` with every run of a remembered secret replaced.
  func redact(_ text: String) -> String {
    let known = windows.withLock { $0 }
    let bytes = Array(text.utf8)
    guard !known.isEmpty, bytes.count >= Self.windowLength else { return text }
    var masked = [Bool](repeating: false, count: bytes.count)
    var found = false
    for start in 0...(bytes.count - Self.windowLength)
    where known.contains(Array(bytes[start..<(start + Self.windowLength)])) {
      found = true
      for index in start..<(start + Self.windowLength) { masked[index] = true }
    }
    guard found else { return text }
    var output: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if masked[index] {
        output.append(contentsOf: Self.replacement.utf8)
        while index < bytes.count && masked[index] { index += 1 }
      } else {
        output.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }
}
