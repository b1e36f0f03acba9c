import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Dispatch

/// The CLI's one display: every screen hands it what it would show, and it renders it, folds
/// the screens' loading states into one spinner, and tells the command loop when a command's
/// outcome is on screen.
///
/// How a command settles (so script output is deterministic, with no sleeps): after the command
/// fed its ViewModel input, the loop calls `settle(within:)`. It first lets the main queue run
/// (outputs are delivered there); if no screen started loading, the command was local (`lobby`,
/// `add` of a player on screen) and is done. Otherwise it waits until loading has ended *and*
/// an outcome (a result or an error) has been shown — in either order, since the use cases
/// report results after their spinner goes down — bounded by the request timeout.
///
/// Threading: main actor. Screens call `show` and `setLoading` from output subscriptions, which
/// deliver on the main queue.
@MainActor
final class Display {
  private let renderer: any EventRenderer
  private var loadingSources: Set<String> = []
  private var sawLoading = false
  private var sawOutcome = false
  private var waiter: CheckedContinuation<Void, Never>?

  init(renderer: any EventRenderer) {
    self.renderer = renderer
  }

  /// Shows `event`; an outcome (result or error) may complete the command being settled.
  func show(_ event: ViewEvent) {
    renderer.render(event)
    if event.isOutcome {
      sawOutcome = true
      wake()
    }
  }

  /// Records that `source` (a screen) is loading or not; shows the spinner state on changes.
  func setLoading(_ isLoading: Bool, source: String) {
    let wasLoading = !loadingSources.isEmpty
    if isLoading {
      loadingSources.insert(source)
      sawLoading = true
    } else {
      loadingSources.remove(source)
    }
    let nowLoading = !loadingSources.isEmpty
    if nowLoading != wasLoading {
      renderer.render(.loading(nowLoading))
      wake()
    }
  }

  /// Echoes a command line (tour and scripts).
  func echo(_ commandLine: String) {
    renderer.echo(commandLine)
  }

  /// Starts a new command: forget the previous command's loading and outcome.
  func beginCommand() {
    sawLoading = !loadingSources.isEmpty
    sawOutcome = false
  }

  /// Waits until the command's outcome is on screen (see the type's documentation), at most
  /// `limit`. Returns `false` if it gave up waiting.
  func settle(within limit: Duration) async -> Bool {
    await Self.drainMainQueue()
    let deadline = ContinuousClock.now + limit
    while sawLoading && (!loadingSources.isEmpty || !sawOutcome) {
      guard ContinuousClock.now < deadline else { return false }
      await waitForChange(until: deadline)
    }
    await Self.drainMainQueue()
    return true
  }

  /// Stops the spinner and flushes.
  func finish() {
    renderer.finish()
  }

  /// Lets everything already queued on the main queue run (the outputs delivered there).
  static func drainMainQueue() async {
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }

  private func waitForChange(until deadline: ContinuousClock.Instant) async {
    await withCheckedContinuation { continuation in
      waiter = continuation
      let remaining = ContinuousClock.now.duration(to: deadline)
      let (seconds, attoseconds) = remaining.components
      let nanoseconds = max(0, seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
      DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds))) {
        MainActor.assumeIsolated { self.wake() }
      }
    }
  }

  private func wake() {
    let continuation = waiter
    waiter = nil
    continuation?.resume()
  }
}
