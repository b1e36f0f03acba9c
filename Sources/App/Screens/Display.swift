import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Dispatch

/// The CLI's one display: every screen hands it what its state shows, as it changes, and it
/// prints it at once (each line written and flushed as it is shown), folds the screens' loading
/// states into one spinner, and tells the command loop when a command's outcome is on screen.
///
/// Live, in the order it happened: each screen binds its ViewModel's one `state` and its
/// one-shot events, which come from one serialized source and reach the main queue in the
/// order they were produced (`MainScheduler` keeps it), so printing them as they arrive is
/// deterministic. Within one state change a screen shows the spinner coming on first and going
/// off last, so a request reads: the screen, `loading(true)`, a stored copy while in flight, the
/// answer, `loading(false)`, and then the request's event (an alert) if it has one.
///
/// How a command settles (so a script's output is the same on every run, with no sleeps): a
/// screen that sends a request marks itself awaiting (`setAwaitingAnswer`) when the command
/// runs, and clears it when its state says the request is over — it went through loading and
/// back, and the event of its `lastError` (or, in the lobby, the request's one outcome event)
/// has been shown. `settle(within:)` lets the main queue run, waits until no screen awaits,
/// bounded by the request timeout, and lets the main queue run once more, so what a shown
/// event caused at once (a screen change) is shown with it.
///
/// Threading: main actor. Screens call `show` and `setLoading` from output subscriptions, which
/// deliver on the main queue.
@MainActor
final class Display {
  private let renderer: any EventRenderer
  private var loadingSources: Set<String> = []
  /// Screens that still expect the end of the request they sent (see `setAwaitingAnswer`).
  private var awaitingSources: Set<String> = []
  private var waiter: CheckedContinuation<Void, Never>?

  init(renderer: any EventRenderer) {
    self.renderer = renderer
  }

  /// Shows `event` now.
  func show(_ event: ViewEvent) {
    renderer.render(event)
  }

  /// Records that `source` (a screen) is loading or not; shows the spinner state on changes.
  func setLoading(_ isLoading: Bool, source: String) {
    let wasLoading = !loadingSources.isEmpty
    if isLoading {
      loadingSources.insert(source)
    } else {
      loadingSources.remove(source)
    }
    let nowLoading = !loadingSources.isEmpty
    guard nowLoading != wasLoading else { return }
    renderer.activityChanged(nowLoading)
    renderer.render(.loading(nowLoading))
  }

  /// Records that `source` (a screen) sent a request whose end it has not shown yet, or that it
  /// has shown it; the command settles once no screen awaits.
  func setAwaitingAnswer(_ isAwaiting: Bool, source: String) {
    let changed =
      isAwaiting ? awaitingSources.insert(source).inserted : awaitingSources.remove(source) != nil
    if changed { wake() }
  }

  /// Starts a command: a request an earlier command gave up waiting for (the timeout) is no
  /// longer awaited; what it shows later is printed when it arrives.
  func beginCommand() {
    awaitingSources.removeAll()
  }

  /// Echoes a command line (tour and scripts).
  func echo(_ commandLine: String) {
    renderer.echo(commandLine)
  }

  /// Waits until no screen awaits the end of its request (see the type's documentation), at
  /// most `limit`. Returns `false` if it gave up waiting.
  func settle(within limit: Duration) async -> Bool {
    await Self.drainMainQueue()
    let deadline = ContinuousClock.now + limit
    while !awaitingSources.isEmpty {
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
