import CleanData
import CleanDomain
import Dispatch
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `GET /users/1` against the Python fixture server on loopback, one request at a time: the
/// client's own instructions per request under callgrind (`Benchmarks/callgrind.sh request
/// request/bare …`). The server runs in another process, so callgrind counts the client only —
/// a figure that load from other processes cannot move, unlike the wall-clock ratios of the
/// network suite. Not part of a timed suite (`--case request` times it like the kernel cases,
/// but the network suite's interleaved rounds are the wall-clock figures to quote).
///
/// Variants: `stack` (the whole stack: request building, token, deadline, size cap,
/// classification, envelope decoding, `toDomain()`), `bare` (`URLSession.data(for:)` with a
/// prebuilt request, no decoding), `bare+decode` (the same plus a `JSONDecoder` into plain
/// structs: what an app without this stack would do at the least), `session`
/// (`DefaultNetworkSession` alone, with the prebuilt request).
let requestCase = BenchmarkCase(
  name: "request", title: "GET /users/1 over loopback, one at a time", count: 2_000,
  quickCount: 100,
  variants: [
    Variant(name: "stack") {
      let stack = RequestFixture.shared.stack
      let endpoint = APIEndpoints.user(id: 1)
      return sequentially {
        let user = try! await stack.request(endpoint).toDomain()
        precondition(user.id == 1)
      }
    },
    Variant(name: "bare") {
      let (session, request) = (RequestFixture.shared.bare, RequestFixture.shared.request)
      return sequentially {
        let (data, _) = try! await session.data(for: request)
        precondition(!data.isEmpty)
      }
    },
    Variant(name: "bare+decode") {
      let (session, request) = (RequestFixture.shared.bare, RequestFixture.shared.request)
      return sequentially {
        let (data, _) = try! await session.data(for: request)
        let envelope = try! JSONDecoder().decode(BareUserEnvelope.self, from: data)
        precondition(envelope.data?.id == 1)
      }
    },
    Variant(name: "session") {
      sessionLoop(request: RequestFixture.shared.request, deadline: nil)
    },
    Variant(name: "session+built") {
      let fixture = RequestFixture.shared
      return sessionLoop(
        request: try! APIEndpoints.user(id: 1).urlRequest(with: fixture.configuration),
        deadline: nil)
    },
    Variant(name: "session+deadline") {
      sessionLoop(request: RequestFixture.shared.request, deadline: .seconds(10))
    },
  ])

/// `DefaultNetworkSession` alone sending `request`, with a deadline that far away if any.
private func sessionLoop(request: URLRequest, deadline: Duration?) -> (_ count: Int) -> Void {
  let session = DefaultNetworkSession()
  return sequentially {
    let (data, _) =
      if let deadline {
        try! await session.data(
          for: request, maxResponseSize: 1 << 20, deadline: .now + deadline)
      } else {
        try! await session.data(for: request, maxResponseSize: 1 << 20)
      }
    precondition(!data.isEmpty)
  }
}

/// A loop body that runs `one` `count` times on tasks, `BENCHMARK_IN_FLIGHT` at a time (1: in a
/// row, on one task), and waits for them.
private func sequentially(_ one: @escaping @Sendable () async -> Void) -> (_ count: Int) -> Void {
  let width = ProcessInfo.processInfo.environment["BENCHMARK_IN_FLIGHT"].flatMap(Int.init) ?? 1
  return { count in
    blocking {
      guard width > 1 else {
        for _ in 0..<count { await one() }
        return
      }
      await withTaskGroup(of: Void.self) { group in
        var issued = 0
        while issued < min(width, count) {
          group.addTask(operation: one)
          issued += 1
        }
        while await group.next() != nil, issued < count {
          group.addTask(operation: one)
          issued += 1
        }
      }
    }
  }
}

/// `{"status","message","data":{"id","nickname","rating"}}` as plain structs.
struct BareUserEnvelope: Decodable {
  struct User: Decodable {
    let id: Int
    let nickname: String
    let rating: Int
  }
  let status: Int
  let message: String
  let data: User?
}

/// One server, one logged-in stack and one bare request shared by every variant of a run.
final class RequestFixture: @unchecked Sendable {  // immutable after init
  static let shared = RequestFixture()

  /// The server this process started; `nil` when `BENCHMARK_BASE_URL` names one already running
  /// (`callgrind.sh` starts it: valgrind's own descriptors make `Process.run` fail).
  let server: BenchmarkServer?
  let stack: DefaultDataTransferService
  let bare: URLSession
  let request: URLRequest
  let configuration: NetworkConfiguration

  private init() {
    let baseURL: URL
    if let given = ProcessInfo.processInfo.environment["BENCHMARK_BASE_URL"] {
      server = nil
      baseURL = URL(string: given)!
    } else {
      let server = try! BenchmarkServer()
      self.server = server
      baseURL = server.baseURL
    }
    let store = InMemorySessionStore()
    let stack = try! DefaultDataTransferService.live(
      baseURL: baseURL, sessionStore: store, session: DefaultNetworkSession())
    blocking {
      store.save(
        try! await stack.request(APIEndpoints.login(nickname: "alice", password: "secret"))
          .toDomain())
    }
    self.stack = stack
    configuration = try! NetworkConfiguration(baseURL: baseURL, sessionStore: store)
    bare = URLSession(configuration: .ephemeral)
    var request = URLRequest(url: baseURL.appendingPathComponent("users/1"))
    request.setValue("Bearer \(store.session?.token ?? "")", forHTTPHeaderField: "Authorization")
    self.request = request
  }
}

/// Runs `work` on a task and waits for it (the benchmark's entry point is synchronous).
private func blocking(_ work: @escaping @Sendable () async -> Void) {
  let done = DispatchSemaphore(value: 0)
  Task {
    await work()
    done.signal()
  }
  done.wait()
}
