import CleanDomain
import CleanPrimitives
import Foundation

/// An endpoint whose failure statuses may carry the feature's own meaning: `readFailure` reads
/// a failure status into the feature's `DomainError`, and `DataTransferService.request(_:)`
/// then throws `RequestFailure<DomainError>` — `.domain(error)` for what the endpoint read,
/// `.network(APIError)` for everything else.
///
/// `APIError` is this package's generic classification of what went wrong on the wire; a
/// feature usually has its own meanings (a 409 that means "duplicated users", a 423 that
/// means "closed") and its own error type for them. The stack consults `readFailure` for every
/// failure status (never a 2xx), with the whole body, *before* its status table. A `DomainError`
/// it returns passes every generic step untouched: it is never retried, never refreshed, never
/// treated as a 401 that ends the session, never decoded as a success, and it reaches the
/// caller exactly as `readFailure` returned it. `nil` leaves the status to the generic table.
/// A reading that decides by the body's content takes it decoded as the feature's DTO:
/// `readingFailures(as:decoder:_:)` and `acceptingFailures(as:decoder:_:)` (a body that does not
/// decode is not the feature's: its status goes on to the generic table).
///
/// ```swift
/// //# struct FriendDTO: Decodable, Sendable { let id: Int }
/// //# enum FriendRequestError: Error, Sendable { case alreadyFriends }
/// //# let body = Data(#"{"userId": 2}"#.utf8)
/// let sendRequest = Endpoint<FriendDTO>(method: .post, pathSegments: ["friends"], body: body,
///   response: .envelope())
///   .readingFailures { failure, _ in
///     failure.status == 409 ? FriendRequestError.alreadyFriends : nil
///   }
/// ```
///
/// Threading: an immutable `Sendable` value; `readFailure` must be pure and thread-safe.
public struct DomainEndpoint<Response: Sendable, DomainError: Error & Sendable>: Sendable {
  /// Reads a failure status — the `HTTPFailure` (status, the envelope's message, a prefix of
  /// the body) and the whole body — into the feature's error, or `nil` to leave it generic.
  public typealias ReadFailure = @Sendable (_ failure: HTTPFailure, _ body: Data) -> DomainError?
  /// Reads a failure status that means the request's effect already holds — "already entered",
  /// "already friends" — into the request's success value, or `nil` to leave it a failure.
  public typealias AcceptFailure = @Sendable (_ failure: HTTPFailure, _ body: Data) -> Response?

  /// The request and its success decoding.
  public let endpoint: Endpoint<Response>
  /// The feature's reading of failure statuses.
  public let readFailure: ReadFailure
  /// The feature's failure statuses that are successes, consulted before `readFailure`; `nil`
  /// accepts none (set with `acceptingFailures(_:)`).
  public let acceptFailure: AcceptFailure?

  /// `endpoint`, with its failure statuses read by `readFailure` first — after `acceptFailure`,
  /// when given, which reads the ones that are successes.
  public init(
    _ endpoint: Endpoint<Response>, readFailure: @escaping ReadFailure,
    acceptFailure: AcceptFailure? = nil
  ) {
    self.endpoint = endpoint
    self.readFailure = readFailure
    self.acceptFailure = acceptFailure
  }

  /// This endpoint, with the failure statuses `accept` reads into a value answered as that
  /// success: the request returns the value, as if the server had answered it with a 2xx. For a
  /// write whose server says its effect already holds — a join answered 409 "already entered",
  /// which the screen shows as joined, not as a refusal. `accept` is consulted first, for every
  /// failure status, with the whole body; a status it accepts is not read by `readFailure`, is
  /// never retried, refreshed or treated as a 401, and its body is not decoded as `Response`.
  /// `nil` leaves the status to `readFailure`, then to the generic table. When the body says
  /// which failure it is, `acceptingFailures(as:decoder:_:)` hands `accept` the body decoded as
  /// the feature's DTO instead of `Data`.
  ///
  /// ```swift
  /// //# enum FollowError: Error, Sendable { case blocked }
  /// let unfollow = Endpoint<Void>(
  ///   method: .delete, pathSegments: ["follows", "3"], response: .ignored
  /// )
  /// .readingFailures { failure, _ -> FollowError? in failure.status == 403 ? .blocked : nil }
  /// .acceptingFailures { failure, _ in
  ///   failure.status == 404 ? () : nil  // gone before: the unfollow stands
  /// }
  /// ```
  ///
  /// Threading: `accept` must be pure and thread-safe. Called again, the last `accept` is kept.
  public func acceptingFailures(_ accept: @escaping AcceptFailure) -> DomainEndpoint {
    DomainEndpoint(endpoint, readFailure: readFailure, acceptFailure: accept)
  }
}

extension Endpoint {
  /// This endpoint with its failure statuses read into the feature's `DomainError` by `read`
  /// first (see `DomainEndpoint`).
  public func readingFailures<DomainError: Error & Sendable>(
    _ read: @escaping DomainEndpoint<Response, DomainError>.ReadFailure
  ) -> DomainEndpoint<Response, DomainError> {
    DomainEndpoint(self, readFailure: read)
  }

  /// This endpoint with the failure statuses `accept` reads answered as that success, and every
  /// other failure generic (`DomainError` is `Never`): see `DomainEndpoint.acceptingFailures(_:)`.
  public func acceptingFailures(
    _ accept: @escaping DomainEndpoint<Response, Never>.AcceptFailure
  ) -> DomainEndpoint<Response, Never> {
    DomainEndpoint(self, readFailure: { _, _ in nil }, acceptFailure: accept)
  }
}

