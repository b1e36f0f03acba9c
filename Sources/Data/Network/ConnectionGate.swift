import CleanDomain
import Foundation

/// The admission queue of one `DefaultNetworkSession`: at most a request's
/// `maxConnectionsPerHost` transfers to one server (host and port) are handed to URLSession at
/// once; the others wait here, first come, first served.
///
/// Why the stack keeps its own queue: URLSession (libcurl on Linux) queues the requests beyond
/// its per-host connection limit itself, and sends a queued one as soon as a connection comes
/// free — also one whose `URLSessionTask.cancel()` has been issued but not processed yet, so a
/// write the caller was told was cancelled went out and took effect. A request waiting here has
/// not been handed to URLSession at all: cancelling its task removes it synchronously, in the
/// task's cancellation handler, and it fails with `.cancelled(.notSent)`; its deadline passing
/// removes it with `.transport(.timedOut(.notSent))`. A slot is freed only when URLSession
/// reports that the transfer holding it ended (`leave`), so URLSession never holds more
/// transfers for a host than it has connections for, and never queues one of its own.
///
/// Threading: thread-safe. One `NSLock` guards the hosts and every ticket's state; it is never
/// held while a continuation is resumed. Lock order: this lock, then `TransferDeadlines`' (which
/// never calls out while holding its own).
final class ConnectionGate: @unchecked Sendable {  // mutable state guarded by `lock`
  /// A request waiting for a slot.
  final class Ticket: DeadlineBound, @unchecked Sendable {  // fields guarded by the gate's lock
    enum State {
      /// Made, not yet queued (its continuation is not installed yet).
      case new
      /// In its host's queue.
      case waiting(CheckedContinuation<Result<Void, APIError>, Never>)
      /// Holds a slot.
      case admitted
      /// Left without a slot: cancelled or expired.
      case abandoned(APIError)
    }

    let host: String
    let limit: Int
    /// Guarded by `TransferDeadlines`' lock.
    var deadlineSlot = -1
    var state = State.new
    private weak var gate: ConnectionGate?

    init(gate: ConnectionGate, host: String, limit: Int) {
      self.gate = gate
      self.host = host
      self.limit = limit
    }

    /// The deadline passed while waiting.
    func expire() {
      gate?.abandon(self, with: .transport(.timedOut(.notSent)))
    }
  }

  private struct Host {
    /// Slots held: transfers handed to URLSession and not reported ended.
    var inUse = 0
    /// Waiting tickets, oldest first.
    var waiting: [Ticket] = []
  }

  private let lock = NSLock()
  private var hosts: [String: Host] = [:]
  private let deadlines: TransferDeadlines

  init(deadlines: TransferDeadlines) {
    self.deadlines = deadlines
  }

  /// The key of `url`'s server as URLSession counts connections: host (lowercased) and port.
  static func host(of url: URL?) -> String {
    guard let url, let host = url.host?.lowercased() else { return "" }
    let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
    return "\(host):\(port)"
  }

  /// How many slots of `host` are held (for tests).
  func slotsInUse(for host: String) -> Int {
    lock.withLock { hosts[host]?.inUse ?? 0 }
  }

  /// How many requests wait for `host` (for tests).
  func waiting(for host: String) -> Int {
    lock.withLock { hosts[host]?.waiting.count ?? 0 }
  }

  /// Returns once the caller holds one of `host`'s slots — at once when fewer than `limit` are
  /// held and nobody waits, otherwise when its turn comes. The caller must `leave(host)` exactly
  /// once after that, when its transfer ended.
  ///
  /// - Throws: `.cancelled(.notSent)` when the calling task is (or gets) cancelled before a slot
  ///   is free; `.transport(.timedOut(.notSent))` when `deadline` passes first. Either way no
  ///   slot is held and nothing was sent.
  func enter(host: String, limit: Int, deadline: ContinuousClock.Instant?) async throws(APIError) {
    if Task.isCancelled { throw .cancelled(.notSent) }
    if let deadline, ContinuousClock.now >= deadline { throw .transport(.timedOut(.notSent)) }
    let admittedAtOnce = lock.withLock { () -> Bool in
      var entry = hosts[host, default: Host()]
      guard entry.waiting.isEmpty, entry.inUse < limit else { return false }
      entry.inUse += 1
      hosts[host] = entry
      return true
    }
    if admittedAtOnce { return }
    let ticket = Ticket(gate: self, host: host, limit: limit)
    let outcome = await withTaskCancellationHandler {
      await withCheckedContinuation {
        (continuation: CheckedContinuation<Result<Void, APIError>, Never>) in
        queue(ticket, continuation, until: deadline)
      }
    } onCancel: {
      abandon(ticket, with: .cancelled(.notSent))
    }
    try outcome.get()
  }

