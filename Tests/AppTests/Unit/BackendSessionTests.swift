import Foundation
import Testing

@testable import CleanDemo

/// The embedded backend's sessions: token pairs, refresh with rotation, expiry on demand.
@Suite struct BackendSessionTests {
  private func login(_ driver: RouterDriver) -> [String: Any]? {
    let (_, envelope) = driver.send(
      "POST", ["auth", "login"], json: #"{"nickname":"alice","password":"secret"}"#)
    return envelope?["data"] as? [String: Any]
  }

  private func refresh(_ driver: RouterDriver, _ token: String) -> (Int, [String: Any]?) {
    let (status, envelope) = driver.send(
      "POST", ["auth", "refresh"], json: #"{"refreshToken":"\#(token)"}"#)
    return (status, envelope?["data"] as? [String: Any])
  }

  @Test func test_whenLoggingIn_thenATokenPairWithItsLifetimeIsIssued() throws {
    // given / when
    let data = try #require(login(RouterDriver()))
    // then
    #expect(data["token"] is String)
    #expect(data["refreshToken"] is String)
    #expect(data["expiresIn"] as? Int == BackendRouter.accessTokenLifetime)
    #expect((data["user"] as? [String: Any])?["id"] as? Int == 1)
  }

  @Test func test_whenAccessTokensExpire_thenTheyAre401AndTheRefreshedOneWorks() throws {
    // given
    let driver = RouterDriver()
    let data = try #require(login(driver))
    let token = try #require(data["token"] as? String)
    let refreshToken = try #require(data["refreshToken"] as? String)
    // when
    driver.router.expireAccessTokens()
    // then
    #expect(driver.send("GET", ["users", "2"], token: token).status == 401)
    let (status, renewed) = refresh(driver, refreshToken)
    #expect(status == 200)
    let newToken = try #require(renewed?["token"] as? String)
    #expect(driver.send("GET", ["users", "2"], token: newToken).status == 200)
    #expect(driver.router.refreshCalls == 1)
  }

  @Test func test_whenARefreshTokenIsUsedTwice_thenTheSecondUseIs401() throws {
    // given
    let driver = RouterDriver()
    let refreshToken = try #require(login(driver)?["refreshToken"] as? String)
    // when
    let first = refresh(driver, refreshToken)
    let second = refresh(driver, refreshToken)
    // then
    #expect(first.0 == 200)
    #expect(first.1?["refreshToken"] as? String != refreshToken)
    #expect(second.0 == 401)
  }

  @Test func test_whenRefreshTokensExpireOrAreUnknownOrTheBodyIsWrong_thenTheyAreRefused() throws {
    // given
    let driver = RouterDriver()
    let refreshToken = try #require(login(driver)?["refreshToken"] as? String)
    // when
    driver.router.expireRefreshTokens()
    // then
    #expect(refresh(driver, refreshToken).0 == 401)
    #expect(refresh(driver, "nope").0 == 401)
    #expect(driver.send("POST", ["auth", "refresh"], json: "[]").status == 400)
    #expect(driver.send("GET", ["auth", "refresh"]).status == 405)
  }
}
