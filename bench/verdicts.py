"""Record the lexical judge's verdict on every labelled claim, and compare two records.

Usage::

    python bench/verdicts.py dump FILE.jsonl [FILE2 ...] --out RECORD.json
    python bench/verdicts.py diff BEFORE.json AFTER.json

``dump`` judges every claim that has a gold label (as
``bench/judge_accuracy.py`` does: the cited chunks that were retrieved, the
label left after evidence verification) and writes one JSON object, keyed
``file|case_id|claim_id``, of ``[gold, label, reason, claim text]``. Run it
before and after a rule change (with ``PYTHONPATH`` pointing at the other
code, or on another checkout) and ``diff`` lists every claim whose verdict
changed, marked ``BETTER`` (now the gold label), ``WORSE`` (was the gold
label) or ``OTHER``, then counts of each change per file group, and last a
line with the totals of each kind.

Held-out files (``*heldout*``) are refused by ``dump``: their claims are for
measuring only, and ``bench/judge_accuracy.py`` measures them.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from citeproof.evidence import verify
from citeproof.judges import make_judge
from judge_accuracy import development_only, iter_requests


def dump(files: list[Path]) -> dict[str, list[str]]:
    """Every labelled claim's ``[gold, label, reason, claim text]``, by key."""
    judge = make_judge("lexical")
    record: dict[str, list[str]] = {}
    for path in files:
        for case_id, claim, chunks, gold in iter_requests(path):
            verdict = judge.judge(claim, chunks) if chunks else None
            label = verify(verdict, chunks).label if verdict is not None else "insufficient"
            reason = verdict.reason if verdict is not None else "no cited chunk was retrieved"
            record[f"{path.stem}|{case_id}|{claim.claim_id}"] = [gold, label, reason, claim.text]
    return record


def changes(before: dict[str, Any], after: dict[str, Any]) -> list[tuple[str, str, str, str]]:
    """``(kind, key, old label, new label)`` for each claim of both records whose label
    changed; kind is BETTER, WORSE or OTHER against the gold label."""
    out = []
    for key, (gold, old, *_) in before.items():
        if key not in after or after[key][1] == old:
            continue
        new = after[key][1]
        kind = "BETTER" if new == gold else "WORSE" if old == gold else "OTHER"
        out.append((kind, key, old, new))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="verb", required=True)
    p_dump = sub.add_parser("dump")
    p_dump.add_argument("files", nargs="+", type=Path)
    p_dump.add_argument("--out", type=Path, required=True)
    p_diff = sub.add_parser("diff")
    p_diff.add_argument("before", type=Path)
    p_diff.add_argument("after", type=Path)
    args = parser.parse_args(argv)
    if args.verb == "dump":
        refused = development_only(args.files, "measure it with judge_accuracy.py")
        if refused is not None:
            return refused
        record = dump(args.files)
        args.out.write_text(json.dumps(record, ensure_ascii=False), "utf-8")
        print(f"{len(record)} claims -> {args.out}")
        return 0
    records = []
    for path in (args.before, args.after):
        try:
            records.append(json.loads(path.read_text("utf-8")))
        except (OSError, ValueError) as err:
            print(f"error: cannot read {path}: {err}", file=sys.stderr)
            return 2
    before, after = records
    counts: Counter[tuple[str, str, str]] = Counter()
    kinds: Counter[str] = Counter()
    for kind, key, old, new in changes(before, after):
        gold, _, reason, text = after[key]
        print(f"{kind} {key} gold={gold} {old}->{new} :: {text}\n    {reason}")
        counts[(key.split("|")[0], kind, f"{old}->{new}")] += 1
        kinds[kind] += 1
    for (group, kind, change), n in sorted(counts.items()):
        print(f"COUNT {group} {kind} {change} {n}")
    # The last line alone tells whether anything got worse, however long the
    # list above it: a glance at its tail must not miss a WORSE line.
    print(
        f"{sum(counts.values())} verdicts changed: {kinds['BETTER']} better, "
        f"{kinds['WORSE']} worse, {kinds['OTHER']} other"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
