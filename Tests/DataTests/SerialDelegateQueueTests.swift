import CleanPrimitives
import Foundation
import Testing

@testable import CleanData

/// `SerialDelegateQueue`: URLSession's delegate callbacks for one task must run in the order
/// they were added and never overlap (the response before its data, the data before the
/// completion).
@Suite("SerialDelegateQueue: blocks in order, one at a time")
struct SerialDelegateQueueTests {
  @Test func test_whenBlocksAreAddedFromManyThreads_thenEachThreadsBlocksRunInOrderOneAtATime()
    async
  {
    // given
    let queue = SerialDelegateQueue(label: "test.delegate")
    let log = Locked<(running: Int, overlaps: Int, seen: [Int: [Int]])>((0, 0, [:]))
    let producers = 8
    let perProducer = 500
    // when eight threads each add 500 numbered blocks
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      let remaining = Locked(producers * perProducer)
      DispatchQueue.concurrentPerform(iterations: producers) { producer in
        for index in 0..<perProducer {
          queue.addOperation {
            log.withLock { state in
              state.running += 1
              if state.running > 1 { state.overlaps += 1 }
              state.seen[producer, default: []].append(index)
            }
            // Stay "running" a while, so that a block started alongside would be seen.
            for _ in 0..<50 {
              log.withLock { state in if state.running > 1 { state.overlaps += 1 } }
            }
            log.withLock { $0.running -= 1 }
            if remaining.withLock({ left in
              left -= 1
              return left == 0
            }) {
              done.resume()
            }
          }
        }
      }
    }
    // then every block ran once, each producer's in the order added, none at the same time
    let state = log.withLock { $0 }
    #expect(state.overlaps == 0)
    for producer in 0..<producers {
      let seen = state.seen[producer] ?? []
      #expect(seen.count == perProducer)
      let outOfOrder = zip(seen, seen.dropFirst()).first { $0.0 >= $0.1 }
      #expect(outOfOrder == nil, "producer \(producer): \(String(describing: outOfOrder))")
    }
  }
}
