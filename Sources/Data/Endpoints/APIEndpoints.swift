import CleanDomain
import CleanReactive
import Foundation

/// The endpoints of `docs/API.md`, one factory each. Responses are DTOs; repositories call
/// `toDomain()`. Pure functions; thread-safe.
public enum APIEndpoints {
  /// `POST /auth/login` → `SessionDTO`; 401 on bad credentials.
  public static func login(nickname: String, password: String) -> Endpoint<SessionDTO> {
    Endpoint(
      method: .post, pathSegments: ["auth", "login"],
      body: json(LoginRequestDTO(nickname: nickname, password: password)), response: .envelope())
  }

  /// `POST /auth/refresh` → `TokenPairDTO`; 401 when the refresh token is spent, unknown or
  /// expired. Carries no access token, so it is never itself refreshed, and as a POST it is
  /// never retried.
  public static func refresh(refreshToken: String) -> Endpoint<TokenPairDTO> {
    Endpoint(
      method: .post, pathSegments: ["auth", "refresh"],
      body: json(RefreshRequestDTO(refreshToken: refreshToken)), response: .envelope())
  }

  /// `GET /users/{id}` (authorized) → `UserDTO`; 401, 404.
  public static func user(id: Int) -> Endpoint<UserDTO> {
    Endpoint(
      method: .get, pathSegments: ["users", String(id)], requiresAuthorization: true,
      response: .envelope())
  }

  /// `GET /users?query=&page=&size=` (authorized) → `UserPageDTO`; 400 on bad paging, 401.
  public static func searchUsers(query: String, page: Int, size: Int) -> Endpoint<UserPageDTO> {
    Endpoint(
      method: .get, pathSegments: ["users"],
      queryItems: [
        URLQueryItem(name: "query", value: query),
        URLQueryItem(name: "page", value: String(page)),
        URLQueryItem(name: "size", value: String(size)),
      ],
      requiresAuthorization: true, response: .envelope())
  }

  /// `POST /matches` (authorized) → `MatchDTO` (201); 404 when an id names no user, 400, 401;
  /// 422 when `idempotencyKey` was used before with other ids.
  /// Its 409 is read by this endpoint (`DuplicatedUsersDTO.failure(_:body:)`) as
  /// `MatchmakingError.duplicatedUsers(ids:)`, the ids distinct and ascending.
  ///
  /// The API deduplicates starts by `Idempotency-Key` (`docs/API.md`), so the endpoint declares
  /// `idempotencyKey` (`Endpoint.withIdempotencyKey(_:)`): the stack retries it like a `GET`,
  /// and a repeat — the stack's retry, or the caller's with the same key — gets the first
  /// answer and starts no second match. The default is a new key: one call, one logical start.
  public static func startMatch(
    userIds: [Int], idempotencyKey: IdempotencyKey = IdempotencyKey()
  ) -> DomainEndpoint<MatchDTO, MatchmakingError> {
    Endpoint<MatchDTO>(
      method: .post, pathSegments: ["matches"],
      body: json(StartMatchRequestDTO(userIds: userIds)), requiresAuthorization: true,
      response: .envelope()
    )
    .withIdempotencyKey(idempotencyKey)
    .readingFailures(DuplicatedUsersDTO.failure(_:body:))
  }

  /// `DELETE /matches/{id}` (authorized) → 204, no body; 404, 401.
  public static func endMatch(id: Int) -> Endpoint<Void> {
    Endpoint(method: .delete, pathSegments: ["matches", String(id)], requiresAuthorization: true)
  }

  /// Encodes a request DTO. The DTOs hold only strings and integers, which `JSONEncoder` always
  /// encodes, so the fallback (an empty object, which the server rejects with 400) never runs.
  private static func json(_ body: some Encodable) -> Data {
    (try? JSONEncoder().encode(body)) ?? Data("{}".utf8)
  }
}
