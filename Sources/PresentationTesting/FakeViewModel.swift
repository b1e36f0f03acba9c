import CleanDomain
import CleanPresentation
import CleanPrimitives
import CleanReactive
import CleanReactiveUI

/// A ViewModel for view tests: `transform(input:)` records the input it was given and returns
/// the output it was built with (e.g. `LobbyOutputRelays().output()`), so a test checks what
/// the view sends by subscribing to the recorded input's streams, and what it shows by
/// accepting into the relays behind the output.
///
/// It is every screen's `…ViewModelType` whose Input and Output it has: use it through
/// `FakeLobbyViewModel` and `FakePlayerSearchViewModel`.
///
/// Threading: thread-safe.
public final class FakeViewModel<Input: Sendable, Output: Sendable>: ViewModel, Sendable {
  /// Unused by the fake; the `ViewModel` protocol asks for it.
  public let disposeBag = DisposeBag()
  private let output: Output
  private let received = Locked<[Input]>([])

  /// A fake whose every `transform(input:)` returns `output`.
  public init(output: Output) {
    self.output = output
  }

  /// The inputs `transform(input:)` was called with, in order (a view should call it once).
  public var inputs: [Input] { received.withLock { $0 } }

  /// Records `input` and returns the output the fake was built with.
  public func transform(input: Input) -> Output {
    received.withLock { $0.append(input) }
    return output
  }
}

/// A fake lobby ViewModel: stands in for `LobbyViewModel` wherever a `LobbyViewModelType` goes.
public typealias FakeLobbyViewModel = FakeViewModel<LobbyViewModel.Input, LobbyViewModel.Output>

/// A fake search ViewModel: stands in wherever a `PlayerSearchViewModelType` goes.
public typealias FakePlayerSearchViewModel = FakeViewModel<
  PlayerSearchViewModel.Input, PlayerSearchViewModel.Output
>

extension FakeViewModel: LobbyViewModelType
where Input == LobbyViewModel.Input, Output == LobbyViewModel.Output {}

extension FakeViewModel: PlayerSearchViewModelType
where Input == PlayerSearchViewModel.Input, Output == PlayerSearchViewModel.Output {}
