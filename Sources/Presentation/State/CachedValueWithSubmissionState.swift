import CleanDomain

/// Everything a detail screen with one write shows (a tournament and its "join" button), as one
/// value: the read's state — the value with where it came from, loading, its last error — and
/// the write's — in flight, its last value, how it last ended when it did not succeed.
/// `CachedValueWithSubmission` emits it whole, from one serialized source, so its two parts
/// never disagree: the state in which a write's success is first seen already holds the reload
/// it started (`read.isLoading`), so no state says "joined" over the value from before the join
/// without also saying that value is being reloaded (unless the block was made with
/// `reloadsAfterSuccess: false`, when no reload follows).
///
/// Invariants, for every state `CachedValueWithSubmission` emits: `read` keeps
/// `CachedValueState`'s invariants and `write` keeps `SubmissionState`'s.
///
/// Threading: an immutable `Sendable` value.
public struct CachedValueWithSubmissionState<
  Value: Sendable, ReadError: Error & Sendable, WriteValue: Sendable, WriteError: Error & Sendable
>: Sendable {
  /// What the read shows: the value (a stored copy, then the server's answer), whether it is
  /// loading, and how the latest read failed.
  public let read: CachedValueState<Value, ReadError>
  /// What the write shows: whether it is in flight, the value of the last write that succeeded,
  /// and how the latest one failed or was cancelled.
  public let write: SubmissionState<WriteValue, WriteError>

  /// A state with these parts, as they are.
  public init(
    read: CachedValueState<Value, ReadError>, write: SubmissionState<WriteValue, WriteError>
  ) {
    self.read = read
    self.write = write
  }

  /// Nothing loaded, nothing written, nothing in flight.
  public static var initial: CachedValueWithSubmissionState {
    CachedValueWithSubmissionState(read: .initial, write: .initial)
  }
}

extension CachedValueWithSubmissionState: Equatable
where Value: Equatable, ReadError: Equatable, WriteValue: Equatable, WriteError: Equatable {}