extension DataTransferService {
  /// Sends `endpoint`'s request and decodes its success body — or returns the value its
  /// `acceptFailure` read from a failure status. Throws exactly one `RequestFailure`:
  /// `.domain(error)` when the endpoint's `readFailure` read a failure status
  /// (untouched by retry, refresh, 401 handling or decoding), `.network(error)` for every other
  /// failure — status, transport, decoding, cancellation — as the stack classified it.
  public func request<Response, DomainError>(
    _ endpoint: DomainEndpoint<Response, DomainError>
  ) async throws(RequestFailure<DomainError>) -> Response {
    // One request: written at most once, before it ends.
    let read = Locked<FailureRead<Response, DomainError>?>(nil)
    var plain = endpoint.endpoint
    plain.failureReading = {
      [readFailure = endpoint.readFailure, acceptFailure = endpoint.acceptFailure] failure, body in
      if let value = acceptFailure?(failure, body) {
        read.withLock { $0 = .accepted(value) }
        return true
      }
      guard let error = readFailure(failure, body) else { return false }
      read.withLock { $0 = .refused(error) }
      return true
    }
    do {
      return try await request(plain)
    } catch {
      switch read.withLock({ $0 }) {
      case .accepted(let value): return value
      case .refused(let domainError): throw .domain(domainError)
      case nil: throw .network(error)
      }
    }
  }
}

extension DataTransferService {
  /// `endpoint`'s request as a `TypedRequest`, whose type carries the endpoint's error type to
  /// the split: only a `RequestSplit<DomainError>` runs it. Each subscription sends the request
  /// anew (`request(_:)` for a `DomainEndpoint`), in a new task; disposing cancels it.
  ///
  /// ```swift
  /// //# struct FriendDTO: Decodable, Sendable { let id: Int }
  /// //# enum FriendRequestError: Error, Sendable { case alreadyFriends }
  /// //# let configuration = try NetworkConfiguration(baseURL: "http://localhost")
  /// //# let transfer: any DataTransferService = DefaultDataTransferService(
  /// //#   network: DefaultNetworkService(configuration: configuration))
  /// //# let sendRequest = Endpoint<FriendDTO>(
  /// //#   method: .post, pathSegments: ["friends", "7"], response: .envelope()
  /// //# ).readingFailures { failure, _ in
  /// //#   failure.status == 409 ? FriendRequestError.alreadyFriends : nil
  /// //# }
  /// let request = transfer.typedRequest(sendRequest).map { $0.id }
  /// ```
  public func typedRequest<Response, DomainError>(
    _ endpoint: DomainEndpoint<Response, DomainError>
  ) -> TypedRequest<Response, DomainError> {
    TypedRequest { () async throws(RequestFailure<DomainError>) -> Response in
      try await self.request(endpoint)
    }
  }
}

extension DataTransferService {
  /// `endpoint`'s request as a `TypedRequest<Response, Never>`: for an endpoint none of whose
  /// failures means anything to the feature, so that every failure is the generic `APIError`
  /// (`.network`), for a `RequestSplit<Never>`, a `PagedList` or a `CachedValue` of `Never`.
  /// When a status *does* mean something to the feature, give the endpoint
  /// `readingFailures(_:)` instead: the request then carries the feature's error type, and a
  /// split of `Never` does not compile over it. Each subscription sends the request anew, in a
  /// new task; disposing cancels it.
  ///
  /// ```swift
  /// //# struct TournamentDTO: Decodable, Sendable { let id: Int }
  /// //# let configuration = try NetworkConfiguration(baseURL: "http://localhost")
  /// //# let transfer: any DataTransferService = DefaultDataTransferService(
  /// //#   network: DefaultNetworkService(configuration: configuration))
  /// let tournament = Endpoint<TournamentDTO>(
  ///   method: .get, pathSegments: ["tournaments", "7"], response: .json())
  /// let request: TypedRequest<TournamentDTO, Never> = transfer.typedRequest(tournament)
  /// ```
  public func typedRequest<Response>(
    _ endpoint: Endpoint<Response>
  ) -> TypedRequest<Response, Never> {
    TypedRequest { () async throws(RequestFailure<Never>) -> Response in
      do throws(APIError) {
        return try await self.request(endpoint)
      } catch {
        throw .network(error)
      }
    }
  }
}

extension DomainEndpoint where DomainError == Never {
  /// This endpoint, its accepted failures kept, with its other failure statuses read into the
  /// feature's `NewError` by `read` (see `Endpoint.readingFailures(_:)`), in either order.
  public func readingFailures<NewError: Error & Sendable>(
    _ read: @escaping DomainEndpoint<Response, NewError>.ReadFailure
  ) -> DomainEndpoint<Response, NewError> {
    DomainEndpoint<Response, NewError>(endpoint, readFailure: read, acceptFailure: acceptFailure)
  }
}

/// What a `DomainEndpoint`'s readings made of a failure status.
private enum FailureRead<Response: Sendable, DomainError: Error & Sendable>: Sendable {
  /// A success after all (`acceptFailure`).
  case accepted(Response)
  /// The feature's own error (`readFailure`).
  case refused(DomainError)
}
