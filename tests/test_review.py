"""review sample / score: a blind review file with a sidecar key, agreement and Cohen's kappa."""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest
from click.testing import CliRunner

from citeproof.cli import cli
from citeproof.evaluate import load_results
from citeproof.judges.scripted import ScriptedJudge
from citeproof.pipeline import Checker
from citeproof.policy import load_policy
from citeproof.report import result_line
from citeproof.review import cohen_kappa, key_path_for, sample, score

DATA = Path(__file__).parent / "data" / "eval"
CASES = DATA / "cases.jsonl"

SCRIPT = {
    "Refunds are issued within 14 days of the return being received.": {
        "label": "supported", "evidence": ["Refunds are issued within 14 days"], "confidence": 0.9,
    },
    "Store credit never expires.": {
        "label": "supported", "evidence": ["Store credit never expires."], "confidence": 0.95,
    },
    "The office is open on public holidays.": {
        "label": "contradicted", "evidence": ["The office is closed on public holidays."],
        "confidence": 0.9,
    },
    "The basic plan includes 50 GB of storage.": {
        "label": "supported", "evidence": ["The basic plan includes 5 GB of storage"],
        "confidence": 0.55,
    },
    "The premium plan costs $12 per month and includes phone support.": {
        "label": "supported", "evidence": ["The premium plan costs $12 per month."],
        "confidence": 0.8,
    },
    "Orders ship from our warehouse in Rotterdam within two working days.": {
        "label": "supported",
        "evidence": ["Orders ship from our warehouse in Rotterdam within two working days."],
        "confidence": 0.85,
    },
}  # fmt: skip
JUDGE = {
    ("refunds", "c1"): "supported",
    ("holidays", "c1"): "contradicted",
    ("storage", "c1"): "supported",
    ("premium", "c1"): "supported",
    ("founders", "c1"): "insufficient",
    ("shipping", "c1"): "supported",
}


def run(*args: str):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


@pytest.fixture
def results(tmp_path: Path) -> Path:
    data = load_results(str(CASES), Checker("standard", ScriptedJudge(SCRIPT)))
    path = tmp_path / "results.jsonl"
    path.write_bytes(b"".join(result_line(r) for r in data.results))
    return path


def read(path: Path) -> list[dict]:
    return [orjson.loads(line) for line in path.read_bytes().splitlines()]


def picked(tmp_path: Path, results: Path, name: str = "review.jsonl", **kw) -> tuple[list, list]:  # type: ignore[no-untyped-def]
    out = tmp_path / name
    sample(str(results), str(CASES), str(out), load_policy("standard"), **kw)
    return read(out), read(key_path_for(out))


def test_sample_picks_the_claims_worth_a_look(tmp_path: Path, results: Path) -> None:
    items, key = picked(tmp_path, results, pass_rate=0.0)
    why = {(k["case_id"], k["claim_id"]): set(k["selected_because"]) for k in key}
    assert set(why) == set(JUDGE)  # "Store credit never expires." has nothing to flag
    assert "contradicted" in why[("holidays", "c1")]
    assert "near_threshold" in why[("storage", "c1")]  # 0.55 vs the policy's 0.5
    assert "multi_source" in why[("premium", "c1")]
    assert {"conditions", "figures"} <= why[("refunds", "c1")]  # "within 14 days"
    assert "figures" in why[("founders", "c1")]  # "three"
    assert {(i["case_id"], i["claim_id"]) for i in items} == set(JUDGE)
    assert {(k["case_id"], k["claim_id"]): k["judge_label"] for k in key} == JUDGE


def test_review_file_is_blind_and_shows_the_evidence_first(tmp_path: Path, results: Path) -> None:
    items, key = picked(tmp_path, results, pass_rate=0.0)
    for item in items:
        fields = list(item)
        assert fields[-3:] == ["reviewer", "label", "notes"]
        assert fields.index("claim") < fields.index("chunks") < fields.index("label")
        assert item["reviewer"] is item["label"] is item["notes"] is None
        text = orjson.dumps(item).decode()
        for hidden in ("judge", "confidence", "selected_because", "contradicted", "evidence"):
            assert hidden not in text, hidden
    premium = next(i for i in items if i["case_id"] == "premium")
    assert [c["chunk_id"] for c in premium["chunks"]] == ["plans:2", "support:1"]
    assert premium["chunks"][0]["text"] == "The premium plan costs $12 per month."
    assert [i["item_id"] for i in items] == [k["item_id"] for k in key]


def test_sampling_is_deterministic_and_passes_are_drawn_by_rate(
    tmp_path: Path, results: Path
) -> None:
    a, _ = picked(tmp_path, results, "a.jsonl", seed=4)
    b, _ = picked(tmp_path, results, "b.jsonl", seed=4)
    assert a == b
    orders = {tuple(i["item_id"] for i in picked(tmp_path, results, f"s{s}.jsonl", seed=s)[0])
              for s in range(5)}  # fmt: skip
    assert len(orders) > 1  # the order is shuffled by the seed
    _, key = picked(tmp_path, results, "all.jsonl", pass_rate=1.0)
    credit = [k for k in key if k["case_id"] == "refunds" and k["claim_id"] == "c2"]
    assert credit and credit[0]["selected_because"] == ["random_pass"]


def test_limit_keeps_the_most_telling_items(tmp_path: Path, results: Path) -> None:
    items, key = picked(tmp_path, results, pass_rate=0.0, limit=2)
    assert len(items) == 2
    assert {k["case_id"] for k in key} == {"holidays", "storage"}


