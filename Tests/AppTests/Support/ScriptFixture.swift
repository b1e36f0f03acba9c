/// The script the end-to-end tests run against both backends, and the `--json` events it must
/// produce — the same against the embedded backend and the real loopback server, because both
/// seed the same players. Each command shows live, in the order its screen's state changed: the
/// screen it showed as it was accepted, the spinner on, a stored copy and the answer, the
/// spinner off, then the request's event (an alert, a looked-up profile, a match) and a screen
/// the answer led to; a lobby change shows with the state that made it (a started match empties
/// the lobby, then `matchStarted`). Commands typed on the login screen are sent but show
/// nothing else (`user 1`).
enum ScriptFixture {
  static let script = """
    # before login: every protected request is a 401
    user 1
    login alice secret
    search al
    more
    add 1
    add 2
    start
    add 2
    add 3
    start
    remove 2
    user 99
    end 1
    add 2
    start
    end 7
    lobby
    quit
    search never runs
    """

  static let events: [String] = [
    #"{"event":"screen","name":"login"}"#,
    #"{"event":"loading","value":true}"#,
    #"{"event":"loading","value":false}"#,
    #"{"event":"networkError","kind":"unauthorized","message":"You are not signed in, or your session has expired.","status":401,"serverMessage":"missing or invalid token"}"#,
    #"{"event":"loading","value":true}"#,
    #"{"event":"loggedIn","userId":1,"nickname":"alice"}"#,
    #"{"event":"loading","value":false}"#,
    #"{"event":"screen","name":"lobby"}"#,
    #"{"event":"screen","name":"search"}"#,
    #"{"event":"loading","value":true}"#,
    #"{"event":"searchResults","ids":[1,11,19,24,25],"page":0,"hasNext":true,"source":"network"}"#,
    #"{"event":"loading","value":false}"#,
    #"{"event":"loading","value":true}"#,
    #"{"event":"searchResults","ids":[26],"page":1,"hasNext":false,"source":"network"}"#,
    #"{"event":"loading","value":false}"#,
    #"{"event":"lobby","userIds":[1]}"#,
    #"{"event":"loading","value":true}"#,
    #"{"event":"loading","value":false}"#,
    #"{"event":"user","id":2,"nickname":"bob","rating":1037,"source":"network"}"#,
    #"{"event":"lobby","userIds":[1,2]}"#,
    #"{"event":"loading","value":true}"#,
    #"{"event":"loading","value":false}"#,
    #"{"event":"lobby","userIds":[]}"#,
    #"{"event":"matchStarted","id":1,"userIds":[1,2]}"#,
    #"{"event":"lobby","userIds":[2]}"#,
    #"{"event":"loading","value":true}"#,
    #"{"event":"loading","value":false}"#,
    #"{"event":"user","id":3,"nickname":"carol","rating":1074,"source":"network"}"#,
    #"{"event":"lobby","userIds":[2,3]}"#,
    #"{"event":"loading","value":true}"#,
    #"{"event":"loading","value":false}"#,
    #"{"event":"duplicatedUsers","ids":[2]}"#,
    #"{"event":"lobby","userIds":[3]}"#,
    #"{"event":"screen","name":"player","id":99}"#,
    #"{"event":"loading","value":true}"#,
    #"{"event":"loading","value":false}"#,
    #"{"event":"networkError","kind":"notFound","message":"Not found.","status":404,"serverMessage":"unknown user"}"#,
    #"{"event":"loading","value":true}"#,
    #"{"event":"loading","value":false}"#,
    #"{"event":"matchEnded","id":1}"#,
    #"{"event":"lobby","userIds":[3,2]}"#,
    #"{"event":"loading","value":true}"#,
    #"{"event":"loading","value":false}"#,
    #"{"event":"lobby","userIds":[]}"#,
    #"{"event":"matchStarted","id":2,"userIds":[3,2]}"#,
    #"{"event":"loading","value":true}"#,
    #"{"event":"loading","value":false}"#,
    #"{"event":"networkError","kind":"notFound","message":"Not found.","status":404,"serverMessage":"unknown match"}"#,
    #"{"event":"screen","name":"lobby"}"#,
    #"{"event":"lobby","userIds":[]}"#,
  ]
}
