// expect-error: cannot convert value of type 'TypedRequest<Int, SomeFeatureError>' to expected argument type 'TypedRequest<Int, Never>'
// A split's error type must be its request's: a `RequestSplit<Never>` cannot perform a request
// that fails with a feature error (which would be routed nowhere).
import CleanDomain
import CleanReactive

enum SomeFeatureError: Error, Sendable { case closed }

func perform(_ request: TypedRequest<Int, SomeFeatureError>) -> Infallible<Int> {
  RequestSplit<Never>().perform(request)
}
