import CleanDomain
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One `URLSessionDataTask` of `DefaultNetworkSession`, from start to its single outcome.
///
/// Every path — the delegate's callbacks, the caller's cancellation, the size cap, the
/// deadline's timer — ends in `finish`, which resumes the continuation exactly once. The lock
/// guards only this object's fields and is never held while calling out (no continuation is
/// resumed and no URLSession method is called under it). Stopping the `URLSessionDataTask` is *asynchronous*, on
/// `cancelQueue`: `URLSessionTask.cancel()` waits synchronously on the session's work queue,
/// so calling it from a cancellation handler or a delegate callback could wait on a queue that
/// is the one calling us. The caller never waits for URLSession to acknowledge a cancel. The
/// answer to a proposed redirect goes through `cancelQueue` too (`refuseRedirect(by:)`), so
/// that it never reaches URLSession after this transfer's cancel.
///
/// Threading: thread-safe (`NSLock`, visible to ThreadSanitizer).
final class SessionTransfer: @unchecked Sendable {  // mutable fields guarded by `lock`
  /// What one data task produced: the body, the response, and the next request when the
  /// response was a redirect to follow.
  struct Outcome: @unchecked Sendable {  // URLRequest/HTTPURLResponse are values read-only here
    let body: Data
    let response: HTTPURLResponse
    let next: URLRequest?
  }

  let request: URLRequest
  let limit: Int
  let hops: Int
  /// When the transfer ends with `URLError(.timedOut)` at the latest; `nil`: no deadline.
  let deadline: ContinuousClock.Instant?
  private let cancelQueue: DispatchQueue
  private let deadlines: TransferDeadlines
  /// This transfer's place in `deadlines`' heap, `-1` when not in it. Guarded by *that* object's
  /// lock, which `start` takes while holding this one's; nothing takes them the other way round.
  var deadlineSlot = -1
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Outcome, any Error>?
  private var task: URLSessionDataTask?
  private var finished = false
  /// Whether `finish` handed the task to `cancelQueue` to be cancelled.
  private var stopIssued = false
  private var body = Data()
  private var response: HTTPURLResponse?
  private var decision: RedirectDecision?

  init(
    request: URLRequest, limit: Int, hops: Int, deadline: ContinuousClock.Instant?,
    cancelQueue: DispatchQueue, deadlines: TransferDeadlines
  ) {
    self.request = request
    self.limit = limit
    self.hops = hops
    self.deadline = deadline
    self.cancelQueue = cancelQueue
    self.deadlines = deadlines
  }

  /// Hands over the continuation and the (not yet resumed) task, and adds the deadline to the
  /// session's `TransferDeadlines` (whose timer ends the transfer like a cancel, with
  /// `URLError(.timedOut)`; `finish` removes it). Returns `false` — and has resumed the
  /// continuation with `URLError(.cancelled)`, or `URLError(.timedOut)` when the deadline has
  /// already passed — when the transfer must not start; the caller must then not resume the
  /// task. A completion that arrives at or after the deadline ends as `URLError(.timedOut)`
  /// too, whether or not the timer has run yet.
  func start(
    _ continuation: CheckedContinuation<Outcome, any Error>, task: URLSessionDataTask
  ) -> Bool {
    let expired = deadline.map { ContinuousClock.now >= $0 } ?? false
    lock.lock()
    let alreadyFinished = finished
    if !alreadyFinished {
      self.continuation = continuation
      self.task = task
      if let deadline, !expired { deadlines.insert(self, at: deadline) }
    }
    lock.unlock()
    if alreadyFinished {
      continuation.resume(throwing: URLError(.cancelled))
      cancelQueue.async { task.cancel() }
      return false
    }
    if expired {
      // Not sent at all: a timer armed for a past instant would race a quick answer.
      expire()
      return false
    }
    return true
  }

  /// The caller's task was cancelled: resume at once with `URLError(.cancelled)`.
  func cancel() {
    finish(.failure(URLError(.cancelled)), stopTask: true)
  }

  /// The deadline passed: resume at once with `URLError(.timedOut)`.
  func expire() {
    finish(.failure(URLError(.timedOut)), stopTask: true)
  }

