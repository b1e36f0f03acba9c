/// Everything a blocked-on sequence produced: its elements and how it ended.
public enum MaterializedSequenceResult<Element> {
  /// The sequence completed after these elements.
  case completed(elements: [Element])
  /// The sequence failed (or timed out, with `BlockingError.timeout`) after these elements.
  case failed(elements: [Element], error: any Error)
}
