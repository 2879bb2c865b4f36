"""Evidence-span verification, shared by every judge.

A judge's verdict counts only through evidence we can check: each span must
name one of the chunks the claim cites and satisfy
``chunk.text[start:end] == text``. When the quoted text is right but the
offsets are off (a model counting characters), the span is repaired from the
text and the repair is recorded. Spans that cannot be checked are dropped; a
``supported`` or ``contradicted`` verdict left with no verified span becomes
``insufficient`` with code ``evidence_unverified``. A span too short to
carry a fact (one word, a few characters) is not evidence.

This module decides nothing about whether the evidence *supports* the claim;
that is the judge's job.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from .models import Chunk, EvidenceSpan, Verdict
from .text import find_folded

MIN_EVIDENCE_WORDS = 2
MIN_EVIDENCE_CHARS = 4

_WORDLIKE = re.compile(r"[^\W_]+", re.UNICODE)


@dataclass(frozen=True, slots=True)
class VerifiedVerdict:
    """A verdict after its evidence was checked against the chunks."""

    label: str
    evidence: tuple[EvidenceSpan, ...]
    reason: str
    confidence: float
    codes: tuple[str, ...] = ()
    notes: tuple[str, ...] = field(default=())


def _too_short(text: str) -> bool:
    # Reads words only until there are enough: a span is usually a whole sentence.
    chars = 0
    for words, m in enumerate(_WORDLIKE.finditer(text), 1):
        chars += m.end() - m.start()
        if words >= MIN_EVIDENCE_WORDS and chars >= MIN_EVIDENCE_CHARS:
            return False
    return True


def check_span(
    span: EvidenceSpan, chunks_by_id: dict[str, Chunk]
) -> tuple[EvidenceSpan | None, str]:
    """Verify one span. Returns the (possibly repaired) span, or None, and a note."""
    chunk = chunks_by_id.get(span.chunk_id)
    if chunk is None:
        return None, f"span names chunk {span.chunk_id!r}, which the claim does not cite"
    text = chunk.text
    if _too_short(span.text):
        return None, f"span {span.text!r} is too short to be evidence"
    if 0 <= span.start < span.end <= len(text) and text[span.start : span.end] == span.text:
        return span, ""
    # Offsets are off, or the quote differs in whitespace/case: locate the quote.
    exact_at = text.find(span.text) if span.text else -1
    if exact_at >= 0:
        # Prefer the occurrence closest to the claimed offset.
        best = exact_at
        pos = exact_at
        while pos >= 0:
            if abs(pos - span.start) < abs(best - span.start):
                best = pos
            pos = text.find(span.text, pos + 1)
        fixed = EvidenceSpan(
            chunk_id=span.chunk_id, start=best, end=best + len(span.text), text=span.text
        )
        return fixed, f"offsets repaired from [{span.start}, {span.end}) to [{best}, {fixed.end})"
    located = find_folded(text, span.text)
    if located is not None:
        s, e = located
        fixed = EvidenceSpan(chunk_id=span.chunk_id, start=s, end=e, text=text[s:e])
        return fixed, f"quote matched after normalisation; span set to [{s}, {e})"
    return None, f"quoted text not found in chunk {span.chunk_id!r}"


def verify(verdict: Verdict, chunks: Sequence[Chunk]) -> VerifiedVerdict:
    """Check every evidence span of *verdict* against *chunks* (the claim's cited chunks)."""
    by_id = {c.chunk_id: c for c in chunks}
    kept: list[EvidenceSpan] = []
    notes: list[str] = []
    for span in verdict.evidence:
        fixed, note = check_span(span, by_id)
        if note:
            notes.append(note)
        if fixed is not None and fixed not in kept:
            kept.append(fixed)
    codes: list[str] = [verdict.code] if verdict.code else []
    label = verdict.label
    reason = verdict.reason
    confidence = verdict.confidence
    if label in ("supported", "contradicted") and not kept:
        codes.append("evidence_unverified")
        detail = "; ".join(notes) if notes else "the judge gave no evidence span"
        reason = f"judge said {label}, but its evidence did not verify ({detail})"
        label = "insufficient"
        confidence = 0.0
    return VerifiedVerdict(label, tuple(kept), reason, confidence, tuple(codes), tuple(notes))
