import CleanDomain
import CleanDomainTesting
import CleanReactive
import Domain
import Testing

/// The feature's reading of its failure statuses, and its use case.
@Suite struct FriendRequestErrorTests {
  @Test(arguments: Fixtures.everyAPIError)
  func test_whenAnyOtherStatusIsRead_thenItIsLeftToTheLibrary(error: APIError) {
    // given: every library failure; none of the samples is a 409 or a 422
    guard let failure = error.httpFailure else { return }
    // when
    let read = FriendRequestError(reading: failure)
    // then
    #expect(read == nil)
  }

  @Test func test_whenTheServerAnswers409Or422_thenTheyAreThisFeaturesOwnCases() {
    // when / then
    #expect(FriendRequestError(reading: HTTPFailure(status: 409)) == .alreadyFriends)
    #expect(
      FriendRequestError(reading: HTTPFailure(status: 422, message: "blocked"))
        == .rejected(reason: "blocked"))
  }

  @Test func test_whenTheRepositoryFails_thenTheUseCasePassesTheFailureUnchanged() async {
    // given a scripted repository from the library's test support
    let repository = ScriptedFriendRepository()
    repository.send.answer { _ in .error(FriendRequestError.alreadyFriends) }
    let useCase = SendFriendRequestUseCase(repository: repository)
    // when
    var failure: (any Error)?
    do {
      for try await _ in useCase.send(to: 2).single.values {}
    } catch {
      failure = error
    }
    // then: the feature's own error, never reclassified
    #expect(RequestFailure<FriendRequestError>(classifying: failure!) == .domain(.alreadyFriends))
    #expect(repository.send.calls == [2])
  }
}

/// A `FriendRepository` made of the library's scripted `Stub`.
final class ScriptedFriendRepository: FriendRepository {
  let send = Stub<Int, Friend>()

  func sendRequest(to userId: Int) -> TypedRequest<Friend, FriendRequestError> {
    TypedRequest(classifying: send(userId))
  }
}
