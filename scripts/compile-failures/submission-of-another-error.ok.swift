import CleanDomain
import CleanPresentation

enum SomeError: Error, Sendable { case rejected }

func makeSubmission(
  send: @escaping @Sendable (Int) -> TypedRequest<String, SomeError>
) -> Submission<Int, String, SomeError> {
  Submission<Int, String, SomeError>(write: send)
}
