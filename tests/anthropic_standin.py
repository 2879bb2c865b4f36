"""A stand-in for the Anthropic Messages API on 127.0.0.1, for tests and the cost bench.

It speaks just enough of the API for the real ``anthropic`` SDK to talk to it:
``POST /v1/messages`` and the Message Batches endpoints (create, retrieve,
results as JSONL). Every request is recorded, so tests can assert on exactly
what left the process.

Replies come from a queue of scripted :class:`Reply` objects first, then
from a ``responder(params)`` callback. When a reply has no ``usage``, token
counts are *estimated* (about four characters of request JSON per token) and
prompt caching is simulated from the ``cache_control`` breakpoints; these
numbers are only estimates, never measurements of a real tokenizer.
"""

from __future__ import annotations

import json
import math
import threading
import uuid
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

CHARS_PER_TOKEN = 4


@dataclass
class Reply:
    """One scripted HTTP reply (or, inside a batch, one per-request result)."""

    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0
    batch_result: dict[str, Any] | None = None


@dataclass(frozen=True)
class Received:
    """One request the stand-in received."""

    method: str
    path: str
    headers: dict[str, str]
    raw: bytes

    @property
    def json(self) -> Any:
        return json.loads(self.raw) if self.raw else None

    @property
    def text(self) -> str:
        return self.raw.decode("utf-8")


def tool_message(tool_input: Any, *, stop_reason: str = "tool_use", **extra: Any) -> dict:
    """A Messages API response whose content is one record_verdict call."""
    return {
        "content": [
            {
                "type": "tool_use",
                "id": f"toolu_{uuid.uuid4().hex[:20]}",
                "name": "record_verdict",
                "input": tool_input,
            }
        ],
        "stop_reason": stop_reason,
        **extra,
    }


def verdict_message(
    label: str,
    evidence: list[dict[str, Any]] | None = None,
    *,
    reason: str = "scripted verdict",
    confidence: float = 0.9,
    **extra: Any,
) -> dict:
    """A well-formed record_verdict answer."""
    return tool_message(
        {
            "reason": reason,
            "evidence": evidence or [],
            "label": label,
            "confidence": confidence,
        },
        **extra,
    )


def evidence(chunk_id: str, text: str, quote: str, *, shift: int = 0) -> dict[str, Any]:
    """An evidence item quoting *quote* from *text*, offsets shifted by *shift*."""
    at = text.find(quote)
    start = (at if at >= 0 else 0) + shift
    return {"chunk_id": chunk_id, "quote": quote, "start": start, "end": start + len(quote)}


def refusal_message() -> dict:
    """A response that stopped with a refusal."""
    return {
        "content": [{"type": "text", "text": "I can't help with that."}],
        "stop_reason": "refusal",
        "stop_details": {"type": "refusal", "category": None, "explanation": None},
    }


def error_reply(status: int, error_type: str, message: str = "scripted", **headers: str) -> Reply:
    """An API error response."""
    body = {"type": "error", "error": {"type": error_type, "message": message}}
    return Reply(status=status, body=body, headers=dict(headers))


