import CleanDomain
import CleanReactive

/// An endpoint that reads its failures into the importer's own error type.
///
/// `APIError` is this package's classification of what went wrong on the wire; an app's
/// feature usually has its own meanings (a 422 that names a field, a 409 that means "already a
/// friend") and its own error type for them. Forcing those into `APIError`'s cases loses them;
/// decoding the body again in every repository repeats the network stack. Instead, the endpoint
/// carries one pure function from `APIError` — which keeps, for every status failure, the
/// status, the server's `message` and a bounded prefix of the body (`HTTPFailure`) — to the
/// importer's `Failure`, and `DataTransferService.request(_:)` throws exactly that type.
///
/// The stack still does its own work first: a 401 still clears the session, the endpoint's
/// `interpretFailure` still reads the statuses it defines, a cancellation arrives as
/// `.cancelled` (map it to your own "cancelled", so it can be ignored).
///
/// Threading: an immutable `Sendable` value; `classify` must be pure and thread-safe.
public struct ClassifiedEndpoint<Response: Sendable, Failure: Error>: Sendable {
  /// Maps every failure the stack classified to the importer's error.
  public typealias Classify = @Sendable (APIError) -> Failure

  /// The request and its success decoding.
  public let endpoint: Endpoint<Response>
  /// The importer's reading of every failure.
  public let classify: Classify

  /// `endpoint`, with its failures read by `classify`.
  public init(_ endpoint: Endpoint<Response>, classify: @escaping Classify) {
    self.endpoint = endpoint
    self.classify = classify
  }
}

extension Endpoint {
  /// This endpoint with its failures read into `Failure` by `classify`:
  ///
  /// ```swift
  /// let endpoint = Endpoint<FriendDTO>(method: .post, pathSegments: ["friends"], body: body)
  ///   .classifyingFailures { error in
  ///     error.status == 422 ? .rejected(error.serverMessage) : .network(error)
  ///   }
  /// let friend = try await transfer.request(endpoint)  // throws(FriendError)
  /// ```
  public func classifyingFailures<Failure: Error>(
    _ classify: @escaping ClassifiedEndpoint<Response, Failure>.Classify
  ) -> ClassifiedEndpoint<Response, Failure> {
    ClassifiedEndpoint(self, classify: classify)
  }
}

extension DataTransferService {
  /// Sends `endpoint`'s request and decodes its success body; every failure — status,
  /// transport, decoding, cancellation — is first classified by the stack into `APIError`, then
  /// read by the endpoint's `classify` into exactly one `Failure`.
  public func request<Response, Failure>(
    _ endpoint: ClassifiedEndpoint<Response, Failure>
  ) async throws(Failure) -> Response {
    do {
      return try await request(endpoint.endpoint)
    } catch {
      throw endpoint.classify(error)
    }
  }
}
