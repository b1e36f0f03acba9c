#!/usr/bin/env python3
"""A small in-memory implementation of docs/API.md for integration tests and benchmarks.

Run standalone:  python3 api_server.py --port 0 [--routes FILE]   (or scripts/api-server …)
The first line on stdout is the bound port (then the server runs until killed). --help prints
the options, the routes file format and the exit statuses.

Seeded users all have the password "secret". Test knobs (not part of the product API):
  ?delay=SECONDS        on any request: wait before answering (timeout tests)
  GET  /debug/status/N  answer status N with an envelope whose data is null (no body for 204)
  POST /debug/fail-next {"status": 500, "count": 1}: the next COUNT API requests answer STATUS
  GET  /debug/drop      close the connection without answering (connection lost)
  GET  /debug/garbage   200 with a body that is not JSON
  POST /debug/users     {"count": N}: add N players ("player-<id>", ids after the seeded ones),
                        so a load test can start many matches of distinct players:
                        {"first": id, "last": id}
  POST /debug/gather-next {"count": N}: the next N API requests wait for each other: none is
                        answered until all N arrived (at most 30 s), so N requests in flight
                        are N connections open at once (load tests)
  GET  /debug/stats     {"matchesStarted": N, "activeMatches": M, "users": U,
                         "connections": C, "peakConnections": P, "listenBacklog": B,
                         "gathered": G, "gatherTimeouts": T}: matches started since the server
                        began, connections accepted, the most open at once, the listen backlog
                        it asked for, gatherings completed and given up after 30 s
  GET  /debug/echo/...  200 with the raw path, its decoded segments and the decoded query
  POST /debug/hold-next {"count": 1}: the next COUNT API requests are held: read, never
                        answered, until their client closes the connection (cancellation tests)
  GET  /debug/held?arrived=N&closed=M  waits (at most 8 s) until N held requests arrived and M
                        were closed by their client: {"arrived": a, "closedByClient": c}
  POST /debug/release-held  the held requests still open are answered as usual: {"released": n}
  POST /debug/drop-after-commit {"count": 1}: the next COUNT API requests are handled (their
                        effect committed), then the connection is closed without an answer
  GET  /debug/received  every API request that arrived (held ones included), in order:
                        {"requests": [{"method", "path", "idempotencyKey"}], "matchesStarted": n}
                        (the key unquoted; null without one)
Idempotency (docs/API.md): POST /matches with an `Idempotency-Key` (an sf-string) is answered
once per player and key for 24 h: a repeat with the same body gets the first answer again and
starts nothing; another body is 422; a repeat while the first is being handled is 409.
  /hostile/...          a hostile server (redirects, drip-fed, silent, oversized, gzip bombs,
                        truncated bodies, garbage status lines, huge headers): see HostileRoutes
Session knobs (see SessionRoutes below):
  POST /debug/auth/control {"expireAccess": bool, "expireRefresh": bool, "leakTokens": bool,
                            "refreshDelay": seconds, "loginTokensExpired": bool,
                            "rejectRefresh": bool}: expire every access and/or refresh token
                            issued so far; make 401s quote the token presented (a hostile
                            server, for redaction tests); delay every refresh; issue login
                            access tokens already expired; answer every refresh 401 (revoked)
  GET  /debug/auth/stats  {"refreshCalls": N, "accessTokens": [...], "refreshTokens": [...],
                            "issued": [every token ever issued]}
Added routes (see AddedRoutes below): --routes FILE names a JSON list of an importer's routes,
answered besides the API above, with its login, refresh and tokens.
Options: --host (default 127.0.0.1; an IPv6 address such as ::1 listens on IPv6),
--exit-on-stdin-eof (stop when the parent closes stdin), --routes FILE.
"""

import argparse
import json
import os
import re
import select
import signal
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, unquote, urlsplit

PASSWORD = "secret"
SEED_NICKNAMES = [
    "alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy",
    "mallory", "niaj", "olivia", "peggy", "rupert", "sybil", "trent", "victor", "walter",
    "yuna", "김 철수", "이 영희", "박 민수", "ally", "alina", "alfred", "bobby", "carl",
    "a b+c&d=e", "../admin?x=1&page=9",
]


class State:
    def __init__(self):
        self.lock = threading.Lock()
        self.users = [
            {"id": index + 1, "nickname": name, "rating": 1000 + (index * 37) % 900}
            for index, name in enumerate(SEED_NICKNAMES)
        ]
        self.users_by_id = {user["id"]: user for user in self.users}
        self.tokens = {}
        self.matches = {}
        self.next_match_id = 1
        self.next_token = 1
        self.fail_next = []  # statuses to force on the next API requests
        # -- sessions (SessionRoutes) --
        self.refresh_tokens = {}  # unspent refresh token -> user id (single-use)
        self.refresh_calls = 0
        self.issued = []  # every access and refresh token ever issued (redaction tests)
        self.leak_tokens = False
        self.refresh_delay = 0.0
        self.login_tokens_expired = False
        self.reject_refresh = False
        # -- connections (ConnectionCount) --
        self.connections = 0
        self.open_connections = 0
        self.peak_connections = 0
        # -- gathered requests (Gathering) --
        self.gather_size = 0  # the gathering in progress waits for this many requests
        self.gather_arrived = 0
        self.gather_round = 0  # gatherings ended, completed or not
        self.gathered = 0  # gatherings completed
        self.gather_timeouts = 0
        # -- held requests (HeldRequests) --
        self.hold_next = 0
        self.held_arrived = 0
        self.held_closed = 0
        self.held_open = []  # the wake-up pipe (write end) of each held request still open
        # -- lost answers, the request log, idempotency keys --
        self.drop_after_commit = 0
        self.received = []  # every API request that arrived: method, path, Idempotency-Key
        self.matches_started = 0
        self.idempotent = {}  # (user id, key) -> {"body", "answer" (None while handled), "at"}


