import CleanData
import CleanDataTesting
import CleanDomain
import Foundation
import Testing

/// The deadline of a request over an in-process session (a stub, a scripted session) is kept on
/// the service's `clock`: on a `VirtualBackoffClock` it passes when virtual time does, never
/// because the machine was too busy to run the test — the flake of the token-refresh suite,
/// whose requests each ended as `.transport(.timedOut)` after ~47 s on a loaded 2-core machine.
@Suite("Deadlines over in-process sessions follow the injected clock")
struct VirtualDeadlineTests {
  private func service(
    _ session: StubNetworkSession, clock: VirtualBackoffClock, timeout: Duration
  ) -> DefaultNetworkService {
    DefaultNetworkService(
      configuration: try! NetworkConfiguration(baseURL: "http://api.test", timeout: timeout),
      session: session, retryPolicy: .never, clock: clock)
  }

  @Test(.timeLimit(.minutes(1)))
  func test_whenVirtualTimePassesTheDeadline_thenTheRequestTimesOutAtOnce() async {
    // given an hour's deadline, and a session that spends two virtual hours, then never answers
    let clock = VirtualBackoffClock()
    let session = StubNetworkSession { _ in
      clock.advance(by: .seconds(7_200))
      return .hangUntilCancelled
    }
    // when
    let error = await apiError { () async throws(APIError) in
      try await service(session, clock: clock, timeout: .seconds(3_600))
        .body(for: APIEndpoints.user(id: 1))
    }
    // then: timed out on virtual time (on the wall clock it would take an hour)
    #expect(error == .transport(.timedOut(.outcomeUnknown)))
    #expect(session.requests.count == 1)
  }

  @Test func test_whenTheDeadlineIsLongGoneOnTheWallClockButNotOnVirtualTime_thenTheAnswerArrives()
    async throws
  {
    // given a clock started an hour ago: its deadline of 1 s was an hour ago in real time
    let clock = VirtualBackoffClock(start: .now - .seconds(3_600))
    let session = StubNetworkSession(
      status: 200, body: Bodies.envelope(status: 200, data: Bodies.alice))
    // when
    let body = try await service(session, clock: clock, timeout: .seconds(1))
      .body(for: APIEndpoints.user(id: 1))
    // then: only virtual time counts, and none was spent
    #expect(body == Bodies.envelope(status: 200, data: Bodies.alice))
  }

  @Test func test_whenTheRequestIsCancelledWhileTheDeadlineWaits_thenItEndsCancelled() async {
    // given a session that never answers, on a clock whose time never moves
    let session = StubNetworkSession { _ in .hangUntilCancelled }
    let service = service(session, clock: VirtualBackoffClock(), timeout: .seconds(1))
    let task = Task { () async -> APIError? in
      await apiError { () async throws(APIError) in
        try await service.body(for: APIEndpoints.user(id: 1))
      }
    }
    // when the request has reached the session
    for await _ in session.requestsStarted { break }
    task.cancel()
    // then
    #expect(await task.value == .cancelled(.outcomeUnknown))
  }

  @Test func test_whenASleeperIsCancelledBeforeItsDeadline_thenItThrowsAndLaterAdvancesAreQuiet()
    async
  {
    // given
    let clock = VirtualBackoffClock()
    let deadline = clock.now + .seconds(1)
    let sleeper = Task { () async -> Bool in
      do {
        try await clock.sleep(until: deadline)
        return true
      } catch {
        return false
      }
    }
    // when
    sleeper.cancel()
    let finished = await sleeper.value
    clock.advance(by: .seconds(2))
    // then
    #expect(finished == false)
  }

  @Test func test_whenTheClockAdvancesPastADeadline_thenItsSleeperReturns() async throws {
    // given a sleeper until 1 s from now
    let clock = VirtualBackoffClock()
    let deadline = clock.now + .seconds(1)
    let sleeper = Task { try await clock.sleep(until: deadline) }
    // when a wait reaches the deadline exactly, then an advance passes it
    try await clock.sleep(for: .seconds(1))
    clock.advance(by: .nanoseconds(1))
    // then
    try await sleeper.value
    #expect(clock.waits == [.seconds(1)])
  }
}
