import CleanData
import CleanDomain
import CleanPresentation
import CleanPrimitives
import CleanReactive
import CleanReactiveUI
import Dispatch

/// The loading spinner of a terminal: animates `⠋⠙⠹…` on one line until stopped, then erases it.
///
/// Threading: `start()`/`stop()` from any thread; frames are drawn on a private queue. Only used
/// when standard output is a terminal and colour is allowed.
final class Spinner: Sendable {
  private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  private let console: Console
  private let queue = DispatchQueue(label: "matchmaking-demo.spinner")
  private let timer = Locked<(any DispatchSourceTimer)?>(nil)

  init(console: Console) {
    self.console = console
  }

  /// Whether the spinner is drawing now.
  var isSpinning: Bool { timer.withLock { $0 != nil } }

  func start() {
    timer.withLock { timer in
      guard timer == nil else { return }
      let source = DispatchSource.makeTimerSource(queue: queue)
      let frame = Locked(0)
      source.schedule(deadline: .now(), repeating: .milliseconds(80))
      source.setEventHandler { [console] in
        let index = frame.withLock { value in
          defer { value += 1 }
          return value % Self.frames.count
        }
        console.write("\r\(Self.frames[index]) loading…")
      }
      source.resume()
      timer = source
    }
  }

  func stop() {
    let source = timer.withLock { timer in
      defer { timer = nil }
      return timer
    }
    guard let source else { return }
    source.cancel()
    queue.sync {}  // the last frame has been drawn; now erase it
    console.write("\r\u{1B}[2K")
  }
}