STATE = State()


# -- held requests: a request kept open until its client goes away (cancellation tests) ---------
HELD = threading.Condition(STATE.lock)


class HeldRequests:
    """POST /debug/hold-next arms holds; GET /debug/held reports (and waits for) them."""

    def take_hold(self):
        with STATE.lock:
            if STATE.hold_next <= 0:
                return False
            STATE.hold_next -= 1
            return True

    def hold(self):
        """Holds the request until its client closes the connection (False) or the test
        releases it (True: it is then handled as usual); gives up after 30 s (False)."""
        wake_read, wake_write = os.pipe()
        with HELD:
            STATE.held_arrived += 1
            STATE.held_open.append(wake_write)
            HELD.notify_all()
        released = closed_by_client = False
        deadline = time.monotonic() + 30
        try:
            while not (released or closed_by_client):
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    break
                readable, _, _ = select.select([self.connection, wake_read], [], [], remaining)
                if wake_read in readable:
                    released = True
                elif self.connection in readable:
                    closed_by_client = self.connection.recv(1024) == b""
        except OSError:
            closed_by_client = True  # reset by the client
        finally:
            with HELD:
                if wake_write in STATE.held_open:
                    STATE.held_open.remove(wake_write)
            os.close(wake_read)
            os.close(wake_write)
        if closed_by_client:
            with HELD:
                STATE.held_closed += 1
                HELD.notify_all()
        if not released:
            self.close_connection = True
        return released

    def held_control(self, method, segments, query, body):
        if segments == ["release-held"] and method == "POST":
            with HELD:
                released = list(STATE.held_open)
                STATE.held_open.clear()
                for wake in released:
                    os.write(wake, b"x")
            return self.send_envelope(200, "ok", {"released": len(released)})
        if segments == ["hold-next"] and method == "POST":
            count = body.get("count", 1) if isinstance(body, dict) else 1
            if not isinstance(count, int):
                return self.send_envelope(400, "count must be an integer")
            with STATE.lock:
                STATE.hold_next += count
            return self.send_envelope(200, "ok")
        try:
            arrived = int(query.get("arrived", ["0"])[0])
            closed = int(query.get("closed", ["0"])[0])
        except ValueError:
            return self.send_envelope(400, "arrived and closed must be integers")
        with HELD:
            HELD.wait_for(lambda: STATE.held_arrived >= arrived and STATE.held_closed >= closed,
                          timeout=8)
            data = {"arrived": STATE.held_arrived, "closedByClient": STATE.held_closed}
        return self.send_envelope(200, "ok", data)
# -- end of held requests -----------------------------------------------------------------------


# -- gathered requests: N requests answered only once all N arrived (load tests) ---------------
GATHER = threading.Condition(STATE.lock)


class Gathering:
    """POST /debug/gather-next arms a gathering of the next N API requests."""

    GATHER_LIMIT = 30  # seconds a gathering waits for its last request: only a broken client

    def gather(self):
        with GATHER:
            if STATE.gather_size <= 0:
                return
            STATE.gather_arrived += 1
            gathering = STATE.gather_round
            if STATE.gather_arrived >= STATE.gather_size:
                self.end_gathering(completed=True)
                return
            if not GATHER.wait_for(lambda: STATE.gather_round != gathering,
                                   timeout=self.GATHER_LIMIT):
                self.end_gathering(completed=False)

    @staticmethod
    def end_gathering(completed):
        """Ends the gathering in progress (GATHER held): its requests go on."""
        STATE.gather_size = STATE.gather_arrived = 0
        STATE.gather_round += 1
        if completed:
            STATE.gathered += 1
        else:
            STATE.gather_timeouts += 1
        GATHER.notify_all()

    def gather_control(self, body):
        count = body.get("count") if isinstance(body, dict) else None
        if type(count) is not int or not 1 <= count <= 1000:
            return self.send_envelope(400, "count must be an integer in 1...1000")
        with GATHER:
            STATE.gather_size, STATE.gather_arrived = count, 0
        return self.send_envelope(200, "ok")
# -- end of gathered requests -------------------------------------------------------------------


