"""The written challenge sets in bench/data are valid, fully labelled case files.

`bench/judge_accuracy.py` measures the judges on them; a malformed line or a
claim without a gold label would silently drop out of the measurement.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from citeproof.schema import parse_case

DATA = Path(__file__).resolve().parents[1] / "bench" / "data"
FILES = sorted(DATA.glob("*.jsonl"))
LABELS = {"supported", "contradicted", "insufficient"}


def test_the_sets_are_there() -> None:
    names = {f.stem for f in FILES}
    assert {"written-heldout", "written-heldout-2"} <= names
    assert len(names) >= 6


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_every_case_is_valid_and_every_claim_labelled(path: Path) -> None:
    ids: set[str] = set()
    for n, line in enumerate(path.read_text("utf-8").splitlines(), 1):
        obj = json.loads(line)
        case, problems = parse_case(obj)
        assert case is not None and not problems, f"line {n}: {problems}"
        claims = {c.claim_id for c in case.response.claims}
        assert set(obj["labels"]) == claims, f"line {n}"
        assert set(obj["labels"].values()) <= LABELS, f"line {n}"
        assert not claims & ids, f"line {n}: claim id used twice"
        ids |= claims


def test_pairs_with_several_sources_become_one_case_citing_every_chunk() -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "pairs_to_cases", DATA.parent / "pairs_to_cases.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    texts = ["Orvik's revenue rose 12% in 2024.", "Dalmar opened a plant in Ghent in May."]
    pairs = [
        {"id": "a", "domain": "news", "label": "supported", "claim": "Orvik's revenue rose 12%.",
         "sources": texts, "why": "chunk 1"},
        {"id": "b", "domain": "news", "label": "insufficient",
         "claim": "Orvik opened a plant in Ghent.", "sources": texts, "why": "that was Dalmar"},
        {"id": "c", "domain": "news", "label": "supported", "claim": "Dalmar opened a plant.",
         "source": texts[1], "why": "one chunk"},
    ]  # fmt: skip
    first, second = module.to_cases(pairs, "t")
    assert [c["text"] for c in first["retrieved"]] == texts
    assert [c["citation_ids"] for c in first["response"]["claims"]] == [["s1", "s2"]] * 2
    assert first["labels"] == {"a": "supported", "b": "insufficient"}
    case, problems = parse_case(first)
    assert case is not None and not problems
    assert [c["text"] for c in second["retrieved"]] == [texts[1]]
