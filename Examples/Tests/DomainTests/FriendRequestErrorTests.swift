import CleanDomain
import CleanDomainTesting
import CleanReactive
import Domain
import Testing

/// The feature's reading of every failure the library can report, and its use case.
@Suite struct FriendRequestErrorTests {
  @Test(arguments: Fixtures.everyAPIError)
  func test_whenAnyLibraryFailureIsRead_thenItHasExactlyOneFeatureMeaning(error: APIError) {
    // when
    let failure = FriendRequestError(error)
    // then: a cancellation is silent, a 409 is this feature's own, the rest reach the alert
    #expect((failure == .cancelled) == error.isCancellation)
    if error.status == 409 {
      #expect(failure == .alreadyFriends)
    } else if !error.isCancellation {
      #expect(failure == .network(error))
    }
  }

  @Test func test_whenTheServerAnswers409Or422_thenTheyAreThisFeaturesOwnCases() {
    // when / then
    #expect(FriendRequestError(.unexpectedStatus(HTTPFailure(status: 409))) == .alreadyFriends)
    #expect(
      FriendRequestError(.unexpectedStatus(HTTPFailure(status: 422, message: "blocked")))
        == .rejected(reason: "blocked"))
  }

  @Test func test_whenTheRepositoryFailsWithAForeignError_thenTheUseCaseStillReportsIt() async {
    // given a scripted repository from the library's test support
    let repository = ScriptedFriendRepository()
    repository.send.answer { _ in .error(ForeignError(reason: "socket")) }
    let useCase = SendFriendRequestUseCase(repository: repository)
    // when
    var failure: (any Error)?
    do {
      for try await _ in useCase.send(to: 2).values {}
    } catch {
      failure = error
    }
    // then
    let foreign = String(describing: ForeignError(reason: "socket"))
    #expect(failure as? FriendRequestError == .network(.transport(.other(foreign))))
    #expect(repository.send.calls == [2])
  }
}

/// A `FriendRepository` made of the library's scripted `Stub`.
final class ScriptedFriendRepository: FriendRepository {
  let send = Stub<Int, Friend>()

  func sendRequest(to userId: Int) -> Single<Friend> { send(userId) }
}
