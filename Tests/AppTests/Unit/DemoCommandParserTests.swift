import Testing

@testable import CleanDemo

@Suite struct DemoCommandParserTests {
  @Test(arguments: [
    ("login alice secret", DemoCommand.login(nickname: "alice", password: "secret")),
    ("login 김 철수 secret", .login(nickname: "김 철수", password: "secret")),
    ("user 7", .user(id: 7)),
    ("search  a b+c&d=e ", .search(query: "a b+c&d=e")),
    ("search", .search(query: "")),
    ("more", .more),
    ("ADD 3", .add(userId: 3)),
    ("remove 3", .remove(userId: 3)),
    ("lobby", .lobby),
    ("start", .start),
    ("end 12", .end(matchId: 12)),
    ("help", .help),
    ("quit", .quit),
    ("exit", .quit),
  ])
  func test_whenALineNamesACommand_thenItIsParsed(line: String, expected: DemoCommand) throws {
    // given the line / when
    let command = try DemoCommandParser.parse(line)
    // then
    #expect(command == expected)
  }

  @Test(arguments: ["", "   ", "# a comment"])
  func test_whenALineIsBlankOrAComment_thenItIsNoCommand(line: String) throws {
    // given the line / when / then
    #expect(try DemoCommandParser.parse(line) == nil)
  }

  @Test(arguments: [
    ("dance", CommandLineError.unknownCommand("dance")),
    ("user", .missingArgument(usage: "user ID")),
    ("user seven", .invalidNumber("seven", usage: "user ID")),
    ("add -1", .invalidNumber("-1", usage: "add ID")),
    ("end 1 2", .unexpectedArgument("2", usage: "end MATCH_ID")),
    ("login alice", .missingArgument(usage: "login NICK PASSWORD")),
    ("start now", .unexpectedArgument("now", usage: "start")),
  ])
  func test_whenALineIsBad_thenItIsATypedError(line: String, expected: CommandLineError) {
    // given the line / when / then
    #expect(throws: expected) { try DemoCommandParser.parse(line) }
  }
}
