"""The public Python API: a short, pinned surface."""

from __future__ import annotations

import copy
import threading
from pathlib import Path

import orjson
import pytest

import citeproof
from citeproof import Checker, PolicyError, UsageError, load_policy, validate
from citeproof.judges.scripted import ScriptedJudge

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = [
    orjson.loads(line)
    for line in (ROOT / "examples/cases.jsonl").read_bytes().splitlines()
    if line.startswith(b"{")
]


def test_exported_members() -> None:
    assert sorted(citeproof.__all__) == sorted(
        [
            "Case",
            "Checker",
            "CiteproofError",
            "ClaimResult",
            "EvidenceSpan",
            "Finding",
            "Judge",
            "JudgeConfigError",
            "Policy",
            "PolicyError",
            "Reason",
            "Result",
            "UsageError",
            "Verdict",
            "__version__",
            "load_policy",
            "make_judge",
            "validate",
        ]
    )
    for name in citeproof.__all__:
        assert getattr(citeproof, name) is not None


def test_validate_accepts_dict_model_and_text() -> None:
    case = EXAMPLES[0]
    a = validate(case)
    b = validate(citeproof.Case.model_validate(case))
    c = validate(orjson.dumps(case).decode())
    assert a.decision == b.decision == c.decision
    assert a.input_sha256 == b.input_sha256 == c.input_sha256
    assert a.claims[0].label in ("supported", "contradicted", "insufficient")
    assert a.line is None and a.schema_version == "1"


def test_validate_never_raises_on_bad_case() -> None:
    for bad in [{}, [], "not json", b"\xff\xfe", {"case_id": 3}, None]:
        result = validate(bad)  # type: ignore[arg-type]
        assert result.decision == "invalid"
        assert result.errors and all(f.stage == "schema" for f in result.errors)


def test_bad_policy_name_is_a_usage_error() -> None:
    with pytest.raises(PolicyError, match="no bundled policy named 'nope'"):
        validate(EXAMPLES[0], policy="nope")
    with pytest.raises(UsageError, match="unknown judge"):
        validate(EXAMPLES[0], judge="oracle")


def test_load_policy_from_file_reports_json_path(tmp_path: Path) -> None:
    p = tmp_path / "p.toml"
    p.write_text(
        'name = "x"\non_insufficient = "maybe"\n[link_actions]\nquote_not_in_chunk = "blok"\n'
    )
    with pytest.raises(PolicyError) as err:
        load_policy(str(p))
    msg = str(err.value)
    assert "$.on_insufficient" in msg and "$.link_actions.quote_not_in_chunk" in msg
    assert "\n" not in msg


def test_policy_hash_is_stable_and_content_based(tmp_path: Path) -> None:
    std = load_policy("standard")
    assert std.sha256 == load_policy("standard").sha256
    p = tmp_path / "copy.toml"
    p.write_text((ROOT / "policies/standard.toml").read_text() + "\n# a comment changes nothing\n")
    assert load_policy(str(p)).sha256 == std.sha256
    assert load_policy("high").sha256 != std.sha256


def test_sampling_is_deterministic_and_near_rate() -> None:
    checker = Checker(
        {"name": "sample", "review_sample_rate": 0.3},
        ScriptedJudge(
            {"c1": {"label": "supported", "evidence": ["Application logs are retained for 30"]}}
        ),
    )
    case = copy.deepcopy(EXAMPLES[0])
    case["response"]["claims"] = case["response"]["claims"][:1]
    case["response"]["answer"] = case["response"]["claims"][0]["text"]
    picks = []
    for i in range(400):
        case["case_id"] = f"case-{i}"
        first = checker.check_obj(case).decision
        assert checker.check_obj(case).decision == first
        picks.append(first == "review")
    assert 0.2 < sum(picks) / len(picks) < 0.4


def test_validate_is_thread_safe() -> None:
    expected = [validate(c).model_dump() for c in EXAMPLES]
    errors: list[BaseException] = []

    def work() -> None:
        try:
            for _ in range(20):
                for c, want in zip(EXAMPLES, expected, strict=True):
                    assert validate(c).model_dump() == want
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors


def test_judge_sees_only_the_claim_and_its_cited_chunks() -> None:
    judge = ScriptedJudge({})
    case = EXAMPLES[5]  # finance case: two chunks, three claims
    validate(case, judge=judge)
    for claim, chunks in judge.seen:
        cited = next(c for c in case["response"]["claims"] if c["claim_id"] == claim.claim_id)
        chunk_of = {c["citation_id"]: c["chunk_id"] for c in case["response"]["citations"]}
        assert [c.chunk_id for c in chunks] == [chunk_of[s] for s in cited["citation_ids"]]


