"""Bulk runs: read a JSONL file line by line and check every line, in order.

Reading is defensive: a binary file, a directory or a missing file is a
usage error; an over-long line, an empty line or a line that is not UTF-8
JSON each still yields exactly one (invalid) result, so output lines always
correspond one to one with input lines.

Bulk work moves in *batches*: a few dozen consecutive lines are checked
together and come back as one block of encoded output plus the partial
totals, which is what crosses a process boundary (see :mod:`citeproof.parallel`)
and what is written (one write and one flush per batch, so an interrupted run
leaves whole lines behind, apart from at most one torn last line). How many
workers check the batches is the caller's business; this module checks one.
"""

from __future__ import annotations

import hashlib
import os
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import orjson

from .errors import UsageError
from .judges import ClaimRequest
from .models import Case, Result
from .pipeline import MAX_LINE_BYTES, Checker, claim_requests
from .report import Batch, Summary, encode
from .schema import parse_case

_READ = 1 << 20

# Judges that wait on the network: they get threads in one process, not processes.
NETWORK_JUDGES = frozenset({"anthropic", "cascade"})

BATCH_LINES = 64
BATCH_BYTES = 4 << 20


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
        stream = p.open("rb", buffering=_READ)
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


def check_output(path: str, option: str, hint: str = "") -> None:
    """Raise UsageError with one line if *path* cannot be written as a file.

    Checked before a run starts, so that a mistyped folder fails at once
    instead of after the last case. *hint* follows the message for a folder.
    """
    p = Path(path)
    if p.is_dir():
        raise UsageError(f"{option} {path} is a directory; give a file{hint}")
    folder = p.parent
    if not folder.is_dir():
        raise UsageError(f"{option} {path}: no such folder {str(folder)!r}")
    if not os.access(folder, os.W_OK) or (p.exists() and not os.access(p, os.W_OK)):
        raise UsageError(f"{option} {path}: permission denied")


def read_lines(
    stream: IO[bytes], max_bytes: int = MAX_LINE_BYTES, *, first_line: int = 1
) -> Iterator[Line]:
    """Yield every line of *stream*; lines over *max_bytes* are drained, hashed, not kept.

    *first_line* is the number of the stream's first line: a block cut from
    the middle of a file starts there (and only line 1 may carry a BOM).
    """
    number = first_line - 1
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
        return checker.invalid(
            None,
            line.number,
            line.sha256 or "",
            "line_too_long",
            f"line is {line.size:,} bytes; the limit is {MAX_LINE_BYTES:,}",
        )
    return checker.check_line(line.data, line.number)


def iter_cases(path: str) -> Iterator[tuple[int, Case]]:
    """The valid cases of a JSONL file with their line numbers; other lines are skipped."""
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
                yield line.number, case


def collect_requests(path: str) -> list[ClaimRequest]:
    """Every judge request a file will make (for batch submission ahead of the run)."""
    return [req for _, case in iter_cases(path) for req in claim_requests(case)[0]]


@dataclass(frozen=True)
class CheckConfig:
    """Everything a worker needs to build its own :class:`Checker`; plain data, picklable.

    The policy travels as its validated dict (not a path), so every worker
    applies exactly the rules the parent loaded, with the same sha256.
    API keys do not travel: model judges read them from the worker's
    environment. The redaction key does, when one is set.
    """

    policy: dict[str, Any]
    judge: str = "lexical"
    judge_options: dict[str, Any] = field(default_factory=dict)
    redact: bool = False
    redact_key: bytes | None = None

    @classmethod
    def of(
        cls,
        policy: Any = "standard",
        judge: str = "lexical",
        *,
        judge_options: dict[str, Any] | None = None,
        redact: bool = False,
        redact_key: bytes | None = None,
    ) -> CheckConfig:
        """Build a config from a policy name, path, dict or Policy (validated here)."""
        from .policy import load_policy

        return cls(
            policy=load_policy(policy).model_dump(mode="json"),
            judge=judge,
            judge_options=dict(judge_options or {}),
            redact=redact,
            redact_key=redact_key,
        )

    @property
    def network(self) -> bool:
        """True for judges that call a remote model (run them with threads, not processes)."""
        return self.judge in NETWORK_JUDGES

    def build(self) -> Checker:
        return Checker(
            self.policy,
            self.judge,
            redact=self.redact,
            redact_key=self.redact_key,
            judge_options=self.judge_options,
        )


def check_batch(checker: Checker, lines: Sequence[Line], fmt: str = "jsonl") -> Batch:
    """Check *lines* (consecutive) and encode their results for *fmt*."""
    summary = Summary()
    parts = []
    for line in lines:
        result = check_line(checker, line)
        summary.add(result)
        parts.append(encode(result, fmt))
    data = b",\n".join(parts) if fmt == "json" else b"".join(parts)
    first = lines[0].number if lines else 0
    return Batch(first=first, count=len(lines), data=data, summary=summary)


def batched(
    lines: Iterable[Line], max_lines: int = BATCH_LINES, max_bytes: int = BATCH_BYTES
) -> Iterator[list[Line]]:
    """Group consecutive lines into batches of at most *max_lines* lines / ~*max_bytes*."""
    batch: list[Line] = []
    size = 0
    for line in lines:
        batch.append(line)
        size += len(line.data) if line.data is not None else 0
        if len(batch) >= max_lines or size >= max_bytes:
            yield batch
            batch, size = [], 0
    if batch:
        yield batch


class Progress:
    """A one-line progress counter on stderr, only when stderr is a terminal."""

    def __init__(self, enabled: bool | None = None, every: float = 0.25) -> None:
        self.enabled = sys.stderr.isatty() if enabled is None else enabled
        self.every = every
        self.start = time.monotonic()
        self._last = 0.0
        self.count = 0

    def tick(self, n: int = 1) -> None:
        self.count += n
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
    """Check every line of *path*, calling *emit* on each result in input order.

    The in-process, one-result-at-a-time path (for library callers that want
    :class:`Result` objects); ``citeproof check`` uses :func:`parallel.run_batches`.
    """
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
