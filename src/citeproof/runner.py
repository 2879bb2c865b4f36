"""Bulk runs: read a JSONL file line by line and check every line, in order.

Reading is defensive: a binary file, a directory or a missing file is a
usage error; an over-long line, an empty line or a line that is not UTF-8
JSON each still yields exactly one (invalid) result, so output lines always
correspond one to one with input lines.
"""

from __future__ import annotations

import hashlib
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO

import orjson

from .errors import UsageError
from .judges import ClaimRequest
from .models import Result
from .pipeline import MAX_LINE_BYTES, Checker, claim_requests
from .schema import parse_case

_READ = 1 << 20


@dataclass(frozen=True, slots=True)
class Line:
    """One input line: its number, its bytes (None when too long) and its size."""

    number: int
    data: bytes | None
    size: int
    sha256: str | None = None


def open_input(path: str) -> IO[bytes]:
    """Open *path* ('-' for stdin) for binary reading, or raise UsageError with one line."""
    if path == "-":
        return sys.stdin.buffer
    p = Path(path)
    if p.is_dir():
        raise UsageError(f"{path} is a directory; give a .jsonl file of cases")
    try:
        stream = p.open("rb")
    except FileNotFoundError:
        raise UsageError(f"{path}: no such file") from None
    except PermissionError:
        raise UsageError(f"{path}: permission denied") from None
    except OSError as exc:
        raise UsageError(f"{path}: cannot read ({exc.strerror or exc})") from None
    head = stream.peek(8192)[:8192] if hasattr(stream, "peek") else b""
    if b"\x00" in head:
        stream.close()
        raise UsageError(f"{path} looks like a binary file, not JSONL (one JSON case per line)")
    return stream


def read_lines(stream: IO[bytes], max_bytes: int = MAX_LINE_BYTES) -> Iterator[Line]:
    """Yield every line of *stream*; lines over *max_bytes* are drained, hashed, not kept."""
    number = 0
    while True:
        data = stream.readline(max_bytes + 1)
        if not data:
            return
        number += 1
        if number == 1 and data.startswith(b"\xef\xbb\xbf"):
            data = data[3:]
        if len(data) > max_bytes and not data.endswith(b"\n"):
            digest = hashlib.sha256(data)
            size = len(data)
            while True:
                more = stream.readline(_READ)
                if not more:
                    break
                digest.update(more)
                size += len(more)
                if more.endswith(b"\n"):
                    break
            yield Line(number, None, size, digest.hexdigest())
            continue
        yield Line(number, data.rstrip(b"\r\n") if data.endswith(b"\n") else data, len(data))


def check_line(checker: Checker, line: Line) -> Result:
    """One result for one input line, whatever the line holds."""
    if line.data is None:
        return checker._invalid(
            None, line.number, line.sha256 or "", "line_too_long",
            f"line is {line.size:,} bytes; the limit is {MAX_LINE_BYTES:,}",
        )  # fmt: skip
    return checker.check_line(line.data, line.number)


def collect_requests(path: str) -> list[ClaimRequest]:
    """Every judge request a file will make (for batch submission ahead of the run)."""
    out: list[ClaimRequest] = []
    with open_input(path) as stream:
        for line in read_lines(stream):
            if line.data is None:
                continue
            try:
                obj = orjson.loads(line.data)
            except orjson.JSONDecodeError:
                continue
            case, _ = parse_case(obj)
            if case is not None:
                out.extend(claim_requests(case)[0])
    return out


class Progress:
    """A one-line progress counter on stderr, only when stderr is a terminal."""

    def __init__(self, enabled: bool | None = None, every: float = 0.25) -> None:
        self.enabled = sys.stderr.isatty() if enabled is None else enabled
        self.every = every
        self.start = time.monotonic()
        self._last = 0.0
        self.count = 0

    def tick(self) -> None:
        self.count += 1
        if not self.enabled:
            return
        now = time.monotonic()
        if now - self._last >= self.every:
            self._last = now
            rate = self.count / max(now - self.start, 1e-9)
            sys.stderr.write(f"\rchecked {self.count:,} cases ({rate:,.0f}/s)")
            sys.stderr.flush()

    def done(self) -> None:
        if self.enabled and self.count:
            sys.stderr.write("\r" + " " * 60 + "\r")
            sys.stderr.flush()


def run(
    checker: Checker,
    path: str,
    emit: Callable[[Result], None],
    progress: Progress | None = None,
) -> int:
    """Check every line of *path*, calling *emit* on each result in input order."""
    n = 0
    with open_input(path) as stream:
        for line in read_lines(stream):
            emit(check_line(checker, line))
            n += 1
            if progress:
                progress.tick()
    if progress:
        progress.done()
    return n
