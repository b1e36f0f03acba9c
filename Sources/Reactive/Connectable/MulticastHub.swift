import CleanPrimitives

/// The state behind one `ConnectableObservable`: the subject subscribers subscribe to (made
/// lazily by `makeSubject`) and the active connection, if any (RxSwift's
/// `ConnectableObservableAdapter`).
///
/// Threading: the state is guarded by a lock that is never held while the source, the subject
/// or an observer runs, so a terminal event delivered synchronously during `connect()` may
/// re-enter `subscribe` and `connect` (RxSwift's tests do).
final class MulticastHub<Subject: ObservableType & ObserverType>: @unchecked Sendable {
  typealias Element = Subject.Element

  struct State {
    var subject: Subject?
    var connection: MulticastConnection<Subject>?
  }

  let source: Observable<Element>
  let makeSubject: @Sendable () -> Subject
  let state = Locked(State())

  init(source: Observable<Element>, makeSubject: @escaping @Sendable () -> Subject) {
    self.source = source
    self.makeSubject = makeSubject
  }

  /// The current subject, made now if there is none.
  func currentSubject(_ state: inout State) -> Subject {
    if let subject = state.subject { return subject }
    let subject = makeSubject()
    state.subject = subject
    return subject
  }

  func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
    let subject = state.withLock { currentSubject(&$0) }
    return subject.subscribe(observer)
  }

  func connect() -> any Disposable {
    let (connection, isNew) = state.withLock { state -> (MulticastConnection<Subject>, Bool) in
      if let connection = state.connection { return (connection, false) }
      let connection = MulticastConnection(hub: self, subject: currentSubject(&state))
      state.connection = connection
      return (connection, true)
    }
    if isNew {
      connection.subscription.setDisposable(
        source.subscribe(AnyObserver { connection.on($0) }))
    }
    return connection
  }

  /// Forgets `connection` (and its subject, so the next connection gets a fresh one) if it is
  /// still the active one.
  func release(_ connection: MulticastConnection<Subject>) {
    state.withLock { state in
      guard state.connection === connection else { return }
      state.connection = nil
      state.subject = nil
    }
  }
}
