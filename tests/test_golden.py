"""Golden cases: tests/golden/*.json, each an input plus the expected codes and decision.

The judge is scripted per golden file, so these pin the link checks, the
evidence verifier and the policy rules independently of how clever the real
judges are. File format:

    {"description": str, "policy": name | inline dict, "judge": {claim_id: verdict},
     "case": {...} | "line": raw text,
     "expect": {"decision": ..., "codes": [...], "paths": [...], "labels": {...},
                "reasons": [...]}}

"codes" lists every finding code expected (exactly, as a set); "reasons" the
policy reason codes (exactly, as a set).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from citeproof import Checker
from citeproof.judges.scripted import ScriptedJudge

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden(path: Path) -> None:
    spec = json.loads(path.read_text(encoding="utf-8"))
    checker = Checker(spec["policy"], ScriptedJudge(spec.get("judge") or {}))
    if "line" in spec:
        result = checker.check_line(spec["line"].encode(), 1)
    else:
        result = checker.check_obj(spec["case"], 1)
    expect = spec["expect"]
    codes = {f.code for f in result.errors}
    assert result.decision == expect["decision"], (result.decision, result.reasons, result.errors)
    if "codes" in expect:
        assert codes == set(expect["codes"]), result.errors
    for p in expect.get("paths", []):
        assert p in {f.path for f in result.errors}, [f.path for f in result.errors]
    for claim_id, label in expect.get("labels", {}).items():
        assert {c.claim_id: c.label for c in result.claims}[claim_id] == label
    if "reasons" in expect:
        assert {r.code for r in result.reasons} == set(expect["reasons"]), result.reasons
    for claim in result.claims:
        for span in claim.evidence:
            chunk = next(c for c in spec["case"]["retrieved"] if c["chunk_id"] == span.chunk_id)
            assert chunk["text"][span.start : span.end] == span.text
    for finding in result.errors:
        assert finding.message and "\n" not in finding.message


def test_every_link_code_has_a_golden_case() -> None:
    from citeproof.links import LINK_CODES

    covered = set()
    for path in GOLDEN:
        covered |= set(json.loads(path.read_text(encoding="utf-8"))["expect"].get("codes", []))
    assert set(LINK_CODES) <= covered, set(LINK_CODES) - covered
