import CleanData
import CleanDataTesting
import CleanDomain
import CleanPrimitives
import Foundation
import Testing

@Suite("RequestDeadline: one outcome per request, late results discarded")
struct RequestDeadlineTests {
  @Test func test_whenTheWorkNeverFinishes_thenTimedOutAndTheWorkIsCancelled() async {
    // given work that only ends when cancelled
    let sawCancellation = Locked(false)
    let deadline = RequestDeadline(timeout: .milliseconds(20))
    // when
    let error = await apiError { () async throws(APIError) in
      try await deadline.run { () async throws(APIError) -> Int in
        do {
          return try await CancellationGate().wait()
        } catch {
          sawCancellation.withLock { $0 = true }
          throw .cancelled(.notSent)
        }
      }
    }
    // then
    #expect(error == .transport(.timedOut(.outcomeUnknown)))
    #expect(sawCancellation.withLock { $0 })
  }

  @Test func test_whenTheWorkAnswersAfterBeingCancelled_thenItsLateResultIsDiscarded() async {
    // given work that ignores cancellation and then returns a value
    let deadline = RequestDeadline(timeout: .milliseconds(20))
    // when
    let error = await apiError { () async throws(APIError) in
      try await deadline.run { () async throws(APIError) -> Int in
        _ = try? await CancellationGate().wait() as Int
        return 42
      }
    }
    // then
    #expect(error == .transport(.timedOut(.outcomeUnknown)))
  }

  @Test func test_whenTheWorkFinishesFirst_thenItsValueIsReturned() async throws {
    // when
    let value = try await RequestDeadline(timeout: .seconds(3_600)).run {
      () async throws(APIError) in 7
    }
    // then
    #expect(value == 7)
  }

  @Test func test_whenTheWorkFailsFirst_thenItsErrorIsReturned() async {
    // when
    let error = await apiError { () async throws(APIError) in
      try await RequestDeadline(timeout: .seconds(3_600)).run {
        () async throws(APIError) -> Int in throw .notFound(HTTPFailure(status: 404))
      }
    }
    // then
    #expect(error == .notFound(HTTPFailure(status: 404)))
  }

  @Test func test_whenTheCallerIsCancelled_thenCancelled() async {
    // given
    let started = AsyncStream.makeStream(of: Void.self)
    let task = Task {
      await apiError { () async throws(APIError) in
        try await RequestDeadline(timeout: .seconds(3_600)).run {
          () async throws(APIError) -> Int in
          started.continuation.yield()
          do { return try await CancellationGate().wait() } catch { throw .cancelled(.notSent) }
        }
      }
    }
    var iterator = started.stream.makeAsyncIterator()
    _ = await iterator.next()
    // when
    task.cancel()
    // then
    #expect(await task.value == .cancelled(.notSent))
  }
}