# -- sessions: token pairs, POST /auth/refresh with rotation, expiry on demand ------------------
class SessionRoutes:
    """Login's token pair, refresh with rotation, and the /debug/auth/* knobs.

    Access tokens do not expire by the clock: POST /debug/auth/control expires them on demand,
    after which they are unknown (401). A refresh token is single-use: spent, unknown or
    expired answers 401.
    """

    ACCESS_TOKEN_LIFETIME = 900

    def issue_tokens(self, user_id, at_login=False):
        with STATE.lock:
            serial = STATE.next_token
            STATE.next_token += 1
            token = "token-%d-%d-%s" % (user_id, serial, os.urandom(6).hex())
            refresh_token = "refresh-%d-%d-%s" % (user_id, serial, os.urandom(6).hex())
            if not (at_login and STATE.login_tokens_expired):
                STATE.tokens[token] = user_id
            STATE.refresh_tokens[refresh_token] = user_id
            STATE.issued.extend([token, refresh_token])
        return {"token": token, "refreshToken": refresh_token,
                "expiresIn": self.ACCESS_TOKEN_LIFETIME}

    def unauthorized(self):
        message = "missing or invalid token"
        if STATE.leak_tokens:
            message += ": " + (self.headers.get("Authorization") or "")
        return self.send_envelope(401, message)

    def refresh(self, body):
        with STATE.lock:
            STATE.refresh_calls += 1
            delay = STATE.refresh_delay
        if delay > 0:
            time.sleep(delay)
        token = body.get("refreshToken") if isinstance(body, dict) else None
        if not isinstance(token, str):
            return self.send_envelope(400, "expected {refreshToken}")
        with STATE.lock:
            user_id = STATE.refresh_tokens.pop(token, None)
            if STATE.reject_refresh:
                user_id = None
        if user_id is None:
            message = "refresh token spent, unknown or expired"
            if STATE.leak_tokens:
                message += ": " + token
            return self.send_envelope(401, message)
        return self.send_envelope(200, "ok", self.issue_tokens(user_id))

    def auth_control(self, method, segments, body):
        if segments == ["control"] and method == "POST":
            body = body if isinstance(body, dict) else {}
            with STATE.lock:
                if body.get("expireAccess"):
                    STATE.tokens.clear()
                if body.get("expireRefresh"):
                    STATE.refresh_tokens.clear()
                if "leakTokens" in body:
                    STATE.leak_tokens = bool(body["leakTokens"])
                if "loginTokensExpired" in body:
                    STATE.login_tokens_expired = bool(body["loginTokensExpired"])
                if "rejectRefresh" in body:
                    STATE.reject_refresh = bool(body["rejectRefresh"])
                if "refreshDelay" in body:
                    STATE.refresh_delay = min(max(float(body["refreshDelay"]), 0.0), 10.0)
            return self.send_envelope(200, "ok")
        if segments == ["stats"] and method == "GET":
            with STATE.lock:
                data = {"refreshCalls": STATE.refresh_calls,
                        "accessTokens": sorted(STATE.tokens),
                        "refreshTokens": sorted(STATE.refresh_tokens),
                        "issued": list(STATE.issued)}
            return self.send_envelope(200, "ok", data)
        return self.send_envelope(404, "no such auth control route")
# -- end of sessions ---------------------------------------------------------------------------


# -- added routes: an importer's own, from --routes FILE (APIServer.Route on the Swift side) ----
class AddedRoutes:
    """Routes an importer adds, read once at startup from a JSON list of
    {"method": "GET", "segments": ["leaderboards", "{id}"], "query": {"page": "1"},
     "requiresAuthorization": bool,
     "answer": {"status": 200, "headers": {...},
                "envelope": {"message": "ok", "data": "<JSON text>"}      -- or --
                "raw": {"body": "<text>", "contentType": "application/json"}  -- or --
                "empty": {}}}  (no body, no Content-Type; Content-Length 0 but on a 204).

    A segment "{name}" matches any one segment; "{name}" in the envelope's data or the raw body
    is replaced by that segment (decoded, JSON-string-escaped). Every listed query item must be
    present with that value. The first route that matches answers; a route that requires
    authorization answers 401 like the API without a valid access token. Checked after the
    /debug and /hostile knobs and the forced failures, before the API's own routes.
    """

    ROUTES = []

    @classmethod
    def load(cls, path):
        with open(path, encoding="utf-8") as file:
            cls.ROUTES = json.load(file)

    def added_route(self, method, segments, query):
        for route in self.ROUTES:
            if route["method"] != method or len(route["segments"]) != len(segments):
                continue
            captured = {}
            for pattern, segment in zip(route["segments"], segments):
                if len(pattern) > 2 and pattern[0] == "{" and pattern[-1] == "}":
                    captured[pattern[1:-1]] = segment
                elif pattern != segment:
                    break
            else:
                wanted = route.get("query") or {}
                if all(query.get(name, [None])[0] == value for name, value in wanted.items()):
                    return route, captured
        return None, None

    def answer_added(self, route, captured):
        if route.get("requiresAuthorization") and self.current_user() is None:
            return self.unauthorized()
        answer = route["answer"]

        def filled(text):
            for name, value in captured.items():
                text = text.replace("{%s}" % name, json.dumps(value)[1:-1])
            return text

        status, headers = answer["status"], answer.get("headers") or {}
        if "envelope" in answer:
            envelope = answer["envelope"]
            try:
                data = json.loads(filled(envelope.get("data", "null")))
            except ValueError:
                return self.send_envelope(500, "added route: data is not JSON once filled in")
            if status == 204:
                body = b""
            else:
                body = json.dumps({"status": status, "message": envelope.get("message", "ok"),
                                   "data": data}).encode()
            return self.send_raw(status, body, "application/json", headers)
        if "empty" in answer:
            return self.send_empty(status, headers)
        raw = answer["raw"]
        body = filled(raw.get("body", "")).encode()
        return self.send_raw(status, body, raw.get("contentType", "application/json"), headers)
# -- end of added routes -------------------------------------------------------------------------