def _tokens(text: str) -> int:
    return math.ceil(len(text) / CHARS_PER_TOKEN)


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class StandIn:
    """The server. Use as a context manager; ``base_url`` goes to the SDK."""

    def __init__(
        self,
        responder: Callable[[dict[str, Any]], Reply | dict[str, Any]] | None = None,
        *,
        min_cache_tokens: int = 0,
        batch_polls: int = 1,
    ) -> None:
        self.responder = responder or (lambda params: verdict_message("insufficient"))
        self.queue: deque[Reply] = deque()
        self.received: list[Received] = []
        self.min_cache_tokens = min_cache_tokens
        self.batch_polls = batch_polls
        self.batches: dict[str, dict[str, Any]] = {}
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._cache_seen: set[str] = set()
        self._in_flight = 0
        self.max_in_flight = 0
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # ------------------------------------------------------------- lifecycle

    def __enter__(self) -> StandIn:
        standin = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                standin._handle(self, "POST")

            def do_GET(self) -> None:
                standin._handle(self, "GET")

        class Server(ThreadingHTTPServer):
            daemon_threads = True

            def handle_error(self, request: Any, client_address: Any) -> None:
                pass  # a client that timed out and hung up is expected here

        self._server = Server(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        )
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        assert self._server is not None and self._thread is not None
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=5)

    @property
    def base_url(self) -> str:
        assert self._server is not None
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    # --------------------------------------------------------------- queries

    def messages(self) -> list[Received]:
        """The POST /v1/messages requests, in arrival order."""
        return [r for r in self.received if r.method == "POST" and r.path == "/v1/messages"]

    def batch_creations(self) -> list[Received]:
        return [r for r in self.received if r.method == "POST" and r.path == "/v1/messages/batches"]

    # ----------------------------------------------------------------- usage

    def estimate_usage(self, params: dict[str, Any], output: Any) -> dict[str, int]:
        """Estimated tokens, with prompt caching simulated at the cache_control breakpoints.

        The cacheable prefix runs tools -> system -> message blocks, as in the
        real API; a prefix shorter than ``min_cache_tokens`` is not cached.
        """
        pieces: list[tuple[str, bool]] = []
        for tool in params.get("tools") or []:
            pieces.append((_dumps(tool), bool(tool.get("cache_control"))))
        system = params.get("system") or []
        if isinstance(system, str):
            system = [{"type": "text", "text": system}]
        for block in system:
            pieces.append((_dumps(block), bool(block.get("cache_control"))))
        for message in params.get("messages") or []:
            content = message.get("content")
            blocks = [{"type": "text", "text": content}] if isinstance(content, str) else content
            for block in blocks:
                pieces.append((_dumps(block), bool(block.get("cache_control"))))
        prefixes: list[str] = []
        text = ""
        for piece, breakpoint in pieces:
            text += piece
            if breakpoint:
                prefixes.append(text)
        total = _tokens(text)
        read = 0
        last_cacheable = 0
        with self._lock:
            for prefix in prefixes:
                size = _tokens(prefix)
                if size < self.min_cache_tokens:
                    continue
                if prefix in self._cache_seen:
                    read = size
                last_cacheable = size
                self._cache_seen.add(prefix)
        write = max(0, last_cacheable - read)
        return {
            "input_tokens": total - read - write,
            "output_tokens": _tokens(_dumps(output)) + 10,
            "cache_creation_input_tokens": write,
            "cache_read_input_tokens": read,
        }

    def _complete(self, params: dict[str, Any], message: dict[str, Any]) -> dict[str, Any]:
        full = {
            "id": f"msg_{uuid.uuid4().hex[:24]}",
            "type": "message",
            "role": "assistant",
            "model": params.get("model", "claude-sonnet-5"),
            "stop_reason": "end_turn",
            "stop_sequence": None,
            **message,
        }
        if "usage" not in full:
            full["usage"] = self.estimate_usage(params, full.get("content"))
        return full

    def _respond(self, params: dict[str, Any]) -> Reply:
        with self._lock:
            scripted = self.queue.popleft() if self.queue else None
        reply = scripted if scripted is not None else self.responder(params)
        if isinstance(reply, dict):
            reply = Reply(body=reply)
        if reply.status == 200 and isinstance(reply.body, dict):
            reply = Reply(
                status=200,
                body=self._complete(params, reply.body),
                headers=reply.headers,
                delay=reply.delay,
                batch_result=reply.batch_result,
            )
        return reply

    # -------------------------------------------------------------- handlers

    def _handle(self, handler: BaseHTTPRequestHandler, method: str) -> None:
        length = int(handler.headers.get("Content-Length") or 0)
        raw = handler.rfile.read(length) if length else b""
        path = handler.path.split("?", 1)[0]
        with self._lock:
            self.received.append(Received(method, path, dict(handler.headers.items()), raw))
            self._in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self._in_flight)
        try:
            reply = self._route(method, path, raw)
            if reply.delay:
                self._stop.wait(reply.delay)
        finally:
            # Counted out before the reply is written: once the client has read
            # it, it may send its next request at once, and that one must not
            # find this one still counted (max_in_flight would read one too many).
            with self._lock:
                self._in_flight -= 1
        self._send(handler, reply)

    def _route(self, method: str, path: str, raw: bytes) -> Reply:
        parts = path.strip("/").split("/")
        if method == "POST" and path == "/v1/messages":
            return self._respond(json.loads(raw))
        if method == "POST" and path == "/v1/messages/batches":
            return self._create_batch(json.loads(raw))
        if method == "GET" and parts[:3] == ["v1", "messages", "batches"] and len(parts) == 4:
            return self._retrieve_batch(parts[3])
        if (
            method == "GET"
            and parts[:3] == ["v1", "messages", "batches"]
            and parts[4:] == ["results"]
        ):
            return self._batch_results(parts[3])
        return error_reply(404, "not_found_error", f"no route {method} {path}")

    def _batch_json(self, batch_id: str) -> dict[str, Any]:
        batch = self.batches[batch_id]
        ended = batch["polls"] > self.batch_polls
        counts = dict.fromkeys(("processing", "succeeded", "errored", "canceled", "expired"), 0)
        if ended:
            for line in batch["results"]:
                counts[line["result"]["type"]] += 1
        else:
            counts["processing"] = len(batch["requests"])
        created: datetime = batch["created_at"]
        return {
            "id": batch_id,
            "type": "message_batch",
            "processing_status": "ended" if ended else "in_progress",
            "request_counts": counts,
            "created_at": created.isoformat(),
            "expires_at": (created + timedelta(hours=24)).isoformat(),
            "ended_at": datetime.now(UTC).isoformat() if ended else None,
            "archived_at": None,
            "cancel_initiated_at": None,
            "results_url": (
                f"{self.base_url}/v1/messages/batches/{batch_id}/results" if ended else None
            ),
        }

    def _create_batch(self, body: dict[str, Any]) -> Reply:
        batch_id = f"msgbatch_{uuid.uuid4().hex[:20]}"
        with self._lock:
            self.batches[batch_id] = {
                "requests": body["requests"],
                "polls": 0,
                "results": [],
                "created_at": datetime.now(UTC),
            }
        return Reply(body=self._batch_json(batch_id))

    def _retrieve_batch(self, batch_id: str) -> Reply:
        if batch_id not in self.batches:
            return error_reply(404, "not_found_error", "no such batch")
        batch = self.batches[batch_id]
        batch["polls"] += 1
        if batch["polls"] > self.batch_polls and not batch["results"]:
            for request in batch["requests"]:
                reply = self._respond(request["params"])
                if reply.batch_result is not None:
                    result = reply.batch_result
                elif reply.status == 200:
                    result = {"type": "succeeded", "message": reply.body}
                else:
                    result = {"type": "errored", "error": reply.body}
                batch["results"].append({"custom_id": request["custom_id"], "result": result})
        return Reply(body=self._batch_json(batch_id))

    def _batch_results(self, batch_id: str) -> Reply:
        batch = self.batches.get(batch_id)
        if batch is None or not batch["results"]:
            return error_reply(404, "not_found_error", "no results yet")
        lines = "".join(_dumps(line) + "\n" for line in batch["results"])
        return Reply(body=lines.encode("utf-8"), headers={"Content-Type": "application/x-jsonl"})

    @staticmethod
    def _send(handler: BaseHTTPRequestHandler, reply: Reply) -> None:
        headers = dict(reply.headers)
        if isinstance(reply.body, bytes):
            data = reply.body
        elif isinstance(reply.body, str):
            data = reply.body.encode("utf-8")
        else:
            data = _dumps(reply.body).encode("utf-8")
            headers.setdefault("Content-Type", "application/json")
        handler.send_response(reply.status)
        for name, value in headers.items():
            handler.send_header(name, value)
        handler.send_header("Content-Length", str(len(data)))
        handler.send_header("request-id", f"req_{uuid.uuid4().hex[:16]}")
        handler.end_headers()
        handler.wfile.write(data)