def test_cohen_kappa_textbook_example() -> None:
    # 50 items: both yes 20, A yes/B no 5, A no/B yes 10, both no 15 -> kappa 0.4
    a = ["y"] * 20 + ["y"] * 5 + ["n"] * 10 + ["n"] * 15
    b = ["y"] * 20 + ["n"] * 5 + ["y"] * 10 + ["n"] * 15
    assert cohen_kappa(a, b) == 0.4
    assert cohen_kappa(["y", "n"], ["y", "n"]) == 1.0
    assert cohen_kappa(["y", "y"], ["y", "y"]) is None  # chance agreement is 1: undefined
    assert cohen_kappa([], []) is None


def fill(path: Path, out: Path, labels: dict[str, str], reviewer: str) -> Path:
    rows = []
    for item in read(path):
        item["label"] = labels.get(item["case_id"])
        item["reviewer"] = reviewer
        if item["case_id"] == "storage":
            item["notes"] = "source says 5 GB"
        rows.append(orjson.dumps(item))
    out.write_bytes(b"\n".join(rows) + b"\n")
    return out


ALICE = {
    "refunds": "supported", "holidays": "contradicted", "storage": "contradicted",
    "premium": "supported", "founders": "supported", "shipping": "supported",
}  # fmt: skip


def test_score_against_the_judge_and_between_reviewers(tmp_path: Path, results: Path) -> None:
    picked(tmp_path, results, pass_rate=0.0)
    review = tmp_path / "review.jsonl"
    a = fill(review, tmp_path / "alice.jsonl", ALICE, "alice")
    b = fill(review, tmp_path / "bob.jsonl", dict(ALICE, premium="insufficient"), "bob")
    rep = score([str(a), str(b)], key_path_for(review))
    alice, bob = rep["reviewers"]
    assert alice["reviewer"] == "alice" and alice["labelled"] == 6
    assert alice["agreement_with_judge"] == round(4 / 6, 4)
    assert {d["case_id"] for d in alice["disagreements"]} == {"storage", "founders"}
    storage = next(d for d in alice["disagreements"] if d["case_id"] == "storage")
    assert (storage["judge"], storage["reviewer"], storage["notes"]) == (
        "supported", "contradicted", "source says 5 GB",
    )  # fmt: skip
    # judge supported, reviewer not: storage, of the 2 claims alice did not support
    assert (alice["judge_false_accepts"], alice["judge_false_accept_rate"]) == (1, 0.5)
    assert bob["agreement_with_judge"] == round(3 / 6, 4)
    inter = rep["inter_reviewer"]
    assert inter["items_both_labelled"] == 6 and inter["agreement"] == round(5 / 6, 4)
    assert [d["case_id"] for d in inter["disagreements"]] == ["premium"]
    a_labels = [ALICE[i["case_id"]] for i in read(a)]
    b_labels = [dict(ALICE, premium="insufficient")[i["case_id"]] for i in read(b)]
    assert inter["cohen_kappa"] == cohen_kappa(a_labels, b_labels)


def test_unlabelled_items_are_not_scored(tmp_path: Path, results: Path) -> None:
    picked(tmp_path, results, pass_rate=0.0)
    partial = fill(
        tmp_path / "review.jsonl", tmp_path / "p.jsonl", {"holidays": "contradicted"}, ""
    )
    rep = score([str(partial)], key_path_for(tmp_path / "review.jsonl"))
    row = rep["reviewers"][0]
    assert (row["items"], row["labelled"], row["agreement_with_judge"]) == (6, 1, 1.0)


def test_cli_sample_then_score(tmp_path: Path, results: Path) -> None:
    review = tmp_path / "review.jsonl"
    res = run("review", "sample", str(results), "--cases", str(CASES), "--out", str(review),
              "--pass-rate", "0")  # fmt: skip
    assert res.exit_code == 0, res.output
    assert "6 items for review" in res.stdout and key_path_for(review).exists()
    fill(review, review, ALICE, "alice")  # the reviewer edits the file in place
    res = run("review", "score", str(review), "--format", "json")
    assert res.exit_code == 0
    assert orjson.loads(res.stdout)["reviewers"][0]["agreement_with_judge"] == round(4 / 6, 4)
    text = run("review", "score", str(review)).stdout
    assert "agreement with the judge 66.7%" in text and "storage" in text


def test_cli_bad_review_files_exit_2_with_one_line(tmp_path: Path, results: Path) -> None:
    review = tmp_path / "review.jsonl"
    run("review", "sample", str(results), "--cases", str(CASES), "--out", str(review))
    items = read(review)
    items[1]["label"] = "yes"
    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(b"\n".join(orjson.dumps(i) for i in items) + b"\n")
    copy = tmp_path / "copy.jsonl"  # a good review file whose key is elsewhere
    copy.write_bytes(review.read_bytes())
    cases = [
        (["review", "score", str(bad), "--key", str(key_path_for(review))],
         f"{bad}:2: label 'yes' is not one of"),
        (["review", "score", str(tmp_path / "alone.jsonl")], "no such file"),
        (["review", "score", str(copy)], "no such key file"),
        (["review", "sample", str(CASES), "--cases", str(CASES), "--out", str(tmp_path / "x")],
         "no result lines"),
    ]  # fmt: skip
    (tmp_path / "alone.jsonl").unlink(missing_ok=True)
    for args, message in cases:
        res = run(*args)
        assert res.exit_code == 2, args
        assert message in res.stderr and len(res.stderr.strip().splitlines()) == 1, res.stderr
    stranger = tmp_path / "stranger.jsonl"
    stranger.write_text('{"item_id": "not-in-key", "label": "supported"}\n')
    res = run("review", "score", str(stranger), "--key", str(key_path_for(review)))
    assert res.exit_code == 2 and "not in the key file" in res.stderr
