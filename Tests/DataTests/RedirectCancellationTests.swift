import CleanDataTesting
import CleanDomain
import CleanPrimitives
import Foundation
import Testing

@testable import CleanData

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A request cancelled, or ended by its deadline, while URLSession waits for the delegate's
/// answer to a proposed redirect. FoundationNetworking parks the task in
/// `waitingForRedirectCompletionHandler` until that answer reaches its work queue, and a
/// `URLSessionTask.cancel()` that gets there first moves the task on; an answer arriving after
/// it is a fatal error ("Received callback for HTTP redirection, but we're not waiting for it")
/// that ends the whole process.
///
/// Deterministic, no waiting on time: the session's redirect hook runs on the delegate queue
/// before the proposal is answered, ends the request there (the caller's cancel, or the
/// deadline's `expire()`), waits until `URLSessionTask.cancel()` returned, then reads the task's
/// `priority` — a synchronous hop onto the task's work queue, so the cancel's `stopLoading` has
/// run there too. Only then may the proposal be answered.
@Suite("Redirect: cancelled while URLSession awaits the redirect decision", .timeLimit(.minutes(1)))
struct RedirectCancellationTests {
  /// What `/hostile/echo` saw.
  struct Echo: Decodable, Sendable {
    let method: String
  }

  /// Runs its action once, for the first redirect only.
  final class Once: Sendable {
    private let used = Locked(false)
    func claim() -> Bool {
      used.withLock { used in
        defer { used = true }
        return !used
      }
    }
  }

  /// The caller's task, filled in right after it starts; the hook waits for it.
  final class CallerSlot: Sendable {
    private let slot = Locked<Task<Result<Echo, APIError>, Never>?>(nil)
    private let filled = DispatchSemaphore(value: 0)

    func fill(_ task: Task<Result<Echo, APIError>, Never>) {
      slot.withLock { $0 = task }
      filled.signal()
    }

    func cancel() {
      filled.wait()
      slot.withLock { $0 }?.cancel()
    }
  }

  private func failure(_ result: Result<Echo, APIError>) -> APIError? {
    if case .failure(let error) = result { error } else { nil }
  }

  private func service(_ server: APIServer, session: DefaultNetworkSession)
    -> DefaultDataTransferService
  {
    // The server's loopback URL and a positive timeout are always valid.
    let configuration = try! NetworkConfiguration(
      baseURL: server.baseURL, timeout: .seconds(30), tokenProvider: { "secret-token" })
    return DefaultDataTransferService(
      network: DefaultNetworkService(
        configuration: configuration, session: session, retryPolicy: .never))
  }

  /// A same-origin 302 to the echo route: URLSession proposes it, and the policy follows it.
  private var redirected: Endpoint<Echo> {
    Endpoint(
      method: .get, pathSegments: ["hostile", "redirect"],
      queryItems: [
        URLQueryItem(name: "status", value: "302"),
        URLQueryItem(name: "to", value: "/hostile/echo"),
      ],
      requiresAuthorization: true, response: .envelope())
  }

  /// Installs a hook that, on the first proposed redirect, runs `end` and returns only once
  /// URLSession's task has processed the resulting cancel.
  private func endDuringFirstRedirect(
    of session: DefaultNetworkSession, _ end: @escaping @Sendable (SessionTransfer) -> Void
  ) {
    let once = Once()
    session.willAnswerRedirect = { [weak session] transfer, task in
      guard once.claim() else { return }
      end(transfer)
      session?.waitForIssuedCancels()
      _ = task.priority
    }
  }

  private func call(_ api: DefaultDataTransferService, _ endpoint: Endpoint<Echo>) async
    -> Result<Echo, APIError>
  {
    do throws(APIError) {
      return .success(try await api.request(endpoint))
    } catch {
      return .failure(error)
    }
  }

  @Test func test_whenTheCallerCancelsWhileTheRedirectIsDecided_thenCancelledAndTheSessionWorks()
    async throws
  {
    try await APIServer.with { server in
      // given a session whose first redirect decision waits until the caller's cancel is done
      let session = DefaultNetworkSession()
      let api = service(server, session: session)
      let caller = CallerSlot()
      endDuringFirstRedirect(of: session) { _ in caller.cancel() }
      // when
      let task = Task { await call(api, redirected) }
      caller.fill(task)
      let result = await task.value
      // then one cancellation, the process alive, and the session still follows redirects
      #expect(failure(result) == .cancelled(.outcomeUnknown))
      let next = try await api.request(redirected)
      #expect(next.method == "GET")
      #expect(session.transfersAwaitingDeadline == 0)
    }
  }

  @Test func test_whenTheDeadlinePassesWhileTheRedirectIsDecided_thenTimedOutAndTheSessionWorks()
    async throws
  {
    try await APIServer.with { server in
      // given a session whose first redirect decision waits until the deadline's stop is done
      let session = DefaultNetworkSession()
      let api = service(server, session: session)
      endDuringFirstRedirect(of: session) { transfer in transfer.expire() }
      // when the deadline timer's action ends the transfer mid-decision
      let result = await call(api, redirected)
      // then one timeout, the process alive, and the session still follows redirects
      #expect(failure(result) == .transport(.timedOut(.outcomeUnknown)))
      let next = try await api.request(redirected)
      #expect(next.method == "GET")
      #expect(session.transfersAwaitingDeadline == 0)
    }
  }
}
