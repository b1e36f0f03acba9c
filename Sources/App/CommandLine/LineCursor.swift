import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Foundation

/// Hands out lines one at a time from a `LineReader`.
///
/// Threading: main actor. Waiting for standard input blocks a thread of its own (a dispatch
/// worker), never the main queue (which must stay free to deliver outputs) and never one of the
/// cooperative pool's threads (two on a 2-core machine, which the network stack's tasks need).
@MainActor
final class LineCursor {
  private let reader: LineReader
  private var index = 0

  init(_ reader: LineReader) {
    self.reader = reader
  }

  /// The next line without its line break, or `nil` at the end.
  func nextLine() async -> String? {
    switch reader {
    case .script(let lines):
      guard index < lines.count else { return nil }
      defer { index += 1 }
      return lines[index]
    case .standardInput:
      return await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          continuation.resume(returning: readLine(strippingNewline: true))
        }
      }
    }
  }
}
