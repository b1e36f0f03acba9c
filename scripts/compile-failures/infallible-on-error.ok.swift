import CleanReactive

func watch(_ values: Infallible<Int>) -> any Disposable {
  values.subscribe(onNext: { _ in })
}