def test_redaction_hides_content_but_keeps_structure() -> None:
    case = EXAMPLES[0]
    plain = validate(case)
    red = validate(case, redact=True)
    dumped = orjson.dumps(red.model_dump(mode="json")).decode()
    assert red.redacted and red.decision == plain.decision
    for claim in case["response"]["claims"]:
        assert claim["text"] not in dumped
    for cit in case["response"]["citations"]:
        if cit.get("quote"):
            assert cit["quote"] not in dumped
    assert red.claims[0].text == validate(case, redact=True).claims[0].text  # stable
    assert red.claims[0].text.startswith("sha256:")


class _Exploding:
    name = "exploding"
    model = None
    prompt_version = None

    def judge(self, claim, chunks):  # type: ignore[no-untyped-def]
        if claim.claim_id == "c2":
            raise RuntimeError("bug in a plug-in judge")
        return ScriptedJudge({}).judge(claim, chunks)


def test_a_judge_that_raises_gives_judge_error_not_a_crash() -> None:
    result = validate(EXAMPLES[0], judge=_Exploding())
    by_id = {c.claim_id: c for c in result.claims}
    assert by_id["c2"].label == "insufficient" and by_id["c2"].codes == ["judge_error"]
    assert "bug in a plug-in judge" in by_id["c2"].reason
    assert result.decision == "review"
    assert any(r.code == "judge_error" for r in result.reasons)


EDGE_EDITS = {
    "empty quote": lambda c: c["response"]["citations"][0].update(quote=""),
    "start after end": lambda c: c["response"]["citations"][0].update(start=10, end=5),
    "negative start": lambda c: c["response"]["citations"][0].update(start=-1, end=5),
    "float offsets": lambda c: c["response"]["citations"][0].update(start=1.5, end=5),
    "no retrieved chunks": lambda c: c.update(retrieved=[]),
    "no claims": lambda c: c["response"].update(claims=[]),
    "empty chunk text": lambda c: c["retrieved"][0].update(text=""),
    "null citations": lambda c: c["response"].update(citations=None),
    "absurd numbers": lambda c: c["response"]["claims"][0].update(
        text="Logs are kept for 1e308 days and 99999999999999999999999 hours."
    ),
    "exotic digits": lambda c: c["response"]["claims"][0].update(text="Ⅻ ½ ٣٠ days ３０ days 𝟑𝟎"),
    "lone surrogate": lambda c: c["response"]["claims"][0].update(text="logs \ud800 kept"),
    "huge integer metadata": lambda c: c.update(metadata={"n": 10**30}),
    "answer of markers only": lambda c: c["response"].update(answer="[1] [2] (Passage 3)."),
}


@pytest.mark.parametrize("edit", EDGE_EDITS.values(), ids=EDGE_EDITS.keys())
@pytest.mark.parametrize("redact", [False, True])
def test_odd_input_never_raises_and_serialises(edit, redact: bool) -> None:  # type: ignore[no-untyped-def]
    from citeproof.report import result_line

    case = copy.deepcopy(EXAMPLES[0])
    edit(case)
    result = validate(case, redact=redact)
    assert result.decision in ("pass", "review", "block", "invalid")
    if result.decision != "invalid":
        orjson.loads(result_line(result))


def test_internal_error_fails_closed(monkeypatch: pytest.MonkeyPatch) -> None:
    from citeproof import pipeline

    def broken(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise ZeroDivisionError("simulated bug")

    monkeypatch.setattr(pipeline, "check_links", broken)
    result = Checker("standard", ScriptedJudge({})).check_obj(EXAMPLES[0], 3)
    assert result.decision == "invalid" and result.line == 3
    assert result.errors[0].code == "internal_error"
    assert "simulated bug" in result.errors[0].message


def test_an_edited_policy_file_is_read_again(tmp_path: Path) -> None:
    p = tmp_path / "tier.toml"
    p.write_text('name = "tier"\non_insufficient = "allow"\n')
    case = EXAMPLES[0]
    judge = ScriptedJudge({})  # everything insufficient
    assert validate(case, policy=str(p), judge=judge).decision == "pass"
    p.write_text('name = "tier"\non_insufficient = "block"\n# edited\n')
    assert validate(case, policy=str(p), judge=judge).decision == "block"


def test_duplicate_citation_id_only_the_first_counts_for_links_and_judge() -> None:
    case = copy.deepcopy(EXAMPLES[0])
    first = case["response"]["citations"][0]
    case["response"]["citations"] = [
        {"citation_id": first["citation_id"], "chunk_id": "not-retrieved"},
        first,
    ]
    judge = ScriptedJudge({})
    result = validate(case, judge=judge)
    codes = {f.code for f in result.errors}
    assert {"duplicate_citation_id", "chunk_not_retrieved"} <= codes
    assert judge.seen == []  # the judge does not see the duplicate's chunk either
    assert all(not c.judged for c in result.claims)
