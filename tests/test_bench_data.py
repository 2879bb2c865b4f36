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
