"""eval: metrics against gold labels, calibration, flat pairs, CI thresholds, exit codes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import orjson
import pytest
from click.testing import CliRunner

from citeproof.cli import cli
from citeproof.evaluate import (
    ClaimRecord,
    auroc,
    calibration,
    evaluate,
    flat_pair_case,
    load_results,
    recommend_threshold,
    reliability,
    text_report,
)
from citeproof.judges.scripted import ScriptedJudge
from citeproof.pipeline import Checker
from citeproof.report import result_line

DATA = Path(__file__).parent / "data" / "eval"
CASES = DATA / "cases.jsonl"
PAIRS = DATA / "pairs.jsonl"

# Deterministic verdicts by claim text: two right, the rest chosen to make every error kind.
SCRIPT = {
    # gold supported -> supported (right)
    "Refunds are issued within 14 days of the return being received.": {
        "label": "supported", "evidence": ["Refunds are issued within 14 days"], "confidence": 0.9,
    },
    # gold supported -> contradicted (false accusation)
    "Store credit never expires.": {
        "label": "contradicted", "evidence": ["Store credit never expires."], "confidence": 0.6,
    },
    # gold contradicted -> supported (false accept)
    "The office is open on public holidays.": {
        "label": "supported", "evidence": ["The office is closed on public holidays."],
        "confidence": 0.55,
    },
    # gold contradicted -> contradicted (right)
    "The basic plan includes 50 GB of storage.": {
        "label": "contradicted", "evidence": ["The basic plan includes 5 GB of storage"],
        "confidence": 0.95,
    },
    # gold supported -> supported (right)
    "The premium plan costs $12 per month and includes phone support.": {
        "label": "supported", "evidence": ["The premium plan costs $12 per month."],
        "confidence": 0.8,
    },
    # gold insufficient -> insufficient (right; unscripted claims default to insufficient too)
    "Orders ship from our warehouse in Rotterdam within two working days.": {
        "label": "supported",
        "evidence": ["Orders ship from our warehouse in Rotterdam within two working days."],
        "confidence": 0.85,
    },
}  # fmt: skip


def scripted_checker(policy: str = "standard") -> Checker:
    return Checker(policy, ScriptedJudge(SCRIPT))


def run(*args: str):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


@pytest.fixture
def results_file(tmp_path: Path) -> Path:
    """The fixture cases checked with the scripted judge, stored as result lines."""
    data = load_results(str(CASES), scripted_checker())
    path = tmp_path / "results.jsonl"
    path.write_bytes(b"".join(result_line(r) for r in data.results))
    return path


def test_confusion_and_dangerous_errors_with_scripted_verdicts() -> None:
    data = load_results(str(CASES), scripted_checker())
    ev = evaluate(data.results)
    o = ev["overall"]
    assert o["confusion"] == {
        "supported": {"supported": 3, "contradicted": 1, "insufficient": 0},
        "contradicted": {"supported": 1, "contradicted": 1, "insufficient": 0},
        "insufficient": {"supported": 0, "contradicted": 0, "insufficient": 2},
    }
    # false accept: predicted supported among the 4 gold-not-supported claims
    assert (o["false_accepts"], o["gold_not_supported"], o["false_accept_rate"]) == (1, 4, 0.25)
    # false accusation: predicted contradicted among the 4 gold-supported claims
    assert (o["false_accusations"], o["gold_supported"]) == (1, 4)
    assert o["false_accusation_rate"] == 0.25
    sup = o["labels"]["supported"]
    assert (sup["precision"], sup["recall"]) == (0.75, 0.75)
    con = o["labels"]["contradicted"]
    assert (con["precision"], con["recall"], con["f1"]) == (0.5, 0.5, 0.5)
    assert o["labels"]["insufficient"]["f1"] == 1.0
    assert o["macro_f1"] == round((0.75 + 0.5 + 1.0) / 3, 4)
    assert ev["invalid_lines"] == 2 and o["decisions"]["invalid"] == 2


def test_citation_and_answer_rates() -> None:
    o = evaluate(load_results(str(CASES), scripted_checker()).results)["overall"]
    # 8 material claims, 7 cited; 4 of the cited ones predicted supported
    assert (o["material_claims"], o["cited_material_claims"]) == (8, 7)
    assert o["citation_coverage"] == round(7 / 8, 4)
    assert o["supported_cited_claims"] == 4
    assert o["citation_support"] == round(4 / 7, 4)
    # strict: every material claim cited and supported -> only "holidays" and "premium"
    assert (o["strict_answers"], o["answers"]) == (2, 6)
    assert o["soft_claim_rate"] == 0.5
    # gold: refunds and premium are fully supported
    assert o["gold_strict_answer_rate"] == round(2 / 6, 4)
    # "holidays" passes although gold says contradicted: the gate let it through
    assert o["answers_passed_with_unsupported_gold"] >= 1


def test_breakdown_by_metadata_field() -> None:
    ev = evaluate(load_results(str(CASES), scripted_checker()).results, by=["metadata.source"])
    groups = ev["breakdowns"]["metadata.source"]
    assert set(groups) == {"faq", "policy-docs"}
    assert groups["faq"]["cases"] == 4 and groups["policy-docs"]["cases"] == 2
    assert groups["policy-docs"]["false_accept_rate"] == 1.0
    assert groups["faq"]["false_accept_rate"] == 0.0


def test_result_lines_are_rescored_without_a_judge(results_file: Path) -> None:
    again = load_results(str(results_file), Checker("standard", ScriptedJudge({})))
    assert again.formats["result"] == 8
    first = evaluate(load_results(str(CASES), scripted_checker()).results)["overall"]
    assert evaluate(again.results)["overall"]["confusion"] == first["confusion"]


def test_flat_pairs_are_measured_without_conversion() -> None:
    data = load_results(str(PAIRS), Checker("standard", ScriptedJudge({})))
    assert data.formats["flat_pair"] == 4 and data.formats["invalid"] == 1
    valid = [r for r in data.results if r.decision != "invalid"]
    assert [r.labels for r in valid] == [
        {"c1": "supported"},
        {"c1": "contradicted"},
        {"c1": "insufficient"},
        {"c1": "supported"},
    ]
    assert valid[0].metadata == {
        "source": "museum", "format": "flat_pair", "original_label": "SUPPORTS",
    }  # fmt: skip
    bad = data.results[-1]
    assert bad.decision == "invalid" and "maybe" in bad.errors[0].message
    ev = evaluate(data.results, by=["metadata.source"])
    assert set(ev["breakdowns"]["metadata.source"]) == {"museum", "tickets"}


def test_flat_pair_with_several_citation_texts() -> None:
    case, why = flat_pair_case(
        {"claim": "A.", "citation": ["one", "two"], "label": "entailment"}, line=3
    )
    assert why == "" and case is not None
    assert case["case_id"] == "line-3"
    assert [c["text"] for c in case["retrieved"]] == ["one", "two"]
    assert case["response"]["claims"][0]["citation_ids"] == ["s1", "s2"]
    assert case["labels"] == {"c1": "supported"}


@pytest.mark.parametrize(
    "obj",
    [
        {"claim": "", "citation": "x", "label": "supported"},
        {"claim": "x", "citation": 3, "label": "supported"},
        {"claim": "x", "citation": "x", "label": None},
    ],
    ids=["empty-claim", "citation-not-text", "no-label"],
)
def test_bad_flat_pairs_are_refused(obj: dict) -> None:
    case, why = flat_pair_case(obj, line=1)
    assert case is None and why.startswith("flat pair:")


def rec(gold: str, pred: str, conf: float) -> ClaimRecord:
    return ClaimRecord("k", 1, "c1", gold, pred, conf, True, True)


def test_auroc() -> None:
    assert auroc([0.9, 0.8, 0.2, 0.1], [True, True, False, False]) == 1.0
    assert auroc([0.1, 0.2, 0.8, 0.9], [True, True, False, False]) == 0.0
    assert auroc([0.5, 0.5, 0.5, 0.5], [True, False, True, False]) == 0.5
    assert auroc([0.9, 0.4, 0.6, 0.1], [True, True, False, False]) == 0.75
    assert auroc([0.3, 0.4], [True, True]) is None


def test_reliability_bins() -> None:
    rows = reliability(
        [rec("supported", "supported", 0.95), rec("insufficient", "supported", 0.91),
         rec("supported", "supported", 1.0), rec("supported", "supported", 0.05)],
        bins=10,
    )  # fmt: skip
    assert rows[0] == {
        "low": 0.0, "high": 0.1, "count": 1, "accuracy": 1.0, "mean_confidence": 0.05,
    }  # fmt: skip
    top = rows[9]
    assert top["count"] == 3 and top["accuracy"] == round(2 / 3, 4)
    assert top["mean_confidence"] == round((0.95 + 0.91 + 1.0) / 3, 4)
    assert sum(r["count"] for r in rows) == 4


def test_recommended_threshold_keeps_false_accepts_under_target() -> None:
    records = [
        rec("supported", "supported", 0.95),
        rec("supported", "supported", 0.9),
        rec("insufficient", "supported", 0.62),  # false accept
        rec("contradicted", "supported", 0.4),  # false accept
        rec("supported", "supported", 0.5),
        rec("insufficient", "insufficient", 0.0),
        rec("contradicted", "contradicted", 0.8),
    ]
    out = recommend_threshold(records, target=0.0, current=0.5)
    best = out["recommended"]
    assert best["threshold"] == 0.63  # lowest 0.01 step above the 0.62 false accept
    assert best["false_accepts"] == 0 and best["false_accept_rate"] == 0.0
    # to review: verdicts (not insufficient) below 0.63 -> 0.62, 0.4, 0.5
    assert best["sent_to_review"] == 3 and best["supported_gold_sent_to_review"] == 1
    assert out["current"]["false_accepts"] == 1  # 0.62 slips through at 0.5
    loose = recommend_threshold(records, target=0.5)["recommended"]
    assert loose["threshold"] == 0.0 and loose["false_accepts"] == 2


def test_unreachable_target_is_said_not_hidden() -> None:
    out = recommend_threshold([rec("insufficient", "supported", 1.0)], target=0.0)
    assert out["recommended"] is None and "confidence 1.0" in out["note"]


def test_calibration_never_calls_confidence_a_probability() -> None:
    cal = calibration([rec("supported", "supported", 0.9), rec("contradicted", "supported", 0.3)])
    assert cal["calibrated"] is False and "not a calibrated probability" in cal["note"]
    ev = evaluate(load_results(str(CASES), scripted_checker()).results)
    text = text_report(ev)
    assert "not a probability" in text
    # the dangerous errors come before everything else
    assert text.index("false accept") < text.index("false accusation") < text.index("macro-F1")


def test_cli_eval_json_and_threshold_gate(results_file: Path) -> None:
    res = run("eval", str(results_file), "--format", "json")
    assert res.exit_code == 0
    doc = orjson.loads(res.stdout)
    assert doc["overall"]["false_accept_rate"] == 0.25 and doc["ok"] is True
    assert doc["calibration"]["calibrated"] is False

    res = run("eval", str(results_file), "--max-false-accept", "0.02")
    assert res.exit_code == 1
    assert "MISS max_false_accept 0.02" in res.stdout

    res = run("eval", str(results_file), "--max-false-accept", "0.3", "--min-macro-f1", "0.7",
              "--max-false-accusation", "0.25")  # fmt: skip
    assert res.exit_code == 0, res.stdout

    res = run("eval", str(results_file), "--min-macro-f1", "0.9", "--format", "json")
    assert res.exit_code == 1
    assert [t["ok"] for t in orjson.loads(res.stdout)["thresholds"]] == [False]


def test_cli_eval_with_the_default_judge_runs_and_counts_invalid_lines() -> None:
    res = run("eval", str(CASES), "--by", "metadata.source", "--format", "json")
    assert res.exit_code == 0
    doc = orjson.loads(res.stdout)
    assert doc["judges"] == ["lexical"] and doc["invalid_lines"] == 2
    assert doc["overall"]["labelled_claims"] == 8
    assert sum(sum(row.values()) for row in doc["overall"]["confusion"].values()) == 8
    assert {r["line"] for r in doc["invalid"]} == {7, 8}
    assert set(doc["breakdowns"]["metadata.source"]) == {"faq", "policy-docs"}


def test_cli_eval_target_false_accept_option(results_file: Path) -> None:
    res = run("eval", str(results_file), "--target-false-accept", "0", "--format", "json")
    rt = orjson.loads(res.stdout)["calibration"]["review_threshold"]
    assert rt["target_false_accept"] == 0.0
    # the one false accept has confidence 0.55: reviewing below 0.56 removes it
    assert rt["recommended"]["threshold"] == 0.56
    assert rt["current"]["threshold"] == 0.5


def test_unmeasurable_threshold_fails_rather_than_passes(tmp_path: Path) -> None:
    only_supported = tmp_path / "s.jsonl"
    only_supported.write_text(PAIRS.read_text().splitlines()[0] + "\n")
    res = run("eval", str(only_supported), "--max-false-accept", "0.1")
    assert res.exit_code == 1 and "cannot be measured" in res.stdout


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "no such file"),
        (b"id,claim,label\n1,a,b\n", "no line is a JSON object"),
        (b"\x00\x01binary", "binary"),
    ],
    ids=["missing", "csv", "binary"],
)
def test_cli_eval_bad_input_is_one_line_exit_2(
    tmp_path: Path, content: bytes | None, message: str
) -> None:
    path = tmp_path / "in.jsonl"
    if content is not None:
        path.write_bytes(content)
    res = run("eval", str(path))
    assert res.exit_code == 2
    assert message in res.stderr and len(res.stderr.strip().splitlines()) == 1
    assert "Traceback" not in res.stderr


def test_installed_entry_point_exit_codes(tmp_path: Path) -> None:
    exe = Path(sys.executable).with_name("citeproof")
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "citeproof.cli"]
    missing = subprocess.run([*cmd, "eval", str(tmp_path / "nope.jsonl")],
                             capture_output=True, text=True, timeout=60)  # fmt: skip
    assert missing.returncode == 2 and missing.stderr.startswith("citeproof: error:")
    ok = subprocess.run([*cmd, "eval", str(PAIRS), "--format", "json"],
                        capture_output=True, text=True, timeout=60)  # fmt: skip
    assert ok.returncode == 0 and orjson.loads(ok.stdout)["formats"]["flat_pair"] == 4
