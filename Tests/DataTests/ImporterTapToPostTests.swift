import CleanData
import CleanDataTesting
import CleanDomain
import CleanReactive
import Foundation
import Testing

// The loopback server runs `python3` as a child process: `Process` exists on macOS and Linux
// only.
#if os(macOS) || os(Linux)
  /// Issue 25, trap 7: *Build your first feature* drove a POST from a tap with `flatMapLatest`,
  /// so a second tap cancelled the first join while the server had it — the server got two
  /// POSTs, the screen one answer. The documented idiom is now `flatMapFirst` (a tap while the
  /// write is in flight is ignored); this runs it over the real stack against the loopback
  /// server, which counts what it received.
  @Suite("Issue 25, trap 7: a second tap never cancels a write the server already has")
  struct ImporterTapToPostTests {
    /// An importer's feature error: a tournament that has no seat left.
    enum TournamentError: Error, Equatable, Sendable {
      case full
    }

    struct Seat: Decodable, Equatable, Sendable {
      let id: Int
    }

    /// `POST /tournaments/{id}/seats`, answered `201` with a seat.
    private static let seats = APIServer.Route(
      method: "POST", path: "/tournaments/{id}/seats",
      answer: .envelope(status: 201, data: #"{"id": 3}"#))

    private static let join = Endpoint<Seat>(
      method: .post, pathSegments: ["tournaments", "7", "seats"], response: .envelope()
    ).readingFailures { failure, _ in failure.status == 409 ? TournamentError.full : nil }

    /// Issue 25, trap 7: the tap-to-POST idiom sends one POST, however often the button is
    /// tapped while it is in flight, and shows that POST's answer.
    @Test(.timeLimit(.minutes(2)))
    func
      test_whenTappedAgainWhileTheServerHoldsTheFirstPost_thenItGetsOnePostAndTheScreenItsAnswer()
      async throws
    {
      try await APIServer.with(routes: [Self.seats]) { server in
        // given: the documented idiom — each tap into `flatMapFirst`, through the split of the
        // request's own error type — over the real stack
        let transfer = try DefaultDataTransferService.live(
          baseURL: server.baseURL, sessionStore: InMemorySessionStore(),
          clock: VirtualBackoffClock())
        let split = RequestSplit<TournamentError>()
        let taps = PublishRelay<Void>()
        let shown = ReplaySubject<Seat>.createUnbounded()
        let alerts = ReplaySubject<APIError>.createUnbounded()
        let bag = DisposeBag()
        split.networkError.subscribe(onNext: { alerts.onNext($0) }).disposed(by: bag)
        taps.asObservable()
          .flatMapFirst { split.perform(transfer.typedRequest(Self.join)) }  // a write
          .subscribe(onNext: { shown.onNext($0) })
          .disposed(by: bag)
        try await server.holdNext()
        // when: a tap; once the server has its POST (and holds it), a second tap
        taps.accept(())
        _ = try await server.heldRequests(arrived: 1)
        taps.accept(())
        try await server.releaseHeld()
        let answer = try await shown.take(1).asSingle().value
        // then: one POST reached the server, and its answer is the one shown
        let posts = try await server.receivedRequests().requests(to: "POST", "/tournaments/7/seats")
        #expect(posts.count == 1)
        #expect(answer == Seat(id: 3))
        let held = try await server.heldRequests()
        #expect(held.closedByClient == 0, "the first POST was never cancelled")
        alerts.onCompleted()
        #expect(try await alerts.toArray().value.isEmpty)
      }
    }
  }
#endif
