import Domain
import Presentation

/// The login screen of the CLI: `login NICK PASSWORD` signs in; the spinner, the signed-in
/// player or the failure are shown.
///
/// Threading: main actor; results are moved to the main queue before they are shown.
@MainActor
final class LoginScreen {
  private let display: Display
  private let directory: PlayerDirectory
  private let useCase: any LoginUseCase
  private let activity = ActivityIndicator()
  private let disposeBag = DisposeBag()

  init(useCase: any LoginUseCase, display: Display, directory: PlayerDirectory) {
    self.useCase = useCase
    self.display = display
    self.directory = directory
    activity.asDriver().drive(onNext: { [weak self] isLoading in
      MainActor.assumeIsolated { self?.display.setLoading(isLoading, source: "login") }
    }).disposed(by: disposeBag)
  }

  func login(nickname: String, password: String) {
    activity.trackActivity(useCase.login(nickname: nickname, password: password))
      .map { Result<Session, APIError>.success($0) }
      .catch { .just(.failure(APIError(classifying: $0))) }
      .asDriver(onErrorJustReturn: .failure(.cancelled))
      .drive(onNext: { [weak self] result in
        MainActor.assumeIsolated { self?.finished(result) }
      })
      .disposed(by: disposeBag)
  }

  private func finished(_ result: Result<Session, APIError>) {
    switch result {
    case .success(let session):
      directory.remember([session.user])
      display.show(.loggedIn(session.user))
    case .failure(let error):
      if !error.isCancellation { display.show(.networkError(error)) }
    }
  }
}
