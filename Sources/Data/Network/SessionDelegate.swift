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
/// is sent as a new request by `DefaultNetworkSession`.
///
/// Threading: callbacks arrive on the session's serial delegate queue; the registry is
/// guarded by its own lock, never held while calling out.
final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let lock = NSLock()
  private var transfers: [Int: SessionTransfer] = [:]  // guarded by `lock`

  func register(_ transfer: SessionTransfer, for task: URLSessionTask) {
    lock.lock()
    transfers[task.taskIdentifier] = transfer
    lock.unlock()
  }

  private func transfer(for task: URLSessionTask, removing: Bool = false) -> SessionTransfer? {
    lock.lock()
    defer { lock.unlock() }
    return removing
      ? transfers.removeValue(forKey: task.taskIdentifier) : transfers[task.taskIdentifier]
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
    transfer(for: task)?.redirect(response)
    completionHandler(nil)
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    transfer(for: task, removing: true)?.complete(error)
  }
}
