"""Judges: per claim, ``supported`` / ``contradicted`` / ``insufficient``.

A judge is anything with ``judge(claim, chunks) -> Verdict`` plus the three
attributes below. The pipeline hands it only the claim and the retrieved
chunks the claim cites; it never sees the rest of the answer or gold labels.
Its evidence is verified afterwards by :mod:`citeproof.evidence`, so a judge
cannot make a verdict count without text that is really in the chunk.

Judges that benefit from seeing all claims of a case (or of a run) at once,
to run requests concurrently, may also implement ``judge_many``.

Judges are registered by name in :data:`JUDGES`; factories import their
module lazily so that, for instance, the anthropic SDK is imported only when
the Claude judge is chosen.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any, Protocol, runtime_checkable

from ..errors import UsageError
from ..models import Chunk, Claim, Verdict

ClaimRequest = tuple[Claim, Sequence[Chunk]]

log = logging.getLogger(__name__)


@runtime_checkable
class Judge(Protocol):
    """The judge plug-in point."""

    @property
    def name(self) -> str:
        """Registered name, written into every result."""
        ...

    @property
    def model(self) -> str | None:
        """Model id for model judges, else None."""
        ...

    @property
    def prompt_version(self) -> str | None:
        """Version of the prompt or rule set, else None."""
        ...

    def judge(self, claim: Claim, chunks: Sequence[Chunk]) -> Verdict:
        """Label *claim* against *chunks* (its cited, retrieved chunks)."""
        ...


def judge_all(judge: Judge, requests: Sequence[ClaimRequest]) -> list[Verdict]:
    """Judge many claims, through ``judge_many`` when the judge has it.

    A judge that raises does not stop the run and does not produce a verdict:
    the claim gets ``insufficient`` with code ``judge_error`` and the exception
    in its reason (and in the log), so one bad claim cannot sink a bulk run.
    """
    many = getattr(judge, "judge_many", None)
    if many is not None:
        try:
            verdicts = list(many(requests))
            if len(verdicts) == len(requests):
                return verdicts
            log.error("judge %s returned %d verdicts for %d claims", judge.name,
                      len(verdicts), len(requests))  # fmt: skip
        except Exception:
            log.exception("judge %s failed on a batch; judging claim by claim", judge.name)
    return [_judge_one(judge, claim, chunks) for claim, chunks in requests]


def _judge_one(judge: Judge, claim: Claim, chunks: Sequence[Chunk]) -> Verdict:
    try:
        return judge.judge(claim, chunks)
    except Exception as exc:
        log.exception("judge %s failed on claim %r", judge.name, claim.claim_id)
        return Verdict(
            label="insufficient",
            code="judge_error",
            reason=f"the {judge.name} judge failed: {type(exc).__name__}: {exc}"[:500],
        )


def _lexical(**options: Any) -> Judge:
    from .lexical import LexicalJudge

    return LexicalJudge(**options)


def _anthropic(**options: Any) -> Judge:
    from .anthropic import make_anthropic_judge

    return make_anthropic_judge(**options)


def _cascade(**options: Any) -> Judge:
    from .cascade import CascadeJudge

    first = _lexical(titles=options.pop("titles", True))
    escalate_below = options.pop("escalate_below", 0.0)
    return CascadeJudge(first=first, second=_anthropic(**options), escalate_below=escalate_below)


JUDGES: dict[str, Callable[..., Judge]] = {
    "lexical": _lexical,
    "anthropic": _anthropic,
    "cascade": _cascade,
}


def make_judge(name: str, **options: Any) -> Judge:
    """Build the judge registered as *name*."""
    try:
        factory = JUDGES[name]
    except KeyError:
        known = ", ".join(sorted(JUDGES))
        raise UsageError(f"unknown judge {name!r} (known: {known})") from None
    return factory(**options)


__all__ = ["JUDGES", "ClaimRequest", "Judge", "judge_all", "make_judge"]
