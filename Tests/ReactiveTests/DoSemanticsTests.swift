import CleanReactive
import CleanReactiveTesting
import Testing

/// `do(...)`: RxSwift's callback order (before/after forwarding, `onSubscribe` before and
/// `onSubscribed` after subscribing, `onDispose` after the source was disposed), thrown errors,
/// and subscription intervals.
@Suite struct DoSemanticsTests {
  /// A source that logs its subscription, its events and its disposal into `log`.
  private func loggingSource(_ events: [Event<Int>], log: TestLock<[String]>) -> Observable<Int> {
    Observable(unsafeSubscribe: { observer in
      log.withLock { $0.append("source subscribed") }
      for event in events {
        log.withLock { $0.append("source sends \(event)") }
        observer.on(event)
      }
      return Disposables.create { log.withLock { $0.append("source disposed") } }
    })
  }

  private func logged(_ source: Observable<Int>, log: TestLock<[String]>) -> Observable<Int> {
    source.do(
      onNext: { value in log.withLock { $0.append("onNext \(value)") } },
      afterNext: { value in log.withLock { $0.append("afterNext \(value)") } },
      onError: { _ in log.withLock { $0.append("onError") } },
      afterError: { _ in log.withLock { $0.append("afterError") } },
      onCompleted: { log.withLock { $0.append("onCompleted") } },
      afterCompleted: { log.withLock { $0.append("afterCompleted") } },
      onSubscribe: { log.withLock { $0.append("onSubscribe") } },
      onSubscribed: { log.withLock { $0.append("onSubscribed") } },
      onDispose: { log.withLock { $0.append("onDispose") } })
  }

  private func subscriber(log: TestLock<[String]>) -> AnyObserver<Int> {
    AnyObserver { event in log.withLock { $0.append("subscriber gets \(event)") } }
  }

