import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanPresentationTesting
import CleanReactive
import Foundation
import Testing

private let page0 = Page<User>(items: [Fixtures.alice, Fixtures.bob], page: 0, hasNext: true)
private let page1 = Page<User>(items: [Fixtures.carol], page: 1, hasNext: false)

/// `PagedList.recordUntilSettled(_:)` over work that answers on threads of its own.
@Suite(.timeLimit(.minutes(1))) struct RecordUntilSettledTests {
  /// Trial 4's trap, made deterministic: over the loopback server, `recordUntilSettled
  /// { $0.loadNextPage() }` sent right after `recordUntilSettled { $0.load() }` returned ended
  /// at once with page 0 alone in 3 runs of 20, though the next page's request ran. Page 0's
  /// answer was still being delivered on the fetch's thread when the test's task resumed: the
  /// next page was decided at once but shown by that thread after the intent returned, and the
  /// recording, which took "no loading state by the time the intent returns" for an ignored
  /// intent, ended. Here the recording starts inside that delivery (a task started
  /// synchronously by a subscriber of page 0's state), so the delivery is still in progress,
  /// further up the same thread, when the intent returns — every run. Without the fix the
  /// recording is `[page 0]`.
  @available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *)  // Task.immediate
  @Test func test_whenTheNextPageIsSentInsideTheDeliveryOfTheAnswerBefore_thenItIsRecorded()
    async
  {
    // given: a fetch that answers as it is subscribed; a subscriber that, when page 0 is
    // shown, starts the next page's recording at once, inside that delivery
    let list = PagedList<Unfiltered, User, Never>(fetch: { request in
      .just(Sourced(value: request.page == 0 ? page0 : page1, source: .network))
    })
    let (recordings, recorded) = AsyncStream<PagedListRecording<Unfiltered, User, Never>>
      .makeStream()
    let starter = list.state.subscribe(onNext: { state in
      guard state.page == 0, !state.isLoading else { return }
      // runs on this thread until it first suspends (the list's delivery waits for that)
      Task.immediate {
        recorded.yield(await list.recordUntilSettled { $0.loadNextPage() })
      }
    })
    defer { starter.dispose() }
    // when
    list.load()
    var next: PagedListRecording<Unfiltered, User, Never>?
    for await recording in recordings {
      next = recording
      break
    }
    // then: the next page's loading and its answer are recorded, the page before first
    #expect(next?.states.map(\.isLoading) == [false, true, false])
    #expect(next?.states.first?.items == page0.items)
    #expect(next?.states.last?.items == page0.items + page1.items)
    #expect(next?.states.last?.hasMore == false)
  }

  /// The same window over another thread, as the loopback server opens it: page 0 is answered
  /// on a thread of the test's own, which a subscriber holds inside the list's delivery of
  /// page 0 until the next page has been sent. The old recording failed here only in most runs
  /// (the held thread, released by the intent, sometimes showed the loading state before the
  /// recording looked); the fixed one passes in every run, whichever thread is first.
  @Test
  func test_whenTheNextPageIsSentWhileAnotherThreadDeliversTheAnswerBefore_thenItIsRecorded()
    async
  {
    // given
    let firstAnswer = PublishSubject<Sourced<Page<User>>>()
    let list = PagedList<Unfiltered, User, Never>(fetch: { request in
      request.page == 0
        ? firstAnswer.asObservable() : .just(Sourced(value: page1, source: .network))
    })
    let held = DispatchSemaphore(value: 0)
    let (shown, pageShown) = AsyncStream<Void>.makeStream()
    let holder = list.state.subscribe(onNext: { state in
      guard state.page == 0, !state.isLoading else { return }
      pageShown.yield()
      held.wait()  // on the answering thread (never the cooperative pool)
    })
    defer { holder.dispose() }
    list.load()
    Thread.detachNewThread { firstAnswer.onNext(Sourced(value: page0, source: .network)) }
    for await _ in shown { break }
    // when: the answering thread is still delivering page 0
    let next = await list.recordUntilSettled { list in
      list.loadNextPage()
      held.signal()
    }
    // then
    #expect(next.states.map(\.isLoading) == [false, true, false])
    #expect(next.states.last?.items == page0.items + page1.items)
  }

  @Test func test_whenTheIntentIsIgnoredWhileARequestIsInFlight_thenTheRecordingWaitsForIt()
    async
  {
    // given: page 0 is loading; its answer comes from a thread of the test's own
    let answer = PublishSubject<Sourced<Page<User>>>()
    let list = PagedList<Unfiltered, User, Never>(fetch: { _ in answer.asObservable() })
    list.load()
    // when: a next page while loading (ignored)
    let shown = await list.recordUntilSettled { list in
      list.loadNextPage()
      Thread.detachNewThread { answer.onNext(Sourced(value: page0, source: .network)) }
    }
    // then: the request in flight, to its answer
    #expect(shown.states.map(\.isLoading) == [true, false])
    #expect(shown.states.last?.items == page0.items)
  }

  @Test func test_whenTheRequestSettlesBeforeTheIntentReturns_thenTheRecordingEndsWithIt() async {
    // given: a fetch that answers as it is subscribed, on the intent's thread
    let list = PagedList<Unfiltered, User, Never>(fetch: { _ in
      .just(Sourced(value: page0, source: .network))
    })
    // when
    let shown = await list.recordUntilSettled { $0.load() }
    // then
    #expect(shown.states.map(\.isLoading) == [false, true, false])
    #expect(shown.states.last?.items == page0.items)
  }

  @Test func test_whenTheCallingTaskIsCancelled_thenTheRecordingOfARequestInFlightEnds() async {
    // given: a fetch that never answers
    let list = PagedList<Unfiltered, User, Never>(fetch: { _ in .never() })
    let (sent, intentSent) = AsyncStream<Void>.makeStream()
    let recording = Task {
      await list.recordUntilSettled { list in
        list.load()
        intentSent.yield()
      }
    }
    for await _ in sent { break }
    // when
    recording.cancel()
    // then: it returns what was shown up to then; the request is still the list's, in flight
    let shown = await recording.value
    #expect(shown.states.map(\.isLoading) == [false, true])
    #expect(list.currentState.isLoading)
  }

  @Test func test_whenTheTaskWasCancelledBeforeTheCall_thenTheIntentRunsAndTheRecordingEnds() async
  {
    // given
    let list = PagedList<Unfiltered, User, Never>(fetch: { _ in .never() })
    // when
    let shown = await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await list.recordUntilSettled { $0.load() }
    }.value
    // then
    #expect(shown.states.map(\.isLoading) == [false, true])
  }
}
