import CleanDomain
import CleanPrimitives

/// A `SessionStore` that keeps the session of one server origin in a ``LocalStore``, so a
/// later run against the same origin starts signed in.
///
/// Every read goes to the store, so a session another process saved, renewed or cleared is
/// seen at once; `clear(ifTokenIs:)` and `replace(ifTokenIs:with:)` compare and write in one
/// statement, so they are atomic across threads *and* processes (a refresh that lost the race
/// to another process stores nothing).
///
/// Threading: thread-safe; `onFailure` runs on the calling thread, outside the store's locks.
/// Errors: the protocol's methods cannot throw, so the first ``StoreError`` goes to
/// `onFailure`, once; from then on this store keeps the session in memory only (the run goes
/// on signed in, and nothing more is written to the file).
public final class PersistentSessionStore: SessionStore {
  /// The origin whose session this is.
  public let origin: ServerOrigin
  private let store: LocalStore
  private let onFailure: @Sendable (StoreError) -> Void
  /// `nil` while the file is used; the session in memory once a failure detached it.
  private let detached: Locked<Session??>

  /// The session of `origin` in `store`; the first failure goes to `onFailure` (print it on
  /// standard error).
  public init(
    store: LocalStore, origin: ServerOrigin,
    onFailure: @escaping @Sendable (StoreError) -> Void
  ) {
    self.store = store
    self.origin = origin
    self.onFailure = onFailure
    detached = Locked(nil)
  }

  /// The stored session of the origin, or `nil` when signed out.
  public var session: Session? {
    access(
      stored: { database throws(StoreError) in try Self.read(origin, in: database) },
      detached: { $0 })
  }

  /// Stores `session` as the origin's session, replacing any other.
  public func save(_ session: Session) {
    access(
      stored: { database throws(StoreError) in
        try database.transaction { database throws(StoreError) in
          try Self.write(session, for: origin, in: database)
        }
      },
      detached: { $0 = session })
  }

  /// Forgets the origin's session (a logout).
  public func clear() {
    access(
      stored: { database throws(StoreError) in
        try database.transaction { database throws(StoreError) in
          _ = try database.run("DELETE FROM session WHERE origin = ?", [.text(origin.description)])
        }
      },
      detached: { $0 = nil })
  }

  /// Forgets the origin's session only if it still holds `token`, in one statement.
  public func clear(ifTokenIs token: String) {
    access(
      stored: { database throws(StoreError) in
        try database.transaction { database throws(StoreError) in
          _ = try database.run(
            "DELETE FROM session WHERE origin = ? AND token = ?",
            [.text(origin.description), .text(token)])
        }
      },
      detached: { session in
        if session?.token == token { session = nil }
      })
  }

  /// Stores `session` only if the stored one still holds `token`, in one statement, and says
  /// whether it did.
  public func replace(ifTokenIs token: String, with session: Session) -> Bool {
    access(
      stored: { database throws(StoreError) in
        try database.transaction { database throws(StoreError) in
          let changed = try database.run(
            """
            UPDATE session SET token = ?, refresh_token = ?, user_id = ?, nickname = ?,
              rating = ? WHERE origin = ? AND token = ?
            """,
            Self.columns(of: session) + [.text(origin.description), .text(token)])
          return changed == 1
        }
      },
      detached: { stored in
        guard stored?.token == token else { return false }
        stored = session
        return true
      })
  }

  /// Runs `stored` on the file; after a failure, or once detached, runs `detached` on the
  /// session in memory instead (seeded with the last session the file gave). The failure is
  /// reported after the lock is released, so `onFailure` may use this store.
  @discardableResult
  private func access<Result: Sendable>(
    stored: (Database) throws(StoreError) -> Result,
    detached inMemory: (inout Session?) -> Result
  ) -> Result {
    let (result, failure) = detached.withLock { detached -> (Result, StoreError?) in
      var failure: StoreError?
      if detached == nil {
        do throws(StoreError) {
          return (try store.read(stored), nil)
        } catch {
          failure = error
          detached = .some(lastKnown())
        }
      }
      var session = detached ?? nil
      let result = inMemory(&session)
      detached = .some(session)
      return (result, failure)
    }
    if let failure { onFailure(failure) }
    return result
  }

  /// The session the file holds, if it can still be read; `nil` otherwise.
  private func lastKnown() -> Session? {
    try? store.read { database throws(StoreError) in try Self.read(origin, in: database) }
  }

  private static func read(_ origin: ServerOrigin, in database: Database) throws(StoreError)
    -> Session?
  {
    try database.rows(
      "SELECT token, refresh_token, user_id, nickname, rating FROM session WHERE origin = ?",
      [.text(origin.description)]
    ) { row in
      Session(
        token: row.text(at: 0) ?? "",
        user: User(
          id: row.integer(at: 2), nickname: row.text(at: 3) ?? "", rating: row.integer(at: 4)),
        refreshToken: row.text(at: 1))
    }.first
  }

  private static func write(_ session: Session, for origin: ServerOrigin, in database: Database)
    throws(StoreError)
  {
    try database.run(
      """
      INSERT OR REPLACE INTO session (token, refresh_token, user_id, nickname, rating, origin)
      VALUES (?, ?, ?, ?, ?, ?)
      """, columns(of: session) + [.text(origin.description)])
  }

  private static func columns(of session: Session) -> [SQLValue] {
    [
      .text(session.token), session.refreshToken.map(SQLValue.text) ?? .null,
      .integer(session.user.id), .text(session.user.nickname), .integer(session.user.rating),
    ]
  }
}
