import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Foundation's process-wide URL stores — the cookie store, the HTTP cache, the credential
/// store — made so that they create no folder: the program writes nothing where the user did not
/// ask (docs/CLI.md, "What the program writes").
///
/// On Linux, FoundationNetworking builds all three the first time anything reads
/// `URLSessionConfiguration.default` — `.ephemeral` and every other configuration start from it,
/// so `DefaultNetworkSession` does too, whatever it then sets — and on the way
/// `HTTPCookieStorage.shared` creates `$XDG_DATA_HOME/<the executable's folder name>`
/// (`~/.local/share/…`) and `URLCache.shared` creates
/// `$XDG_CACHE_HOME/org.swift.foundation.URLCache/<the process name>` (`~/.cache/…`). Neither
/// folder is ever used by this program (its sessions have no cookie store, cache or credential
/// store), but both would be left behind by every run against a real server.
///
/// `make()` builds the three stores once, while `XDG_DATA_HOME` and `XDG_CACHE_HOME` name
/// `/dev/null`, under which no folder can be created: the stores find no folder and keep to
/// memory (which nothing here fills). The two variables are then put back as they were. Call it
/// first thing in `main`, while the main thread is the only one: it changes the process's
/// environment, which is not safe while another thread may read it. Elsewhere than Linux it
/// does nothing.
enum SharedURLStores {
  static func make() {
    #if canImport(FoundationNetworking)
      let names = ["XDG_DATA_HOME", "XDG_CACHE_HOME"]
      let saved = names.map { name in getenv(name).map { String(cString: $0) } }
      for name in names { setenv(name, "/dev/null", 1) }
      _ = HTTPCookieStorage.shared
      _ = URLCache.shared
      _ = URLCredentialStorage.shared
      for (name, value) in zip(names, saved) {
        if let value { setenv(name, value, 1) } else { unsetenv(name) }
      }
    #endif
  }
}
