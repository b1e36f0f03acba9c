import CleanData
import CleanDataTesting
import Foundation
import Testing

@Suite("NetworkConfiguration validation")
struct NetworkConfigurationTests {
  @Test(arguments: [
    "http://localhost:8080", "https://api.example.com/v1", "HTTP://127.0.0.1",
    "http://127.0.0.1:80/",
  ])
  func test_whenBaseURLIsHTTPWithHost_thenConfigurationIsMade(url: String) throws {
    // when
    let configuration = try NetworkConfiguration(baseURL: url)
    // then
    #expect(configuration.baseURL.absoluteString == url)
  }

  @Test(arguments: [
    "ftp://example.com", "file:///etc/passwd", "localhost:8080", "/relative/path", "",
    "http://", "https://example.com?x=1", "https://example.com/#top",
    "https://user:pw@example.com", "javascript:alert(1)",
  ])
  func test_whenBaseURLIsNotHTTPWithHost_thenInvalidBaseURLIsThrown(url: String) {
    // when / then
    #expect(throws: NetworkConfigurationError.invalidBaseURL(url)) {
      try NetworkConfiguration(baseURL: url)
    }
  }

  @Test(arguments: [Duration.zero, .seconds(-1)])
  func test_whenTimeoutIsNotPositive_thenInvalidTimeoutIsThrown(timeout: Duration) {
    // when / then
    #expect(throws: NetworkConfigurationError.invalidTimeout(timeout)) {
      try NetworkConfiguration(baseURL: "http://localhost", timeout: timeout)
    }
  }

  @Test(arguments: [0, -1, Int.min])
  func test_whenMaxResponseSizeIsNotPositive_thenInvalidMaxResponseSizeIsThrown(size: Int) {
    // when / then
    #expect(throws: NetworkConfigurationError.invalidMaxResponseSize(size)) {
      try NetworkConfiguration(baseURL: "http://localhost", maxResponseSize: size)
    }
  }

  @Test func test_whenNoCapIsGiven_thenTheCapIs10MiB() throws {
    // when
    let configuration = try NetworkConfiguration(baseURL: "http://localhost")
    // then
    #expect(configuration.maxResponseSize == 10 * 1024 * 1024)
  }

  @Test(arguments: [0, -1, NetworkConfiguration.maxConnectionsPerHostLimit + 1])
  func test_whenTheConnectionCapIsOutOfRange_thenInvalidMaxConnectionsPerHostIsThrown(cap: Int) {
    // when / then
    #expect(throws: NetworkConfigurationError.invalidMaxConnectionsPerHost(cap)) {
      try NetworkConfiguration(baseURL: "http://localhost", maxConnectionsPerHost: cap)
    }
  }

  @Test func test_whenNoConnectionCapIsGiven_thenItIs6() throws {
    // when
    let configuration = try NetworkConfiguration(baseURL: "http://localhost")
    // then
    #expect(configuration.maxConnectionsPerHost == 6)
    #expect(
      NetworkConfigurationError.invalidMaxConnectionsPerHost(0).description.contains("1...128"))
  }
}
