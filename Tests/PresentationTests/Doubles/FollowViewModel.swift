import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// A detail ViewModel of an importer's that combines two blocks — a friend (`CachedValue`) and
/// a "follow" write (`Submission`) — and declares its `Intents`, so that its scene is
/// `ViewModelScene(viewModel)` with no relays or closure in the flow.
final class FollowViewModel: IntentsViewModel, Sendable {
  struct Input: Sendable {
    let load: Observable<Void>
    let follow: Observable<Void>
  }

  struct Output: Sendable {
    let friend: Driver<CachedValueState<User, Never>>
    let followed: Signal<String>
  }

  /// What the view feeds: the screen appeared, "follow" tapped.
  struct Intents: ScreenIntents {
    let load = PublishRelay<Void>()
    let follow = PublishRelay<Void>()
    var input: Input { Input(load: load.asObservable(), follow: follow.asObservable()) }
  }

  let disposeBag = DisposeBag()
  private let id: Int
  private let friend: CachedValue<User, Never>
  private let following: Submission<Int, String, Never>

  init(
    id: Int, read: @escaping CachedValue<User, Never>.Fetch,
    write: @escaping Submission<Int, String, Never>.Write
  ) {
    self.id = id
    friend = CachedValue(fetch: read)
    following = Submission(write: write)
  }

  func transform(input: Input) -> Output {
    let id = id
    return Output(
      friend: friend.transform(input: .init(load: input.load)).state,
      followed: following.transform(input: .init(submit: input.follow.map { id })).succeeded)
  }
}
