"""Measure a judge against gold claim labels, one file at a time.

Usage::

    python bench/judge_accuracy.py [--judge lexical] FILE.jsonl [FILE2 ...] [--limit N]
        [--half first|second] [--json]
    python bench/judge_accuracy.py --speed [--judge lexical] [--claims N]

Each file is reported on its own (never pooled). For every claim with a gold
label, the judge sees the claim and its cited chunks that are in
``retrieved`` (as the pipeline does), and the measured label is the one left
after :func:`citeproof.evidence.verify`. Reported: confusion matrix (gold x
predicted), accuracy, macro-F1 (as ``citeproof eval`` computes it: over the
labels present in gold or predictions; also over gold labels only),
per-label precision/recall, the false-accept
rate (predicted supported among gold not supported), the false-accusation
rate (predicted contradicted among gold supported) and claims per second.

``--speed`` generates synthetic claims of about 20 words against five chunks
of about 800 characters and reports claims per second on one core.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from citeproof.evaluate import macro_f1
from citeproof.evaluate import per_label as per_label_scores
from citeproof.evidence import verify
from citeproof.judges import make_judge
from citeproof.models import Chunk, Claim

LABELS = ("supported", "contradicted", "insufficient")


def iter_requests(path: Path) -> Iterator[tuple[str, Claim, list[Chunk], str]]:
    """Yield (case_id, claim, cited retrieved chunks, gold label) for every labelled claim."""
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if not line.strip():
                continue
            case = json.loads(line)
            labels = case.get("labels") or {}
            chunks = {c["chunk_id"]: Chunk.model_validate(c) for c in case.get("retrieved", [])}
            response = case.get("response") or {}
            cite_chunk = {
                c["citation_id"]: c.get("chunk_id") for c in response.get("citations", [])
            }
            for raw in response.get("claims", []):
                gold = labels.get(raw.get("claim_id"))
                if gold not in LABELS:
                    continue
                claim = Claim.model_validate(raw)
                cited: list[Chunk] = []
                for cid in claim.citation_ids:
                    chunk = chunks.get(cite_chunk.get(cid) or "")
                    if chunk is not None and chunk not in cited:
                        cited.append(chunk)
                yield case.get("case_id", ""), claim, cited, gold


def development_only(files: list[Path], use: str) -> int | None:
    """For scripts that read claims' text: 2 (after a one-line error) when a file is held
    out or missing, else None. *use* says what held-out files are left to."""
    held = [p for p in files if "heldout" in p.name]
    if held:
        print(f"error: {held[0].name} is held out; {use}", file=sys.stderr)
        return 2
    missing = [p for p in files if not p.is_file()]
    if missing:
        print(f"error: no such file: {missing[0]}", file=sys.stderr)
        return 2
    return None


def measure(judge_name: str, path: Path, limit: int | None, half: str | None) -> dict[str, Any]:
    judge = make_judge(judge_name)
    requests = list(iter_requests(path))
    if half:
        # Split by case order so that claims of one case stay together.
        cases = list(dict.fromkeys(r[0] for r in requests))
        first = set(cases[: len(cases) // 2])
        requests = [r for r in requests if (r[0] in first) == (half == "first")]
    if limit is not None:
        requests = requests[:limit]
    matrix = {g: dict.fromkeys(LABELS, 0) for g in LABELS}
    began = time.perf_counter()
    for _case_id, claim, chunks, gold in requests:
        verdict = judge.judge(claim, chunks) if chunks else None
        label = verify(verdict, chunks).label if verdict is not None else "insufficient"
        matrix[gold][label] += 1
    elapsed = time.perf_counter() - began
    return summarise(path.name + (f" [{half} half]" if half else ""), matrix, elapsed)


def summarise(name: str, matrix: dict[str, dict[str, int]], elapsed: float) -> dict[str, Any]:
    # The same per-label scores and macro-F1 as `citeproof eval` (one definition).
    total = sum(sum(row.values()) for row in matrix.values())
    correct = sum(matrix[g][g] for g in LABELS)
    labels = per_label_scores(matrix)
    macro_gold = [labels[lab]["f1"] or 0.0 for lab in LABELS if labels[lab]["support"]]
    not_supported = sum(matrix[g][lab] for g in ("contradicted", "insufficient") for lab in LABELS)
    false_accept = matrix["contradicted"]["supported"] + matrix["insufficient"]["supported"]
    gold_supported = sum(matrix["supported"].values())
    return {
        "file": name,
        "claims": total,
        "confusion": matrix,
        "accuracy": correct / total if total else None,
        "macro_f1": macro_f1(labels),
        "macro_f1_gold_labels": sum(macro_gold) / len(macro_gold) if macro_gold else None,
        "per_label": labels,
        "false_accept_rate": false_accept / not_supported if not_supported else None,
        "false_accusation_rate": (
            matrix["supported"]["contradicted"] / gold_supported if gold_supported else None
        ),
        "claims_per_second": total / elapsed if elapsed > 0 else None,
    }


def _pct(x: float | None) -> str:
    return "   -  " if x is None else f"{100 * x:5.1f}%"


def render(report: dict[str, Any]) -> str:
    lines = [f"== {report['file']}  ({report['claims']} claims)"]
    lines.append("gold \\ predicted   " + "".join(f"{lab:>14}" for lab in LABELS))
    for g in LABELS:
        row = report["confusion"][g]
        lines.append(f"{g:<19}" + "".join(f"{row[lab]:>14}" for lab in LABELS))
    lines.append(
        f"accuracy {_pct(report['accuracy'])}   macro-F1 {(report['macro_f1'] or 0):.3f}"
        f" (gold labels only {(report['macro_f1_gold_labels'] or 0):.3f})"
        f"   false-accept {_pct(report['false_accept_rate'])}"
        f"   false-accusation {_pct(report['false_accusation_rate'])}"
        f"   {report['claims_per_second'] or 0:,.0f} claims/s"
    )
    for lab in LABELS:
        p = report["per_label"][lab]
        lines.append(f"  {lab:<13} precision {_pct(p['precision'])}  recall {_pct(p['recall'])}")
    return "\n".join(lines)


# Word pools for --speed: policy, finance, medical and release-note prose.
_SUBJECTS = (
    "The company", "Acme Corp", "The regional office", "The new travel policy", "Version 4.2",
    "The clinical trial", "The finance team", "Northwind Traders", "The product line",
    "The audit committee", "Contoso Health", "The Leeds warehouse", "The mobile app",
    "The board of directors", "The data protection officer", "The pilot programme",
    "Globex Freight", "The support desk", "The procurement team", "The research division",
)  # fmt: skip
_VERBS = (
    "reported", "increased", "reduced", "announced", "approved", "delivered", "recorded",
    "introduced", "extended", "launched", "suspended", "expanded", "reviewed", "published",
    "replaced", "doubled", "restricted", "renewed", "cancelled", "postponed",
)  # fmt: skip
_OBJECTS = (
    "quarterly revenue", "operating margin", "the annual budget", "customer retention",
    "the maximum daily dose", "support for single sign-on", "the retention period",
    "shipping costs", "headcount in Europe", "the data export feature", "the parental leave",
    "its dividend", "the enrolment target", "the security patch", "the overtime allowance",
    "the loyalty scheme", "its carbon targets", "the remote work allowance",
    "the cold storage capacity", "the vendor contract",
)  # fmt: skip
_TAILS = (
    "by 12% in the third quarter of 2023", "to $56.2 billion for the fiscal year",
    "after a review by the audit committee", "for all customers on the enterprise plan",
    "from 30 days to 90 days under the new rules", "to 400 mg for adults over 65",
    "despite lower demand in the Asia Pacific region", "ahead of the scheduled March launch",
    "for staff with more than two years of service", "following complaints from patients",
    "in line with the revised guidance", "across its 14 sites in Germany",
    "at a cost of 3.4 million euros", "until the end of the financial year",
    "for contractors working on site", "with effect from 1 April 2024",
)  # fmt: skip


def _sentence(rng: random.Random) -> str:
    return (
        f"{rng.choice(_SUBJECTS)} {rng.choice(_VERBS)} {rng.choice(_OBJECTS)} "
        f"{rng.choice(_TAILS)}, according to the statement published on {rng.randint(1, 28)} "
        f"March {rng.randint(2015, 2024)}."
    )


def _edit(rng: random.Random, sentence: str) -> str:
    """A claim made from a source sentence: unchanged, reworded, or with a figure changed."""
    text = sentence.replace(" the statement published on", " a statement of").rstrip(".") + "."
    roll = rng.random()
    if roll < 0.3:
        return text.replace("increased", "raised").replace("reduced", "cut")
    if roll < 0.6:
        return text.replace("12%", "15%").replace("30 days", "60 days").replace("400", "600")
    return "According to a statement, " + text[0].lower() + text[1:]


def speed_claims(n_claims: int, seed: int = 7) -> list[tuple[Claim, list[Chunk]]]:
    """The synthetic claims of ``--speed``, each with its five cited chunks."""
    rng = random.Random(seed)
    groups = []
    for g in range(max(1, n_claims // 50)):
        chunks = []
        for k in range(5):
            text = ""
            while len(text) < 800:
                text += _sentence(rng) + " "
            chunks.append(Chunk(chunk_id=f"g{g}:{k}", text=text.strip()))
        groups.append(chunks)
    claims = []
    for i in range(n_claims):
        # Claims come in runs against the same five chunks, as the claims of
        # one answer do; chunk analysis is cached, claim analysis is not.
        chunks = groups[i * len(groups) // n_claims]
        if rng.random() < 0.6:
            sents = chunks[rng.randrange(5)].text.split(". ")
            text = _edit(rng, rng.choice(sents))
        else:
            text = _sentence(rng)
        claims.append((Claim(claim_id=f"c{i}", text=text, citation_ids=["s"]), chunks))
    return claims


def speed(judge_name: str, n_claims: int, seed: int = 7) -> dict[str, Any]:
    judge = make_judge(judge_name)
    claims = speed_claims(n_claims, seed)
    words = sum(len(c.text.split()) for c, _ in claims) / len(claims)
    # CPU time of this process: the figure is per core and does not depend on
    # what else the machine is running.
    began = time.process_time()
    for claim, chunks in claims:
        verify(judge.judge(claim, chunks), chunks)
    elapsed = time.process_time() - began
    return {
        "mode": "speed",
        "claims": n_claims,
        "mean_claim_words": round(words, 1),
        "chunks_per_claim": 5,
        "mean_chunk_chars": round(sum(len(c.text) for c in claims[0][1]) / 5),
        "claims_per_second": n_claims / elapsed,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--judge", default="lexical")
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--half", choices=("first", "second"), default=None)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--speed", action="store_true")
    parser.add_argument("--claims", type=int, default=20000, help="claims in --speed mode")
    args = parser.parse_args(argv)
    if args.speed:
        result = speed(args.judge, args.claims)
        if args.json:
            print(json.dumps(result))
        else:
            print(
                f"speed: {result['claims_per_second']:,.0f} claims/s on one core "
                f"({result['claims']} claims of ~{result['mean_claim_words']} words, "
                f"5 chunks of ~{result['mean_chunk_chars']} chars)"
            )
        return 0
    if not args.files:
        parser.error("give at least one FILE.jsonl, or --speed")
    for path in args.files:
        if not path.is_file():
            print(f"error: cannot read {path}", file=sys.stderr)
            return 2
    for path in args.files:
        report = measure(args.judge, path, args.limit, args.half)
        print(json.dumps(report) if args.json else render(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
