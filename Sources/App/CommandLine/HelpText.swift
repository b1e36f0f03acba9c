import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The `--help` and `--version` texts.
enum HelpText {
  static let version = "matchmaking-demo \(ReleaseVersion.current)"

  static var usage: String {
    let commands = DemoCommandParser.usages.map { usage, summary in
      "  " + usage.padding(toLength: 22, withPad: " ", startingAt: 0) + summary
    }
    return """
      Usage: matchmaking-demo [tour | repl | run] [options]

      Shows Clean Architecture + MVVM Input/Output live: commands become ViewModel inputs,
      outputs become what you see.

      Subcommands:
        tour                  the guided tour on the embedded backend (the default)
        repl                  an interactive prompt
        run                   commands from --script FILE, or from standard input

      Options (before or after the subcommand):
        --base-url URL        talk to a real server speaking docs/API.md (repl, run):
                              http(s)://HOST[:PORT][/PATH], HOST a name or an IPv4 address
                              (an [IPv6] address only where URLSession supports it: not on
                              Linux), PORT 1-65535; no user info, query or fragment
        --timeout SECONDS     deadline per request, fractions allowed (default 10; tour 1)
        --max-response-size BYTES
                              largest response body accepted (default 10485760, 10 MiB)
        --json                one JSON object per line on stdout (see docs/CLI.md)
        --script FILE         run: read commands from FILE
        --retries N           retries of a failed GET or start (502/503/504/429, refused,
                              dropped; a start keeps its Idempotency-Key; default 2)
        --log-http            one line per HTTP attempt on stderr (secrets redacted)
        --state-dir DIR       keep the session (per server), recent searches and cached
                              answers in DIR/matchmaking.sqlite (default with --base-url:
                              $XDG_STATE_HOME/matchmaking-demo, else
                              ~/.local/state/matchmaking-demo; the embedded backend and the
                              tour keep no state unless --state-dir is given)
        --no-state            keep everything in memory
        --fault-rate P        embedded backend: fail requests with probability P in [0, 1]
        --latency MS          embedded backend: add MS milliseconds to every request
        --seed N              embedded backend: seed for the fault injection (default 0)
        -h, --help            show this help
        --version             show the version

      Commands:
      \(commands.joined(separator: "\n"))

      Text from the server is shown with control characters, escape sequences and bidi
      overrides escaped as \\u{HEX} (a backslash as \\\\); --json keeps the exact text.

      Scripts: UTF-8 text, LF or CRLF line endings, an optional byte order mark. A line that
      is not UTF-8 or holds a NUL byte is reported as 'line N' and skipped (exit status 2).

      Exit status: 0 success, 1 unrecoverable failure (unreadable script),
      2 usage error (bad option or command, bad number). Network errors are shown, not fatal.

      """
  }
}
