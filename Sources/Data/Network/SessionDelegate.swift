import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The `URLSessionDataDelegate` of `DefaultNetworkSession`: routes each callback to the
/// task's `SessionTransfer`, and never lets URLSession follow a redirect by itself.
///
/// URLSession would follow a redirect with every header of the original request — the
/// `Authorization` header included, to any host — and FoundationNetworking drops the body of a
/// 307/308. So every proposed redirect is answered with `nil` (the 3xx becomes the task's
/// response) after `SessionTransfer` recorded `RedirectPolicy`'s decision; a redirect to follow
/// is sent as a new request by `DefaultNetworkSession`. The answer is given on the queue that
/// cancels tasks, and not at all once the task is being cancelled (see
/// `SessionTransfer.refuseRedirect(by:)`): FoundationNetworking crashes the process on an
/// answer that arrives after the cancel.
///
/// No authentication challenge is ever answered with a credential: the stack authenticates with
/// its own `Authorization` header, and a 401 is the caller's to classify (refresh, sign out).
/// See `urlSession(_:task:didReceive:completionHandler:)` for why the challenge also ends the
/// transfer.
///
/// `didCompleteWithError` is the moment URLSession has let go of the task's connection: the
/// transfer then gives its `ConnectionGate` slot back and, if it was ended early (cancel,
/// deadline, size cap), resumes its caller (`SessionTransfer.taskDidEnd(_:)`).
///
/// Threading: callbacks arrive on the session's serial delegate queue; the registry is
/// guarded by its own lock, never held while calling out.
final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let lock = NSLock()
  /// By task object: the delegate serves the session's shared `URLSession` and its single-use
  /// ones, whose task identifiers overlap. Guarded by `lock`.
  private var transfers: [ObjectIdentifier: SessionTransfer] = [:]
  private var redirectProbe: (@Sendable (SessionTransfer, URLSessionTask) -> Void)?  // `lock`

  /// Test hook: runs on the delegate queue when URLSession proposes a redirect for a registered
  /// transfer, before the transfer records its decision and the proposal is answered.
  var willAnswerRedirect: (@Sendable (SessionTransfer, URLSessionTask) -> Void)? {
    get { lock.withLock { redirectProbe } }
    set { lock.withLock { redirectProbe = newValue } }
  }

  func register(_ transfer: SessionTransfer, for task: URLSessionTask) {
    lock.lock()
    transfers[ObjectIdentifier(task)] = transfer
    lock.unlock()
  }

  private func transfer(for task: URLSessionTask, removing: Bool = false) -> SessionTransfer? {
    lock.lock()
    defer { lock.unlock() }
    let key = ObjectIdentifier(task)
    return removing ? transfers.removeValue(forKey: key) : transfers[key]
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    transfer(for: dataTask)?.receive(response)
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    transfer(for: dataTask)?.receive(data)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
    completionHandler: @escaping (URLRequest?) -> Void
  ) {
    guard let transfer = transfer(for: task) else {
      completionHandler(nil)
      return
    }
    willAnswerRedirect?(transfer, task)
    transfer.redirect(response)
    // The handler may be called on any thread, once; nothing else holds it.
    nonisolated(unsafe) let answer = completionHandler
    transfer.refuseRedirect { answer(nil) }
  }

  /// A 401 carried a challenge URLSession can answer (on Linux: `WWW-Authenticate: Basic` with
  /// a realm). FoundationNetworking raises it only after the whole 401 — head and body — has
  /// reached `receive(_:)`, and then waits for an answer: `.performDefaultHandling` without a
  /// credential to propose (this session keeps none) leaves the task pending for good, so the
  /// request would end at its deadline as `.timedOut`; `.rejectProtectionSpace` and
  /// `.cancelAuthenticationChallenge` cancel the task and report `URLError(.cancelled)`. So the
  /// transfer completes here with the 401 it already holds, and the challenge is then rejected
  /// (never a credential); the task's late `.cancelled` finds the transfer finished. On Darwin
  /// the challenge comes before the response, and rejecting it delivers the 401 as the task's
  /// response. The answer is given off the delegate queue: FoundationNetworking's handler
  /// cancels the task, which waits synchronously on the session's work queue.
  func urlSession(
    _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
    completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
  ) {
    #if canImport(FoundationNetworking)
      transfer(for: task)?.complete(nil)
    #endif
    // The handler may be called on any thread, once; nothing else holds it.
    nonisolated(unsafe) let answer = completionHandler
    DispatchQueue.global().async { answer(.rejectProtectionSpace, nil) }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    transfer(for: task, removing: true)?.taskDidEnd(error)
  }
}