  @Test func test_whenSourceEmitsAndCompletesLater_thenCallbacksRunInRxSwiftOrder() {
    // given
    let log = TestLock<[String]>([])
    let subject = PublishSubject<Int>()
    let source = Observable<Int>(unsafeSubscribe: { observer in
      log.withLock { $0.append("source subscribed") }
      let inner = subject.subscribe(observer)
      return Disposables.create {
        inner.dispose()
        log.withLock { $0.append("source disposed") }
      }
    })
    // when
    _ = logged(source, log: log).subscribe(subscriber(log: log))
    subject.onNext(1)
    subject.onCompleted()
    // then
    #expect(
      log.withLock { $0 } == [
        "onSubscribe", "source subscribed", "onSubscribed",
        "onNext 1", "subscriber gets next(1)", "afterNext 1",
        "onCompleted", "subscriber gets completed", "afterCompleted",
        "source disposed", "onDispose",
      ])
  }

  @Test func test_whenSourceFails_thenOnErrorBeforeAndAfterErrorAfterForwardingThenDispose() {
    // given
    let log = TestLock<[String]>([])
    let subject = PublishSubject<Int>()
    let source = Observable<Int>(unsafeSubscribe: { observer in
      let inner = subject.subscribe(observer)
      return Disposables.create {
        inner.dispose()
        log.withLock { $0.append("source disposed") }
      }
    })
    // when
    _ = logged(source, log: log).subscribe(subscriber(log: log))
    subject.onError(TestError.boom)
    // then
    #expect(
      log.withLock { $0 } == [
        "onSubscribe", "onSubscribed", "onError", "subscriber gets error(boom)", "afterError",
        "source disposed", "onDispose",
      ])
  }

  @Test func test_whenSourceTerminatesWhileSubscribing_thenOnDisposeFollowsOnSubscribed() {
    // given
    let log = TestLock<[String]>([])
    // when
    _ = logged(loggingSource([.next(1), .completed], log: log), log: log)
      .subscribe(subscriber(log: log))
    // then
    #expect(
      log.withLock { $0 } == [
        "onSubscribe", "source subscribed",
        "source sends next(1)", "onNext 1", "subscriber gets next(1)", "afterNext 1",
        "source sends completed", "onCompleted", "subscriber gets completed", "afterCompleted",
        "onSubscribed", "source disposed", "onDispose",
      ])
  }

  @Test func test_whenDisposedBeforeTerminal_thenSourceIsDisposedBeforeOnDisposeRunsOnce() {
    // given
    let log = TestLock<[String]>([])
    let subscription = logged(loggingSource([.next(1)], log: log), log: log)
      .subscribe(subscriber(log: log))
    // when
    subscription.dispose()
    subscription.dispose()
    // then
    #expect(
      log.withLock { Array($0.suffix(3)) } == ["onSubscribed", "source disposed", "onDispose"])
  }

  @Test func test_whenDoSourceEmitsThenCompletes_thenEventsPassAndSourceDisposedAtCompletion() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .completed(250),
    ])
    let seen = TestLock<[Int]>([])
    // when
    let observer = scheduler.start {
      source.do(onNext: { value in seen.withLock { $0.append(value) } })
    }
    // then
    #expect(observer.events == [.next(210, 2), .next(220, 3), .completed(250)])
    #expect(seen.withLock { $0 } == [2, 3])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenDoSourceFails_thenErrorPassesAndSourceIsDisposedAtTheError() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 2), .error(250, TestError.boom)])
    let errors = TestLock(0)
    // when
    let observer = scheduler.start {
      source.do(onError: { _ in errors.withLock { $0 += 1 } })
    }
    // then
    #expect(observer.events == [.next(210, 2), .error(250, TestError.boom)])
    #expect(errors.withLock { $0 } == 1)
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenDoIsDisposedEarly_thenSourceIsDisposedThenAndOnDisposeRunsOnce() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 2), .next(260, 3)])
    let disposals = TestLock(0)
    // when
    let observer = scheduler.start(disposed: 240) {
      source.do(onDispose: { disposals.withLock { $0 += 1 } })
    }
    // then
    #expect(observer.events == [.next(210, 2)])
    #expect(source.subscriptions == [.init(200, 240)])
    #expect(disposals.withLock { $0 } == 1)
  }

  @Test func test_whenOnNextThrows_thenErrorReplacesTheElementAndSourceIsDisposedAtOnce() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 2), .next(220, 3), .next(230, 4), .completed(250),
    ])
    // when
    let observer = scheduler.start {
      source.do(onNext: { value in if value == 3 { throw TestError.boom } })
    }
    // then
    #expect(observer.events == [.next(210, 2), .error(220, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenAfterNextThrows_thenElementIsForwardedThenTheError() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
    // when
    let observer = scheduler.start {
      source.do(afterNext: { value in if value == 2 { throw TestError.boom } })
    }
    // then
    #expect(observer.events == [.next(210, 2), .error(210, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 210)])
  }

  @Test func test_whenOnErrorOrOnCompletedThrows_thenThatErrorIsForwardedInstead() {
    // given
    let scheduler = TestScheduler()
    let failing = scheduler.createHotObservable([.next(210, 2), .error(250, TestError.boom)])
    let completing = scheduler.createHotObservable([.next(210, 2), .completed(260)])
    let failed = scheduler.createObserver(Int.self)
    let completed = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) {
      _ = failing.do(onError: { _ in throw TestError.other }).subscribe(failed)
      _ = completing.do(onCompleted: { throw TestError.other }).subscribe(completed)
    }
    // when
    scheduler.start()
    // then
    #expect(failed.events == [.next(210, 2), .error(250, TestError.other)])
    #expect(completed.events == [.next(210, 2), .error(260, TestError.other)])
    #expect(failing.subscriptions == [.init(200, 250)])
    #expect(completing.subscriptions == [.init(200, 260)])
  }

  @Test func test_whenDoSourceMisbehaves_thenCallbacksAndForwardingStopAtTheTerminal() {
    // given
    let source = RogueSource<Int>([.next(1), .completed, .next(2), .completed])
    let seen = TestLock<[String]>([])
    let recorder = Recorder<Int>()
    // when
    _ = source.do(
      onNext: { value in seen.withLock { $0.append("next \(value)") } },
      onCompleted: { seen.withLock { $0.append("completed") } },
      onDispose: { seen.withLock { $0.append("dispose") } }
    ).subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(1), .completed])
    #expect(seen.withLock { $0 } == ["next 1", "completed", "dispose"])
    #expect(source.disposeCount == 1)
  }
}
