import CleanDomain
import Foundation
import Testing

@testable import CleanDemo

/// A hostile server's strings reach the text view only escaped; the JSON view keeps them exact.
@MainActor
@Suite struct HumanRendererSanitizingTests {
  /// Clears the screen, retitles the terminal, overwrites the line, reverses the text.
  static let hostile = "eve\u{1B}[2J\u{1B}]0;owned\u{07}\r\u{9B}31m\u{202E}x\u{2066}"
  static let escaped = #"eve\u{1B}[2J\u{1B}]0;owned\u{7}\u{D}\u{9B}31m\u{202E}x\u{2066}"#

  static let events: [ViewEvent] = [
    .loggedIn(User(id: 1, nickname: hostile, rating: 1000)),
    .user(User(id: 2, nickname: hostile, rating: 1000), source: .network),
    .searchResults(
      users: [User(id: 3, nickname: hostile, rating: 1000)], page: 0, hasNext: false,
      source: .network),
    .lobby(userIds: [1, 2, 3]),
    .matchStarted(Match(id: 1, userIds: [1, 2])),
    .duplicatedUsers(ids: [3]),
    .networkError(.decoding("key '\(hostile)' not found")),
    .networkError(.transport(.other(hostile))),
    .note(hostile),
    .step(number: 1, title: hostile),
  ]

  @Test func test_whenEveryEventCarriesHostileText_thenTheTextViewPrintsNoControlCharacter()
    throws
  {
    // given
    let output = try Self.render { renderer in
      // when
      for event in Self.events { renderer.render(event) }
      renderer.echo("login \(Self.hostile) secret")
    }
    // then: only line breaks are controls, and each hostile string shows escaped
    let controls = output.unicodeScalars.filter { $0 != "\n" && TerminalSanitizer.mustEscape($0) }
    #expect(controls.isEmpty, "raw controls: \(controls.map(\.value))")
    let lines = output.split(separator: "\n")
    #expect(lines.count { $0.contains(Self.escaped) } >= Self.events.count)
  }

  @Test func test_whenAHostileNicknameGoesToJSON_thenTheExactStringSurvives() throws {
    // given
    let event = ViewEvent.user(User(id: 2, nickname: Self.hostile, rating: 1000), source: .network)
    // when
    let line = JSONEventRenderer.line(for: event).object
    // then
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    #expect(object?["nickname"] as? String == Self.hostile)
    #expect(!line.unicodeScalars.contains(where: TerminalSanitizer.mustEscape))
    #expect(line.contains(#"\u009b31m\u202ex\u2066"#))
  }

  /// What a plain (colourless) text view writes while `body` runs.
  private static func render(_ body: (HumanRenderer) -> Void) throws -> String {
    let pipe = Pipe()
    let console = Console(output: pipe.fileHandleForWriting.fileDescriptor)
    body(HumanRenderer(console: console, style: TerminalStyle(isEnabled: false)))
    try pipe.fileHandleForWriting.close()
    return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }
}
