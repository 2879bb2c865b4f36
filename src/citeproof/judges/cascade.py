"""The cascade judge: a cheap judge first, a model judge only where it is needed.

The first judge (lexical by default) labels every claim. A claim whose first
verdict, after evidence verification, is anything but ``insufficient`` keeps
it; only the rest go to the second judge (Claude), so a run pays for the
claims that need reading rather than matching. When the second judge fails
(its verdict carries a failure code), the first judge's ``insufficient``
verdict stands, with the failure code attached so a reviewer sees why.

With ``escalate_below`` set, a first verdict of ``supported`` or
``contradicted`` whose confidence is below it goes to the second judge as
well: the lexical judge's supports that let a word go or joined sentences
(confidence under 0.75) are where its false accepts gather. Should the
second judge fail on such a claim, the first verdict stands, with the
failure code attached (the policy's ``[judge] failure_action`` applies).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..evidence import VerifiedVerdict, verify
from ..models import Chunk, Claim, Verdict
from . import Judge, judge_all


class CascadeJudge:
    """Runs *first*, and *second* on the claims *first* leaves insufficient."""

    name = "cascade"

    def __init__(self, first: Judge, second: Judge, *, escalate_below: float = 0.0) -> None:
        if not 0.0 <= escalate_below <= 1.0:
            raise ValueError("escalate_below must be between 0 and 1")
        self.first = first
        self.second = second
        self.escalate_below = escalate_below

    @property
    def model(self) -> str | None:
        """The second judge's model."""
        return self.second.model

    @property
    def prompt_version(self) -> str | None:
        """The second judge's prompt version."""
        return self.second.prompt_version

    @property
    def batch(self) -> bool:
        """Whether the second judge wants :meth:`prefetch` before judging."""
        return bool(getattr(self.second, "batch", False))

    def judge(self, claim: Claim, chunks: Sequence[Chunk]) -> Verdict:
        """Label one claim."""
        return self.judge_many([(claim, chunks)])[0]

    def judge_many(self, requests: Sequence[tuple[Claim, Sequence[Chunk]]]) -> list[Verdict]:
        """Label many claims; the escalated ones go to the second judge together."""
        verdicts = judge_all(self.first, requests)
        escalate = self._needs_second(requests, verdicts)
        if escalate:
            second = judge_all(self.second, [requests[i] for i, _ in escalate])
            for (i, first_stands), verdict in zip(escalate, second, strict=True):
                verdicts[i] = _merge(verdicts[i], verdict, first_stands=first_stands)
        return verdicts

    def prefetch(self, requests: Sequence[tuple[Claim, Sequence[Chunk]]]) -> Any:
        """Batch-submit, through the second judge, only the claims it will see."""
        prefetch = getattr(self.second, "prefetch", None)
        if prefetch is None:
            return None
        verdicts = judge_all(self.first, requests)
        return prefetch([requests[i] for i, _ in self._needs_second(requests, verdicts)])

    def close(self) -> None:
        """Close both judges (those that have ``close``)."""
        for judge in (self.first, self.second):
            close = getattr(judge, "close", None)
            if close is not None:
                close()

    def _needs_second(
        self, requests: Sequence[tuple[Claim, Sequence[Chunk]]], verdicts: Sequence[Verdict]
    ) -> list[tuple[int, bool]]:
        """The claims for the second judge, each with whether its first verdict
        would stand on its own (a verified support or contradiction escalated
        only for its low confidence)."""
        escalate = []
        for i, ((_, chunks), verdict) in enumerate(zip(requests, verdicts, strict=True)):
            checked = verify(verdict, chunks)
            if _doubtful(checked, self.escalate_below):
                escalate.append((i, checked.label != "insufficient"))
        return escalate


def _doubtful(checked: VerifiedVerdict, escalate_below: float) -> bool:
    """Whether a verified first verdict goes to the second judge."""
    return checked.label == "insufficient" or checked.confidence < escalate_below


def _merge(first: Verdict, second: Verdict, *, first_stands: bool) -> Verdict:
    usage = {**(second.usage or {}), "escalated": 1.0}
    if second.code is None:
        return second.model_copy(update={"usage": usage})
    if first_stands:
        # Escalated for its low confidence: the first verdict is all there is.
        return first.model_copy(
            update={
                "reason": f"{first.reason}; second judge gave no verdict: {second.reason}",
                "code": second.code,
                "usage": usage,
            }
        )
    # The second judge gave no verdict: the claim stays insufficient, as the
    # first judge left it, and carries the second judge's code.
    return Verdict(
        label="insufficient",
        evidence=first.evidence if first.label == "insufficient" else [],
        reason=f"{first.reason}; second judge gave no verdict: {second.reason}",
        confidence=first.confidence if first.label == "insufficient" else 0.0,
        code=second.code,
        usage=usage,
    )
