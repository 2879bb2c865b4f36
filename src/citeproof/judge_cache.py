"""A local SQLite cache of model-judge responses, and the state of submitted batches.

A response is stored under the sha256 of (model, prompt version, the exact
request JSON), so re-checking the same claim against the same chunks with the
same prompt makes no new request, and any change to the prompt text, the
chunks, the claim or the model misses the cache. What is stored is the raw
API message, not a verdict: parsing happens again on every read, so a fix to
the parser applies to cached answers too.

The same database records Message Batches that were submitted but not yet
collected, so a run interrupted while a batch was processing resumes polling
that batch instead of paying for it twice.

Several threads and several processes may share one cache file: the
connection is guarded by a lock, the database runs in WAL mode, and writers
wait (``busy_timeout``) instead of failing when another process holds the lock.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import threading
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

CACHE_DIR_ENV = "CITEPROOF_CACHE_DIR"
CACHE_FILE = "judge-cache.sqlite"
_BUSY_TIMEOUT_S = 30.0

_SCHEMA = """
CREATE TABLE IF NOT EXISTS responses (
    key TEXT PRIMARY KEY,
    model TEXT NOT NULL,
    prompt_version TEXT NOT NULL,
    message TEXT NOT NULL,
    batch INTEGER NOT NULL DEFAULT 0,
    created_at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS batches (
    batch_id TEXT PRIMARY KEY,
    keys TEXT NOT NULL,
    submitted_at REAL NOT NULL,
    ended_at REAL
);
"""


def default_cache_path() -> Path:
    """``$CITEPROOF_CACHE_DIR/judge-cache.sqlite``, else under ``~/.cache/citeproof``."""
    base = os.environ.get(CACHE_DIR_ENV)
    directory = Path(base) if base else Path.home() / ".cache" / "citeproof"
    return directory / CACHE_FILE


def request_key(model: str, prompt_version: str, request: Mapping[str, Any]) -> str:
    """sha256 over model, prompt version and the canonical JSON of the request."""
    payload = json.dumps(
        {"model": model, "prompt_version": prompt_version, "request": request},
        sort_keys=True,
        ensure_ascii=False,
        separators=(",", ":"),
    )
    return hashlib.sha256(payload.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class CachedResponse:
    """A stored API message and how it was obtained."""

    message: dict[str, Any]
    batch: bool


@dataclass(frozen=True, slots=True)
class OpenBatch:
    """A submitted batch whose results have not been collected yet."""

    batch_id: str
    keys: frozenset[str]


class JudgeCache:
    """Response cache and batch state in one SQLite file (or ``":memory:"``)."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = str(path)
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._conn = sqlite3.connect(
            self.path, timeout=_BUSY_TIMEOUT_S, check_same_thread=False, isolation_level=None
        )
        try:
            self._conn.execute(f"PRAGMA busy_timeout = {int(_BUSY_TIMEOUT_S * 1000)}")
            self._setup()
        except sqlite3.Error:
            self._conn.close()
            raise

    def _setup(self) -> None:
        # Two processes opening a new file at once can race on the switch to
        # WAL and on creating the tables; SQLite reports that as "locked"
        # without always calling the busy handler, so retry for a while.
        deadline = time.monotonic() + _BUSY_TIMEOUT_S
        delay = 0.01
        while True:
            try:
                if self.path != ":memory:":
                    self._conn.execute("PRAGMA journal_mode = WAL")
                    self._conn.execute("PRAGMA synchronous = NORMAL")
                self._conn.executescript(_SCHEMA)
                return
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) and "busy" not in str(exc):
                    raise
                if time.monotonic() > deadline:
                    raise
                time.sleep(delay)
                delay = min(delay * 2, 0.5)

    def get(self, key: str) -> CachedResponse | None:
        """The stored response for *key*, if any."""
        with self._lock:
            row = self._conn.execute(
                "SELECT message, batch FROM responses WHERE key = ?", (key,)
            ).fetchone()
        if row is None:
            return None
        try:
            message = json.loads(row[0])
        except ValueError:
            return None
        return CachedResponse(message=message, batch=bool(row[1]))

    def put(
        self,
        key: str,
        *,
        model: str,
        prompt_version: str,
        message: Mapping[str, Any],
        batch: bool = False,
    ) -> None:
        """Store (or replace) the response for *key*."""
        text = json.dumps(message, ensure_ascii=False, separators=(",", ":"))
        with self._lock:
            self._conn.execute(
                "INSERT OR REPLACE INTO responses"
                " (key, model, prompt_version, message, batch, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (key, model, prompt_version, text, int(batch), time.time()),
            )

    def __len__(self) -> int:
        with self._lock:
            return int(self._conn.execute("SELECT count(*) FROM responses").fetchone()[0])

    def add_batch(self, batch_id: str, keys: Iterable[str]) -> None:
        """Record a submitted batch and the cache keys of its requests."""
        with self._lock:
            self._conn.execute(
                "INSERT OR REPLACE INTO batches (batch_id, keys, submitted_at, ended_at)"
                " VALUES (?, ?, ?, NULL)",
                (batch_id, json.dumps(sorted(keys)), time.time()),
            )

    def end_batch(self, batch_id: str) -> None:
        """Mark a batch as collected."""
        with self._lock:
            self._conn.execute(
                "UPDATE batches SET ended_at = ? WHERE batch_id = ?", (time.time(), batch_id)
            )

    def open_batches(self) -> list[OpenBatch]:
        """Batches submitted but not collected, oldest first."""
        with self._lock:
            rows = self._conn.execute(
                "SELECT batch_id, keys FROM batches WHERE ended_at IS NULL ORDER BY submitted_at"
            ).fetchall()
        return [OpenBatch(batch_id=r[0], keys=frozenset(json.loads(r[1]))) for r in rows]

    def close(self) -> None:
        """Close the connection (idempotent)."""
        with self._lock:
            self._conn.close()


__all__ = [
    "CACHE_DIR_ENV",
    "CachedResponse",
    "JudgeCache",
    "OpenBatch",
    "default_cache_path",
    "request_key",
]
