import CleanData
import CleanDomain

/// A headless tool's logic on `MatchmakingClient`: signs in, finds players, and starts matches
/// two by two; when the server answers that players are duplicated (already playing, or named
/// twice), it drops those players and goes on with the rest.
///
/// Errors: the domain's own failure (`.domain(.duplicatedUsers(ids:))`) is handled here and
/// never leaves; every generic failure (`APIError`: 401, 404, 5xx, transport, `.cancelled`)
/// ends the run and is thrown as it is, so a caller catches it by case. Threading: a
/// `Sendable` value; `log` is called on the running task, one line at a time, with the
/// server's text escaped for a terminal.
public struct AutoMatcher: Sendable {
  private let client: MatchmakingClient

  /// A matcher that sends every request through `client`.
  public init(client: MatchmakingClient) {
    self.client = client
  }

  /// Signs in as `nickname`, finds the players matching `query` (every page), and pairs them.
  public func run(
    nickname: String, password: String, query: String, log: (String) -> Void = { _ in }
  ) async throws(APIError) -> AutoMatchReport {
    let session = try await client.login(nickname: nickname, password: password)
    log("signed in as \(TerminalSanitizer.escaped(session.user.nickname))")
    let found = try await players(matching: query, except: session.user.id)
    log("found \(found.count) players matching \"\(TerminalSanitizer.escaped(query))\"")
    return try await matchInPairs(found, log: log)
  }

  /// Every player whose nickname contains `query`, in the server's order, each once, without
  /// `userId` (the signed-in player).
  public func players(matching query: String, except userId: Int) async throws(APIError) -> [User] {
    var found: [User] = []
    var seen: Set<Int> = [userId]
    for try await page in client.searchAllPages(query: query) {
      found += page.items.filter { seen.insert($0.id).inserted }
    }
    return found
  }

  /// Starts a match for each two players in order. A duplicated-users answer drops the players
  /// it names and the pairing goes on; any other failure ends it (thrown).
  public func matchInPairs(_ players: [User], log: (String) -> Void = { _ in })
    async throws(APIError) -> AutoMatchReport
  {
    var waiting = players
    var matches: [Match] = []
    var dropped: [Int] = []
    while waiting.count >= 2 {
      let pair = Array(waiting.prefix(2))
      do throws(RequestFailure<MatchmakingError>) {
        let match = try await client.startMatch(userIds: pair.map(\.id))
        waiting.removeFirst(2)
        matches.append(match)
        log("match \(match.id): \(Self.names(pair))")
      } catch {
        switch error {
        case .domain(.duplicatedUsers(let ids)):
          // The server names the players it refuses; if it names none of this pair, drop the
          // pair anyway, so a confused answer cannot loop for ever.
          let refused = pair.contains { ids.contains($0.id) } ? ids : pair.map(\.id)
          dropped += refused
          waiting.removeAll { refused.contains($0.id) }
          log("dropped \(refused.map(String.init).joined(separator: ", ")): already playing")
        case .network(let error):
          throw error
        }
      }
    }
    return AutoMatchReport(
      matches: matches, droppedIds: Array(Set(dropped)).sorted(), unmatchedIds: waiting.map(\.id))
  }

  private static func names(_ users: [User]) -> String {
    users.map { TerminalSanitizer.escaped($0.nickname) }.joined(separator: " vs ")
  }
}
