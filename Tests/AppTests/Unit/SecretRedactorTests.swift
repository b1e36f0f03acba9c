import Testing

@testable import CleanDemo

@Suite struct SecretRedactorTests {
  private let token = "token-1-1-0123456789ab"

  @Test func test_whenATokenIsRemembered_thenItIsRedactedWhereverItAppears() {
    // given
    let redactor = SecretRedactor()
    redactor.remember(token)
    // when
    let text = redactor.redact(#"{"serverMessage":"bad token: Bearer \#(token)!"}"#)
    // then
    #expect(text == #"{"serverMessage":"bad token: Bearer [redacted]!"}"#)
  }

  @Test func test_whenOnlyTwelveCharactersOfATokenAppear_thenTheyAreRedacted() {
    // given
    let redactor = SecretRedactor()
    redactor.remember(token)
    let piece = String(token.dropFirst(5).prefix(12))
    // when
    let text = redactor.redact("cut: \(piece)…")
    // then
    #expect(!text.contains(piece))
    #expect(text.hasPrefix("cut: [redacted]"))
  }

  @Test func test_whenElevenCharactersAppear_thenTheTextIsLeftAlone() {
    // given
    let redactor = SecretRedactor()
    redactor.remember(token)
    let piece = String(token.prefix(11))
    // when / then
    #expect(redactor.redact("x \(piece) y") == "x \(piece) y")
  }

  @Test func test_whenNothingIsRemembered_thenTextIsUnchanged() {
    #expect(SecretRedactor().redact("login alice \(token)") == "login alice \(token)")
  }
}
