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
/// What a command shows is collected in a `CommandTranscript` while the command runs and printed
/// when it settles, in the transcript's documented order — never in the order the outputs
/// happened to reach the main queue, which depends on thread timing. Only the live spinner of a
/// terminal (`EventRenderer.activityChanged`) follows the requests as they happen. Events shown
/// outside a command (the tour's narration, or a late answer after a command gave up waiting)
/// are printed at once.
///
/// How a command settles (so script output is deterministic, with no sleeps): after the command
/// fed its ViewModel input, the loop calls `settle(within:)`. It first lets the main queue run
/// (outputs are delivered there); if no screen started loading, the command was local (`lobby`,
/// `add` of a player on screen) and is done. Otherwise it waits until loading has ended *and*
/// an outcome (a result or an error) has been shown — in either order, since the use cases
/// report results after their spinner goes down — and no screen still awaits an answer
/// (`setAwaitingAnswer`), bounded by the request timeout.
///
/// Threading: main actor. Screens call `show` and `setLoading` from output subscriptions, which
/// deliver on the main queue.
@MainActor
final class Display {
  private let renderer: any EventRenderer
  private var loadingSources: Set<String> = []
  /// Screens that still expect an answer to the running request (see `setAwaitingAnswer`).
  private var awaitingSources: Set<String> = []
  /// The spinner state last printed (as a `loading` event).
  private var spinnerShown = false
  /// The running command's events, `nil` between commands.
  private var transcript: CommandTranscript?
  private var sawLoading = false
  private var sawOutcome = false
  private var waiter: CheckedContinuation<Void, Never>?

  init(renderer: any EventRenderer) {
    self.renderer = renderer
  }

  /// Shows `event`; an outcome (result or error) may complete the command being settled.
  func show(_ event: ViewEvent) {
    if transcript != nil {
      transcript?.append(event)
    } else {
      renderer.render(event)
    }
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
    guard nowLoading != wasLoading else { return }
    renderer.activityChanged(nowLoading)
    if transcript != nil {
      transcript?.spinnerChanged(isOn: nowLoading)
    } else {
      renderer.render(.loading(nowLoading))
      spinnerShown = nowLoading
    }
    wake()
  }

  /// Records that `source` (a screen) still expects the answer of a request, or no longer does.
  /// For a screen whose request can show more than one outcome (the login screen shows the alert
  /// of a failed re-login, then the session that is still signed in), so that the command does
  /// not settle on the first outcome and leave the second to the next command.
  func setAwaitingAnswer(_ isAwaiting: Bool, source: String) {
    let changed =
      isAwaiting ? awaitingSources.insert(source).inserted : awaitingSources.remove(source) != nil
    if changed { wake() }
  }

  /// Echoes a command line (tour and scripts).
  func echo(_ commandLine: String) {
    renderer.echo(commandLine)
  }

  /// Starts a new command: forget the previous command's loading and outcome, and collect what
  /// it shows until it settles.
  func beginCommand() {
    endCommand()
    sawLoading = !loadingSources.isEmpty
    sawOutcome = false
    transcript = CommandTranscript(spinnerIsOn: spinnerShown)
  }

  /// Waits until the command's outcome is on screen (see the type's documentation), at most
  /// `limit`, then prints what the command showed. Returns `false` if it gave up waiting.
  func settle(within limit: Duration) async -> Bool {
    defer { endCommand() }
    await Self.drainMainQueue()
    let deadline = ContinuousClock.now + limit
    while !awaitingSources.isEmpty || sawLoading && (!loadingSources.isEmpty || !sawOutcome) {
      guard ContinuousClock.now < deadline else { return false }
      await waitForChange(until: deadline)
    }
    await Self.drainMainQueue()
    return true
  }

  /// Prints what is still collected, stops the spinner and flushes.
  func finish() {
    endCommand()
    renderer.finish()
  }

  /// Prints the running command's events in the transcript's order; later events print at once.
  private func endCommand() {
    guard let finished = transcript else { return }
    transcript = nil
    let isOn = !loadingSources.isEmpty
    for event in finished.ordered(spinnerIsOn: isOn) {
      renderer.render(event)
    }
    spinnerShown = isOn
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
