import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanPresentationTesting
import CleanReactive
import Testing

/// What a `@MainActor` test's intent touches: main-actor state.
@MainActor private final class Screen {
  var intentsSent = 0
}

/// `recordUntilSettled(_:)` from a `@MainActor` suite (a flow's tests are on the main actor),
/// with an intent that uses main-actor state. Before it was `nonisolated(nonsending)`, this file
/// did not compile: "sending value of non-Sendable type '(PagedList<…>) -> ()' risks causing data
/// races" — the nonisolated async function would have run the caller's closure off its actor.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct MainActorRecordingTests {
  private let screen = Screen()

  @Test func test_whenAMainActorTestRecords_thenItsIntentRunsOnTheMainActor() async {
    // given
    let page = Page<User>(items: [Fixtures.alice], page: 0, hasNext: false)
    let list = PagedList<Unfiltered, User, Never>(fetch: { _ in
      SourcedRequest(network: TypedRequest { page })
    })
    // when: the intent touches main-actor state synchronously
    let shown = await list.recordUntilSettled { list in
      screen.intentsSent += 1
      list.load()
    }
    // then
    #expect(screen.intentsSent == 1)
    #expect(shown.states.map(\.isLoading) == [false, true, false])
    #expect(shown.states.last?.items == page.items)
  }

  @Test func test_whenAMainActorTestRecordsADetail_thenItsIntentRunsOnTheMainActor() async {
    // given
    let profile = CachedValue<User, Never>(fetch: { TypedRequest { Fixtures.carol } })
    // when
    let shown = await profile.recordUntilSettled { profile in
      screen.intentsSent += 1
      profile.load()
    }
    // then
    #expect(screen.intentsSent == 1)
    #expect(shown.states.map(\.isLoading) == [false, true, false])
  }
}
