// expect-error: referencing initializer 'init(method:pathSegments:queryItems:headers:body:requiresAuthorization:)' on 'Endpoint' requires the types 'User' and '()' be equivalent
// An endpoint of a value says how its body is read (`response:` or `decode:`): there is no
// default reading. Only `Endpoint<Void>` may leave it out (its body is ignored).
import CleanData

struct User: Decodable, Sendable { let id: Int }

func userEndpoint() -> Endpoint<User> {
  Endpoint<User>(method: .get, pathSegments: ["users", "42"])
}
