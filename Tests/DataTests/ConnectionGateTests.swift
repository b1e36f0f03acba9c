import CleanDataTesting
import CleanDomain
import Foundation
import Testing

@testable import CleanData

/// `ConnectionGate`: at most `limit` slots per host, the rest wait in order; a waiter that is
/// cancelled or whose deadline passes leaves without a slot, as "not sent". No sleeps: a test
/// waits for a waiter to be queued by yielding until the gate reports it.
@Suite struct ConnectionGateTests {
  private let host = "api.test:80"

  private func waitUntilQueued(_ gate: ConnectionGate, _ count: Int) async {
    while gate.waiting(for: host) < count { await Task.yield() }
  }

  @Test func test_whenTheLimitIsReached_thenTheNextWaitsUntilASlotIsLeft() async throws {
    // given two slots held
    let gate = ConnectionGate(deadlines: TransferDeadlines())
    try await gate.enter(host: host, limit: 2, deadline: nil)
    try await gate.enter(host: host, limit: 2, deadline: nil)
    // when a third comes
    let third = Task { () async -> APIError? in
      await apiError { () async throws(APIError) in
        try await gate.enter(host: host, limit: 2, deadline: nil)
      }
    }
    await waitUntilQueued(gate, 1)
    #expect(gate.slotsInUse(for: host) == 2)
    gate.leave(host)
    // then it gets the freed slot
    #expect(await third.value == nil)
    #expect(gate.slotsInUse(for: host) == 2)
    #expect(gate.waiting(for: host) == 0)
  }

  @Test func test_whenSlotsAreLeft_thenWaitersAreAdmittedInTheOrderTheyCame() async throws {
    // given one slot held and three waiters, queued one after the other
    let gate = ConnectionGate(deadlines: TransferDeadlines())
    try await gate.enter(host: host, limit: 1, deadline: nil)
    let order = OrderLog()
    var waiters: [Task<Void, any Error>] = []
    for index in 0..<3 {
      waiters.append(
        Task {
          try await gate.enter(host: host, limit: 1, deadline: nil)
          order.append(index)
          gate.leave(host)
        })
      await waitUntilQueued(gate, index + 1)
    }
    // when the slot is left
    gate.leave(host)
    for waiter in waiters { try await waiter.value }
    // then
    #expect(order.values == [0, 1, 2])
    #expect(gate.slotsInUse(for: host) == 0)
  }

  @Test func test_whenAWaiterIsCancelled_thenItLeavesNotSentAndTakesNoSlot() async throws {
    // given the only slot held and a waiter
    let gate = ConnectionGate(deadlines: TransferDeadlines())
    try await gate.enter(host: host, limit: 1, deadline: nil)
    let waiter = Task { () async -> APIError? in
      await apiError { () async throws(APIError) in
        try await gate.enter(host: host, limit: 1, deadline: nil)
      }
    }
    await waitUntilQueued(gate, 1)
    // when
    waiter.cancel()
    // then it is gone at once, without waiting for the slot
    #expect(await waiter.value == .cancelled(.notSent))
    #expect(gate.waiting(for: host) == 0)
    gate.leave(host)
    #expect(gate.slotsInUse(for: host) == 0)
  }

  @Test func test_whenTheDeadlinePassesWhileWaiting_thenTimedOutNotSent() async throws {
    // given the only slot held, and a waiter whose deadline is near
    let deadlines = TransferDeadlines()
    let gate = ConnectionGate(deadlines: deadlines)
    try await gate.enter(host: host, limit: 1, deadline: nil)
    // when
    let error = await apiError { () async throws(APIError) in
      try await gate.enter(host: host, limit: 1, deadline: .now + .milliseconds(50))
    }
    // then
    #expect(error == .transport(.timedOut(.notSent)))
    #expect(gate.waiting(for: host) == 0)
    #expect(deadlines.count == 0)
    #expect(gate.slotsInUse(for: host) == 1)
  }

  @Test func test_whenTheCallerIsAlreadyCancelled_thenNoSlotIsTaken() async {
    // given
    let gate = ConnectionGate(deadlines: TransferDeadlines())
    // when
    let task = Task { () async -> APIError? in
      withUnsafeCurrentTask { $0?.cancel() }
      return await apiError { () async throws(APIError) in
        try await gate.enter(host: host, limit: 1, deadline: nil)
      }
    }
    // then
    #expect(await task.value == .cancelled(.notSent))
    #expect(gate.slotsInUse(for: host) == 0)
  }

  @Test func test_whenHostsDiffer_thenEachHasItsOwnSlots() async throws {
    // given one slot of one host held
    let gate = ConnectionGate(deadlines: TransferDeadlines())
    try await gate.enter(host: host, limit: 1, deadline: nil)
    // when another host is entered
    try await gate.enter(host: "other.test:443", limit: 1, deadline: nil)
    // then both are held, nobody waits
    #expect(gate.slotsInUse(for: host) == 1)
    #expect(gate.slotsInUse(for: "other.test:443") == 1)
    #expect(ConnectionGate.host(of: URL(string: "HTTPS://Other.Test/x")) == "other.test:443")
    #expect(ConnectionGate.host(of: URL(string: "http://api.test/v1")) == host)
  }

  /// Indices in the order they were appended, from any thread.
  final class OrderLog: @unchecked Sendable {  // guarded by `lock`
    private let lock = NSLock()
    private var list: [Int] = []
    func append(_ value: Int) { lock.withLock { list.append(value) } }
    var values: [Int] { lock.withLock { list } }
  }
}
