import CleanData
import CleanDomain
import CleanPresentation
import CleanPrimitives
import CleanReactive
import CleanReactiveUI
import Foundation

/// The matchmaking API of `docs/API.md`, in process: turns a `BackendRequest` into the status
/// and JSON envelope a real server would send. No transport, no faults, no latency — those are
/// `EmbeddedBackend`'s job — so it can be tested as a pure function of its state.
///
/// Threading: thread-safe; the state is behind a mutex and every request is handled atomically.
/// Errors: none are thrown; every bad request is answered with its documented status.
final class BackendRouter: Sendable {
  private let state: Locked<BackendState>

  init(users: [User] = DemoPlayers.all) {
    state = Locked(BackendState(users: users))
  }

  /// Runs `body` on the state, atomically.
  func withState<T>(_ body: (inout BackendState) -> T) -> T {
    state.withLock { body(&$0) }
  }

  func respond(to request: BackendRequest) -> BackendResponse {
    let segments = request.pathSegments
    switch (segments.first, segments.count) {
    case ("auth", 2) where segments[1] == "login":
      return request.method == "POST" ? login(request) : methodNotAllowed
    case ("auth", 2) where segments[1] == "refresh":
      return request.method == "POST" ? refresh(request) : methodNotAllowed
    case ("users", 1):
      return request.method == "GET" ? search(request) : methodNotAllowed
    case ("users", 2):
      return request.method == "GET" ? user(request, rawId: segments[1]) : methodNotAllowed
    case ("matches", 1):
      return request.method == "POST" ? startMatch(request) : methodNotAllowed
    case ("matches", 2):
      return request.method == "DELETE" ? endMatch(request, rawId: segments[1]) : methodNotAllowed
    default:
      return .envelope(status: 404, message: "no such route")
    }
  }

  // MARK: - Endpoints

  private func login(_ request: BackendRequest) -> BackendResponse {
    guard let body = request.body, let login = try? JSONDecoder().decode(LoginBody.self, from: body)
    else { return .envelope(status: 400, message: "expected {nickname, password}") }
    return state.withLock { state in
      guard let user = state.users.first(where: { $0.nickname == login.nickname }),
        login.password == DemoPlayers.password
      else { return .envelope(status: 401, message: "bad credentials") }
      var data = Self.issueTokens(for: user.id, in: &state)
      data["user"] = Self.json(user)
      return .envelope(status: 200, message: "ok", data: data)
    }
  }

  private func user(_ request: BackendRequest, rawId: String) -> BackendResponse {
    state.withLock { state in
      guard Self.isAuthorized(request, in: state) else { return unauthorized }
      guard let id = Self.nonNegativeInteger(rawId), let user = state.user(id: id) else {
        return .envelope(status: 404, message: "unknown user")
      }
      return .envelope(status: 200, message: "ok", data: Self.json(user))
    }
  }

  private func search(_ request: BackendRequest) -> BackendResponse {
    state.withLock { state in
      guard Self.isAuthorized(request, in: state) else { return unauthorized }
      guard let page = Int(request.query["page"] ?? "0"),
        let size = Int(request.query["size"] ?? "20")
      else { return .envelope(status: 400, message: "page and size must be integers") }
      guard page >= 0, (1...100).contains(size) else {
        return .envelope(status: 400, message: "page must be >= 0 and size in 1...100")
      }
      let text = (request.query["query"] ?? "").lowercased()
      let found = state.users.filter { text.isEmpty || $0.nickname.lowercased().contains(text) }
      let (offset, overflow) = page.multipliedReportingOverflow(by: size)
      let start = overflow ? found.count : min(offset, found.count)
      let end = min(start + size, found.count)
      let data: [String: Any] = [
        "items": found[start..<end].map(Self.json), "page": page, "hasNext": end < found.count,
      ]
      return .envelope(status: 200, message: "ok", data: data)
    }
  }

  /// `POST /matches`, deduplicated by `Idempotency-Key` when the request carries one: a repeat
  /// gets the first answer and starts nothing (see `IdempotentAnswers`).
  private func startMatch(_ request: BackendRequest) -> BackendResponse {
    state.withLock { state in
      guard Self.isAuthorized(request, in: state), let token = request.bearerToken,
        let userId = state.tokens[token]
      else { return unauthorized }
      guard let header = request.idempotencyKey else { return Self.startMatch(request, &state) }
      guard let key = IdempotentAnswers.key(fromHeader: header) else {
        return .envelope(status: 400, message: "Idempotency-Key must be an sf-string")
      }
      let now = Date()
      if let earlier = state.idempotentStarts.answer(
        userId: userId, key: key, body: request.body, now: now)
      {
        return earlier
      }
      let response = Self.startMatch(request, &state)
      state.idempotentStarts.remember(
        response, userId: userId, key: key, body: request.body, now: now)
      return response
    }
  }

  /// `POST /matches` itself, for an authorized request.
  private static func startMatch(_ request: BackendRequest, _ state: inout BackendState)
    -> BackendResponse
  {
    guard let body = request.body,
      let ids = try? JSONDecoder().decode(StartMatchBody.self, from: body).userIds
    else { return .envelope(status: 400, message: "expected {userIds: [Int]}") }
    guard ids.count >= 2 else {
      return .envelope(status: 400, message: "a match needs at least two players")
    }
    let busy = state.busyUserIds
    var seen = Set<Int>()
    var duplicated = Set<Int>()
    for id in ids {
      if seen.contains(id) || busy.contains(id) { duplicated.insert(id) }
      seen.insert(id)
    }
    guard duplicated.isEmpty else {
      return .envelope(
        status: 409, message: "duplicated users", data: ["duplicatedUserIds": duplicated.sorted()]
      )
    }
    guard ids.allSatisfy({ state.user(id: $0) != nil }) else {
      return .envelope(status: 404, message: "unknown user")
    }
    let id = state.nextMatchId
    state.nextMatchId += 1
    state.matches[id] = ids
    return .envelope(status: 201, message: "created", data: ["id": id, "userIds": ids])
  }

  private func endMatch(_ request: BackendRequest, rawId: String) -> BackendResponse {
    state.withLock { state in
      guard Self.isAuthorized(request, in: state) else { return unauthorized }
      guard let id = Self.nonNegativeInteger(rawId), state.matches.removeValue(forKey: id) != nil
      else { return .envelope(status: 404, message: "unknown match") }
      return .envelope(status: 204, message: "ended")
    }
  }

  // MARK: - Helpers

  private var unauthorized: BackendResponse {
    .envelope(status: 401, message: "missing or invalid token")
  }

  private var methodNotAllowed: BackendResponse {
    .envelope(status: 405, message: "method not allowed")
  }

  private static func isAuthorized(_ request: BackendRequest, in state: BackendState) -> Bool {
    guard let token = request.bearerToken else { return false }
    return state.tokens[token] != nil
  }

  /// Digits only (no sign, no spaces), as the API's ids are.
  private static func nonNegativeInteger(_ raw: String) -> Int? {
    guard !raw.isEmpty, raw.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
    return Int(raw)
  }

  private static func json(_ user: User) -> [String: Any] {
    ["id": user.id, "nickname": user.nickname, "rating": user.rating]
  }
}
