import CleanStore
import Foundation
import Testing

@Suite("ServerOrigin: scheme, host and port, normalized")
struct ServerOriginTests {
  @Test func test_whenURLsDifferOnlyInCasePathAndDefaultPort_thenOriginsAreEqual() throws {
    // given
    let spellings = [
      "https://api.example.com", "HTTPS://API.Example.COM/v1/users?x=1",
      "https://api.example.com:443/",
    ]
    // when
    let origins = try spellings.map { try ServerOrigin(url: URL(string: $0)!) }
    // then
    #expect(Set(origins).count == 1)
    #expect(origins[0].description == "https://api.example.com:443")
  }

  @Test func test_whenSchemeHostOrPortDiffers_thenOriginsDiffer() throws {
    // given
    let spellings = [
      "http://example.com", "https://example.com", "http://example.com:8080", "http://example.org",
    ]
    // when
    let origins = try spellings.map { try ServerOrigin(url: URL(string: $0)!) }
    // then
    #expect(Set(origins).count == 4)
    #expect(origins[0].port == 80)
  }

  @Test func test_whenHostIsIPv6_thenItIsKeptWithoutBracketsAndPrintedWithThem() throws {
    // when
    let origin = try ServerOrigin(url: URL(string: "http://[::1]:8080/x")!)
    // then
    #expect(origin.host == "::1")
    #expect(origin.description == "http://[::1]:8080")
  }

  @Test func test_whenURLCannotHaveAnOrigin_thenTheTypedErrorSaysWhy() {
    #expect(throws: ServerOriginError.unsupportedScheme("ftp")) {
      try ServerOrigin(url: URL(string: "FTP://example.com")!)
    }
    #expect(throws: ServerOriginError.unsupportedScheme("file")) {
      try ServerOrigin(url: URL(fileURLWithPath: "/tmp"))
    }
    #expect(throws: ServerOriginError.unsupportedScheme("")) {
      try ServerOrigin(url: URL(string: "example.com/users")!)
    }
    #expect(throws: ServerOriginError.missingHost) {
      try ServerOrigin(scheme: "http", host: "")
    }
    #expect(throws: ServerOriginError.invalidPort(70_000)) {
      try ServerOrigin(scheme: "http", host: "example.com", port: 70_000)
    }
  }
}
