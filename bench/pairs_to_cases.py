"""Turn a written challenge set (claim/source pairs) into citeproof case lines.

Usage::

    python bench/pairs_to_cases.py PAIRS.json OUT.jsonl

Each pair is ``{"id", "domain", "label", "claim", "source", "why"}``. Pairs
that share a source become one case whose single retrieved chunk is that
source, with one claim per pair (citing the chunk) and the gold ``labels``
that ``bench/judge_accuracy.py`` reads; ``domain`` and ``why`` go to
``metadata``.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any


def to_cases(pairs: list[dict[str, Any]], prefix: str) -> list[dict[str, Any]]:
    by_source: dict[str, list[dict[str, Any]]] = {}
    for pair in pairs:
        by_source.setdefault(pair["source"], []).append(pair)
    cases = []
    for n, (source, group) in enumerate(by_source.items(), 1):
        chunk_id = f"{prefix}-{n:03d}:0"
        claims = [{"claim_id": p["id"], "text": p["claim"], "citation_ids": ["s1"]} for p in group]
        cases.append(
            {
                "case_id": f"{prefix}-{n:03d}",
                "question": "",
                "retrieved": [{"chunk_id": chunk_id, "text": source}],
                "response": {
                    "answer": " ".join(p["claim"] for p in group),
                    "claims": claims,
                    "citations": [{"citation_id": "s1", "chunk_id": chunk_id}],
                },
                "labels": {p["id"]: p["label"] for p in group},
                "metadata": {
                    "domain": group[0]["domain"],
                    "why": {p["id"]: p["why"] for p in group},
                },
            }
        )
    return cases


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("pairs", type=Path)
    parser.add_argument("out", type=Path)
    args = parser.parse_args(argv)
    pairs = json.loads(args.pairs.read_text("utf-8"))
    prefix = args.out.stem
    with args.out.open("w", encoding="utf-8") as fh:
        for case in to_cases(pairs, prefix):
            fh.write(json.dumps(case, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
