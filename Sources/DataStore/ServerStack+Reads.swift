import CleanData
import CleanDomain

extension ServerStack {
  /// The copy stored under `"<name>/<key>"` (as ``values(named:key:)`` stores it), then
  /// `endpoint`'s answer, stored there. Every failure is generic (`.network`), for a
  /// `PagedList`, `CachedValue` or `RequestSplit` of `Never`.
  ///
  /// A cached read in one line: the copy the stack's ``ServerStack/cache`` keeps, then the
  /// server's answer through ``ServerStack/transfer``, stored for next time — what a use case
  /// would otherwise build from a `transfer`, a cache of its own and
  /// `CacheThenNetwork.read(_:from:network:)`, for every read. A use case holds the stack alone:
  ///
  /// ```swift
  /// //# struct Book: Codable, Sendable { let isbn: String; let title: String }
  /// //# struct BookDTO: Decodable, Sendable {
  /// //#   let isbn: String; let title: String
  /// //#   func toDomain() -> Book { Book(isbn: isbn, title: title) }
  /// //# }
  /// //# struct BookPageDTO: Decodable, Sendable { let books: [BookDTO]; let hasNext: Bool }
  /// struct BooksUseCase: Sendable {
  ///   let server: ServerStack
  ///
  ///   func books(_ request: PageRequest<Unfiltered>) -> SourcedRequest<Page<Book>, Never> {
  ///     server.read(
  ///       Endpoint(
  ///         method: .get, pathSegments: ["books"],
  ///         queryItems: [URLQueryItem(name: "page", value: String(request.page))],
  ///         response: .json(as: BookPageDTO.self) { dto in
  ///           Page(
  ///             items: dto.books.map { $0.toDomain() }, page: request.page,
  ///             hasNext: dto.hasNext)
  ///         }),
  ///       storedAs: "books", page: request)
  ///   }
  ///
  ///   func book(isbn: String) -> SourcedRequest<Book, Never> {
  ///     server.read(
  ///       Endpoint(
  ///         method: .get, pathSegments: ["books", isbn],
  ///         response: .json(as: BookDTO.self) { $0.toDomain() }),
  ///       storedAs: "book", key: isbn)
  ///   }
  /// }
  /// ```
  ///
  /// The key is `key`'s `description` (an `Int` id's digits, a `String` as it is). Each read is
  /// stored as its sibling cache stores it — ``values(named:key:)`` under
  /// `"<name>/<key>"`, ``pages(named:)`` under `"<name>/page/<number>"`, ``pages(named:query:)``
  /// under `"<name>/page/<number>/<query(q)>"` — so a read and a cache taken for the same name
  /// see the same copies. Give each kind of value or list a `name` of its own (not `user` or
  /// `search`, the package's own prefixes).
  ///
  /// The rules are `CacheThenNetwork.read(_:from:network:)`'s. Cold: each subscription reads the
  /// copy anew and sends the request anew; disposing cancels the request. Threading: the copy is
  /// read from the store on the subscribing thread as the subscription starts (a short blocking
  /// read of the file), and emitted there (source `.cache`); the answer is stored and emitted on
  /// the network's thread (source `.network`). The returned `SourcedRequest` is not `Sendable`:
  /// build it where it is subscribed; the stack is. Errors: a failure ends the read after the
  /// copy (if any) was emitted and stores nothing, so the copy stays for the next read; it is a
  /// `RequestFailure` — `.network(APIError)` as the stack classified it, or, for a
  /// `DomainEndpoint`, `.domain(error)` for what the endpoint's `readFailure` read. The store
  /// never fails a read: a copy it cannot read is a miss, an answer it cannot keep is emitted all
  /// the same, and each such failure goes to the stack's `onStoreFailure`.
  public func read<Value: Codable & Sendable>(
    _ endpoint: Endpoint<Value>, storedAs name: String, key: some LosslessStringConvertible
  ) -> SourcedRequest<Value, Never> {
    read(transfer.typedRequest(endpoint), storedAs: name, key: key.description)
  }

