import CleanData
import CleanDataTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

#if canImport(Glibc)
  import Glibc
#endif

/// Base URLs whose host is an IPv6 address (`http://[::1]:8080`). On Linux, FoundationNetworking
/// fails every request to them with `URLError(.badURL)` before connecting, so
/// `NetworkConfiguration` refuses them up front, naming the limitation; a host name that resolves
/// to the address is the way there.
@Suite("IPv6 address hosts in the base URL")
struct IPv6BaseURLTests {
  /// Whether this machine can listen on the IPv6 loopback address `::1`.
  static let hasIPv6Loopback: Bool = {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
      guard descriptor >= 0 else { return false }
      defer { close(descriptor) }
      var address = sockaddr_in6()
      address.sin6_family = sa_family_t(AF_INET6)
      address.sin6_addr = in6addr_loopback
      return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) == 0
        }
      }
    #else
      return false
    #endif
  }()

  #if canImport(FoundationNetworking)
    @Test(arguments: [
      "http://[::1]:80/", "https://[::1]:8443/v1", "http://[2001:db8::1]",
      "HTTP://[fe80::1%25eth0]:8080", "http://[::ffff:127.0.0.1]:8080",
    ])
    func test_whenTheHostIsAnIPv6Address_thenInvalidBaseURLNamesTheLimitation(url: String) {
      // when
      let error = #expect(throws: NetworkConfigurationError.self) {
        try NetworkConfiguration(baseURL: url)
      }
      // then
      #expect(error == .invalidBaseURL(url))
      #expect(error?.description.contains("IPv6 address host is not supported") == true)
    }

    @Test(arguments: ["http://[::1]:0", "http://[::1]:99999"])
    func test_whenAnIPv6HostAlsoHasABadPort_thenTheMessageStillNamesTheIPv6Limitation(
      url: String
    ) {
      // when
      let error = #expect(throws: NetworkConfigurationError.self) {
        try NetworkConfiguration(baseURL: url)
      }
      // then
      #expect(error?.description.contains("IPv6 address host") == true)
    }

    @Test(
      .enabled(if: IPv6BaseURLTests.hasIPv6Loopback, "this machine has no IPv6 loopback (::1)"))
    func test_whenURLSessionIsAskedForAnIPv6AddressHost_thenItFailsAsABadURLBeforeConnecting()
      async throws
    {
      // This pins the platform limitation the rejection above exists for. If it ever fails,
      // FoundationNetworking learned IPv6 address hosts: drop the rejection, and make this test
      // expect the decoded answer instead.
      try await APIServer.with(host: "::1") { server in
        // given a live server on [::1]
        #expect(server.baseURL.absoluteString == "http://[::1]:\(server.port)")
        let session = DefaultNetworkSession()
        let request = URLRequest(url: server.baseURL.appendingPathComponent("hostile/echo"))
        // when
        let error = await #expect(throws: URLError.self) {
          try await session.data(
            for: request, maxResponseSize: 1 << 20, deadline: .now + .seconds(30))
        }
        // then a bad URL, not a refused connection: libcurl was never asked to connect
        #expect(error?.code == .badURL)
      }
    }
  #endif
}
