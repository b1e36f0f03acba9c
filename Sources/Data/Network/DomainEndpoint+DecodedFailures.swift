import CleanDomain
import Foundation

// The failure readings over a decoded body: the same readings as `readingFailures(_:)` and
// `acceptingFailures(_:)`, given the body already decoded as the feature's DTO instead of
// `Data`, so that no reading decodes (or searches) the bytes by hand.

extension Endpoint {
  /// This endpoint with its failure statuses read into the feature's `DomainError` by `read`,
  /// which is given the failure body decoded as a `Body` (see `DomainEndpoint`).
  ///
  /// For every failure status (never a 2xx), the whole body is decoded as a `Body` by `decoder`
  /// (bare JSON: for this API's envelope, ask for `ResponseEnvelope<YourDTO>` and read its
  /// `data`). A body that does not decode — an empty one, a proxy's HTML page, JSON of another
  /// shape — is not the feature's: `read` is not called, and the status goes on to the generic
  /// table, as if `read` had returned `nil`. What `read` returns is what `readingFailures(_:)`'s
  /// closure would: an error the request throws as `.domain(error)`, untouched by retry,
  /// refresh and 401 handling, or `nil` to leave the status generic.
  ///
  /// ```swift
  /// //# enum TournamentError: Error, Sendable { case full, closed }
  /// struct RefusalDTO: Decodable, Sendable { let code: String }
  ///
  /// let join = Endpoint<Void>(
  ///   method: .post, pathSegments: ["tournaments", "7", "entries"], response: .ignored
  /// )
  /// .readingFailures(as: RefusalDTO.self) { failure, refusal -> TournamentError? in
  ///   switch (failure.status, refusal.code) {
  ///   case (409, "tournament_full"): .full
  ///   case (423, _): .closed
  ///   default: nil  // the generic APIError
  ///   }
  /// }
  /// ```
  ///
  /// Threading: `read` must be pure and thread-safe; it and the decoding run on the request's
  /// task, off the main actor. `decoder` is shared by every request of the endpoint: do not
  /// reconfigure it while one may run.
  public func readingFailures<Body: Decodable & Sendable, DomainError: Error & Sendable>(
    as body: Body.Type, decoder: JSONDecoder = JSONDecoder(),
    _ read: @escaping @Sendable (_ failure: HTTPFailure, _ body: Body) -> DomainError?
  ) -> DomainEndpoint<Response, DomainError> {
    readingFailures(decodingFailureBody(as: body, decoder: decoder, read))
  }

  /// This endpoint with the failure statuses `accept` reads answered as that success — `accept`
  /// being given the failure body decoded as a `Body` — and every other failure generic
  /// (`DomainError` is `Never`): see `DomainEndpoint.acceptingFailures(as:decoder:_:)`.
  public func acceptingFailures<Body: Decodable & Sendable>(
    as body: Body.Type, decoder: JSONDecoder = JSONDecoder(),
    _ accept: @escaping @Sendable (_ failure: HTTPFailure, _ body: Body) -> Response?
  ) -> DomainEndpoint<Response, Never> {
    acceptingFailures(decodingFailureBody(as: body, decoder: decoder, accept))
  }
}

extension DomainEndpoint {
  /// This endpoint, with the failure statuses `accept` reads into a value answered as that
  /// success, `accept` being given the failure body decoded as a `Body`: the request returns
  /// the value, as if the server had answered it with a 2xx (see `acceptingFailures(_:)`,
  /// consulted in the same place: first, before `readFailure`).
  ///
  /// For every failure status, the whole body is decoded as a `Body` by `decoder` (bare JSON;
  /// for this API's envelope, ask for `ResponseEnvelope<YourDTO>`). A body that does not
  /// decode is not the feature's: `accept` is not called, and the status goes on to
  /// `readFailure`, then to the generic table, as if `accept` had returned `nil`.
  ///
  /// ```swift
  /// //# enum TournamentError: Error, Sendable { case full, closed }
  /// struct RefusalDTO: Decodable, Sendable { let code: String }
  ///
  /// let join = Endpoint<Void>(
  ///   method: .post, pathSegments: ["tournaments", "7", "entries"], response: .ignored
  /// )
  /// .readingFailures(as: RefusalDTO.self) { failure, refusal -> TournamentError? in
  ///   failure.status == 409 && refusal.code == "tournament_full" ? .full : nil
  /// }
  /// .acceptingFailures(as: RefusalDTO.self) { failure, refusal in
  ///   failure.status == 409 && refusal.code == "already_entered" ? () : nil  // the join stands
  /// }
  /// ```
  ///
  /// Threading: `accept` must be pure and thread-safe; it and the decoding run on the request's
  /// task. `decoder` must not be reconfigured while a request may run. Called again, the last
  /// acceptance is kept.
  public func acceptingFailures<Body: Decodable & Sendable>(
    as body: Body.Type, decoder: JSONDecoder = JSONDecoder(),
    _ accept: @escaping @Sendable (_ failure: HTTPFailure, _ body: Body) -> Response?
  ) -> DomainEndpoint {
    acceptingFailures(decodingFailureBody(as: body, decoder: decoder, accept))
  }
}

extension DomainEndpoint where DomainError == Never {
  /// This endpoint, its accepted failures kept, with its other failure statuses read into the
  /// feature's `NewError` by `read`, given the failure body decoded as a `Body` (see
  /// `Endpoint.readingFailures(as:decoder:_:)`: a body that does not decode leaves the status
  /// generic, without calling `read`), in either order.
  public func readingFailures<Body: Decodable & Sendable, NewError: Error & Sendable>(
    as body: Body.Type, decoder: JSONDecoder = JSONDecoder(),
    _ read: @escaping @Sendable (_ failure: HTTPFailure, _ body: Body) -> NewError?
  ) -> DomainEndpoint<Response, NewError> {
    readingFailures(decodingFailureBody(as: body, decoder: decoder, read))
  }
}

/// `read` over the failure body decoded as a `Body`: `nil`, without calling `read`, when the
/// body does not decode.
private func decodingFailureBody<Body: Decodable & Sendable, Reading>(
  as body: Body.Type, decoder: JSONDecoder,
  _ read: @escaping @Sendable (_ failure: HTTPFailure, _ body: Body) -> Reading?
) -> @Sendable (_ failure: HTTPFailure, _ body: Data) -> Reading? {
  { failure, data in
    guard let decoded = try? decoder.decode(Body.self, from: data) else { return nil }
    return read(failure, decoded)
  }
}
