import Foundation
import Testing

/// Scripts written on other systems: CRLF line endings and a byte order mark are read as lines;
/// a line that is not text is reported with its number, and the others still run.
@Suite struct ScriptEncodingTests {
  /// A BOM, CRLF endings, a line that is not UTF-8 (3) and a line with a NUL byte (4).
  static let script =
    Data([0xEF, 0xBB, 0xBF])
    + Data("login alice secret\r\nadd 1\r\nuser ".utf8) + Data([0xFF, 0xFE])
    + Data("\r\nadd".utf8) + Data([0x00]) + Data("2\r\nlobby\r\n".utf8)

  static let events = [
    #"{"event":"screen","name":"login"}"#,
    #"{"event":"loading","value":true}"#,
    #"{"event":"loggedIn","userId":1,"nickname":"alice"}"#,
    #"{"event":"loading","value":false}"#,
    #"{"event":"screen","name":"lobby"}"#,
    #"{"event":"lobby","userIds":[1]}"#,
    #"{"event":"lobby","userIds":[1]}"#,
  ]

  @Test func test_whenAScriptFileHasCRLFABOMAndBadLines_thenTheGoodLinesRunAndTheStatusIs2()
    async throws
  {
    // given
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("matchmaking-demo-\(UUID().uuidString).txt")
    try Self.script.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    // when
    let result = try await DemoProcess.run(["run", "--json", "--script", file.path])
    // then
    #expect(result.status == 2)
    #expect(result.lines == Self.events)
    #expect(
      result.stderr.split(separator: "\n") == [
        "matchmaking-demo: line 3: the line is not valid UTF-8",
        "matchmaking-demo: line 4: the line holds a NUL byte",
      ])
  }

  @Test func test_whenStandardInputHasCRLFABOMAndBadLines_thenItIsReadLikeAFile() async throws {
    // given / when
    let result = try await DemoProcess.run(["run", "--json"], inputBytes: Self.script)
    // then
    #expect(result.status == 2)
    #expect(result.lines == Self.events)
    #expect(result.stderr.contains("line 3: the line is not valid UTF-8"))
    #expect(result.stderr.contains("line 4: the line holds a NUL byte"))
  }
}
