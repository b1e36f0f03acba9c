// expect-error: extra argument 'onError' in call
// An `Infallible` never fails: its subscribe has no `onError:`.
import CleanReactive

func watch(_ values: Infallible<Int>) -> any Disposable {
  values.subscribe(onNext: { _ in }, onError: { _ in })
}
