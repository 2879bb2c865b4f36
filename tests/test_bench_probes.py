"""bench/probes.py builds probe claims from development passages; the faithful kinds
(copies, clauses) must never be judged contradicted."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

BENCH = Path(__file__).resolve().parents[1] / "bench"


def _module() -> ModuleType:
    sys.path.insert(0, str(BENCH))
    spec = importlib.util.spec_from_file_location("probes", BENCH / "probes.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


PASSAGE = (
    "Adult members may bring up to two guests per visit; junior members may not bring "
    "guests. Appeal results are posted on 3 March, and there is no further appeal stage."
)


def test_copies_and_clauses_are_built_from_each_sentence() -> None:
    probes = _module()
    assert list(probes.probes("copies", PASSAGE)) == [
        "Adult members may bring up to two guests per visit; junior members may not bring guests.",
        "Appeal results are posted on 3 March, and there is no further appeal stage.",
    ]
    assert list(probes.probes("clauses", PASSAGE)) == [
        "Adult members may bring up to two guests per visit.",
        "Junior members may not bring guests.",
        "Appeal results are posted on 3 March.",
        "There is no further appeal stage.",
    ]


def test_faithful_probes_are_never_contradicted(tmp_path: Path) -> None:
    probes = _module()
    case = tmp_path / "dev-x.jsonl"
    case.write_text('{"retrieved": [{"chunk_id": "k", "text": "' + PASSAGE + '"}]}\n', "utf-8")
    report = probes.run([case], ["copies", "clauses"], 0, 5)
    assert report["copies"]["probes"] == 2 and report["clauses"]["probes"] == 4
    for kind in ("copies", "clauses"):
        assert report[kind]["contradicted"] == 0
        assert report[kind]["shown"] == []
    assert report["copies"]["supported"] == 2
