import Foundation

// The loopback server runs `python3` as a child process: `Process` exists on macOS and Linux
// only, so this file is compiled there and nowhere else (an iOS test target uses
// `StubNetworkSession` instead).
#if os(macOS) || os(Linux)
  /// The added routes as the server script reads them (`--routes FILE`, a JSON list; see
  /// `AddedRoutes` in `api_server.py`), checked first so a bad route is a typed error at start.
  enum RouteFile {
    /// Writes `routes` to a new temporary file, or returns `nil` when there are none.
    static func write(_ routes: [APIServer.Route]) throws -> URL? {
      guard !routes.isEmpty else { return nil }
      let list = try routes.map(json(of:))
      let data = try JSONSerialization.data(withJSONObject: list, options: [.sortedKeys])
      let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("api_server-routes-\(UUID().uuidString).json")
      try data.write(to: url)
      return url
    }

    /// The methods the server script answers.
    private static let methods: Set<String> = ["GET", "POST", "PUT", "PATCH", "DELETE"]
    private static let reserved: [[String]] = [["auth", "login"], ["auth", "refresh"]]
    private static let reservedRoots: Set<String> = ["debug", "hostile"]

    static func json(of route: APIServer.Route) throws(APIServer.RouteError) -> [String: Any] {
      let method = route.method
      guard methods.contains(method) else { throw .invalidMethod(method) }
      let segments = try segments(of: route.path)
      if reserved.contains(segments) || segments.first.map(reservedRoots.contains) == true {
        throw .reservedPath(route.path)
      }
      return [
        "method": method, "segments": segments, "query": route.query,
        "requiresAuthorization": route.requiresAuthorization,
        "answer": try json(of: route.answer),
      ]
    }

    private static func segments(of path: String) throws(APIServer.RouteError) -> [String] {
      guard path.hasPrefix("/"), !path.contains("?"), !path.contains("#") else {
        throw .invalidPath(path)
      }
      let segments = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        .map(String.init)
      for segment in segments {
        guard !segment.isEmpty else { throw .invalidPath(path) }
        let opens = segment.hasPrefix("{")
        let closes = segment.hasSuffix("}")
        if opens || closes || segment.contains("{") || segment.contains("}") {
          let name = segment.dropFirst().dropLast()
          let isName =
            opens && closes && !name.isEmpty
            && name.unicodeScalars.allSatisfy(isWordScalar)
          guard isName else { throw .invalidPath(path) }
        }
      }
      return segments
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar)
    }

    private static func json(of answer: APIServer.Answer) throws(APIServer.RouteError) -> [String:
      Any]
    {
      guard (200...599).contains(answer.status) else { throw .invalidStatus(answer.status) }
      for (name, value) in answer.headers {
        let isToken =
          !name.isEmpty
          && name.unicodeScalars.allSatisfy {
            isWordScalar($0) || "!#$%&'*+-.^`|~".unicodeScalars.contains($0)
          }
        guard isToken, !value.contains(where: \.isNewline) else { throw .invalidHeader(name) }
      }
      var json: [String: Any] = ["status": answer.status, "headers": answer.headers]
      switch answer.body {
      case .envelope(let message, let data):
        let probe = data.replacing(/\{[A-Za-z0-9_]+\}/, with: "0")
        guard
          (try? JSONSerialization.jsonObject(with: Data(probe.utf8), options: .fragmentsAllowed))
            != nil
        else { throw .dataIsNotJSON(data) }
        json["envelope"] = ["message": message, "data": data]
      case .raw(let body, let contentType):
        guard !contentType.contains(where: \.isNewline) else {
          throw .invalidHeader("Content-Type")
        }
        json["raw"] = ["body": body, "contentType": contentType]
      case .empty:
        json["empty"] = [String: Any]()
      }
      return json
    }
  }
#endif
