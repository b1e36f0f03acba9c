/// The HTTP methods the API uses. The raw value is the method token sent on the wire.
public enum HTTPMethod: String, Sendable, Hashable {
  /// `GET`: reads; the only method retried by default (idempotent).
  case get = "GET"
  /// `POST`: creates (login, refresh, start a match); never retried by default.
  case post = "POST"
  /// `PUT`: replaces a resource.
  case put = "PUT"
  /// `PATCH`: changes part of a resource.
  case patch = "PATCH"
  /// `DELETE`: removes a resource (end a match); never retried by default.
  case delete = "DELETE"
}
