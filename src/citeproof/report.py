"""How results are written: JSONL audit lines, one JSON document, or text for people.

The result line itself is fixed by the result schema; this module only
serialises it (with orjson) and keeps the running totals a summary needs.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from typing import IO, Any

import orjson

from .models import Result
from .pipeline import sum_usage

FORMATS = ("text", "json", "jsonl")


def result_dict(result: Result) -> dict[str, Any]:
    """The result as plain JSON-ready data."""
    return result.model_dump(mode="json")


def result_json(result: Result) -> bytes:
    """*result* as compact JSON (orjson; the stdlib for what orjson refuses)."""
    data = result_dict(result)
    try:
        return orjson.dumps(data)
    except TypeError:
        # Only values passed in through the Python API get here (integers
        # beyond 64 bits in metadata, lone surrogates): never lose the line.
        return json.dumps(data, ensure_ascii=False, separators=(",", ":"), default=repr).encode(
            "utf-8", "surrogatepass"
        )


def result_line(result: Result) -> bytes:
    """One JSONL line (with its newline) for *result*."""
    return result_json(result) + b"\n"


@dataclass
class Summary:
    """Running totals over many results."""

    cases: int = 0
    decisions: Counter[str] = field(default_factory=Counter)
    labels: Counter[str] = field(default_factory=Counter)
    codes: Counter[str] = field(default_factory=Counter)
    claims: int = 0
    usage: dict[str, float] | None = None
    seconds: float = 0.0

    def add(self, result: Result) -> None:
        self.cases += 1
        self.decisions[result.decision] += 1
        self.claims += len(result.claims)
        for c in result.claims:
            self.labels[c.label] += 1
        for f in result.errors:
            self.codes[f.code] += 1
        if result.usage:
            self.usage = sum_usage([self.usage, result.usage])

    def add_dict(self, result: dict[str, Any]) -> None:
        """``add`` for a result already written out (a decoded result line)."""
        self.cases += 1
        self.decisions[result["decision"]] += 1
        claims = result.get("claims") or []
        self.claims += len(claims)
        for c in claims:
            self.labels[c["label"]] += 1
        for f in result.get("errors") or []:
            self.codes[f["code"]] += 1
        if result.get("usage"):
            self.usage = sum_usage([self.usage, result["usage"]])

    def merge(self, part: Summary) -> None:
        """Add the totals of *part* (e.g. one batch's) to these."""
        self.cases += part.cases
        self.claims += part.claims
        self.decisions.update(part.decisions)
        self.labels.update(part.labels)
        self.codes.update(part.codes)
        if part.usage:
            self.usage = sum_usage([self.usage, part.usage])

    def as_dict(self) -> dict[str, Any]:
        return {
            "cases": self.cases,
            "decisions": {
                d: self.decisions.get(d, 0) for d in ("pass", "review", "block", "invalid")
            },
            "claims": self.claims,
            "labels": {
                k: self.labels.get(k, 0) for k in ("supported", "contradicted", "insufficient")
            },
            "codes": dict(sorted(self.codes.items())),
            "usage": self.usage,
            "seconds": round(self.seconds, 3),
        }


def text_result(result: Result) -> str:
    """A short human-readable block for one result."""
    where = f"line {result.line}" if result.line is not None else "case"
    head = f"{where:>9}  {result.case_id or '-':<24} {result.decision.upper()}"
    lines = [head]
    if result.decision == "invalid":
        for f in result.errors[:5]:
            lines.append(f"           {f.code}: {f.message}")
        if len(result.errors) > 5:
            lines.append(f"           … and {len(result.errors) - 5} more problems")
        return "\n".join(lines)
    for r in result.reasons:
        lines.append(f"           [{r.action}] {r.code}: {r.message}")
    return "\n".join(lines)


def text_summary(summary: Summary) -> str:
    d = summary.decisions
    parts = [
        f"{summary.cases} case{'s' if summary.cases != 1 else ''}: "
        f"{d.get('pass', 0)} pass, {d.get('review', 0)} review, "
        f"{d.get('block', 0)} block, {d.get('invalid', 0)} invalid",
        f"{summary.claims} claims: {summary.labels.get('supported', 0)} supported, "
        f"{summary.labels.get('contradicted', 0)} contradicted, "
        f"{summary.labels.get('insufficient', 0)} insufficient",
    ]
    if summary.codes:
        top = ", ".join(f"{code} {n}" for code, n in summary.codes.most_common(8))
        parts.append(f"findings: {top}")
    if summary.usage:
        u = summary.usage
        parts.append(
            "judge usage: "
            f"{int(u.get('input_tokens', 0)):,} input + "
            f"{int(u.get('cache_read_input_tokens', 0)):,} cache-read + "
            f"{int(u.get('cache_creation_input_tokens', 0)):,} cache-write + "
            f"{int(u.get('output_tokens', 0)):,} output tokens, "
            f"≈ ${u.get('cost_usd', 0.0):.4f}"
        )
    return "\n".join(parts)


def encode(result: Result, fmt: str) -> bytes:
    """One result as written in *fmt* (for json: the bare object, no separator)."""
    if fmt == "jsonl":
        return result_line(result)
    if fmt == "json":
        return result_json(result)
    return text_result(result).encode("utf-8") + b"\n"


@dataclass
class Batch:
    """The encoded results of consecutive input lines, and their partial totals."""

    first: int
    count: int
    data: bytes
    summary: Summary


class BatchWriter:
    """Writes batches of encoded results in one of FORMATS and keeps the totals.

    Each batch is one ``write`` and one ``flush``: a reader (or a resumed run)
    never sees half a batch unless the process died inside that write.
    """

    def __init__(self, stream: IO[bytes], fmt: str, summary: Summary | None = None) -> None:
        if fmt not in FORMATS:
            raise ValueError(fmt)
        self.stream = stream
        self.fmt = fmt
        self.summary = summary or Summary()
        self._first = True

    def write(self, batch: Batch) -> None:
        if not batch.count:
            return
        self.summary.merge(batch.summary)
        if self.fmt == "json":
            head = b'{"results": [\n' if self._first else b",\n"
            self.stream.write(head + batch.data)
        else:
            self.stream.write(batch.data)
        self.stream.flush()
        self._first = False

    def close(self) -> None:
        if self.fmt == "json":
            head = b'{"results": [],' if self._first else b"\n],"
            self.stream.write(
                head + b' "summary": ' + orjson.dumps(self.summary.as_dict()) + b"}\n"
            )
        elif self.fmt == "text":
            self.stream.write(b"\n" + text_summary(self.summary).encode("utf-8") + b"\n")
        self.stream.flush()


class Writer:
    """Writes results one at a time (a batch of one each), for inline and simple use."""

    def __init__(self, stream: IO[bytes], fmt: str) -> None:
        self._batches = BatchWriter(stream, fmt)
        self.fmt = fmt

    @property
    def summary(self) -> Summary:
        return self._batches.summary

    def write(self, result: Result) -> None:
        part = Summary()
        part.add(result)
        self._batches.write(Batch(result.line or 0, 1, encode(result, self.fmt), part))

    def close(self) -> None:
        self._batches.close()
