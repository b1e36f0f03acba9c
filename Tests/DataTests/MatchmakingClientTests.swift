import CleanData
import CleanDataTesting
import CleanDomain
import Foundation
import Testing

/// The async facade over real HTTP on loopback, against the Python fixture server: each
/// method's success, the typed catches of the split, refresh, and cancellation that reaches the
/// server.
@Suite("Integration: MatchmakingClient on loopback")
struct MatchmakingClientTests {
  private func client(_ server: APIServer) throws -> MatchmakingClient {
    // a deadline far beyond any test: a cancellation that did not work would end as a timeout
    try MatchmakingClient(baseURL: server.baseURL, timeout: .seconds(30))
  }

  private func signedIn(_ server: APIServer) async throws -> MatchmakingClient {
    let client = try client(server)
    try await client.login(nickname: "alice", password: "secret")
    return client
  }

  // MARK: - success

  @Test func test_whenSignedIn_thenEveryMethodAnswersWithTheDomainValues() async throws {
    try await APIServer.with { server in
      // given
      let client = try client(server)
      // when
      let session = try await client.login(nickname: "alice", password: "secret")
      let alice = try await client.user(id: session.user.id)
      let page = try await client.searchPlayers(query: "AL", page: 0, size: 2)
      let match = try await client.startMatch(userIds: [2, 3])
      try await client.endMatch(id: match.id)
      let again = try await client.startMatch(userIds: [2, 3])
      // then
      #expect(session.user.nickname == "alice")
      #expect(client.session == session)
      #expect(alice == session.user)
      #expect(page.page == 0 && page.items.count == 2 && page.hasNext)
      #expect(page.items.allSatisfy { $0.nickname.lowercased().contains("al") })
      #expect(match.userIds == [2, 3])
      #expect(again.id != match.id)  // the ended match freed its players
    }
  }

  // MARK: - the split under typed throws

  @Test func test_whenPlayersAreDuplicatedOrBusy_thenStartMatchThrowsTheDomainErrorWithTheIds()
    async throws
  {
    try await APIServer.with { server in
      // given 5 already plays
      let client = try await signedIn(server)
      _ = try await client.startMatch(userIds: [4, 5])
      // when 5 is named again and 6 twice
      var ids: [Int]?
      do throws(RequestFailure<MatchmakingError>) {
        _ = try await client.startMatch(userIds: [6, 5, 6])
      } catch .domain(.duplicatedUsers(let duplicated)) {
        ids = duplicated
      } catch .network(let error) {
        Issue.record("a generic failure instead of the domain's: \(error.summary)")
      }
      // then
      #expect(ids == [5, 6])
    }
  }

  @Test func test_whenTheServerFailsAStart_thenTheGenericErrorIsCaughtApartFromTheDomainError()
    async throws
  {
    try await APIServer.with { server in
      // given
      let client = try await signedIn(server)
      try await server.failNext(status: 500, count: 1)
      // when
      var caught: APIError?
      do throws(RequestFailure<MatchmakingError>) {
        _ = try await client.startMatch(userIds: [7, 8])
      } catch .network(let error) {
        caught = error
      } catch .domain(let error) {
        Issue.record("the domain's error for a 500: \(error)")
      }
      // then
      #expect(caught?.kind == .server && caught?.status == 500)
      #expect(caught?.summary == "server error (HTTP 500): forced failure")
    }
  }

  @Test func test_whenAStartNamesAnUnknownPlayer_thenNetworkNotFound() async throws {
    try await APIServer.with { server in
      // given
      let client = try await signedIn(server)
      // when
      var caught: APIError?
      do throws(RequestFailure<MatchmakingError>) {
        _ = try await client.startMatch(userIds: [1, 9_999])
      } catch {
        caught = error.networkError
      }
      // then
      #expect(caught?.kind == .notFound)
    }
  }

