import CleanDomain
import CleanDomainTesting
import CleanReactive
import Domain
import Testing

/// The leaderboard's reading of its failure status, and its use case.
@Suite struct LeaderboardErrorTests {
  @Test(arguments: Fixtures.everyAPIError)
  func test_whenAnyOtherStatusIsRead_thenItIsLeftToTheLibrary(error: APIError) {
    // given: every library failure; none of the samples is a 423
    guard let failure = error.httpFailure else { return }
    // when
    let read = LeaderboardError(reading: failure)
    // then
    #expect(read == nil)
  }

  @Test func test_whenTheServerAnswers423_thenTheSeasonIsClosedWithItsMessage() {
    // when / then
    #expect(
      LeaderboardError(reading: HTTPFailure(status: 423, message: "season 3 has ended"))
        == .closed(reason: "season 3 has ended"))
    #expect(LeaderboardError(reading: HTTPFailure(status: 423)) == .closed(reason: nil))
  }

  @Test func test_whenTheRepositoryFailsClosed_thenTheUseCasePassesTheFailureUnchanged() async {
    // given
    let repository = ScriptedLeaderboardRepository()
    repository.page.answer { _ in .error(LeaderboardError.closed(reason: "over")) }
    let useCase = LoadLeaderboardUseCase(repository: repository)
    // when
    var failure: (any Error)?
    do {
      for try await _ in useCase.load(PageRequest(query: 3, page: 1)).observable.values {}
    } catch {
      failure = error
    }
    // then: the feature's own error, never reclassified as transport
    #expect(failure as? RequestFailure<LeaderboardError> == .domain(.closed(reason: "over")))
    #expect(repository.page.calls == [PageRequest(query: 3, page: 1)])
  }
}

/// A `LeaderboardRepository` made of the library's scripted `Stub`.
final class ScriptedLeaderboardRepository: LeaderboardRepository {
  let page = Stub<PageRequest<Int>, Page<LeaderboardEntry>>()

  func entries(
    _ request: PageRequest<Int>
  ) -> TypedRequest<Page<LeaderboardEntry>, LeaderboardError> {
    TypedRequest(classifying: page(request))
  }
}
