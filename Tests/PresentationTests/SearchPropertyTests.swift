import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

/// A random answer to a search: a page (0–2 players, maybe another page), each error kind
/// (cancellation included), or a hang, after a delay.
private func randomAnswer(
  to request: PlayerSearchRequest, _ random: RandomSource, _ scheduler: TestScheduler
) -> Single<Page<User>> {
  let delay = random.int(0...40)
  switch random.int(0...9) {
  case 0...4:
    let users = (0..<random.int(0...2)).map { _ in
      random.pick([Fixtures.alice, Fixtures.bob, Fixtures.carol])
    }
    let page = Page<User>(items: users, page: request.page, hasNext: random.chance(60))
    return scheduler.single(after: delay, .success(page))
  case 5...8:
    return scheduler.single(after: delay, .failure(random.pick(Fixtures.everyAPIError)))
  default:
    return .never()
  }
}

/// The paging rule written out independently of `PlayerSearchResults.applying`: page 0 of a
/// query replaces the list, the next page of the same query appends, anything else is ignored;
/// a player already shown is not shown twice. (The ViewModel resets its paging state when a
/// search is sent, not when its page arrives; since only the latest request is ever delivered,
/// folding the delivered pages this way shows the same list.)
private struct PagingModel {
  var query: String?
  var users: [User] = []
  var page = -1
  var hasNext = false

  mutating func receive(query: String, page: Int, users: [User], hasNext: Bool) {
    if page == 0 {
      self.query = query
      self.users = []
      append(users)
    } else if query == self.query, page == self.page + 1 {
      append(users)
    } else {
      return
    }
    self.page = page
    self.hasNext = hasNext
  }

  private mutating func append(_ new: [User]) {
    for user in new where !users.contains(where: { $0.id == user.id }) { users.append(user) }
  }
}

@Test func test_whenRandomInputsMeetRandomOutcomes_thenSearchInvariantsHold() {
  for seed in UInt64(1)...1_500 {
    // given
    let random = RandomSource(seed: seed)
    let harness = SearchHarness()
    let scheduler = harness.scheduler
    let ledger = harness.useCase.ledger
    harness.useCase.answer { randomAnswer(to: $0, random, scheduler) }
    var disposedAt: (events: Int, deliveries: Int)?
    var time = 0
    // when
    for _ in 0..<random.int(1...30) {
      time += random.int(0...15)
      scheduler.advance(to: time)
      switch random.int(0...19) {
      case 0...5: harness.query.accept(random.pick(["", "a", "al", "bo", " zz "]))
      case 6...11: harness.search.accept(())
      case 12...18: harness.loadMore.accept(())
      default:
        if disposedAt == nil {
          harness.bag.dispose()
          disposedAt = (harness.eventCount, ledger.delivered.count)
        }
      }
      scheduler.advance(to: time)
      // then: isLoading is false exactly when nothing is in flight
      if disposedAt == nil {
        #expect(harness.isLoading.elements.last == (ledger.inFlight > 0), "seed \(seed)")
      }
    }
    time += 100
    scheduler.advance(to: time)

    // then: a late answer to an older request is never delivered (flatMapLatest)
    #expect(ledger.delivered.allSatisfy { $0.wasLatest }, "seed \(seed)")
    // then: every failure but a cancellation yields exactly one searchError, in order
    let deliveries = ledger.delivered.prefix(disposedAt?.deliveries ?? ledger.delivered.count)
    let failures = deliveries.compactMap { delivery -> APIError? in
      if case .failure(let error) = delivery.result, !error.isCancellation { error } else { nil }
    }
    #expect(harness.searchError.elements == failures, "seed \(seed)")

    if let disposedAt {
      // then: no event after disposal
      #expect(harness.eventCount == disposedAt.events, "seed \(seed)")
      continue
    }
    // then: the results are the delivered pages folded by the paging rule, computed here by an
    // independent model (page 0 replaces, the next page of the same query appends)
    let calls = harness.useCase.calls
    var model = PagingModel()
    for delivery in deliveries {
      guard case .success(let page) = delivery.result else { continue }
      let request = calls[delivery.call]
      model.receive(
        query: request.query, page: request.page, users: page.items, hasNext: page.hasNext)
    }
    let shown = harness.results.elements.last ?? .empty  // nothing shown before a page
    #expect(shown.query == model.query, "seed \(seed)")
    #expect(shown.items == model.users, "seed \(seed)")
    #expect(shown.page == model.page, "seed \(seed)")
    #expect(shown.hasNext == model.hasNext, "seed \(seed)")
    #expect(harness.hasMore.elements.last == model.hasNext, "seed \(seed)")

    // then: no input stream died
    harness.useCase.answer { request in
      scheduler.single(
        after: 1, .success(Page<User>(items: [Fixtures.bob], page: request.page, hasNext: true)))
    }
    harness.query.accept("probe")
    harness.search.accept(())
    scheduler.advance(to: time + 10)
    harness.loadMore.accept(())
    scheduler.advance(to: time + 20)
    #expect(harness.results.elements.last?.query == "probe", "seed \(seed)")
    #expect(harness.results.elements.last?.page == 1, "seed \(seed)")
  }
}
