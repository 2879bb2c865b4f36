"""Bigger case files for bulk tests, made from the bundled examples."""

from __future__ import annotations

from pathlib import Path

import orjson

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = (ROOT / "examples" / "cases.jsonl").read_bytes().splitlines()


def repeated_examples(copies: int) -> list[bytes]:
    """The example lines (valid, invalid and non-JSON) *copies* times, with fresh case ids."""
    lines = []
    for k in range(copies):
        for raw in EXAMPLES:
            try:
                obj = orjson.loads(raw)
            except orjson.JSONDecodeError:
                lines.append(raw)
                continue
            obj["case_id"] = f"{obj['case_id']}-{k}"
            lines.append(orjson.dumps(obj))
    return lines