class Handler(SessionRoutes, AddedRoutes, HeldRequests, Gathering, BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True
    server_version = "api_server/1"

    def log_message(self, format, *args):  # quiet
        pass

    # -- connections: counted for GET /debug/stats (one handler per connection) ------------
    def setup(self):
        super().setup()
        with STATE.lock:
            STATE.connections += 1
            STATE.open_connections += 1
            STATE.peak_connections = max(STATE.peak_connections, STATE.open_connections)

    def finish(self):
        try:
            super().finish()
        finally:
            with STATE.lock:
                STATE.open_connections -= 1

    # -- plumbing -------------------------------------------------------------------------
    def drop_instead_of_answering(self):
        """With a drop-after-commit armed for this request: close the connection, no answer."""
        if not getattr(self, "drop_answer", False):
            return False
        self.close_connection = True
        try:
            self.connection.shutdown(_socket.SHUT_RDWR)
        except OSError:
            pass
        return True

    def send_envelope(self, status, message, data=None):
        if self.drop_instead_of_answering():
            return
        if status == 204:
            self.send_response(204)
            self.end_headers()
            return
        body = json.dumps({"status": status, "message": message, "data": data}).encode()
        self.send_raw(status, body)

    def send_raw(self, status, body, content_type="application/json", headers=None):
        if self.drop_instead_of_answering():
            return
        self.send_response(status)
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        if status != 204:
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if status != 204:
            self.wfile.write(body)

    def send_empty(self, status, headers=None):
        """No body and no Content-Type: Content-Length 0, none on a 204 (HTTP forbids it)."""
        if self.drop_instead_of_answering():
            return
        self.send_response(status)
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        if status != 204:
            self.send_header("Content-Length", "0")
        self.end_headers()

    def read_json(self):
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length > 0 else b""
        self.raw_body = raw
        try:
            return json.loads(raw.decode("utf-8")) if raw else None
        except (ValueError, UnicodeDecodeError):
            return None

    def current_user(self):
        header = self.headers.get("Authorization") or ""
        if not header.startswith("Bearer "):
            return None
        with STATE.lock:
            user_id = STATE.tokens.get(header[len("Bearer "):])
            return STATE.users_by_id.get(user_id) if user_id else None

    def handle_any(self, method):
        parts = urlsplit(self.path)
        raw_segments = [s for s in parts.path.split("/") if s != ""]
        segments = [unquote(s) for s in raw_segments]
        query = parse_qs(parts.query, keep_blank_values=True)
        if method in ("POST", "PUT", "PATCH"):
            body = self.read_json()
        else:
            body = None
        delay = query.get("delay", [None])[0]
        if delay is not None:
            try:
                time.sleep(min(max(float(delay), 0.0), 30.0))
            except ValueError:
                pass
        if segments[:1] == ["debug"]:
            return self.debug(method, parts, segments[1:], query, body)
        if segments[:1] == ["hostile"]:
            return HostileRoutes(self).handle(method, segments[1:], query, body)
        with STATE.lock:
            key = self.headers.get("Idempotency-Key")
            STATE.received.append({"method": method, "path": parts.path,
                                   "idempotencyKey": key and (self.idempotency_key(key) or key)})
            forced = STATE.fail_next.pop(0) if STATE.fail_next else None
        if forced is not None:
            return self.send_envelope(forced, "forced failure")
        if self.take_hold() and not self.hold():
            return None
        self.gather()
        with STATE.lock:
            self.drop_answer = STATE.drop_after_commit > 0
            if self.drop_answer:
                STATE.drop_after_commit -= 1
        route, captured = self.added_route(method, segments, query)
        if route is not None:
            return self.answer_added(route, captured)
        return self.api(method, segments, query, body)

    # -- test knobs -----------------------------------------------------------------------
    def debug(self, method, parts, segments, query, body):
        if segments[:1] == ["auth"]:  # sessions (SessionRoutes)
            return self.auth_control(method, segments[1:], body)
        if segments in (["hold-next"], ["held"], ["release-held"]):  # held requests
            return self.held_control(method, segments, query, body)
        if segments == ["drop-after-commit"] and method == "POST":
            count = body.get("count", 1) if isinstance(body, dict) else 1
            if not isinstance(count, int):
                return self.send_envelope(400, "count must be an integer")
            with STATE.lock:
                STATE.drop_after_commit += count
            return self.send_envelope(200, "ok")
        if segments == ["received"] and method == "GET":
            with STATE.lock:
                data = {"requests": list(STATE.received),
                        "matchesStarted": STATE.matches_started}
            return self.send_envelope(200, "ok", data)
        if segments[:1] == ["status"] and len(segments) == 2 and segments[1].isascii() and segments[1].isdigit():
            return self.send_envelope(int(segments[1]), "forced status")
        if segments == ["fail-next"] and method == "POST":
            body = body if isinstance(body, dict) else {}
            status, count = body.get("status", 500), body.get("count", 1)
            if not isinstance(status, int) or not isinstance(count, int):
                return self.send_envelope(400, "status and count must be integers")
            with STATE.lock:
                STATE.fail_next.extend([status] * count)
            return self.send_envelope(200, "ok", {"status": status, "count": count})
        if segments == ["drop"]:
            self.close_connection = True
            try:
                import socket
                self.connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            return None
        if segments == ["garbage"]:
            return self.send_raw(200, b"<html>not json</html>", "text/html")
        if segments == ["users"] and method == "POST":
            count = body.get("count") if isinstance(body, dict) else None
            if type(count) is not int or not 1 <= count <= 100000:
                return self.send_envelope(400, "count must be an integer in 1...100000")
            with STATE.lock:
                first = len(STATE.users) + 1
                for user_id in range(first, first + count):
                    user = {"id": user_id, "nickname": "player-%d" % user_id,
                            "rating": 1000 + (user_id * 37) % 900}
                    STATE.users.append(user)
                    STATE.users_by_id[user_id] = user
            return self.send_envelope(200, "ok", {"first": first, "last": first + count - 1})
        if segments == ["gather-next"] and method == "POST":  # gathered requests (Gathering)
            return self.gather_control(body)
        if segments == ["stats"] and method == "GET":
            with STATE.lock:
                data = {"matchesStarted": STATE.next_match_id - 1,
                        "activeMatches": len(STATE.matches), "users": len(STATE.users),
                        "connections": STATE.connections,
                        "peakConnections": STATE.peak_connections,
                        "listenBacklog": self.server.request_queue_size,
                        "gathered": STATE.gathered, "gatherTimeouts": STATE.gather_timeouts}
            return self.send_envelope(200, "ok", data)
        if segments[:1] == ["echo"]:
            data = {"path": parts.path, "segments": segments[1:], "query": query}
            return self.send_envelope(200, "ok", data)
        return self.send_envelope(404, "no such debug route")

    # -- the API of docs/API.md -----------------------------------------------------------
    def api(self, method, segments, query, body):
        if segments == ["auth", "login"]:
            return self.login(body) if method == "POST" else self.not_allowed()
        if segments == ["auth", "refresh"]:  # sessions (SessionRoutes)
            return self.refresh(body) if method == "POST" else self.not_allowed()
        if segments == ["users"]:
            return self.search(query) if method == "GET" else self.not_allowed()
        if len(segments) == 2 and segments[0] == "users":
            return self.user(segments[1]) if method == "GET" else self.not_allowed()
        if segments == ["matches"]:
            return self.start_match(body) if method == "POST" else self.not_allowed()
        if len(segments) == 2 and segments[0] == "matches":
            return self.end_match(segments[1]) if method == "DELETE" else self.not_allowed()
        return self.send_envelope(404, "no such route")

    def not_allowed(self):
        return self.send_envelope(405, "method not allowed")

    def login(self, body):
        if not isinstance(body, dict):
            return self.send_envelope(400, "expected {nickname, password}")
        nickname, password = body.get("nickname"), body.get("password")
        user = next((u for u in STATE.users if u["nickname"] == nickname), None)
        if user is None or password != PASSWORD:
            return self.send_envelope(401, "bad credentials")
        return self.send_envelope(200, "ok", dict(self.issue_tokens(user["id"], at_login=True), user=user))

    def user(self, raw_id):
        if self.current_user() is None:
            return self.unauthorized()
        user = STATE.users_by_id.get(int(raw_id)) if raw_id.isascii() and raw_id.isdigit() else None
        if user is None:
            return self.send_envelope(404, "unknown user")
        return self.send_envelope(200, "ok", user)

    def search(self, query):
        if self.current_user() is None:
            return self.unauthorized()
        text = query.get("query", [""])[0]
        try:
            page = int(query.get("page", ["0"])[0])
            size = int(query.get("size", ["20"])[0])
        except ValueError:
            return self.send_envelope(400, "page and size must be integers")
        if page < 0 or size < 1 or size > 100:
            return self.send_envelope(400, "page must be >= 0 and size in 1...100")
        found = [u for u in STATE.users if text.casefold() in u["nickname"].casefold()]
        items = found[page * size:(page + 1) * size]
        has_next = (page + 1) * size < len(found)
        return self.send_envelope(200, "ok", {"items": items, "page": page, "hasNext": has_next})

    IDEMPOTENCY_WINDOW = 24 * 60 * 60

    @staticmethod
    def idempotency_key(header):
        """The key of an Idempotency-Key header: an sf-string ("...", with \\" and \\\\
        escaped) or a bare token; None when it is neither, or not 1-255 printable ASCII."""
        text = header.strip()
        if text.startswith('"'):
            if len(text) < 2 or not text.endswith('"'):
                return None
            key, escaping = "", False
            for character in text[1:-1]:
                if escaping:
                    if character not in '"\\':
                        return None
                    key, escaping = key + character, False
                elif character == "\\":
                    escaping = True
                elif character == '"':
                    return None
                else:
                    key += character
            if escaping:
                return None
            text = key
        if not 1 <= len(text) <= 255 or not all(" " <= c <= "~" for c in text):
            return None
        return text

    def start_match(self, body):
        user = self.current_user()
        if user is None:
            return self.unauthorized()
        header = self.headers.get("Idempotency-Key")
        if header is None:
            return self.send_envelope(*self.start_match_answer(body))
        key = self.idempotency_key(header)
        if key is None:
            return self.send_envelope(400, "Idempotency-Key must be an sf-string")
        scope, raw, now = (user["id"], key), getattr(self, "raw_body", b""), time.time()
        with STATE.lock:
            for old in [k for k, e in STATE.idempotent.items()
                        if now - e["at"] >= self.IDEMPOTENCY_WINDOW]:
                del STATE.idempotent[old]
            entry = STATE.idempotent.get(scope)
            if entry is None:
                STATE.idempotent[scope] = {"body": raw, "answer": None, "at": now}
        if entry is not None:
            if entry["body"] != raw:
                return self.send_envelope(
                    422, "Idempotency-Key already used with a different request")
            if entry["answer"] is None:
                return self.send_envelope(409, "a request with this Idempotency-Key is in progress")
            return self.send_envelope(*entry["answer"])
        answer = self.start_match_answer(body)
        with STATE.lock:
            STATE.idempotent[scope]["answer"] = answer
        return self.send_envelope(*answer)

    def start_match_answer(self, body):
        """(status, message, data) of POST /matches for an authorized request."""
        ids = body.get("userIds") if isinstance(body, dict) else None
        if not isinstance(ids, list) or not all(type(i) is int for i in ids):
            return 400, "expected {userIds: [Int]}", None
        if len(ids) < 2:
            return 400, "a match needs at least two players", None
        with STATE.lock:
            busy = {i for m in STATE.matches.values() for i in m}
            seen, duplicated = set(), set()
            for i in ids:
                if i in seen or i in busy:
                    duplicated.add(i)
                seen.add(i)
            if duplicated:
                return 409, "duplicated users", {"duplicatedUserIds": sorted(duplicated)}
            if any(i not in STATE.users_by_id for i in ids):
                return 404, "unknown user", None
            match_id = STATE.next_match_id
            STATE.next_match_id += 1
            STATE.matches[match_id] = list(ids)
            STATE.matches_started += 1
        return 201, "created", {"id": match_id, "userIds": ids}

    def end_match(self, raw_id):
        if self.current_user() is None:
            return self.unauthorized()
        with STATE.lock:
            removed = STATE.matches.pop(int(raw_id), None) if raw_id.isascii() and raw_id.isdigit() else None
        if removed is None:
            return self.send_envelope(404, "unknown match")
        return self.send_envelope(204, "ended")

    def do_GET(self):
        self.handle_any("GET")

    def do_POST(self):
        self.handle_any("POST")

    def do_PUT(self):
        self.handle_any("PUT")

    def do_PATCH(self):
        self.handle_any("PATCH")

    def do_DELETE(self):
        self.handle_any("DELETE")


# -- hostile server routes (tests of the network stack's defences; not part of docs/API.md) ----
# Kept apart from the API and the auth routes above. Every route is under /hostile/:
#   ANY /hostile/echo                  200 {method, host, authorization, contentType, body}; logged
#   GET /hostile/seen                  200 [{path, host, authorization}] of every /hostile/echo
#   ANY /hostile/redirect?status=S&to=URL         S with Location: URL
#   ANY /hostile/redirect-chain/N?status=S        N > 0: S to /hostile/redirect-chain/N-1; 0: echo
#   GET /hostile/drip?length=N&interval=S         Content-Length N, then one byte every S seconds
#   ANY /hostile/drip-first/KEY/<API path>        the first request for KEY is drip-fed (100 bytes,
#                                      one every 0.4 s); later ones are the API's answer to the path
#   GET /hostile/silent                accepts, never answers (until the client goes away)
#   GET /hostile/big?bytes=N[&chunked=1]          N bytes of "0" (Content-Length, or chunked)
#   GET /hostile/gzip?bytes=N          Content-Encoding: gzip; inflates to N bytes of zeros
#   GET /hostile/truncated?length=N&send=M        announces N bytes, sends M, closes
#   GET /hostile/raw/NAME              writes a canned broken answer (RAW_ANSWERS), then closes
#   ANY /hostile/challenge?value=V[&value=V2...][&status=S][&header=H]
#                                      S (401) with one header H (WWW-Authenticate) per value V,
#                                      and an envelope whose message is "sign in again"; logged
#                                      in /hostile/seen like /hostile/echo
import socket as _socket  # noqa: E402
import zlib as _zlib  # noqa: E402

HOSTILE_SEEN = []
HOSTILE_DRIP_KEYS = set()
HOSTILE_GZIP_CACHE = {}
RAW_ANSWERS = {
    "not-http": b"SSH-2.0-OpenSSH_9.2\r\n\r\n",
    "bad-status-code": b"HTTP/1.1 abc Nope\r\nContent-Length: 0\r\n\r\n",
    "huge-status-code": b"HTTP/1.1 99999999999999999999 Big\r\nContent-Length: 0\r\n\r\n",
    "binary": bytes(range(256)) * 4,
    "no-reason": b"HTTP/1.1 200\r\nContent-Length: 2\r\n\r\n{}",
    "bad-header-line": b"HTTP/1.1 200 OK\r\nthis is not a header\r\nContent-Length: 2\r\n\r\n{}",
    "huge-header": b"HTTP/1.1 200 OK\r\nX-Big: " + b"a" * (2 * 1024 * 1024) + b"\r\nContent-Length: 2\r\n\r\n{}",
    "many-headers": b"HTTP/1.1 200 OK\r\n" + b"".join(b"X-H%d: v\r\n" % i for i in range(200000))
    + b"Content-Length: 2\r\n\r\n{}",
    "bad-content-length": b"HTTP/1.1 200 OK\r\nContent-Length: banana\r\n\r\n{}",
    "negative-content-length": b"HTTP/1.1 200 OK\r\nContent-Length: -5\r\n\r\n{}",
    "challenge-without-realm": b"HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: Bearer\r\n"
    b"Content-Length: 2\r\n\r\n{}",
    "challenge-digest": b"HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: Digest realm=\"x\", nonce=\"n\"\r\n"
    b"Content-Length: 2\r\n\r\n{}",
    "challenge-basic": b"HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: Basic realm=\"x\"\r\n"
    b"Content-Length: 2\r\n\r\n{}",
}


def _gzip_of_zeros(size):
    if size not in HOSTILE_GZIP_CACHE:
        compressor = _zlib.compressobj(9, _zlib.DEFLATED, 31)
        chunk = bytes(1024 * 1024)
        parts, left = [], size
        while left > 0:
            parts.append(compressor.compress(chunk[:min(left, len(chunk))]))
            left -= min(left, len(chunk))
        parts.append(compressor.flush())
        HOSTILE_GZIP_CACHE[size] = b"".join(parts)
    return HOSTILE_GZIP_CACHE[size]


class HostileRoutes:
    def __init__(self, handler):
        self.h = handler

    def handle(self, method, segments, query, body):
        name = segments[0] if segments else ""
        try:
            route = getattr(self, "route_" + name.replace("-", "_"), None)
            if route is None:
                return self.h.send_envelope(404, "no such hostile route")
            return route(method, segments[1:], query, body)
        except (BrokenPipeError, ConnectionResetError, _socket.timeout):
            self.h.close_connection = True
            return None

    def arg(self, query, name, default, kind=int):
        try:
            return kind(query.get(name, [default])[0])
        except (TypeError, ValueError):
            return kind(default)

    def route_echo(self, method, rest, query, body):
        h = self.h
        record = {"path": h.path, "host": h.headers.get("Host"),
                  "authorization": h.headers.get("Authorization")}
        with STATE.lock:
            HOSTILE_SEEN.append(record)
        data = dict(record, method=method, contentType=h.headers.get("Content-Type"), body=body)
        return h.send_envelope(200, "ok", data)

    def route_seen(self, method, rest, query, body):
        with STATE.lock:
            seen = list(HOSTILE_SEEN)
        return self.h.send_envelope(200, "ok", seen)

    def redirect(self, status, location):
        body = json.dumps({"status": status, "message": "moved", "data": None}).encode()
        self.h.send_response(status)
        self.h.send_header("Location", location)
        self.h.send_header("Content-Type", "application/json")
        self.h.send_header("Content-Length", str(len(body)))
        self.h.end_headers()
        self.h.wfile.write(body)

    def route_redirect(self, method, rest, query, body):
        return self.redirect(self.arg(query, "status", 302), query.get("to", ["/"])[0])

    def route_redirect_chain(self, method, rest, query, body):
        left = int(rest[0]) if rest and rest[0].isdigit() else 0
        if left == 0:
            return self.route_echo(method, rest, query, body)
        status = self.arg(query, "status", 302)
        return self.redirect(status, "/hostile/redirect-chain/%d?status=%d" % (left - 1, status))

    def route_drip(self, method, rest, query, body):
        length = self.arg(query, "length", 100)
        interval = self.arg(query, "interval", 0.4, float)
        h = self.h
        h.send_response(200)
        h.send_header("Content-Type", "application/json")
        h.send_header("Content-Length", str(length))
        h.end_headers()
        h.wfile.flush()
        for _ in range(length):
            time.sleep(interval)
            h.wfile.write(b" ")
            h.wfile.flush()
        h.close_connection = True

    def route_drip_first(self, method, rest, query, body):
        key = rest[0] if rest else ""
        with STATE.lock:
            first = key not in HOSTILE_DRIP_KEYS
            HOSTILE_DRIP_KEYS.add(key)
        if first:
            return self.route_drip(method, [], {"length": ["100"], "interval": ["0.4"]}, body)
        return self.h.api(method, rest[1:], query, body)

    def route_silent(self, method, rest, query, body):
        self.h.connection.settimeout(30)
        try:
            while self.h.connection.recv(1024):
                pass
        except OSError:
            pass
        self.h.close_connection = True

    def route_big(self, method, rest, query, body):
        size = self.arg(query, "bytes", 200 * 1024 * 1024)
        chunked = query.get("chunked", ["0"])[0] == "1"
        h = self.h
        h.send_response(200)
        h.send_header("Content-Type", "application/json")
        if chunked:
            h.send_header("Transfer-Encoding", "chunked")
        else:
            h.send_header("Content-Length", str(size))
        h.end_headers()
        block = b"0" * (64 * 1024)
        left = size
        while left > 0:
            part = block[:min(left, len(block))]
            h.wfile.write((b"%x\r\n" % len(part)) + part + b"\r\n" if chunked else part)
            left -= len(part)
        if chunked:
            h.wfile.write(b"0\r\n\r\n")
        h.close_connection = True

    def route_gzip(self, method, rest, query, body):
        payload = _gzip_of_zeros(self.arg(query, "bytes", 1024 * 1024 * 1024))
        h = self.h
        h.send_response(200)
        h.send_header("Content-Type", "application/json")
        h.send_header("Content-Encoding", "gzip")
        h.send_header("Content-Length", str(len(payload)))
        h.end_headers()
        for start in range(0, len(payload), 64 * 1024):
            h.wfile.write(payload[start:start + 64 * 1024])
        h.close_connection = True

    def route_truncated(self, method, rest, query, body):
        length, sent = self.arg(query, "length", 1000), self.arg(query, "send", 10)
        h = self.h
        h.send_response(200)
        h.send_header("Content-Type", "application/json")
        h.send_header("Content-Length", str(length))
        h.end_headers()
        h.wfile.write(b"{" * sent)
        h.wfile.flush()
        h.close_connection = True
        h.connection.shutdown(_socket.SHUT_RDWR)

    def route_challenge(self, method, rest, query, body):
        h = self.h
        with STATE.lock:
            HOSTILE_SEEN.append({"path": h.path, "host": h.headers.get("Host"),
                                 "authorization": h.headers.get("Authorization")})
        status = self.arg(query, "status", 401)
        header = query.get("header", ["WWW-Authenticate"])[0]
        payload = json.dumps({"status": status, "message": "sign in again", "data": None}).encode()
        h.send_response(status)
        for value in query.get("value", []):
            h.send_header(header, value)
        h.send_header("Content-Type", "application/json")
        h.send_header("Content-Length", str(len(payload)))
        h.end_headers()
        h.wfile.write(payload)

    def route_raw(self, method, rest, query, body):
        answer = RAW_ANSWERS.get(rest[0] if rest else "")
        if answer is None:
            return self.h.send_envelope(404, "no such raw answer")
        self.h.wfile.write(answer)
        self.h.wfile.flush()
        self.h.close_connection = True
        try:
            self.h.connection.shutdown(_socket.SHUT_RDWR)
        except OSError:
            pass
# -- end of hostile server routes ----------------------------------------------------------------


EXIT_OK, EXIT_CANNOT_LISTEN, EXIT_USAGE = 0, 1, 2

ROUTES_HELP = """routes file (--routes FILE): a JSON list, the routes of APIServer.with(routes:), e.g.
  [{"method": "GET", "path": "/leaderboards/{id}", "query": {"page": "1"},
    "requiresAuthorization": false,
    "answer": {"status": 200, "headers": {"X-Trace": "1"},
               "envelope": {"message": "ok", "data": "{\\"id\\": \\"{id}\\"}"}}},
   {"method": "POST", "path": "/reports",
    "answer": {"status": 503, "raw": {"body": "busy", "contentType": "text/plain"}}},
   {"method": "POST", "path": "/reports/{id}/flags",
    "answer": {"status": 201, "headers": {"Location": "/flags/1"}, "empty": {}}}]
  method: GET, POST, PUT, PATCH or DELETE. path: "/a/{name}/b" ({name} matches one segment and
  is filled into the answer's data or body); "segments": ["a", "{name}", "b"] is accepted instead
  (what APIServer writes). query, requiresAuthorization, headers: optional. answer: a status
  200-599 and one of "envelope" (message, and data as JSON *text*), "raw" (body, contentType) or
  "empty" ({}: no body, no Content-Type, Content-Length 0 but on a 204).
  /auth/login, /auth/refresh, /debug/... and /hostile/... are reserved.

exit status: 0 when stopped (Ctrl-C, SIGTERM, --exit-on-stdin-eof); 1 when it cannot listen on
--host/--port (port in use); 2 on bad arguments or a bad routes file. Errors go to stderr; the
first line on stdout is the port it listens on (useful with --port 0)."""

METHODS = {"GET", "POST", "PUT", "PATCH", "DELETE"}
RESERVED = [["auth", "login"], ["auth", "refresh"]]
RESERVED_ROOTS = {"debug", "hostile"}
SEGMENT_NAME = re.compile(r"^\{[A-Za-z0-9_]+\}$")


def checked_routes(routes):
    """The routes of a routes file in the form AddedRoutes reads (a "path" turned into
    "segments"), or raises ValueError saying which route is wrong and why (the checks of
    RouteFile.json(of:) on the Swift side)."""
    if not isinstance(routes, list):
        raise ValueError("the routes file must hold a JSON list of routes")
    checked = []
    for index, route in enumerate(routes):
        where = "route %d" % index

        def fail(why):
            raise ValueError("%s: %s" % (where, why))
        if not isinstance(route, dict):
            fail("not a JSON object")
        route = dict(route)
        method = route.get("method")
        if method not in METHODS:
            fail("method %r is not one of %s" % (method, ", ".join(sorted(METHODS))))
        if "path" in route:
            path = route.pop("path")
            if not isinstance(path, str) or not path.startswith("/") or "?" in path or "#" in path:
                fail("path %r must start with / and hold no query or fragment" % (path,))
            route["segments"] = path[1:].split("/")
        segments = route.get("segments")
        if not isinstance(segments, list) or not all(isinstance(x, str) for x in segments):
            fail("needs a \"path\" (\"/a/{name}\") or \"segments\" ([\"a\", \"{name}\"])")
        where = "route %d (%s /%s)" % (index, method, "/".join(segments))
        for segment in segments:
            if not segment or (("{" in segment or "}" in segment)
                               and not SEGMENT_NAME.match(segment)):
                fail("bad segment %r" % segment)
        if segments in RESERVED or (segments and segments[0] in RESERVED_ROOTS):
            fail("the path is reserved (the API's login and refresh, /debug, /hostile)")
        query = route.get("query") or {}
        if not isinstance(query, dict) or not all(isinstance(v, str) for v in query.values()):
            fail("query must be an object of strings")
        answer = route.get("answer")
        if not isinstance(answer, dict):
            fail("needs an \"answer\" object")
        status = answer.get("status")
        if not isinstance(status, int) or not 200 <= status <= 599:
            fail("answer status %r is not 200-599" % (status,))
        headers = answer.get("headers") or {}
        if not isinstance(headers, dict) or any(
                not isinstance(v, str) or "\n" in v or "\r" in v for v in headers.values()):
            fail("answer headers must be an object of one-line strings")
        if "envelope" in answer:
            data = answer["envelope"].get("data", "null")
            try:
                json.loads(re.sub(r"\{[A-Za-z0-9_]+\}", "0", data))
            except (TypeError, ValueError):
                fail("the envelope's data must be JSON text (a string), got %r" % (data,))
        elif "empty" in answer:
            if answer["empty"] != {}:
                fail("an \"empty\" answer is {}, got %r" % (answer["empty"],))
        elif "raw" not in answer:
            fail("the answer needs an \"envelope\", a \"raw\" or an \"empty\" body")
        checked.append(route)
    return checked


class Server(ThreadingHTTPServer):
    """A thread per connection, and a listen backlog for bursts.

    socketserver's default backlog is 5: when a test opens dozens of connections at once on a
    loaded machine, the kernel's accept queue overflows before the accepting thread runs, and
    the clients see their connections reset or dropped (`.transport(.connectionLost)`). 128
    pending connections (the kernel caps it at net.core.somaxconn) hold any burst a test makes.
    """

    request_queue_size = 128


def main():
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=ROUTES_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (default 127.0.0.1; ::1 for IPv6)")
    parser.add_argument("--port", type=int, default=0,
                        help="port to listen on (default 0: any free port, printed on stdout)")
    parser.add_argument("--exit-on-stdin-eof", action="store_true",
                        help="stop when stdin is closed (when run by a test process)")
    parser.add_argument("--routes", metavar="FILE",
                        help="a JSON list of routes answered besides the API (see below)")
    args = parser.parse_args()
    if args.routes:
        try:
            with open(args.routes, encoding="utf-8") as file:
                AddedRoutes.ROUTES = checked_routes(json.load(file))
        except (OSError, ValueError) as error:
            print("api_server: --routes %s: %s" % (args.routes, error), file=sys.stderr)
            sys.exit(EXIT_USAGE)
    server_class = Server
    if ":" in args.host:  # an IPv6 address, e.g. ::1
        class IPv6Server(Server):
            address_family = _socket.AF_INET6
        server_class = IPv6Server
    try:
        server = server_class((args.host, args.port), Handler)
    except (OSError, OverflowError) as error:
        print("api_server: cannot listen on %s port %d: %s" % (args.host, args.port, error),
              file=sys.stderr)
        sys.exit(EXIT_CANNOT_LISTEN)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    if args.exit_on_stdin_eof:
        def watch():
            while sys.stdin.buffer.read(1024):
                pass
            os._exit(EXIT_OK)
        threading.Thread(target=watch, daemon=True).start()
    # A parent may have spawned it with signals blocked (a Dispatch worker thread's mask is
    # inherited): unblock them, so SIGTERM and Ctrl-C stop it as documented.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    signal.signal(signal.SIGTERM, lambda *_: os._exit(EXIT_OK))
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    sys.exit(EXIT_OK)


if __name__ == "__main__":
    main()
