"""Turn a written challenge set (claim/source pairs) into citeproof case lines.

Usage::

    python bench/pairs_to_cases.py PAIRS.json OUT.jsonl

Each pair is ``{"id", "domain", "label", "claim", "source", "why"}``, or has
``"sources"`` (a list of chunk texts) instead of ``"source"``. Pairs that
share their source text(s) become one case whose retrieved chunks are those
texts, with one claim per pair citing every chunk (one citation each) and the
gold ``labels`` that ``bench/judge_accuracy.py`` reads; ``domain`` and
``why`` go to ``metadata``.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any


def to_cases(pairs: list[dict[str, Any]], prefix: str) -> list[dict[str, Any]]:
    by_source: dict[tuple[str, ...], list[dict[str, Any]]] = {}
    for pair in pairs:
        texts = tuple(pair["sources"]) if "sources" in pair else (pair["source"],)
        by_source.setdefault(texts, []).append(pair)
    cases = []
    for n, (texts, group) in enumerate(by_source.items(), 1):
        chunk_ids = [f"{prefix}-{n:03d}:{k}" for k in range(len(texts))]
        citation_ids = [f"s{k + 1}" for k in range(len(texts))]
        claims = [
            {"claim_id": p["id"], "text": p["claim"], "citation_ids": citation_ids} for p in group
        ]
        cases.append(
            {
                "case_id": f"{prefix}-{n:03d}",
                "question": "",
                "retrieved": [
                    {"chunk_id": cid, "text": text}
                    for cid, text in zip(chunk_ids, texts, strict=True)
                ],
                "response": {
                    "answer": " ".join(p["claim"] for p in group),
                    "claims": claims,
                    "citations": [
                        {"citation_id": sid, "chunk_id": cid}
                        for sid, cid in zip(citation_ids, chunk_ids, strict=True)
                    ],
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
