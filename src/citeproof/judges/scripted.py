"""A judge that answers from a script: for tests, demos and replaying stored verdicts.

Give it, per claim id (or claim text), the label, the evidence as text to find
in the cited chunks (or as explicit spans, right or wrong) and a confidence.
It never looks at the claim's meaning, so tests of the verifier and the policy
do not depend on how clever the real judges are.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..models import Chunk, Claim, EvidenceSpan, Verdict


@dataclass
class ScriptedJudge:
    """Return scripted verdicts; unknown claims get ``insufficient``."""

    script: Mapping[str, Mapping[str, Any]]
    name: str = "scripted"
    model: str | None = None
    prompt_version: str | None = None
    seen: list[tuple[Claim, tuple[Chunk, ...]]] = field(default_factory=list)

    def judge(self, claim: Claim, chunks: Sequence[Chunk]) -> Verdict:
        self.seen.append((claim, tuple(chunks)))
        entry = self.script.get(claim.claim_id) or self.script.get(claim.text)
        if entry is None:
            return Verdict(label="insufficient", reason="no scripted verdict", confidence=0.0)
        spans: list[EvidenceSpan] = []
        for ev in entry.get("evidence", []):
            if isinstance(ev, str):
                spans.append(_locate(ev, chunks))
            else:
                spans.append(EvidenceSpan(**ev))
        return Verdict(
            label=entry["label"],
            evidence=spans,
            reason=entry.get("reason", "scripted"),
            confidence=entry.get("confidence", 0.9),
            code=entry.get("code"),
            usage=entry.get("usage"),
        )


def _locate(text: str, chunks: Sequence[Chunk]) -> EvidenceSpan:
    for chunk in chunks:
        i = chunk.text.find(text)
        if i >= 0:
            return EvidenceSpan(chunk_id=chunk.chunk_id, start=i, end=i + len(text), text=text)
    # Not in any cited chunk: return it anyway, pointing at the first chunk, so
    # that tests can check the verifier rejects it.
    first = chunks[0].chunk_id if chunks else "?"
    return EvidenceSpan(chunk_id=first, start=0, end=len(text), text=text)
