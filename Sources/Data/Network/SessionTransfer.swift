import CleanDomain
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One `URLSessionDataTask` of `DefaultNetworkSession`, from start to its single outcome.
///
/// Every path — the delegate's callbacks, the caller's cancellation, the size cap, the
/// deadline's timer — ends in `finish`, which decides the outcome exactly once. The lock
/// guards only this object's fields and is never held while calling out (no continuation is
/// resumed and no URLSession method is called under it). Stopping the `URLSessionDataTask` is
/// *asynchronous*, on `cancelQueue`: `URLSessionTask.cancel()` waits synchronously on the
/// session's work queue, so calling it from a cancellation handler or a delegate callback could
/// wait on a queue that is the one calling us. The answer to a proposed redirect goes through
/// `cancelQueue` too (`refuseRedirect(by:)`), so that it never reaches URLSession after this
/// transfer's cancel.
///
/// **Nothing is sent after the caller sees the outcome.** A transfer ended by its caller, its
/// deadline or its size cap while its task runs resumes the caller only once URLSession reports
/// the task completed (`taskDidEnd(_:)`, after the cancel has removed it from the connection),
/// with `.cancelled(.outcomeUnknown)` or `.transport(.timedOut(.outcomeUnknown))`: it may have
/// been sent. Ended before its task was resumed, it resumes the caller at once with
/// `.cancelled(.notSent)` or `.transport(.timedOut(.notSent))`. The caller never blocks: the
/// resumption comes from the delegate queue, a few thread hops after the cancel.
///
/// The transfer holds one of `ConnectionGate`'s slots from `start` on; `releaseSlot` gives it
/// back exactly once — when URLSession reports the task completed, or at once when the task is
/// never resumed.
///
/// Threading: thread-safe (`NSLock`, visible to ThreadSanitizer).
final class SessionTransfer: DeadlineBound, @unchecked Sendable {  // fields guarded by `lock`
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
  private let releaseSlot: @Sendable () -> Void
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Outcome, any Error>?
  private var task: URLSessionDataTask?
  private var finished = false
  /// Whether `finish` handed the task to `cancelQueue` to be cancelled.
  private var stopIssued = false
  /// The outcome decided while the task ran, held until URLSession reports the task completed.
  private var pending: Result<Outcome, any Error>?
  /// Whether URLSession reported the task completed.
  private var taskEnded = false
  /// Whether the gate's slot was given back.
  private var slotReleased = false
  private var body = Data()
  private var response: HTTPURLResponse?
  private var decision: RedirectDecision?

  init(
    request: URLRequest, limit: Int, hops: Int, deadline: ContinuousClock.Instant?,
    cancelQueue: DispatchQueue, deadlines: TransferDeadlines,
    releaseSlot: @escaping @Sendable () -> Void
  ) {
    self.request = request
    self.limit = limit
    self.hops = hops
    self.deadline = deadline
    self.cancelQueue = cancelQueue
    self.deadlines = deadlines
    self.releaseSlot = releaseSlot
  }

  /// Hands over the continuation and the (not yet resumed) task, and adds the deadline to the
  /// session's `TransferDeadlines` (whose timer ends the transfer like a cancel, with
  /// `.transport(.timedOut(.outcomeUnknown))`; `finish` removes it). Returns `false` — and has
  /// resumed the continuation with `.cancelled(.notSent)` (the caller was cancelled), or
  /// `.transport(.timedOut(.notSent))` when the deadline has already passed, and given the slot
  /// back — when the transfer must not start; the caller must then not resume the task. A
  /// completion that arrives at or after the deadline ends as a timeout too, whether or not the
  /// timer has run yet.
  func start(
    _ continuation: CheckedContinuation<Outcome, any Error>, task: URLSessionDataTask
  ) -> Bool {
    let expired = deadline.map { ContinuousClock.now >= $0 } ?? false
    lock.lock()
    let cancelled = finished  // only a cancel can end a transfer before it starts
    let starts = !cancelled && !expired
    if starts {
      self.continuation = continuation
      self.task = task
      if let deadline { deadlines.insert(self, at: deadline) }
    } else {
      finished = true
      slotReleased = true
    }
    lock.unlock()
    if starts { return true }
    // Never resumed, so never sent: the slot is free at once, and the answer is "not sent".
    releaseSlot()
    continuation.resume(
      throwing: cancelled ? APIError.cancelled(.notSent) : APIError.transport(.timedOut(.notSent)))
    // The task was registered with URLSession: cancelling it completes it (and unregisters it).
    cancelQueue.async { task.cancel() }
    return false
  }

  /// The caller's task was cancelled. Before the task was resumed, the caller resumes at once
  /// with `.cancelled(.notSent)`; after, with `.cancelled(.outcomeUnknown)` once the task is
  /// stopped.
  func cancel() {
    finish(.failure(APIError.cancelled(.outcomeUnknown)), stopTask: true)
  }

  /// The deadline passed: the caller resumes with `.transport(.timedOut(.outcomeUnknown))` once
  /// the task is stopped.
  func expire() {
    finish(.failure(APIError.transport(.timedOut(.outcomeUnknown))), stopTask: true)
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

  /// URLSession reported the task completed (`didCompleteWithError`): the task no longer holds
  /// a connection. Gives the slot back, then resumes the caller with the outcome decided while
  /// the task ran (a cancel, the deadline, the size cap), or with the task's own (`complete`).
  func taskDidEnd(_ error: (any Error)?) {
    lock.lock()
    taskEnded = true
    let release = !slotReleased
    slotReleased = true
    let held = pending.map { ($0, continuation) }
    if held != nil {
      pending = nil
      continuation = nil
    }
    lock.unlock()
    if release { releaseSlot() }
    if let (outcome, continuation) = held {
      continuation?.resume(with: outcome)
      return
    }
    complete(error)
  }

  /// The task completed (successfully or not), or — for a 401 with a challenge — its answer is
  /// complete (see `SessionDelegate`).
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

  /// Decides the outcome, once. With `stopTask` and a running task, the task is cancelled (on
  /// `cancelQueue`) and the caller resumed by `taskDidEnd` once URLSession reports it stopped;
  /// otherwise the caller is resumed now.
  private func finish(_ result: Result<Outcome, any Error>, stopTask: Bool) {
    lock.lock()
    guard !finished else {
      lock.unlock()
      return
    }
    finished = true
    let task = stopTask ? self.task : nil
    let waitsForStop = task != nil && !taskEnded
    var continuation: CheckedContinuation<Outcome, any Error>?
    if waitsForStop {
      stopIssued = true
      pending = result
    } else {
      continuation = self.continuation
      self.continuation = nil
    }
    self.task = nil
    body = Data()
    lock.unlock()
    if deadline != nil { deadlines.remove(self) }
    continuation?.resume(with: result)
    if waitsForStop, let task { cancelQueue.async { task.cancel() } }
  }
}
