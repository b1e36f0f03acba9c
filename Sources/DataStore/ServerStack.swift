import CleanData
import Foundation

/// The network stack and local store of one server: what an app's composition root builds
/// once, at launch, and every repository, use case and cache of that server takes from.
///
/// One value holds what an app otherwise wires by hand: the ``LocalStore`` opened at a file
/// (its ``StoreWarning``s reported), the server's ``ServerOrigin``, the origin's
/// ``PersistentSessionStore`` (so a later launch starts signed in), its ``ResponseCache``, and
/// the live `DefaultDataTransferService` wired to that session store — it sends the stored
/// access token, refreshes it on a 401 and stores the renewed one, and clears it on a 401 that
/// cannot be refreshed. The caches of the lists and values come from ``pages(named:)``,
/// ``pages(named:query:)`` and ``values(named:key:)``, sharing its failure closure; a cached
/// read — the stored copy, then the server's answer, stored — is one line on the stack,
/// `server.read(endpoint, storedAs: "tournament", key: id)` (or `page: request` for a list's
/// page), so a use case holds the stack alone.
///
/// ```swift
/// //# struct Tournament: Identifiable, Codable, Sendable { let id: Int }
/// //# let file = FileManager.default.temporaryDirectory.appendingPathComponent("app.sqlite")
/// let apiURL = URL(string: "https://api.example.com")!
/// let server = try ServerStack(baseURL: apiURL, storeFile: file) { error in
///   print("store: \(error)")  // a file moved aside at opening, and every later failure
/// }
/// let tournaments: any EntityCache<PageRequest<Unfiltered>, Page<Tournament>> =
///   server.pages(named: "tournaments")
/// let login = DefaultLoginUseCase(
///   authRepository: DefaultAuthRepository(transfer: server.transfer),
///   sessionStore: server.sessionStore)
/// let isSignedIn = server.sessionStore.session != nil  // signed in by the last run?
/// //# _ = (tournaments, login, isSignedIn)
/// ```
///
/// Errors: the initializer throws ``ServerStackError`` for a base URL or setting the stack
/// cannot use (`ftp://`, no host, port 0, a query in the URL, a timeout that is not positive),
/// before the file is opened or created — never a crash. The store itself never stops the run:
/// a file that is not a store is moved aside, one of a newer version or one that cannot be used
/// gives a store in memory (see ``LocalStore/open(file:)``), and each of these warnings goes to
/// `onStoreFailure` *and* stays in ``warnings``. A later failure of the store — the session
/// store's (from then on the session is kept in memory for the run), a cache's read (a miss) or
/// write (nothing kept), bytes that no longer decode — goes to `onStoreFailure` too. One closure
/// sees everything: the warnings go there because an app that writes one closure and never
/// looks at ``warnings`` must still learn that its file was moved aside.
///
/// Threading: `Sendable`; every property and method may be used from any thread. The
/// initializer blocks the calling thread while it opens the file (creating, checking or
/// migrating it, and waiting while another process opens it), and calls `onStoreFailure` with
/// the warnings on that thread before it returns. A later failure is reported on the thread of
/// the call that failed (a request's, a cache read's), outside the store's locks; the closure
/// must be thread-safe.
///
/// Lifetime: the stack keeps its store, session store and transport alive, and so does each
/// value taken from it (``transfer`` holds the session store, each cache the store): an app
/// keeps one stack for as long as it talks to the server. Two stacks on the same file share
/// what it holds (with another process's too), per origin; with `storeFile: nil`, nothing is
/// kept for another stack or the next run.
public final class ServerStack: Sendable {
  /// The server's origin: what its session and cache are filed under.
  public let origin: ServerOrigin
  /// The store the session and the caches are kept in: on `storeFile`, or in memory (for
  /// `storeFile: nil`, or when the file cannot be used; see ``warnings``).
  public let store: LocalStore
  /// What opening the file reported, in order (also given to `onStoreFailure`); empty when it
  /// opened as it should, and for a store in memory.
  public let warnings: [StoreWarning]
  /// The origin's session: a login use case saves it, `sessionStore.session != nil` says
  /// whether the app starts signed in, and ``transfer`` sends and renews its token.
  public let sessionStore: PersistentSessionStore
  /// The origin's response cache, which every cache taken from this stack stores in
  /// (`removeAll()` on sign-out forgets what the server showed).
  public let cache: ResponseCache
  /// The live network stack for the base URL, wired to ``sessionStore``; share it among every
  /// repository of the server.
  public let transfer: DefaultDataTransferService
  /// Where every warning and failure of the store goes (the initializer's `onStoreFailure`):
  /// give it to a cache of your own over ``cache``
  /// (`StoredEntityCache(cache:key:encode:decode:onFailure:)`) so its failures go there too.
  public let onStoreFailure: @Sendable (any Error) -> Void

