import CleanData
import CleanDomain
import CleanReactive
import Dispatch
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Network stack benchmarks (issue 3), printed as ns/op medians and ratios against baselines
/// measured in the same run:
///
/// 1. The cost the stack adds over a raw `URLSession` call against the same loopback server
///    (the Python fixture, started here): `GET /users/1`, raw `data(for:)` with a prebuilt
///    request (no decoding) versus the whole stack (request building, token, classification,
///    envelope decoding, `toDomain()`). Rounds alternate so drift hits both alike. Target ≤ 1.10.
/// 2. Decoding a 1,000-user page: a bare `JSONDecoder` into plain structs versus the stack
///    (`DefaultDataTransferService` over an in-memory session, envelope checks and `toDomain()`).
///    Target ≤ 1.10.
///
/// Synchronous so `main.swift` can call it as one line; it blocks on its own async work.
func runNetworkBenchmarks(quick: Bool) {
  let done = DispatchSemaphore(value: 0)
  Task {
    await NetworkBenchmarks(quick: quick).run()
    done.signal()
  }
  done.wait()
}

private struct NetworkBenchmarks {
  let quick: Bool

  func run() async {
    print("network stack (issue 3)\(quick ? " [quick]" : "")")
    do {
      try await overheadOverURLSession()
    } catch {
      print("  loopback benchmark skipped: \(error)")
    }
    await pageDecoding()
  }

  /// The stack's own cost per request, with the network replaced by an in-memory answer.
  private func stackWithoutNetwork(token: String) async -> BenchmarkSamples {
    let body = Data(
      #"{"status":200,"message":"ok","data":{"id":1,"nickname":"alice","rating":1000}}"#.utf8)
    let configuration = try! NetworkConfiguration(
      baseURL: "http://127.0.0.1:8080", tokenProvider: { token })
    let transfer = DefaultDataTransferService(
      network: DefaultNetworkService(
        configuration: configuration, session: FixedResponseSession(body: body)))
    let endpoint = APIEndpoints.user(id: 1)
    var samples = BenchmarkSamples()
    let clock = ContinuousClock()
    for index in -100..<(quick ? 500 : 5_000) {
      let start = clock.now
      let user = try! await transfer.request(endpoint).toDomain()
      let elapsed = clock.now - start
      precondition(user.id == 1)
      if index >= 0 { samples.append(elapsed) }
    }
    return samples
  }

  // MARK: - 1. stack vs raw URLSession on loopback

  private func overheadOverURLSession() async throws {
    let server = try BenchmarkServer()
    defer { server.stop() }
    let store = InMemorySessionStore()
    let raw = URLSession(configuration: .ephemeral)
    let stack = try DefaultDataTransferService.live(
      baseURL: server.baseURL, sessionStore: store, session: DefaultNetworkSession())
    store.save(
      try await stack.request(APIEndpoints.login(nickname: "alice", password: "secret"))
        .toDomain())
    var request = URLRequest(url: server.baseURL.appendingPathComponent("users/1"))
    request.setValue("Bearer \(store.session?.token ?? "")", forHTTPHeaderField: "Authorization")
    let endpoint = APIEndpoints.user(id: 1)
    let count = quick ? 200 : 3_000
    var rawSamples = BenchmarkSamples()
    var stackSamples = BenchmarkSamples()
    let clock = ContinuousClock()
    // Interleaved one by one, in alternating order, after a warm-up, so that load from other
    // processes and the server's state hit both sides alike.
    for index in -50..<count {
      for side in index.isMultiple(of: 2) ? [0, 1] : [1, 0] {
        let start = clock.now
        if side == 0 {
          let (data, _) = try await raw.data(for: request)
          precondition(!data.isEmpty)
        } else {
          let user = try await stack.request(endpoint).toDomain()
          precondition(user.id == 1)
        }
        let elapsed = clock.now - start
        guard index >= 0 else { continue }
        if side == 0 { rawSamples.append(elapsed) } else { stackSamples.append(elapsed) }
      }
    }
    print(rawSamples.line("GET /users/1, raw URLSession.data(for:)"))
    print(stackSamples.line("GET /users/1, whole stack (decoded User)"))
    print(
      await stackWithoutNetwork(token: store.session?.token ?? "")
        .line("GET /users/1, stack alone (in-memory session)"))
    print(
      ratioLine(
        "stack / raw URLSession at the median", stackSamples.median / rawSamples.median,
        target: 1.10))
  }

  // MARK: - 2. decoding a 1,000-user page

  private struct BareUser: Decodable {
    let id: Int
    let nickname: String
    let rating: Int
  }

  private struct BarePage: Decodable {
    let items: [BareUser]
    let page: Int
    let hasNext: Bool
  }

  private struct BareEnvelope: Decodable {
    let status: Int
    let message: String
    let data: BarePage?
  }

  private func pageDecoding() async {
    let users = (1...1_000).map { id in
      #"{"id":\#(id),"nickname":"player \#(id) 김","rating":\#(1000 + id % 900)}"#
    }
    let body = Data(
      #"{"status":200,"message":"ok","data":{"items":[\#(users.joined(separator: ","))],"page":0,"hasNext":true}}"#
        .utf8)
    let transfer = DefaultDataTransferService(
      network: DefaultNetworkService(
        configuration: try! NetworkConfiguration(baseURL: "http://bench.local"),
        session: FixedResponseSession(body: body)))
    let endpoint = APIEndpoints.searchUsers(query: "", page: 0, size: 1_000)

    let rounds = quick ? 3 : 10
    let perRound = quick ? 10 : 40
    var bare = BenchmarkSamples()
    var stack = BenchmarkSamples()
    let clock = ContinuousClock()
    for round in 0...rounds {
      for _ in 0..<perRound {
        let start = clock.now
        let page = try! JSONDecoder().decode(BareEnvelope.self, from: body)
        let elapsed = clock.now - start
        precondition(page.data?.items.count == 1_000)
        if round > 0 { bare.append(elapsed) }
      }
      for _ in 0..<perRound {
        let start = clock.now
        let page = try! await transfer.request(endpoint).toDomain()
        let elapsed = clock.now - start
        precondition(page.items.count == 1_000)
        if round > 0 { stack.append(elapsed) }
      }
    }
    print(bare.line("1,000-user page, bare JSONDecoder"))
    print(stack.line("1,000-user page, whole stack (UserPage)"))
    print(
      ratioLine("stack / bare JSONDecoder at the median", stack.median / bare.median, target: 1.10))
  }
}

/// A `NetworkSession` that answers every request with 200 and the same body, in memory.
private struct FixedResponseSession: NetworkSession {
  let body: Data

  func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    let response = HTTPURLResponse(
      url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: nil)!
    return (body, response)
  }
}
