import CleanDomain
import CleanDomainTesting
import CleanReactive
import Domain
import Testing

/// The use case passes each repository's read on unchanged: the network alone as `.network`
/// values, a cached read with its copy first.
@Suite struct LoadLeaderboardUseCaseTests {
  private static let page = Page(
    items: [LeaderboardEntry(id: 1, nickname: "alice", rating: 2100, rank: 1)], page: 0,
    hasNext: false)

  private func values(
    _ read: SourcedRequest<Page<LeaderboardEntry>, LeaderboardError>
  ) async throws -> [Sourced<Page<LeaderboardEntry>>] {
    var values: [Sourced<Page<LeaderboardEntry>>] = []
    for try await value in read.observable.values { values.append(value) }
    return values
  }

  @Test func test_whenOnlyTheNetworkIsRead_thenItsPageIsTheOneValueFromTheNetwork() async throws {
    // given
    let repository = ScriptedLeaderboardRepository()
    repository.page.answer { _ in .just(Self.page) }
    let useCase = LoadLeaderboardUseCase(repository: repository)
    // when
    let read = try await values(useCase.load(PageRequest(query: 3)))
    // then
    #expect(read == [Sourced(value: Self.page, source: .network)])
    #expect(repository.page.calls == [PageRequest(query: 3)])
  }

  @Test func test_whenACachedReadIsGiven_thenItsCopyAndAnswerPassUnchanged() async throws {
    // given: a cached read that emits a copy, then the answer
    let useCase = LoadLeaderboardUseCase(read: { _ in
      SourcedRequest(
        classifying: .of(
          Sourced(value: Self.page, source: .cache), Sourced(value: Self.page, source: .network)))
    })
    // when
    let read = try await values(useCase.load(PageRequest(query: 3)))
    // then
    #expect(
      read == [
        Sourced(value: Self.page, source: .cache), Sourced(value: Self.page, source: .network),
      ])
  }
}
