import CleanReactive
import CleanReactiveTesting
import Foundation
import Testing

/// `groupBy(keySelector:)`, transcribed from RxSwift's Observable+GroupByTests.
@Suite struct GroupByTests {
  private static let words: [Recorded<Event<String>>] = [
    .next(90, "abc"), .next(110, "zoo"), .next(130, "oof"), .next(220, "  foo"),
    .next(240, " FoO "), .next(270, "baR  "), .next(310, "foO "), .next(350, " Baz   "),
    .next(360, "  qux "), .next(390, "   bar"), .next(420, " BAR  "), .next(470, "FOO "),
    .next(480, "baz  "), .next(510, " bAZ "), .next(530, "    fOo    "),
  ]
  private static let afterTheEnd: [Recorded<Event<String>>] = [
    .next(580, "error"), .completed(600), .error(650, TestError.boom),
  ]

  private static func normalized(_ word: String) throws -> String {
    if word == "error" { throw TestError.boom }
    return word.lowercased().trimmingCharacters(in: .whitespaces)
  }

  @Test func test_whenElementsHaveTwoKeys_thenEachGoesToItsGroup() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
      .next(370, 7), .next(420, 8), .next(470, 9), .completed(600),
    ])
    // when
    let observer = scheduler.start {
      source.groupBy { $0 % 2 }.enumerated()
        .flatMap { group in group.element.map { "\(group.index) \($0)" } }
    }
    // then
    #expect(
      observer.events == [
        .next(205, "0 1"), .next(210, "1 2"), .next(240, "0 3"), .next(280, "1 4"),
        .next(320, "0 5"), .next(350, "1 6"), .next(370, "0 7"), .next(420, "1 8"),
        .next(470, "0 9"), .completed(600),
      ])
    #expect(source.subscriptions == [.init(200, 600)])
  }

  @Test func test_whenTheSourceCompletes_thenEveryKeyWasEmittedOnceAndItCompletes() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.words + [.completed(570)] + Self.afterTheEnd)
    let keyCalls = TestLock(0)
    // when
    let observer = scheduler.start {
      source.groupBy { word in
        keyCalls.withLock { $0 += 1 }
        return try Self.normalized(word)
      }
      .map(\.key)
    }
    // then
    #expect(
      observer.events == [
        .next(220, "foo"), .next(270, "bar"), .next(350, "baz"), .next(360, "qux"),
        .completed(570),
      ])
    #expect(source.subscriptions == [.init(200, 570)])
    #expect(keyCalls.withLock { $0 } == 12)
  }

  @Test func test_whenTheSourceFails_thenTheErrorEndsTheKeys() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(
      Self.words + [.error(570, TestError.boom)] + Self.afterTheEnd)
    let keyCalls = TestLock(0)
    // when
    let observer = scheduler.start {
      source.groupBy { word in
        keyCalls.withLock { $0 += 1 }
        return try Self.normalized(word)
      }
      .map(\.key)
    }
    // then
    #expect(
      observer.events == [
        .next(220, "foo"), .next(270, "bar"), .next(350, "baz"), .next(360, "qux"),
        .error(570, TestError.boom),
      ])
    #expect(source.subscriptions == [.init(200, 570)])
    #expect(keyCalls.withLock { $0 } == 12)
  }

  @Test func test_whenDisposed_thenNoMoreKeysAreComputed() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.words + [.completed(570)] + Self.afterTheEnd)
    let keyCalls = TestLock(0)
    // when
    let observer = scheduler.start(disposed: 355) {
      source.groupBy { word in
        keyCalls.withLock { $0 += 1 }
        return try Self.normalized(word)
      }
      .map(\.key)
    }
    // then
    #expect(observer.events == [.next(220, "foo"), .next(270, "bar"), .next(350, "baz")])
    #expect(source.subscriptions == [.init(200, 355)])
    #expect(keyCalls.withLock { $0 } == 5)
  }

  @Test func test_whenTheKeySelectorThrows_thenItsErrorEndsTheSequence() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.words + [.completed(570)] + Self.afterTheEnd)
    let keyCalls = TestLock(0)
    // when
    let observer = scheduler.start {
      source.groupBy { word in
        let call = keyCalls.withLock { count in
          count += 1
          return count
        }
        if call == 10 { throw TestError.boom }
        return try Self.normalized(word)
      }
      .map(\.key)
    }
    // then
    #expect(
      observer.events == [
        .next(220, "foo"), .next(270, "bar"), .next(350, "baz"), .next(360, "qux"),
        .error(480, TestError.boom),
      ])
    #expect(source.subscriptions == [.init(200, 480)])
    #expect(keyCalls.withLock { $0 } == 10)
  }

  /// Subscribes to each group 100 ticks after it is emitted; returns each group's recording.
  private static func recordGroupsSubscribedLate(
    _ source: TestableObservable<String>, on scheduler: TestScheduler
  ) -> [String: TestableObserver<String>] {
    let results = TestLock<[String: TestableObserver<String>]>([:])
    let subscriptions = CompositeDisposable()
    scheduler.scheduleAt(200) {
      subscriptions.insert(
        source.groupBy(keySelector: Self.normalized)
          .subscribe(onNext: { group in
            let result = scheduler.createObserver(String.self)
            results.withLock { $0[group.key] = result }
            subscriptions.insert(
              scheduler.scheduleAt(scheduler.clock + 100) {
                subscriptions.insert(group.subscribe(result))
              })
          }))
    }
    scheduler.scheduleAt(1000) { subscriptions.dispose() }
    scheduler.start()
    return results.withLock { $0 }
  }

  @Test func test_whenGroupsAreSubscribedLate_thenTheyMissWhatCameBefore() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.words + [.completed(570)] + Self.afterTheEnd)
    // when
    let results = Self.recordGroupsSubscribedLate(source, on: scheduler)
    // then
    #expect(results.count == 4)
    #expect(
      results["foo"]?.events == [.next(470, "FOO "), .next(530, "    fOo    "), .completed(570)])
    #expect(
      results["bar"]?.events == [.next(390, "   bar"), .next(420, " BAR  "), .completed(570)])
    #expect(results["baz"]?.events == [.next(480, "baz  "), .next(510, " bAZ "), .completed(570)])
    #expect(results["qux"]?.events == [.completed(570)])
    #expect(source.subscriptions == [.init(200, 570)])
  }
}
