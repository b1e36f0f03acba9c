import Testing

@testable import CleanDemo

@Suite struct ScriptLineTests {
  @Test(arguments: [
    ([UInt8]("lobby".utf8), true, "lobby"),
    (Array("lobby\r".utf8), false, "lobby"),
    ([0xEF, 0xBB, 0xBF] + Array("lobby\r".utf8), true, "lobby"),
    (Array("login 김 철수 secret".utf8), false, "login 김 철수 secret"),
    ([], false, ""),
    (Array("\r".utf8), false, ""),
    // only one CR is a line ending; only the first line may start with a byte order mark
    (Array("lobby\r\r".utf8), false, "lobby\r"),
    ([0xEF, 0xBB, 0xBF] + Array("lobby".utf8), false, "\u{FEFF}lobby"),
  ])
  func test_whenALineIsText_thenItDecodesWithoutItsLineEnding(
    bytes: [UInt8], isFirstLine: Bool, expected: String
  ) throws {
    // given the bytes / when
    let line = try ScriptLine.decode(bytes, isFirstLine: isFirstLine)
    // then
    #expect(line == expected)
  }

  @Test(arguments: [
    (Array("user ".utf8) + [0xFF], CommandLineError.invalidUTF8),
    ([0xC3], .invalidUTF8),  // a sequence cut short
    ([0xED, 0xA0, 0x80], .invalidUTF8),  // an encoded surrogate
    ([0xC0, 0xAF], .invalidUTF8),  // an overlong encoding
    (Array("add".utf8) + [0x00] + Array("2".utf8), .nulByte),
    ([0x00, 0xFF], .nulByte),
  ])
  func test_whenALineIsNotText_thenItIsAnErrorOfThatLine(
    bytes: [UInt8], expected: CommandLineError
  ) {
    // given the bytes / when / then
    #expect(throws: expected) { try ScriptLine.decode(bytes, isFirstLine: false) }
  }

  @Test func test_whenAFileHasCRLFEndingsAndABOM_thenEachLineStandsAlone() {
    // given
    let file: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("login alice secret\r\nadd 1\r\n".utf8)
    // when
    let lines = ScriptLine.lines(of: file)
    // then
    #expect(lines == [.success("login alice secret"), .success("add 1")])
  }

  @Test func test_whenOneLineOfAFileIsBad_thenOnlyThatLineIsAnError() {
    // given
    let file: [UInt8] = Array("lobby\n".utf8) + [0xFF] + Array("\n\nlobby".utf8)
    // when
    let lines = ScriptLine.lines(of: file)
    // then
    #expect(lines == [.success("lobby"), .failure(.invalidUTF8), .success(""), .success("lobby")])
  }
}
