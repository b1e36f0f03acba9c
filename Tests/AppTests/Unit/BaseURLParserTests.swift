import Foundation
import Testing

@testable import CleanDemo

@Suite struct BaseURLParserTests {
  @Test(arguments: [
    ("http://127.0.0.1:8080", "http://127.0.0.1:8080"),
    ("https://api.example.com/v1/", "https://api.example.com/v1/"),
    // the scheme is case-insensitive (RFC 3986) and is lower-cased for the network stack
    ("HTTP://127.0.0.1:8080", "http://127.0.0.1:8080"),
    ("hTTpS://Example.com/API", "https://Example.com/API"),
    ("http://localhost:1", "http://localhost:1"),
    ("http://localhost:65535", "http://localhost:65535"),
    ("http://localhost/a@b", "http://localhost/a@b"),
  ])
  func test_whenTheURLFollowsTheRule_thenItIsAccepted(text: String, expected: String) throws {
    // given the text / when
    let url = try BaseURLParser.parse(text)
    // then
    #expect(url.absoluteString == expected)
  }

  @Test(arguments: [
    ("127.0.0.1:8080", BaseURLProblem.missingScheme),
    ("://host", .missingScheme),
    ("", .missingScheme),
    ("ftp://host", .unsupportedScheme("ftp")),
    ("file:///etc/passwd", .unsupportedScheme("file")),
    ("ws://host", .unsupportedScheme("ws")),
    ("http://", .missingHost),
    ("http://:8080", .missingHost),
    ("http:///path", .missingHost),
    ("http://[]:80", .missingHost),
    ("http://user@host", .userInfo),
    ("http://user:secret@host:8080/", .userInfo),
    ("http://host:99999", .invalidPort("99999")),
    ("http://host:0", .invalidPort("0")),
    ("http://host:65536", .invalidPort("65536")),
    ("http://host:123456789012345678901", .invalidPort("123456789012345678901")),
    ("http://host:", .invalidPort("")),
    ("http://host:+80", .invalidPort("+80")),
    ("http://host:8a", .invalidPort("8a")),
    ("http://[::1]:0", .invalidPort("0")),
    ("http://[::1", .invalidIPv6Host),
    ("http://[::1]8080", .invalidIPv6Host),
    ("http://host/?page=1", .query),
    ("http://host?x", .query),
    ("http://host/#top", .fragment),
    ("http://ho st", .malformed),
  ])
  func test_whenTheURLBreaksTheRule_thenTheProblemIsNamed(text: String, problem: BaseURLProblem) {
    // given the text / when / then
    #expect(throws: problem) { try BaseURLParser.parse(text) }
  }

  #if canImport(FoundationNetworking)
    @Test(arguments: ["http://[::1]:8080/api", "http://[2001:db8::1]", "HTTP://[::1]"])
    func test_whenTheHostIsAWellFormedIPv6Address_thenTheStacksRefusalIsNamed(text: String) {
      // given the text / when
      let problem = #expect(throws: BaseURLProblem.self) { try BaseURLParser.parse(text) }
      // then: FoundationNetworking cannot send to an IPv6 address host, so the stack says so
      #expect(problem?.description.contains("IPv6 address host is not supported") == true)
    }
  #endif
}