  /// The copy stored under `"<name>/<key>"` (as ``values(named:key:)`` stores it), then
  /// `endpoint`'s answer, stored there; a failure status the endpoint reads arrives as
  /// `.domain(error)`, every other as `.network`. Threading and errors:
  /// `read(_:storedAs:key:)`'s.
  public func read<Value: Codable & Sendable, DomainError>(
    _ endpoint: DomainEndpoint<Value, DomainError>, storedAs name: String,
    key: some LosslessStringConvertible
  ) -> SourcedRequest<Value, DomainError> {
    read(transfer.typedRequest(endpoint), storedAs: name, key: key.description)
  }

  /// The copy of `request`'s page of an unfiltered list stored under `"<name>/page/<number>"`
  /// (as ``pages(named:)`` stores it), then `endpoint`'s answer, stored there — for
  /// `PagedList(fetch:)`. The page stored is the one `endpoint` reads, filed under
  /// `request.page`: read the answer into `Page(items:page: request.page, hasNext:)`. Every
  /// failure is generic (`.network`). Threading and errors: `read(_:storedAs:key:)`'s.
  public func read<Item: Codable & Sendable>(
    _ endpoint: Endpoint<Page<Item>>, storedAs name: String, page request: PageRequest<Unfiltered>
  ) -> SourcedRequest<Page<Item>, Never> {
    let pages: StoredEntityCache<PageRequest<Unfiltered>, Page<Item>> = pages(named: name)
    return CacheThenNetwork.read(request, from: pages, network: transfer.typedRequest(endpoint))
  }

  /// `read(_:storedAs:page:)` over a `DomainEndpoint`: a failure status the endpoint reads
  /// arrives as `.domain(error)`, every other as `.network`.
  public func read<Item: Codable & Sendable, DomainError>(
    _ endpoint: DomainEndpoint<Page<Item>, DomainError>, storedAs name: String,
    page request: PageRequest<Unfiltered>
  ) -> SourcedRequest<Page<Item>, DomainError> {
    let pages: StoredEntityCache<PageRequest<Unfiltered>, Page<Item>> = pages(named: name)
    return CacheThenNetwork.read(request, from: pages, network: transfer.typedRequest(endpoint))
  }

  /// The copy of `request`'s page of a filtered list stored under
  /// `"<name>/page/<number>/<query(q)>"` (as ``pages(named:query:)`` stores it), then
  /// `endpoint`'s answer, stored there. `query` names the request's query in the key: make it
  /// distinct for distinct queries (a search's trimmed text, a filter's raw value), or their
  /// pages overwrite each other. Every failure is generic (`.network`). Threading and errors:
  /// `read(_:storedAs:key:)`'s.
  public func read<Query: Hashable & Sendable, Item: Codable & Sendable>(
    _ endpoint: Endpoint<Page<Item>>, storedAs name: String, page request: PageRequest<Query>,
    query: @escaping @Sendable (Query) -> String
  ) -> SourcedRequest<Page<Item>, Never> {
    let pages: StoredEntityCache<PageRequest<Query>, Page<Item>> = pages(named: name, query: query)
    return CacheThenNetwork.read(request, from: pages, network: transfer.typedRequest(endpoint))
  }

  /// `read(_:storedAs:page:query:)` over a `DomainEndpoint`: a failure status the endpoint
  /// reads arrives as `.domain(error)`, every other as `.network`.
  public func read<Query: Hashable & Sendable, Item: Codable & Sendable, DomainError>(
    _ endpoint: DomainEndpoint<Page<Item>, DomainError>, storedAs name: String,
    page request: PageRequest<Query>, query: @escaping @Sendable (Query) -> String
  ) -> SourcedRequest<Page<Item>, DomainError> {
    let pages: StoredEntityCache<PageRequest<Query>, Page<Item>> = pages(named: name, query: query)
    return CacheThenNetwork.read(request, from: pages, network: transfer.typedRequest(endpoint))
  }

  /// The keyed read of both overloads.
  private func read<Value: Codable & Sendable, DomainError>(
    _ network: TypedRequest<Value, DomainError>, storedAs name: String, key: String
  ) -> SourcedRequest<Value, DomainError> {
    let values: StoredEntityCache<String, Value> = values(named: name) { $0 }
    return CacheThenNetwork.read(key, from: values, network: network)
  }
}