  /// The stack for the server at `baseURL`, keeping its state in `storeFile` (`nil`: in memory,
  /// for tests and previews; nothing survives the stack).
  ///
  /// - Parameters:
  ///   - baseURL: the absolute `http`/`https` URL every endpoint's path is appended to; its
  ///     scheme, host and port are the origin the session and cache belong to.
  ///   - storeFile: the store's file, created (with its folder) when missing; `nil` for a store
  ///     in memory.
  ///   - cacheLimit: the most responses the origin's cache keeps
  ///     (``ResponseCache/defaultLimit`` by default).
  ///   - timeout: the deadline of a whole request, all its attempts and any token refresh
  ///     included.
  ///   - maxResponseSize: the most body bytes accepted.
  ///   - maxConnectionsPerHost: how many requests are sent to the server at once.
  ///   - headers: sent with every request (an endpoint's own headers override them).
  ///   - session: the transport (`DefaultNetworkSession` over `URLSession` by default).
  ///   - resolver: classifies statuses and transport failures.
  ///   - retryPolicy: the retry rule of endpoints without their own (`GET` only by default).
  ///   - middleware: adapters and observers run around every attempt.
  ///   - clock: the time the deadline and the backoff waits are read and spent on.
  ///   - onStoreFailure: every warning and failure of the store, as described above (print it
  ///     on standard error, or show it).
  ///
  /// The network settings are `DefaultDataTransferService.live(baseURL:…)`'s, with its
  /// defaults.
  /// - Throws: ``ServerStackError`` when `baseURL` has no origin or the network stack refuses
  ///   the configuration; nothing is opened or created then.
  public init(
    baseURL: URL,
    storeFile: URL?,
    cacheLimit: Int = ResponseCache.defaultLimit,
    timeout: Duration = .seconds(10),
    maxResponseSize: Int = NetworkConfiguration.defaultMaxResponseSize,
    maxConnectionsPerHost: Int = NetworkConfiguration.defaultMaxConnectionsPerHost,
    headers: [String: String] = [:],
    session: any NetworkSession = DefaultNetworkSession(),
    resolver: any NetworkErrorResolver = DefaultNetworkErrorResolver(),
    retryPolicy: RetryPolicy = .standard,
    middleware: NetworkMiddleware = .none,
    clock: any BackoffClock = SystemBackoffClock(),
    onStoreFailure: @escaping @Sendable (any Error) -> Void
  ) throws(ServerStackError) {
    // Every check first: a URL the stack refuses opens no file.
    let origin: ServerOrigin
    do throws(ServerOriginError) {
      origin = try ServerOrigin(url: baseURL)
    } catch {
      throw .invalidOrigin(baseURL: baseURL, error: error)
    }
    do throws(NetworkConfigurationError) {
      _ = try NetworkConfiguration(
        baseURL: baseURL, timeout: timeout, maxResponseSize: maxResponseSize,
        maxConnectionsPerHost: maxConnectionsPerHost, headers: headers)
    } catch {
      throw .invalidConfiguration(error)
    }

    let opening = storeFile.map { LocalStore.open(file: $0) }
    let store = opening?.store ?? LocalStore.inMemory()
    let warnings = opening?.warnings ?? []
    for warning in warnings { onStoreFailure(warning) }
    let sessionStore = PersistentSessionStore(store: store, origin: origin) { error in
      onStoreFailure(error)
    }
    let transfer: DefaultDataTransferService
    do throws(NetworkConfigurationError) {
      transfer = try DefaultDataTransferService.live(
        baseURL: baseURL, timeout: timeout, maxResponseSize: maxResponseSize,
        maxConnectionsPerHost: maxConnectionsPerHost, headers: headers,
        sessionStore: sessionStore, session: session, resolver: resolver,
        retryPolicy: retryPolicy, middleware: middleware, clock: clock)
    } catch {
      throw .invalidConfiguration(error)  // not reached: the same settings passed the check
    }
    self.origin = origin
    self.store = store
    self.warnings = warnings
    self.sessionStore = sessionStore
    self.cache = ResponseCache(store: store, origin: origin, limit: cacheLimit)
    self.transfer = transfer
    self.onStoreFailure = onStoreFailure
  }
}
