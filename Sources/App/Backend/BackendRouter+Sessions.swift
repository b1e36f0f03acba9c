import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Foundation

/// The session part of `docs/API.md`: token pairs, `POST /auth/refresh` with rotation, and
/// expiry on demand.
///
/// Tokens do not expire by the clock (the demo must tell the same story at any speed): they
/// expire when `expireAccessTokens()` or `expireRefreshTokens()` is called, which the guided
/// tour and the tests do. An expired access token is removed, so it is answered 401 like an
/// unknown one; a refresh token is single-use.
extension BackendRouter {
  /// Seconds an access token would live, as announced in `expiresIn`.
  static let accessTokenLifetime = 900

  /// Makes every access token issued so far expire: the next request with one gets 401.
  func expireAccessTokens() {
    withState { $0.tokens.removeAll() }
  }

  /// Makes every refresh token issued so far expire: the next refresh gets 401.
  func expireRefreshTokens() {
    withState { $0.refreshTokens.removeAll() }
  }

  /// How many refresh requests arrived.
  var refreshCalls: Int { withState { $0.refreshCalls } }

  func refresh(_ request: BackendRequest) -> BackendResponse {
    withState { state in
      state.refreshCalls += 1
      guard let body = request.body,
        let refresh = try? JSONDecoder().decode(RefreshBody.self, from: body)
      else { return .envelope(status: 400, message: "expected {refreshToken}") }
      guard let userId = state.refreshTokens.removeValue(forKey: refresh.refreshToken) else {
        return .envelope(status: 401, message: "refresh token spent, unknown or expired")
      }
      return .envelope(status: 200, message: "ok", data: Self.issueTokens(for: userId, in: &state))
    }
  }

  /// A new access token and refresh token for `userId`, recorded in `state`.
  static func issueTokens(for userId: Int, in state: inout BackendState) -> [String: Any] {
    let serial = state.nextToken
    state.nextToken += 1
    let token = "embedded-\(userId)-\(serial)"
    let refreshToken = "embedded-refresh-\(userId)-\(serial)"
    state.tokens[token] = userId
    state.refreshTokens[refreshToken] = userId
    return ["token": token, "refreshToken": refreshToken, "expiresIn": accessTokenLifetime]
  }
}
