import Foundation
import Testing

@testable import CleanDemo

/// Where the store lives (`StateLocation`, docs/CLI.md "State"), for every combination of
/// flags, backend and environment.
@Suite struct StateLocationTests {
  private let home = URL(fileURLWithPath: "/home/ana", isDirectory: true)
  private let server = URL(string: "http://127.0.0.1:8080")!

  private func file(_ options: LaunchOptions, _ environment: [String: String] = [:]) -> String? {
    StateLocation.file(options: options, environment: environment, home: home)?.path
  }

  @Test func test_whenARealServerIsUsedWithoutFlags_thenTheStoreIsInTheXDGStateHome() {
    // given
    var options = LaunchOptions()
    options.baseURL = server
    // then
    #expect(
      file(options, ["XDG_STATE_HOME": "/var/state"])
        == "/var/state/matchmaking-demo/matchmaking.sqlite")
    #expect(file(options) == "/home/ana/.local/state/matchmaking-demo/matchmaking.sqlite")
    // and a relative XDG_STATE_HOME is ignored, as the XDG specification says
    #expect(
      file(options, ["XDG_STATE_HOME": "state"])
        == "/home/ana/.local/state/matchmaking-demo/matchmaking.sqlite")
  }

  @Test func test_whenTheEmbeddedBackendIsUsed_thenThereIsNoStoreUnlessAStateDirIsGiven() {
    // given
    var options = LaunchOptions()
    // then
    #expect(file(options, ["XDG_STATE_HOME": "/var/state"]) == nil)
    // when
    options.stateDirectory = "/tmp/demo"
    // then
    #expect(file(options) == "/tmp/demo/matchmaking.sqlite")
  }

  @Test func test_whenNoStateIsAsked_thenThereIsNoStore() {
    // given
    var options = LaunchOptions()
    options.baseURL = server
    options.keepsNoState = true
    // then
    #expect(file(options, ["XDG_STATE_HOME": "/var/state"]) == nil)
  }
}
