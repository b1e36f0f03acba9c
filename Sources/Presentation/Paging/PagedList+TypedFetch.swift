import CleanDomain
import CleanReactive

extension PagedList {
  /// A list with nothing loaded, over a typed cache-then-network `fetch` (held strongly, called
  /// once per request) — what a cached use case returns, `CacheThenNetwork.reading(from:network:)`
  /// builds, or `SourcedRequest(network:)` makes of a network-only request.
  ///
  /// The fetch's error type is the list's `FeatureError`, so a list of another error type does
  /// not compile: `PagedList<Int, Entry, Never>` over a fetch that fails with a feature's error
  /// would have shown that error as the generic alert. (The untyped `init(fetch:)`, over an
  /// `Observable`, cannot say so.) A feature error of another type that still reaches the list
  /// at run time — through a fetch built with `SourcedRequest(classifying:)` — is a wiring bug:
  /// it reaches `networkError` as `APIError.unhandledFeatureError(_:)`, never as transport.
  ///
  /// ```swift
  /// //# struct Entry: Identifiable, Sendable { let id: Int }
  /// //# enum SeasonError: Error, Sendable { case closed }
  /// //# let load: @Sendable (PageRequest<Int>) -> SourcedRequest<Page<Entry>, SeasonError> = {
  /// //#   _ in SourcedRequest(classifying: .never())
  /// //# }
  /// let list = PagedList<Int, Entry, SeasonError>(fetch: { load($0) })
  /// // PagedList<Int, Entry, Never>(fetch: { load($0) }) does not compile
  /// ```
  public convenience init(
    fetch: @escaping @Sendable (PageRequest<Query>) -> SourcedRequest<Page<Item>, FeatureError>
  ) {
    self.init(fetch: { request in fetch(request).observable })
  }

  /// A list with nothing loaded, over a typed network-only `fetch` (held strongly, called once
  /// per request): each page is the server's answer alone (source `.network`), as
  /// `SourcedRequest(network:)` reads it. The fetch's error type is the list's `FeatureError`, so
  /// a list of another error type does not compile.
  public convenience init(
    fetch: @escaping @Sendable (PageRequest<Query>) -> TypedRequest<Page<Item>, FeatureError>
  ) {
    self.init(fetch: { request in SourcedRequest(network: fetch(request)).observable })
  }
}