  /// The response head arrived. A `Content-Length` above the limit ends the transfer now.
  func receive(_ response: URLResponse) {
    guard let http = response as? HTTPURLResponse else {
      finish(.failure(URLError(.badServerResponse)), stopTask: true)
      return
    }
    if http.expectedContentLength > Int64(limit) {
      finish(.failure(APIError.transport(.responseTooLarge(limit: limit))), stopTask: true)
      return
    }
    lock.lock()
    if !finished { self.response = http }
    lock.unlock()
  }

  /// Decoded body bytes arrived. Past the limit the transfer ends and the body is dropped.
  func receive(_ data: Data) {
    lock.lock()
    guard !finished else {
      lock.unlock()
      return
    }
    let fits = body.count + data.count <= limit
    if fits {
      // The first chunk is kept as it came (no copy); only a second one appends.
      if body.isEmpty { body = data } else { body.append(data) }
    }
    lock.unlock()
    if !fits {
      finish(.failure(APIError.transport(.responseTooLarge(limit: limit))), stopTask: true)
    }
  }

  /// URLSession proposed following a redirect; records this stack's own decision.
  func redirect(_ response: HTTPURLResponse) {
    let decision = RedirectPolicy.decision(for: response, to: request, hops: hops)
    lock.lock()
    self.decision = decision
    lock.unlock()
  }

  /// Answers URLSession's redirect proposal by calling `refuse` (which hands it `nil`: the 3xx
  /// becomes the task's response), on `cancelQueue` — or never, when this transfer has already
  /// stopped its task.
  ///
  /// FoundationNetworking parks the task until the answer reaches its work queue, and an answer
  /// that arrives after a `URLSessionTask.cancel()` moved the task on is a fatal error ("Received
  /// callback for HTTP redirection, but we're not waiting for it"): a process crash. Both go
  /// through the one serial `cancelQueue`, so either the answer is queued on the work queue
  /// before the cancel is issued, or the cancel is issued (or queued) first and the answer is
  /// dropped — the cancel then completes the task without it.
  func refuseRedirect(by refuse: @escaping @Sendable () -> Void) {
    cancelQueue.async { [self] in
      lock.lock()
      let stopped = stopIssued
      lock.unlock()
      if !stopped { refuse() }
    }
  }

  /// The task completed (successfully or not).
  func complete(_ error: (any Error)?) {
    if let deadline, ContinuousClock.now >= deadline {
      // Whatever arrived, it arrived late: the deadline's outcome, even if its timer has not
      // run yet (it may be queued behind this callback).
      expire()
      return
    }
    lock.lock()
    let response = self.response
    let body = self.body
    let decision = self.decision
    lock.unlock()
    if let error {
      finish(.failure(Self.classify(error, after: response, body: body)), stopTask: false)
      return
    }
    guard let response else {
      finish(.failure(URLError(.badServerResponse)), stopTask: false)
      return
    }
    var next: URLRequest?
    if (300...399).contains(response.statusCode) {
      // URLSession reports the redirect to the delegate only when it would follow it; decide
      // here too, so a 3xx is never followed without the policy.
      let final = decision ?? RedirectPolicy.decision(for: response, to: request, hops: hops)
      if case .follow(let request) = final { next = request }
    }
    finish(.success(Outcome(body: body, response: response, next: next)), stopTask: false)
  }

  /// A failure after the response head is a body cut off mid-way (a reset, or fewer bytes than
  /// `Content-Length` announced): `networkConnectionLost`, whatever libcurl called it. A
  /// timeout and a cancellation keep their own code.
  private static func classify(
    _ error: any Error, after response: HTTPURLResponse?, body: Data
  ) -> any Error {
    guard response != nil, let urlError = error as? URLError,
      urlError.code != .timedOut, urlError.code != .cancelled
    else { return error }
    return URLError(.networkConnectionLost)
  }

  private func finish(_ result: Result<Outcome, any Error>, stopTask: Bool) {
    lock.lock()
    guard !finished else {
      lock.unlock()
      return
    }
    finished = true
    let continuation = self.continuation
    let task = stopTask ? self.task : nil
    if task != nil { stopIssued = true }
    self.continuation = nil
    self.task = nil
    body = Data()
    lock.unlock()
    if deadline != nil { deadlines.remove(self) }
    continuation?.resume(with: result)
    if let task { cancelQueue.async { task.cancel() } }
  }
}
