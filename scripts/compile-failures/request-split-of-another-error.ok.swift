import CleanDomain
import CleanReactive

enum SomeFeatureError: Error, Sendable { case closed }

func perform(_ request: TypedRequest<Int, SomeFeatureError>) -> Infallible<Int> {
  RequestSplit<SomeFeatureError>().perform(request)
}