  @Test func test_whenThePlayerOrMatchDoesNotExist_thenNotFoundIsCaughtByItsCase() async throws {
    try await APIServer.with { server in
      // given
      let client = try await signedIn(server)
      // when
      var userStatus: Int?
      var matchStatus: Int?
      do throws(APIError) { _ = try await client.user(id: 9_999) } catch .notFound(let failure) {
        userStatus = failure.status
      } catch { Issue.record("not a 404: \(error.summary)") }
      do throws(APIError) { try await client.endMatch(id: 9_999) } catch .notFound(let failure) {
        matchStatus = failure.status
      } catch { Issue.record("not a 404: \(error.summary)") }
      // then
      #expect(userStatus == 404 && matchStatus == 404)
    }
  }

  @Test func test_whenSignedOutOrTheCredentialsAreWrong_thenUnauthorized() async throws {
    try await APIServer.with { server in
      // given
      let client = try await signedIn(server)
      client.logout()
      // when
      let search = await failure { () async throws(APIError) in
        _ = try await client.searchPlayers(query: "a", page: 0)
      }
      var start: APIError?
      do throws(RequestFailure<MatchmakingError>) {
        _ = try await client.startMatch(userIds: [1, 2])
      } catch .network(let error) {
        start = error
      } catch .domain(let error) {
        Issue.record("the domain's error for a 401: \(error)")
      }
      let login = await failure { () async throws(APIError) in
        try await client.login(nickname: "alice", password: "wrong")
      }
      // then
      #expect(search?.kind == .unauthorized)
      #expect(start?.kind == .unauthorized)
      #expect(login?.summary == "unauthorized (HTTP 401): bad credentials")
      #expect(client.session == nil)
    }
  }

  // MARK: - session refresh

  @Test func test_whenTheAccessTokenExpires_thenTheClientRefreshesAndTheCallSucceeds()
    async throws
  {
    try await APIServer.with { server in
      // given
      let client = try await signedIn(server)
      let oldToken = try #require(client.session?.token)
      try await server.authControl(["expireAccess": true])
      // when
      let match = try await client.startMatch(userIds: [9, 10])
      // then
      #expect(match.userIds == [9, 10])
      #expect(try await server.authStats().refreshCalls == 1)
      #expect(client.session?.token != oldToken)
    }
  }

  // MARK: - retry and deadline, as for the ViewModels

  @Test func test_whenAReadFailsOnceWithA5xx_thenTheClientRetriesItAndSucceeds() async throws {
    try await APIServer.with { server in
      // given a virtual clock, so the backoff wait is recorded rather than slept
      let clock = VirtualBackoffClock()
      let client = try MatchmakingClient(baseURL: server.baseURL, clock: clock)
      try await client.login(nickname: "alice", password: "secret")
      try await server.failNext(status: 503, count: 1)
      // when
      let user = try await client.user(id: 2)
      // then
      #expect(user.id == 2)
      #expect(clock.waits.count == 1)
    }
  }

  @Test func test_whenTheServerHoldsARequestPastTheDeadline_thenTimedOut() async throws {
    try await APIServer.with { server in
      // given a client with a short deadline, signed in by a patient one (a busy machine may
      // take longer than 300 ms to sign in; the deadline under test is the held request's)
      let store = InMemorySessionStore()
      try await MatchmakingClient(
        baseURL: server.baseURL, timeout: .seconds(30), sessionStore: store
      )
      .login(nickname: "alice", password: "secret")
      let client = try MatchmakingClient(
        baseURL: server.baseURL, timeout: .milliseconds(300), sessionStore: store)
      try await server.holdNext()
      // when the server never answers
      let error = await failure { () async throws(APIError) in _ = try await client.user(id: 1) }
      // then
      #expect(error == .transport(.timedOut(.outcomeUnknown)))
    }
  }

  // MARK: - cancellation

  enum Call: String, CaseIterable, Sendable {
    case login, user, searchPlayers, searchAllPages, startMatch, endMatch
  }

