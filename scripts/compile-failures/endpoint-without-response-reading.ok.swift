import CleanData

struct User: Decodable, Sendable { let id: Int }

func userEndpoint() -> Endpoint<User> {
  Endpoint<User>(method: .get, pathSegments: ["users", "42"], response: .json())
}