  /// Frees one of `host`'s slots and hands free slots to the oldest waiters.
  func leave(_ host: String) {
    lock.lock()
    var entry = hosts[host, default: Host()]
    entry.inUse -= 1
    let admitted = admitReady(&entry)
    hosts[host] = entry.inUse == 0 && entry.waiting.isEmpty ? nil : entry
    lock.unlock()
    admit(admitted)
  }

  /// A waiter that got a slot, and how to resume it.
  private typealias Admission = (
    ticket: Ticket, continuation: CheckedContinuation<Result<Void, APIError>, Never>?
  )

  /// Called under `lock`: gives free slots of `entry` to its oldest waiters, in order, marks
  /// them admitted (so that a cancel arriving now leaves them be) and returns them.
  private func admitReady(_ entry: inout Host) -> [Admission] {
    var admitted: [Admission] = []
    while let first = entry.waiting.first, entry.inUse < first.limit {
      entry.waiting.removeFirst()
      entry.inUse += 1
      var continuation: CheckedContinuation<Result<Void, APIError>, Never>?
      if case .waiting(let waiting) = first.state { continuation = waiting }
      first.state = .admitted
      admitted.append((first, continuation))
    }
    return admitted
  }

  /// Resumes the waiters `admitReady` admitted (outside `lock`).
  private func admit(_ admitted: [Admission]) {
    for (ticket, continuation) in admitted {
      deadlines.remove(ticket)
      continuation?.resume(returning: .success(()))
    }
  }

  /// Queues `ticket`, or admits it when a slot came free since the fast path, or fails it when
  /// it was abandoned before it could be queued.
  private func queue(
    _ ticket: Ticket, _ continuation: CheckedContinuation<Result<Void, APIError>, Never>,
    until deadline: ContinuousClock.Instant?
  ) {
    lock.lock()
    if case .abandoned(let error) = ticket.state {
      lock.unlock()
      continuation.resume(returning: .failure(error))
      return
    }
    var entry = hosts[ticket.host, default: Host()]
    if entry.waiting.isEmpty, entry.inUse < ticket.limit {
      entry.inUse += 1
      hosts[ticket.host] = entry
      ticket.state = .admitted
      lock.unlock()
      continuation.resume(returning: .success(()))
      return
    }
    ticket.state = .waiting(continuation)
    entry.waiting.append(ticket)
    hosts[ticket.host] = entry
    // Under this lock, so that a `leave` admitting the ticket always finds its deadline to
    // remove.
    if let deadline { deadlines.insert(ticket, at: deadline) }
    lock.unlock()
  }

  /// Takes `ticket` out of its queue and fails it with `error` — unless it was admitted (it
  /// then owns its slot and goes on) or already abandoned.
  private func abandon(_ ticket: Ticket, with error: APIError) {
    lock.lock()
    switch ticket.state {
    case .new:
      ticket.state = .abandoned(error)
      lock.unlock()
    case .waiting(let continuation):
      ticket.state = .abandoned(error)
      var entry = hosts[ticket.host, default: Host()]
      entry.waiting.removeAll { $0 === ticket }
      // A waiter behind it with a higher limit may fit now.
      let admitted = admitReady(&entry)
      hosts[ticket.host] = entry.inUse == 0 && entry.waiting.isEmpty ? nil : entry
      lock.unlock()
      deadlines.remove(ticket)
      continuation.resume(returning: .failure(error))
      admit(admitted)
    case .admitted, .abandoned:
      lock.unlock()
    }
  }
}
