import CleanData
import CleanDataTesting
import Foundation
import Testing

@Suite("NetworkConfiguration ports")
struct NetworkConfigurationPortTests {
  @Test(arguments: ["http://localhost:1", "http://localhost:65535", "https://127.0.0.1:8443/v1"])
  func test_whenThePortIsIn1To65535_thenConfigurationIsMade(url: String) throws {
    // when
    let configuration = try NetworkConfiguration(baseURL: url)
    // then
    #expect(configuration.baseURL.absoluteString == url)
  }

  @Test(arguments: ["http://localhost:0", "http://localhost:65536", "http://127.0.0.1:99999"])
  func test_whenThePortIsOutside1To65535_thenInvalidBaseURLIsThrown(url: String) {
    // when / then: such a URL used to be accepted and fail only when a request was sent
    #expect(throws: NetworkConfigurationError.invalidBaseURL(url)) {
      try NetworkConfiguration(baseURL: url)
    }
  }
}
