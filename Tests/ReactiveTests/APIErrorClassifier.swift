import CleanDomain

/// The classifier of a tracker of generic failures: every error as `APIError`, cancellations
/// ignored.
func classifyingAPIError(_ error: any Error) -> APIError? {
  let failure = APIError(classifying: error)
  return failure.isCancellation ? nil : failure
}
