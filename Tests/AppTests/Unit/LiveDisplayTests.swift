import CleanDomain
import Testing

@testable import CleanDemo

private let alice = User(id: 1, nickname: "alice", rating: 1000)

/// A renderer that records what it was asked to show, in order.
@MainActor
private final class RecordingRenderer: EventRenderer {
  var shown: [ViewEvent] = []
  var activity: [Bool] = []
  func render(_ event: ViewEvent) { shown.append(event) }
  func activityChanged(_ isActive: Bool) { activity.append(isActive) }
  func echo(_ commandLine: String) {}
  func finish() {}
}

/// The display prints each change when a screen shows it — no buffering, no reordering — and
/// settles a command on the screens' states.
@MainActor
@Suite struct LiveDisplayTests {
  @Test func test_whenScreensShowChanges_thenEachIsRenderedAtOnceInThatOrder() {
    // given
    let renderer = RecordingRenderer()
    let display = Display(renderer: renderer)
    // when: a login's states as its screen renders them, then an alert
    display.setLoading(true, source: "login")
    let afterSpinner = renderer.shown
    display.show(.loggedIn(alice))
    display.setLoading(false, source: "login")
    display.show(.networkError(.server(HTTPFailure(status: 500))))
    // then
    #expect(afterSpinner == [.loading(true)])
    #expect(
      renderer.shown == [
        .loading(true), .loggedIn(alice), .loading(false),
        .networkError(.server(HTTPFailure(status: 500))),
      ])
    #expect(renderer.activity == [true, false])
  }

  @Test func test_whenTwoScreensLoad_thenTheSpinnerGoesOffOnlyWhenBothAreDone() {
    // given
    let renderer = RecordingRenderer()
    let display = Display(renderer: renderer)
    // when
    display.setLoading(true, source: "lobby")
    display.setLoading(true, source: "search")
    display.setLoading(false, source: "lobby")
    let whileOneLoads = renderer.shown
    display.setLoading(false, source: "search")
    // then
    #expect(whileOneLoads == [.loading(true)])
    #expect(renderer.shown == [.loading(true), .loading(false)])
  }

  @Test func test_whenNoScreenAwaitsAnAnswer_thenTheCommandSettlesAtOnce() async {
    // given
    let display = Display(renderer: RecordingRenderer())
    // when
    let settled = await display.settle(within: .seconds(30))
    // then
    #expect(settled)
  }

  @Test func test_whenAScreenStillAwaitsItsAnswer_thenTheCommandDoesNotSettle() async {
    // given: a screen that sent a request whose end never shows
    let display = Display(renderer: RecordingRenderer())
    display.setAwaitingAnswer(true, source: "search")
    // when: a bound of zero (the timeout), so the test does not wait
    let settled = await display.settle(within: .zero)
    // then
    #expect(!settled)
  }
}

extension LiveDisplayTests {
  @Test func test_whenTheNextCommandBegins_thenARequestGivenUpOnIsNoLongerAwaited() async {
    // given: a command that timed out while its screen still awaited the answer
    let display = Display(renderer: RecordingRenderer())
    display.setAwaitingAnswer(true, source: "player 2")
    let timedOut = await display.settle(within: .zero)
    // when
    display.beginCommand()
    let settled = await display.settle(within: .seconds(30))
    // then
    #expect(!timedOut)
    #expect(settled)
  }
}

/// Where a screen's request stands, read from its states and its event.
@Suite struct RequestProgressTests {
  @Test func test_whenTheStateGoesLoadingAndBack_thenTheRequestIsOver() {
    // given / when
    let progress = RequestProgress.sent.after(isLoading: true, expectsEvent: false)
      .after(isLoading: false, expectsEvent: false)
    // then
    #expect(progress == .idle)
    #expect(!progress.isAwaiting)
  }

  @Test func test_whenTheEndingStateCarriesAFailure_thenTheRequestAwaitsItsAlert() {
    // given
    let ended = RequestProgress.sent.after(isLoading: true, expectsEvent: false)
      .after(isLoading: false, expectsEvent: true)
    // when
    let alerted = ended.afterEvent
    // then
    #expect(ended == .awaitingEvent)
    #expect(ended.isAwaiting)
    #expect(alerted == .idle)
  }

  @Test func test_whenAStateSaysNotLoadingBeforeTheRequestLoads_thenItIsNotTheEnd() {
    // given: the state delivered before the request's own (an earlier one, not loading)
    // when
    let progress = RequestProgress.sent.after(isLoading: false, expectsEvent: false)
    // then
    #expect(progress == .sent)
    #expect(progress.isAwaiting)
  }
}
