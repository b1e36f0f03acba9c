import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Foundation

/// Hands out lines one at a time from a `LineReader`, numbered from 1.
///
/// Threading: main actor. Waiting for standard input blocks a thread of its own (a `Thread`
/// started for the read), never the main queue (which must stay free to deliver outputs) and
/// never a dispatch worker: on Linux Swift concurrency's executor runs on the global dispatch
/// pool (one thread per core, two here), which the network stack's tasks and timers need.
@MainActor
final class LineCursor {
  private let reader: LineReader
  /// The number of the line handed out last (0 before the first).
  private(set) var lineNumber = 0

  init(_ reader: LineReader) {
    self.reader = reader
  }

  /// The next line without its line break (see `ScriptLine` for the rules), or why it could not
  /// be read as text; `nil` at the end.
  func nextLine() async -> Result<String, CommandLineError>? {
    let line: Result<String, CommandLineError>?
    switch reader {
    case .script(let lines):
      line = lineNumber < lines.count ? lines[lineNumber] : nil
    case .standardInput(let input):
      let isFirstLine = lineNumber == 0
      line = await withCheckedContinuation { continuation in
        Thread {
          let bytes = input.nextLine()
          continuation.resume(
            returning: bytes.map { bytes in
              Result { () throws(CommandLineError) -> String in
                try ScriptLine.decode(bytes, isFirstLine: isFirstLine)
              }
            })
        }.start()
      }
    }
    if line != nil { lineNumber += 1 }
    return line
  }
}
