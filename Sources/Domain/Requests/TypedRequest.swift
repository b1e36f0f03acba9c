import CleanReactive

/// A request that says how it fails: a `Single` whose only failure is a
/// `RequestFailure<DomainError>`, with that type in its own type. Hand it to a
/// `RequestSplit<DomainError>` of the *same* error type: a split of another type
/// (`RequestSplit<Never>` over a request that fails with a feature's error) does not compile.
///
/// The Data layer makes one from a `DomainEndpoint` (`DataTransferService.typedRequest(_:)`);
/// a fake or an Rx repository from a `Single` whose failures it classifies
/// (`init(classifying:)`); any other code from work that throws the typed failure (annotate the
/// closure's `throws(RequestFailure<…>)`: Swift does not infer a closure's thrown type):
///
/// ```swift
/// import CleanData
/// import CleanDomain
///
/// struct Friend: Sendable { let id: Int }
/// struct FriendDTO: Decodable, Sendable {
///   let id: Int
///   func toDomain() -> Friend { Friend(id: id) }
/// }
/// enum FriendRequestError: Error, Sendable { case alreadyFriends }
///
/// func sendRequest(
///   to userId: Int, over transfer: any DataTransferService
/// ) -> TypedRequest<Friend, FriendRequestError> {
///   let endpoint = Endpoint<FriendDTO>(
///     method: .post, pathSegments: ["friends", String(userId)], response: .envelope()
///   ).readingFailures { failure, _ in
///     failure.status == 409 ? FriendRequestError.alreadyFriends : nil
///   }
///   return transfer.typedRequest(endpoint).map { $0.toDomain() }
/// }
/// ```
///
/// Cold, like the `Single` it holds: each subscription runs the request anew; disposing cancels
/// it. Threading: an immutable value, like `Single` (not `Sendable`): build it where it is
/// subscribed.
public struct TypedRequest<Value, DomainError: Error & Sendable> {
  /// The request, failing only with a `RequestFailure<DomainError>`.
  public let single: Single<Value>

  /// A request that runs `work` in a new task on each subscription (disposing cancels the
  /// task). `work` throws only a `RequestFailure<DomainError>`: the compiler checks it.
  public init(
    _ work: @escaping @Sendable () async throws(RequestFailure<DomainError>) -> Value
  ) where Value: Sendable {
    single = Single.fromAsync { try await work() }
  }

  /// `single`, each of its failures classified by `RequestFailure<DomainError>(classifying:)`
  /// (total: nothing is dropped, a `DomainError` stays one) — for a repository or a fake
  /// built on `Single`s. It keeps `single`'s timing, virtual time included.
  public init(classifying single: Single<Value>) {
    self.single = single.catch { error in throw RequestFailure<DomainError>(classifying: error) }
  }

  /// This request with its value transformed; its failures unchanged.
  public func map<Other>(
    _ transform: @escaping @Sendable (Value) -> Other
  ) -> TypedRequest<Other, DomainError> {
    TypedRequest<Other, DomainError>(classifying: single.map(transform))
  }
}
