"""mutate / selftest: controlled corruptions with known outcomes, seeded, scored per kind."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import orjson
import pytest
from click.testing import CliRunner

from citeproof.cli import cli
from citeproof.judges.scripted import ScriptedJudge
from citeproof.models import Chunk, Claim, EvidenceSpan, Verdict
from citeproof.mutate import MUTATIONS, mutants, read_cases, selftest, signals
from citeproof.pipeline import Checker
from citeproof.schema import parse_case

DATA = Path(__file__).parent / "data" / "eval"
CASES = DATA / "cases.jsonl"

# Knows exactly the original wording of the gold-supported claims: any edit is not supported.
ORACLE = {
    "Refunds are issued within 14 days of the return being received.": {
        "label": "supported",
        "evidence": ["Refunds are issued within 14 days of the return being received."],
    },
    "Store credit never expires.": {
        "label": "supported", "evidence": ["Store credit never expires."],
    },
    "The premium plan costs $12 per month and includes phone support.": {
        "label": "supported",
        "evidence": ["The premium plan costs $12 per month.",
                     "Premium customers get phone support on weekdays."],
    },
    "Orders ship from our warehouse in Rotterdam within two working days.": {
        "label": "supported",
        "evidence": ["Orders ship from our warehouse in Rotterdam within two working days."],
    },
}  # fmt: skip


class Gullible:
    """Says supported to everything, quoting the whole first chunk."""

    name = "gullible"
    model = None
    prompt_version = None

    def judge(self, claim: Claim, chunks: Sequence[Chunk]) -> Verdict:
        ch = chunks[0]
        span = EvidenceSpan(chunk_id=ch.chunk_id, start=0, end=len(ch.text), text=ch.text)
        return Verdict(label="supported", evidence=[span], reason="yes", confidence=0.9)


def run(*args: str):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


@pytest.fixture(scope="module")
def cases() -> list[dict]:
    return read_cases(str(CASES)).cases


def test_read_cases_skips_lines_that_are_not_valid_cases() -> None:
    src = read_cases(str(CASES))
    assert len(src.cases) == 6
    assert [n for n, _ in src.skipped] == [7, 8]


def test_every_kind_yields_valid_mutants_carrying_their_expectation(cases: list[dict]) -> None:
    out = list(mutants(cases, seed=0))
    assert {m["metadata"]["mutation"] for m in out} == set(MUTATIONS)
    for m in out:
        meta = m["metadata"]
        assert meta["source_case_id"] in {c["case_id"] for c in cases}
        assert m["case_id"] == f"{meta['source_case_id']}~{meta['mutation']}"
        assert meta["expected"]["any_of"] and meta["expected"]["decision_not"] == "pass"
        assert meta["mutation_note"]
        case, problems = parse_case(m)
        assert case is not None, problems


def test_same_seed_same_mutants_whatever_the_case_order(cases: list[dict]) -> None:
    a = [orjson.dumps(m) for m in mutants(cases, seed=5)]
    assert a == [orjson.dumps(m) for m in mutants(cases, seed=5)]
    backwards = sorted(orjson.dumps(m) for m in mutants(list(reversed(cases)), seed=5))
    assert sorted(a) == backwards
    others = [orjson.dumps(m) for s in range(6, 12) for m in mutants(cases, seed=s)]
    assert any(x not in a for x in others)


def by_kind(cases: list[dict], kind: str) -> list[dict]:
    return list(mutants(cases, seed=0, kinds=[kind]))


def test_fabricated_chunk_points_outside_the_retrieved_set(cases: list[dict]) -> None:
    for m in by_kind(cases, "fabricated_chunk"):
        retrieved = {c["chunk_id"] for c in m["retrieved"]}
        assert any(c["chunk_id"] not in retrieved for c in m["response"]["citations"])


def test_edited_quote_is_no_longer_in_the_chunk(cases: list[dict]) -> None:
    for m in by_kind(cases, "edited_quote"):
        chunks = {c["chunk_id"]: c["text"] for c in m["retrieved"]}
        cid = m["metadata"]["mutation_note"].split("'")[1]
        cit = next(c for c in m["response"]["citations"] if c["citation_id"] == cid)
        assert cit["quote"] not in chunks[cit["chunk_id"]]
        assert "start" not in cit and "end" not in cit


def test_content_mutations_change_claim_and_answer_together(cases: list[dict]) -> None:
    original = {c["case_id"]: c for c in cases}
    for kind in ("changed_number", "negation", "swapped_entity"):
        ms = by_kind(cases, kind)
        assert ms, kind
        for m in ms:
            src = original[m["metadata"]["source_case_id"]]
            cid = m["metadata"]["expected"]["claim_id"]
            new = next(c["text"] for c in m["response"]["claims"] if c["claim_id"] == cid)
            old = next(c["text"] for c in src["response"]["claims"] if c["claim_id"] == cid)
            assert new != old
            if old in src["response"]["answer"]:
                assert new in m["response"]["answer"]
            # the edited claim's gold label is no longer known
            assert cid not in (m.get("labels") or {})
    negated = [
        m for m in by_kind(cases, "negation") if "inserted" in m["metadata"]["mutation_note"]
    ]
    assert negated and all(" not " in m["response"]["answer"] for m in negated)


def test_uncited_sentence_extends_the_answer(cases: list[dict]) -> None:
    original = {c["case_id"]: c for c in cases}
    for m in by_kind(cases, "uncited_sentence"):
        src = original[m["metadata"]["source_case_id"]]
        assert m["response"]["answer"].startswith(src["response"]["answer"])
        assert len(m["response"]["answer"]) > len(src["response"]["answer"])
        assert m["response"]["claims"] == src["response"]["claims"]


def test_oracle_judge_detects_every_tested_mutant() -> None:
    rep = selftest(read_cases(str(CASES)), Checker("standard", ScriptedJudge(ORACLE)), seed=0)
    d = rep.as_dict()
    assert set(d["kinds"]) == set(MUTATIONS)
    for kind, row in d["kinds"].items():
        assert row["tested"] >= 1, kind
        assert row["detection_rate"] == 1.0, (kind, d["misses"])
    assert d["misses"] == []


def test_gullible_judge_misses_meaning_changes_and_each_miss_is_listed() -> None:
    rep = selftest(read_cases(str(CASES)), Checker("standard", Gullible()), seed=0).as_dict()
    kinds = rep["kinds"]
    # link-level corruptions do not depend on the judge
    for kind in ("fabricated_chunk", "edited_quote", "dropped_citations", "uncited_sentence"):
        assert kinds[kind]["detection_rate"] == 1.0, kind
    # a changed figure is still caught by the number check
    assert kinds["changed_number"]["detected"] >= 1
    # a negation that keeps the numbers is not: the judge says supported
    assert kinds["negation"]["detection_rate"] < 1.0
    missed = {m["mutation"] for m in rep["misses"]}
    assert "negation" in missed and "swapped_entity" in missed
    miss = next(m for m in rep["misses"] if m["mutation"] == "negation")
    assert miss["claim_label"] == "supported" and miss["why"] == "no expected signal"
    assert sum(r["detected"] for r in kinds.values()) + len(rep["misses"]) == rep["total"]["tested"]


def test_signals_look_only_at_the_mutated_claim(cases: list[dict]) -> None:
    checker = Checker("standard", ScriptedJudge(ORACLE))
    m = next(x for x in by_kind(cases, "dropped_citations") if x["case_id"].startswith("refunds"))
    result = checker.check_obj(m)
    assert signals(result, m["metadata"]["expected"]) == [
        {"code": "missing_citation", "claim": True}
    ]
    wrong = dict(m["metadata"]["expected"], claim_id="other")
    assert signals(result, wrong) == []


def test_cli_mutate_writes_seeded_mutants(tmp_path: Path) -> None:
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    res = run("mutate", str(CASES), "--out", str(a), "--seed", "3")
    assert res.exit_code == 0 and "mutants of 6 cases" in res.stderr
    run("mutate", str(CASES), "--out", str(b), "--seed", "3")
    assert a.read_bytes() == b.read_bytes()
    lines = [orjson.loads(x) for x in a.read_bytes().splitlines()]
    assert lines and all("mutation" in x["metadata"] for x in lines)
    only = tmp_path / "n.jsonl"
    run("mutate", str(CASES), "--out", str(only), "--kind", "negation")
    kinds = {orjson.loads(x)["metadata"]["mutation"] for x in only.read_bytes().splitlines()}
    assert kinds == {"negation"}


def test_cli_selftest_reports_per_kind(tmp_path: Path) -> None:
    res = run("selftest", str(CASES), "--format", "json", "--seed", "2")
    assert res.exit_code == 0
    doc = orjson.loads(res.stdout)
    assert doc["seed"] == 2 and doc["judge"] == "lexical" and doc["source_cases"] == 6
    for row in doc["kinds"].values():
        assert row["mutants"] == row["tested"] + row["baseline_flagged"]
        assert 0 <= row["detected"] <= row["tested"]
    text = run("selftest", str(CASES)).stdout
    assert "fabricated_chunk" in text and "detected" in text


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["selftest", "{tmp}/nope.jsonl"], "no such file"),
        (
            ["mutate", str(CASES), "--out", "{tmp}/x.jsonl", "--kind", "typo"],
            "unknown mutation kind",
        ),
        (["selftest", "{bad}"], "no valid case lines"),
    ],
    ids=["missing-file", "unknown-kind", "no-valid-cases"],
)
def test_cli_mutation_usage_errors(tmp_path: Path, args: list[str], message: str) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"case_id": "x"}\nnot json\n')
    args = [str(bad) if a == "{bad}" else a.replace("{tmp}", str(tmp_path)) for a in args]
    res = run(*args)
    assert res.exit_code == 2
    assert message in res.stderr and len(res.stderr.strip().splitlines()) == 1
