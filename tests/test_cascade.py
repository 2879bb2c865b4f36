"""The cascade judge: lexical first, the second judge only for what it leaves insufficient."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

import pytest

from anthropic_standin import Reply, StandIn, refusal_message, verdict_message
from citeproof.evidence import verify
from citeproof.judges import make_judge
from citeproof.judges.cascade import CascadeJudge
from citeproof.judges.lexical import LexicalJudge
from citeproof.models import Chunk, Claim, EvidenceSpan, Verdict

CHUNK = Chunk(
    chunk_id="sec:4",
    text=(
        "Application logs are retained for 30 calendar days. Audit logs are retained for 400 days."
    ),
)


def claim(text: str, claim_id: str = "c1") -> Claim:
    return Claim(claim_id=claim_id, text=text, citation_ids=["s1"])


def span(text: str, chunk: Chunk = CHUNK) -> EvidenceSpan:
    start = chunk.text.find(text)
    return EvidenceSpan(chunk_id=chunk.chunk_id, start=start, end=start + len(text), text=text)


class Scripted:
    """A judge that answers from a dict keyed by claim text and records what it saw."""

    def __init__(self, name: str, answers: dict[str, Verdict], *, model: str | None = None):
        self.name = name
        self.model = model
        self.prompt_version = f"{name}-v0" if model else None
        self.answers = answers
        self.seen: list[str] = []
        self.prefetched: list[str] = []
        self.closed = False

    def judge(self, claim: Claim, chunks: Sequence[Chunk]) -> Verdict:
        self.seen.append(claim.text)
        return self.answers.get(claim.text, Verdict(label="insufficient", reason="no rule"))

    def prefetch(self, requests):
        self.prefetched.extend(c.text for c, _ in requests)

    def close(self) -> None:
        self.closed = True


SUPPORTED = Verdict(
    label="supported",
    evidence=[span("Application logs are retained for 30 calendar days.")],
    reason="first judge",
    confidence=0.9,
)
MODEL_SAYS = Verdict(
    label="contradicted",
    evidence=[span("Audit logs are retained for 400 days.")],
    reason="second judge",
    confidence=0.8,
    usage={"input_tokens": 100.0, "output_tokens": 10.0, "cost_usd": 0.001, "cached": 0.0},
)


def test_identity_comes_from_the_second_judge():
    cascade = CascadeJudge(first=LexicalJudge(), second=Scripted("m", {}, model="claude-x"))
    assert cascade.name == "cascade"
    assert cascade.model == "claude-x"
    assert cascade.prompt_version == "m-v0"


def test_only_claims_left_insufficient_reach_the_second_judge():
    first = Scripted("first", {"logs 30": SUPPORTED})
    second = Scripted("second", {"audit 90": MODEL_SAYS}, model="m")
    cascade = CascadeJudge(first=first, second=second)

    verdicts = cascade.judge_many([(claim("logs 30"), [CHUNK]), (claim("audit 90"), [CHUNK])])

    assert second.seen == ["audit 90"]
    assert verdicts[0] == SUPPORTED  # untouched, no usage
    assert verdicts[1].label == "contradicted" and verdicts[1].reason == "second judge"
    assert verdicts[1].usage == {**MODEL_SAYS.usage, "escalated": 1.0}


def test_first_verdict_with_unverifiable_evidence_is_escalated():
    bogus = Verdict(
        label="supported",
        evidence=[EvidenceSpan(chunk_id="sec:4", start=0, end=20, text="not in the chunk at all")],
        reason="first judge guessed",
        confidence=0.9,
    )
    second = Scripted("second", {"c": MODEL_SAYS}, model="m")
    cascade = CascadeJudge(first=Scripted("first", {"c": bogus}), second=second)
    assert cascade.judge(claim("c"), [CHUNK]).label == "contradicted"
    assert second.seen == ["c"]


def test_second_judge_failure_keeps_insufficient_and_adds_the_code():
    failed = Verdict(
        label="insufficient",
        reason="the model declined to judge this claim",
        code="judge_refused",
        usage={"input_tokens": 50.0, "cost_usd": 0.0002, "cached": 0.0},
    )
    first = Scripted("first", {"x": Verdict(label="insufficient", reason="no rule matched")})
    cascade = CascadeJudge(first=first, second=Scripted("second", {"x": failed}, model="m"))

    verdict = cascade.judge(claim("x"), [CHUNK])

    assert verdict.label == "insufficient" and verdict.evidence == []
    assert verdict.code == "judge_refused"
    assert verdict.reason.startswith("no rule matched; second judge gave no verdict")
    assert verdict.usage["input_tokens"] == 50.0 and verdict.usage["escalated"] == 1.0
    checked = verify(verdict, [CHUNK])
    assert checked.label == "insufficient" and checked.codes == ("judge_refused",)


def test_prefetch_and_close_reach_the_second_judge():
    first = Scripted("first", {"logs 30": SUPPORTED})
    second = Scripted("second", {}, model="m")
    cascade = CascadeJudge(first=first, second=second)
    cascade.prefetch([(claim("logs 30"), [CHUNK]), (claim("other"), [CHUNK])])
    assert second.prefetched == ["other"]
    cascade.close()
    assert second.closed and first.closed


@pytest.fixture
def env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    for name in list(os.environ):
        if name.startswith("ANTHROPIC_") or name.startswith("CITEPROOF_"):
            monkeypatch.delenv(name)
    (tmp_path / "cfg").mkdir()
    monkeypatch.setenv("ANTHROPIC_CONFIG_DIR", str(tmp_path / "cfg"))
    return tmp_path


def test_registered_cascade_sends_only_escalated_claims(env: Path):
    verbatim = claim("Application logs are retained for 30 calendar days.", "a")
    paraphrase = claim("Logs from the app stick around for about a month.", "b")
    with StandIn(lambda params: verdict_message("insufficient")) as standin:
        cascade = make_judge(
            "cascade",
            api_key="sk-ant-test-cascade",
            base_url=standin.base_url,
            cache_path=env / "c.sqlite",
            max_retries=0,
        )
        try:
            assert isinstance(cascade, CascadeJudge)
            assert cascade.model == "claude-sonnet-5" and cascade.prompt_version == "judge-v1"
            verdicts = cascade.judge_many([(verbatim, [CHUNK]), (paraphrase, [CHUNK])])
        finally:
            cascade.close()

    assert verify(verdicts[0], [CHUNK]).label == "supported"
    assert verdicts[0].usage is None
    (sent,) = standin.messages()
    claim_block = sent.json["messages"][0]["content"][-1]["text"]
    assert paraphrase.text in claim_block and verbatim.text not in claim_block
    assert verdicts[1].usage["escalated"] == 1.0


def _uncached_cascade(standin: StandIn, **options: object) -> CascadeJudge:
    cascade = make_judge(
        "cascade",
        api_key="sk-ant-test-cascade",
        base_url=standin.base_url,
        use_cache=False,
        max_retries=0,
        **options,
    )
    assert isinstance(cascade, CascadeJudge)
    return cascade


def test_registered_cascade_failure_keeps_the_lexical_verdict(env: Path):
    with StandIn() as standin:
        standin.queue.append(Reply(body=refusal_message()))
        cascade = _uncached_cascade(standin)
        try:
            verdict = cascade.judge(claim("Logs stick around for about a month."), [CHUNK])
        finally:
            cascade.close()
    assert verdict.label == "insufficient" and verdict.code == "judge_refused"


def test_registered_cascade_passes_titles_to_its_lexical_judge(env: Path):
    with StandIn() as standin:
        for titles in (True, False):
            cascade = _uncached_cascade(standin, **({} if titles else {"titles": False}))
            try:
                assert cascade.first.titles is titles  # type: ignore[attr-defined]
            finally:
                cascade.close()


WEAK = SUPPORTED.model_copy(update={"confidence": 0.7, "reason": "first judge, joined sentences"})


def test_low_confidence_verdicts_reach_the_second_judge_only_when_asked():
    answers = {"weak": WEAK, "firm": SUPPORTED}
    for escalate_below, expected in ((0.0, []), (0.75, ["weak"]), (0.95, ["weak", "firm"])):
        second = Scripted("second", {"weak": MODEL_SAYS}, model="m")
        cascade = CascadeJudge(
            first=Scripted("first", answers), second=second, escalate_below=escalate_below
        )
        verdicts = cascade.judge_many([(claim("weak"), [CHUNK]), (claim("firm"), [CHUNK])])
        assert second.seen == expected
        assert verdicts[0].reason == ("second judge" if expected else WEAK.reason)


def test_a_low_confidence_verdict_stands_when_the_second_judge_fails():
    failed = Verdict(label="insufficient", reason="the model declined", code="judge_refused")
    cascade = CascadeJudge(
        first=Scripted("first", {"weak": WEAK}),
        second=Scripted("second", {"weak": failed}, model="m"),
        escalate_below=0.75,
    )
    verdict = cascade.judge(claim("weak"), [CHUNK])
    assert verdict.label == "supported" and verdict.evidence == WEAK.evidence
    assert verdict.code == "judge_refused" and verdict.usage == {"escalated": 1.0}
    assert verdict.reason == f"{WEAK.reason}; second judge gave no verdict: the model declined"
    checked = verify(verdict, [CHUNK])
    assert checked.label == "supported" and "judge_refused" in checked.codes


@pytest.mark.parametrize("bad", [-0.1, 1.5])
def test_escalate_below_is_a_confidence(bad: float):
    with pytest.raises(ValueError, match="escalate_below"):
        CascadeJudge(first=LexicalJudge(), second=Scripted("m", {}), escalate_below=bad)


JOINED = Chunk(
    chunk_id="sec:5",
    text=(
        "Application logs are retained for 30 calendar days. Audit logs are retained for "
        "400 days. They are stored in the Frankfurt region."
    ),
)


def test_registered_cascade_escalates_the_lexical_judges_guesses(env: Path):
    verbatim = claim("Application logs are retained for 30 calendar days.", "a")
    joined = claim("Audit logs are retained for 400 days and stored in the Frankfurt region.", "b")
    # The lexical judge supports both; the second only by joining two sentences.
    first = [LexicalJudge().judge(c, [JOINED]) for c in (verbatim, joined)]
    assert [v.label for v in first] == ["supported", "supported"]
    assert first[0].confidence >= 0.75 > first[1].confidence
    with StandIn(lambda params: verdict_message("insufficient")) as standin:
        cascade = _uncached_cascade(standin, escalate_below=0.75)
        try:
            verdicts = cascade.judge_many([(verbatim, [JOINED]), (joined, [JOINED])])
        finally:
            cascade.close()
    (sent,) = standin.messages()
    claim_block = sent.json["messages"][0]["content"][-1]["text"]
    assert joined.text in claim_block and verbatim.text not in claim_block
    assert verdicts[0] == first[0]
    assert verdicts[1].label == "insufficient" and verdicts[1].usage["escalated"] == 1.0
