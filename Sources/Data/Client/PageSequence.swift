import CleanDomain

/// The pages of a paged list as an `AsyncSequence`: page 0, then each next page while the last
/// one says `hasNext` — one `fetch` per page, made when the consumer asks for the next element.
///
/// ```swift
/// //# let client = try MatchmakingClient(baseURL: URL(string: "http://127.0.0.1:8080")!)
/// for try await page in client.searchAllPages(query: "al") {
///   print(page.items.map(\.nickname))
/// }
/// ```
///
/// Errors are typed (`Failure`): the loop throws what `fetch` threw, and the sequence is over
/// after it (a later `next()` returns `nil`). A page with no items ends the sequence even if it
/// says `hasNext`, so a server cannot keep a loop going for ever. Cancellation is `fetch`'s:
/// cancelling the consuming task cancels the request in flight and the loop throws its
/// cancellation error (`APIError.cancelled` for `MatchmakingClient`).
///
/// Threading: a `Sendable` value; each iterator belongs to the task that iterates it. `fetch`
/// runs on that task.
public struct PageSequence<Item: Sendable, Failure: Error>: AsyncSequence, Sendable {
  /// Fetches the zero-based page `page`.
  public typealias Fetch = @Sendable (_ page: Int) async throws(Failure) -> Page<Item>

  private let fetch: Fetch

  /// The pages `fetch` returns, from page 0 until one says `hasNext` is `false`.
  public init(fetch: @escaping Fetch) {
    self.fetch = fetch
  }

  /// An iterator at page 0.
  public func makeAsyncIterator() -> Iterator {
    Iterator(fetch: fetch)
  }

  /// Fetches one page per `next()`. Not `Sendable`: it belongs to the task that iterates.
  public struct Iterator: AsyncIteratorProtocol {
    private let fetch: Fetch
    private var nextPage: Int? = 0

    init(fetch: @escaping Fetch) {
      self.fetch = fetch
    }

    /// The next page, or `nil` once a page said there is no next one (or after a failure).
    public mutating func next() async throws(Failure) -> Page<Item>? {
      try await next(isolation: nil)
    }

    /// The next page; see `next()`.
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure)
      -> Page<Item>?
    {
      guard let number = nextPage else { return nil }
      nextPage = nil  // a failure ends the sequence
      let page = try await fetch(number)
      if page.hasNext && !page.items.isEmpty { nextPage = number + 1 }
      return page
    }
  }
}
