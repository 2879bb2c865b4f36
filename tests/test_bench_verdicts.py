"""bench/verdicts.py records the judge's verdict on every labelled claim and compares
two records, and refuses held-out files."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[1] / "bench"


def _module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("verdicts", BENCH / "verdicts.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _case(path: Path) -> None:
    text = "Copper output at Selby rose from 4,200 tonnes in 1903 to 11,800 tonnes in 1910."
    case = {
        "case_id": "c1",
        "retrieved": [{"chunk_id": "k1", "text": text}],
        "response": {
            "answer": "",
            "claims": [
                {"claim_id": "a", "text": "Copper output at Selby was 11,800 tonnes in 1910.",
                 "citation_ids": ["s1"]},
                {"claim_id": "b", "text": "Copper output at Selby was 11,800 tonnes in 1903.",
                 "citation_ids": ["s1"]},
            ],
            "citations": [{"citation_id": "s1", "chunk_id": "k1"}],
        },
        "labels": {"a": "supported", "b": "contradicted"},
    }  # fmt: skip
    path.write_text(json.dumps(case) + "\n", "utf-8")


def test_dump_records_every_labelled_claim_and_diff_counts_changes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    verdicts = _module()
    cases = tmp_path / "dev-x.jsonl"
    _case(cases)
    out = tmp_path / "after.json"
    assert verdicts.main(["dump", str(cases), "--out", str(out)]) == 0
    after = json.loads(out.read_text("utf-8"))
    assert {k: v[:2] for k, v in after.items()} == {
        "dev-x|c1|a": ["supported", "supported"],
        "dev-x|c1|b": ["contradicted", "contradicted"],
    }
    before = {k: [v[0], "insufficient", "", v[3]] for k, v in after.items()}
    before["dev-x|c1|a"][1] = "contradicted"
    old = tmp_path / "before.json"
    old.write_text(json.dumps(before), "utf-8")
    capsys.readouterr()
    assert verdicts.main(["diff", str(old), str(out)]) == 0
    shown = capsys.readouterr().out
    assert "BETTER dev-x|c1|a gold=supported contradicted->supported" in shown
    assert "COUNT dev-x BETTER insufficient->contradicted 1" in shown
    assert shown.rstrip().endswith("2 verdicts changed: 2 better, 0 worse, 0 other")


def test_held_out_files_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    verdicts = _module()
    held = tmp_path / "written-heldout-9.jsonl"
    _case(held)
    assert verdicts.main(["dump", str(held), "--out", str(tmp_path / "x.json")]) == 2
    assert "held out" in capsys.readouterr().err
    assert not (tmp_path / "x.json").exists()


def test_kinds_of_change() -> None:
    verdicts = _module()
    before = {
        "k1": ["supported", "insufficient"],
        "k2": ["supported", "supported"],
        "k3": ["contradicted", "supported"],
        "k4": ["insufficient", "insufficient"],
    }
    after = {
        "k1": ["supported", "supported"],
        "k2": ["supported", "insufficient"],
        "k3": ["contradicted", "insufficient"],
        "k4": ["insufficient", "insufficient"],
    }
    assert verdicts.changes(before, after) == [
        ("BETTER", "k1", "insufficient", "supported"),
        ("WORSE", "k2", "supported", "insufficient"),
        ("OTHER", "k3", "supported", "insufficient"),
    ]
