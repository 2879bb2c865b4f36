"""Resuming an interrupted ``citeproof check --out FILE`` where it stopped.

The output file itself is the progress record. Results are written in input
order, a batch at a time with a flush after each, so after a crash (even
``kill -9``) the file holds results for lines 1..k, possibly followed by one
torn line. On ``--resume`` we keep the longest prefix of newline-terminated
lines that parse and whose ``line`` numbers run 1, 2, 3…, truncate the file
right after it, skip k input lines and append from line k + 1. Cases that
were in flight when the run died are checked again; a model judge serves
them from its response cache, so no paid call is repeated.

A small sidecar, ``FILE.resume.json``, is written when a run starts and
removed when it completes. It pins what the output was made from (input
path, size and sha256 of its first MiB, policy sha256, judge, redaction,
citeproof version) so that resuming onto a different input or policy is a
usage error rather than a file of mixed results. Without a sidecar (a
finished run, or one from an older version) the result lines themselves are
checked: the policy, judge and redaction of the first line, and the
``input_sha256`` of the last kept line against the input's line k.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import IO, Any

import orjson

from ._version import __version__
from .errors import UsageError
from .pipeline import MAX_LINE_BYTES, Checker, canonical_sha256
from .report import Summary
from .runner import Line, read_lines

SIDECAR_SUFFIX = ".resume.json"
_HEAD_BYTES = 1 << 20


def sidecar_path(out: str | os.PathLike[str]) -> Path:
    return Path(f"{os.fspath(out)}{SIDECAR_SUFFIX}")


@dataclass(frozen=True)
class RunIdentity:
    """What an output file was made from; a resumed run must match it."""

    input: str
    input_size: int
    input_head_sha256: str
    policy_sha256: str
    judge: dict[str, Any]
    redact: bool
    citeproof_version: str

    @classmethod
    def of(cls, input_path: str, checker: Checker) -> RunIdentity:
        path = Path(input_path)
        with path.open("rb") as f:
            head = hashlib.sha256(f.read(_HEAD_BYTES)).hexdigest()
        return cls(
            input=str(path.resolve()),
            input_size=path.stat().st_size,
            input_head_sha256=head,
            policy_sha256=checker.policy.sha256,
            judge=checker._judge_ref.model_dump(mode="json"),
            redact=checker.redact,
            citeproof_version=__version__,
        )

    def mismatch(self, other: RunIdentity) -> str:
        """Why *other* (the stored identity) does not match this run; '' when it does."""
        if other.input_head_sha256 != self.input_head_sha256 or other.input_size > self.input_size:
            return f"it was written for another input ({other.input})"
        if other.policy_sha256 != self.policy_sha256:
            return "it was written under another policy (sha256 differs)"
        if other.judge != self.judge:
            return f"it was written with another judge ({_judge_name(other.judge)})"
        if other.redact != self.redact:
            return "it was written with a different --redact setting"
        if other.citeproof_version != self.citeproof_version:
            return f"it was written by citeproof {other.citeproof_version}"
        return ""


def _judge_name(ref: dict[str, Any]) -> str:
    return "/".join(str(v) for v in (ref.get("name"), ref.get("model")) if v)


def write_sidecar(out: str, identity: RunIdentity) -> None:
    """Record *identity* next to *out* (atomically: a crash leaves the old or the new)."""
    path = sidecar_path(out)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(orjson.dumps(asdict(identity), option=orjson.OPT_INDENT_2) + b"\n")
    os.replace(tmp, path)


def remove_sidecar(out: str) -> None:
    sidecar_path(out).unlink(missing_ok=True)


def _read_sidecar(out: str) -> RunIdentity | None:
    path = sidecar_path(out)
    try:
        return RunIdentity(**orjson.loads(path.read_bytes()))
    except FileNotFoundError:
        return None
    except (orjson.JSONDecodeError, TypeError, OSError):
        raise UsageError(
            f"cannot resume: {path} is damaged; remove it and {out} to start over"
        ) from None


@dataclass
class ResumePoint:
    """Where a resumed run picks up: lines already done and their totals."""

    done: int
    summary: Summary
    last: dict[str, Any] | None


def scan_output(out: str) -> tuple[int, int, Summary, dict[str, Any] | None, dict[str, Any] | None]:
    """Valid prefix of *out*: (lines, bytes, totals, first result, last result)."""
    summary = Summary()
    done = size = 0
    first = last = None
    with open(out, "rb") as f:
        for raw in f:
            if not raw.endswith(b"\n"):
                break
            try:
                obj = orjson.loads(raw)
            except orjson.JSONDecodeError:
                break
            if not isinstance(obj, dict) or obj.get("line") != done + 1:
                break
            try:
                summary.add_dict(obj)
            except (KeyError, TypeError):
                break
            done += 1
            size += len(raw)
            first = first or obj
            last = obj
    return done, size, summary, first, last


def prepare(out: str, input_path: str, checker: Checker) -> ResumePoint:
    """Check that *out* can be resumed from *input_path*, truncate its torn tail, say where.

    Raises UsageError (one line) when the output belongs to another input,
    policy or judge. A missing or empty output means: start at line 1.
    """
    if input_path == "-":
        raise UsageError("--resume needs an input file, not stdin")
    identity = RunIdentity.of(input_path, checker)
    stored = _read_sidecar(out)
    if stored is not None:
        why = identity.mismatch(stored)
        if why:
            raise UsageError(f"cannot resume {out}: {why}; remove it or drop --resume")
    if not Path(out).exists():
        return ResumePoint(0, Summary(), None)
    done, size, summary, first, last = scan_output(out)
    if first is not None:
        _check_first(out, first, checker)
    with open(out, "r+b") as f:
        f.truncate(size)
    return ResumePoint(done, summary, last)


def _check_first(out: str, first: dict[str, Any], checker: Checker) -> None:
    policy = (first.get("policy") or {}).get("sha256")
    judge = first.get("judge") or {}
    if policy != checker.policy.sha256:
        why = "it was written under another policy (sha256 differs)"
    elif judge != checker._judge_ref.model_dump(mode="json"):
        why = f"it was written with another judge ({_judge_name(judge)})"
    elif bool(first.get("redacted")) != checker.redact:
        why = "it was written with a different --redact setting"
    else:
        return
    raise UsageError(f"cannot resume {out}: {why}; remove it or drop --resume")


def skip_done(stream: IO[bytes], point: ResumePoint, out: str) -> Iterator[Line]:
    """The input's lines after those already done.

    The last done line must be the case its result names (same
    ``input_sha256``), or the output was written for another input.
    """
    reader = read_lines(stream)
    line = None
    for _ in range(point.done):
        line = next(reader, None)
        if line is None:
            raise UsageError(
                f"cannot resume {out}: it has {point.done:,} results but the input has fewer "
                "lines; it was written for another input"
            )
    last = point.last
    if line is not None and last is not None and input_sha256(line) != last.get("input_sha256"):
        raise UsageError(
            f"cannot resume {out}: its result for line {line.number:,} is for another case "
            "than the input's line; it was written for another input"
        )
    return reader


def input_sha256(line: Line) -> str:
    """The ``input_sha256`` a result for *line* carries, without checking the case."""
    if line.data is None:
        return line.sha256 or ""
    if len(line.data) > MAX_LINE_BYTES:
        return hashlib.sha256(line.data).hexdigest()
    try:
        obj = orjson.loads(line.data)
    except orjson.JSONDecodeError:
        return hashlib.sha256(line.data).hexdigest()
    return canonical_sha256(obj)
