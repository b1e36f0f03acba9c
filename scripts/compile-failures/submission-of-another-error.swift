// expect-error: cannot convert value of type '@Sendable (Int) -> TypedRequest<String, SomeError>' to expected argument type '@Sendable (Int) -> TypedRequest<String, Never>'
// A submission's error type must be its write's.
import CleanDomain
import CleanPresentation

enum SomeError: Error, Sendable { case rejected }

func makeSubmission(
  send: @escaping @Sendable (Int) -> TypedRequest<String, SomeError>
) -> Submission<Int, String, Never> {
  Submission<Int, String, Never>(write: send)
}