  enum Outcome: Equatable, Sendable {
    case succeeded
    case apiError(APIError)
    case requestFailure(RequestFailure<MatchmakingError>)
  }

  @Test(arguments: Call.allCases)
  func test_whenTheCallingTaskIsCancelled_thenTheServerSeesItClosedAndTheCallThrowsCancelled(
    call: Call
  ) async throws {
    try await APIServer.with { server in
      // given a request the server has received and holds
      let client = try client(server)
      if call != .login { try await client.login(nickname: "alice", password: "secret") }
      let sessionBefore = client.session
      try await server.holdNext()
      let task = Task { await Self.outcome(of: call, on: client) }
      #expect(try await server.heldRequests(arrived: 1).arrived == 1)
      // when
      task.cancel()
      let outcome = await task.value
      // then it ends in the one documented form, and the server saw the connection closed
      let expected: Outcome =
        call == .startMatch
        ? .requestFailure(.network(.cancelled(.outcomeUnknown)))
        : .apiError(.cancelled(.outcomeUnknown))
      #expect(outcome == expected)
      #expect(try await server.heldRequests(closedByClient: 1).closedByClient == 1)
      #expect(client.session == sessionBefore)  // a cancelled login signs nobody in
    }
  }

  private static func outcome(of call: Call, on client: MatchmakingClient) async -> Outcome {
    do throws(APIError) {
      switch call {
      case .login: try await client.login(nickname: "alice", password: "secret")
      case .user: _ = try await client.user(id: 1)
      case .searchPlayers: _ = try await client.searchPlayers(query: "a", page: 0)
      case .searchAllPages: for try await _ in client.searchAllPages(query: "a") {}
      case .endMatch: try await client.endMatch(id: 1)
      case .startMatch:
        do throws(RequestFailure<MatchmakingError>) {
          _ = try await client.startMatch(userIds: [1, 2])
        } catch {
          return .requestFailure(error)
        }
      }
      return .succeeded
    } catch {
      return .apiError(error)
    }
  }

  // MARK: - every page

  @Test func test_whenAllPagesAreSearched_thenTheyAreOneBigSearchCutIntoPagesInOrder()
    async throws
  {
    try await APIServer.with { server in
      // given
      let client = try await signedIn(server)
      let everyone = try await client.searchPlayers(query: "a", page: 0, size: 100)
      // when
      var pages: [Page<User>] = []
      for try await page in client.searchAllPages(query: "a", size: 3) { pages.append(page) }
      // then
      #expect(pages.flatMap(\.items) == everyone.items)
      #expect(pages.map(\.page) == Array(0..<pages.count))
      #expect(pages.map(\.hasNext) == Array(repeating: true, count: pages.count - 1) + [false])
      #expect(pages.count > 2)
    }
  }

  @Test func test_whenAPageFails_thenTheLoopThrowsItsTypedErrorAndTheSequenceIsOver()
    async throws
  {
    try await APIServer.with { server in
      // given the second page fails
      let client = try await signedIn(server)
      var pages = client.searchAllPages(query: "a", size: 3).makeAsyncIterator()
      let first = try await pages.next()
      try await server.failNext(status: 404, count: 1)
      // when
      var status: Int?
      do throws(APIError) { _ = try await pages.next() } catch .notFound(let failure) {
        status = failure.status
      } catch {
        Issue.record("not a 404: \(error.summary)")
      }
      let afterTheFailure = try await pages.next()
      // then
      #expect(first?.page == 0)
      #expect(status == 404)
      #expect(afterTheFailure == nil)
    }
  }

  /// Runs `body` and returns its typed error, or `nil` if it succeeded.
  private func failure(_ body: () async throws(APIError) -> Void) async -> APIError? {
    do throws(APIError) {
      try await body()
      return nil
    } catch {
      return error
    }
  }
}
