"""The human review queue: pick claims worth a person's look, and score what people said.

``sample`` reads the results of a run and the cases behind them and picks
claims: every contradiction, verdicts near the policy's review threshold,
claims with figures or dates, claims with legal or operational conditions
("unless", "within", "must"), claims resting on more than one source, and a
deterministic random share of passing cases.

Reviews are blind. The review file holds, per item, only what a reviewer
needs to judge (the claim and the full text of the chunks it cites) and empty
``reviewer``/``label``/``notes`` fields; the judge's label, its confidence
and why the item was picked (which would give the label away) are kept in a
sidecar key file, ``<review>.key.jsonl``. Items are shuffled so that they do
not arrive grouped by reason.

``score`` reads one or two filled-in review files and the key: agreement of
each reviewer with the judge and, for two reviewers, Cohen's kappa between
them, with every disagreement listed.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson
from pydantic import ValidationError

from .errors import UsageError
from .links import cited_chunks, resolve_citations
from .models import Case, Result
from .policy import Policy
from .runner import iter_cases, open_input, read_lines

LABELS: tuple[str, ...] = ("supported", "contradicted", "insufficient")
# Most telling reason first: with --limit, items are kept in this order.
REASONS: tuple[str, ...] = (
    "contradicted",
    "near_threshold",
    "multi_source",
    "conditions",
    "figures",
    "random_pass",
)

_FIGURE = re.compile(
    r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|"
    r"forty|fifty|hundred|thousand|million|billion|percent|dozen|half|twice|"
    r"january|february|march|april|may|june|july|august|september|october|november|december|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|tomorrow|annually|"
    r"daily|weekly|monthly|quarterly|yearly)\b",
    re.I,
)
_CONDITION = re.compile(
    r"\b(?:unless|except|excluding|only if|only when|if|provided that|subject to|as long as|"
    r"must|shall|may not|must not|required|requires|prohibited|permitted|allowed|not allowed|"
    r"within|no later than|at least|at most|no more than|up to|before|after|until|"
    r"without|upon|prior to|in the event|notwithstanding|liable|obligat\w*|terminat\w*)\b",
    re.I,
)


def key_path_for(review_path: str | Path) -> Path:
    """The sidecar key file of a review file: REVIEW.jsonl -> REVIEW.key.jsonl."""
    p = Path(review_path)
    stem = p.name[: -len(".jsonl")] if p.name.endswith(".jsonl") else p.name
    return p.with_name(stem + ".key.jsonl")


def _draw(seed: int, *parts: str) -> float:
    digest = hashlib.sha256(":".join((str(seed), *parts)).encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


@dataclass
class SampleReport:
    """What ``sample`` did, for the summary line."""

    results: int = 0
    items: int = 0
    reasons: Counter[str] = field(default_factory=Counter)
    unmatched: int = 0
    skipped_lines: int = 0
    dropped_by_limit: int = 0


def _read_results(path: str) -> tuple[list[Result], int]:
    out: list[Result] = []
    bad = 0
    with open_input(path) as stream:
        for line in read_lines(stream):
            try:
                out.append(Result.model_validate(orjson.loads(line.data or b"")))
            except (orjson.JSONDecodeError, ValidationError):
                bad += 1
    return out, bad


def _read_cases(path: str) -> dict[int, Case]:
    return dict(iter_cases(path))


def _match(result: Result, by_line: dict[int, Case], by_id: dict[str, Case]) -> Case | None:
    case = by_line.get(result.line) if result.line is not None else None
    if case is not None and case.case_id == result.case_id:
        return case
    return by_id.get(result.case_id) if result.case_id else None


def select(
    result: Result,
    case: Case,
    policy: Policy,
    *,
    seed: int,
    pass_rate: float,
    margin: float,
) -> list[tuple[str, list[str]]]:
    """(claim_id, reasons) for each claim of *result* that should be reviewed."""
    resolved = resolve_citations(case)
    claims = {c.claim_id: c for c in case.response.claims}
    threshold = policy.manual_review_below_confidence
    sampled = result.decision == "pass" or any(
        r.code == "sampled_for_review" for r in result.reasons
    )
    out = []
    for cr in result.claims:
        claim = claims.get(cr.claim_id)
        if claim is None or not cr.judged:
            continue  # nothing for a reviewer to read it against
        why = []
        if cr.label == "contradicted":
            why.append("contradicted")
        if (
            threshold > 0
            and cr.label != "insufficient"
            and abs(cr.confidence - threshold) <= margin
        ):
            why.append("near_threshold")
        if len(cited_chunks(claim, resolved)) > 1:
            why.append("multi_source")
        if _CONDITION.search(claim.text):
            why.append("conditions")
        if _FIGURE.search(claim.text):
            why.append("figures")
        if sampled and _draw(seed, result.input_sha256, cr.claim_id) < pass_rate:
            why.append("random_pass")
        if why:
            out.append((cr.claim_id, why))
    return out


def sample(
    results_path: str,
    cases_path: str,
    out_path: str,
    policy: Policy,
    *,
    seed: int = 0,
    pass_rate: float | None = None,
    margin: float = 0.1,
    limit: int | None = None,
) -> SampleReport:
    """Write the blind review file and its key; return what was picked."""
    results, bad = _read_results(results_path)
    by_line = _read_cases(cases_path)
    by_id: dict[str, Case] = {}
    for case in by_line.values():
        by_id.setdefault(case.case_id, case)
    rate = policy.review_sample_rate if pass_rate is None else pass_rate
    report = SampleReport(results=len(results), skipped_lines=bad)
    picked: list[tuple[Result, Case, str, list[str]]] = []
    for res in results:
        if res.decision == "invalid":
            continue
        found = _match(res, by_line, by_id)
        if found is None:
            report.unmatched += 1
            continue
        for claim_id, why in select(res, found, policy, seed=seed, pass_rate=rate, margin=margin):
            picked.append((res, found, claim_id, why))
    if limit is not None and len(picked) > limit:
        picked.sort(
            key=lambda p: (
                min(REASONS.index(w) for w in p[3]),
                _draw(seed, "limit", p[0].input_sha256, p[2]),
            )
        )
        report.dropped_by_limit = len(picked) - limit
        picked = picked[:limit]
    # Shuffled, so the order does not say why an item was picked.
    picked.sort(key=lambda p: _draw(seed, "order", p[0].input_sha256, p[2]))
    key_path = key_path_for(out_path)
    with open(out_path, "wb") as out, open(key_path, "wb") as key:
        for res, case, claim_id, why in picked:
            item_id = hashlib.sha256(f"{res.input_sha256}:{claim_id}".encode()).hexdigest()[:12]
            out.write(orjson.dumps(_item(item_id, case, claim_id)) + b"\n")
            cr = next(c for c in res.claims if c.claim_id == claim_id)
            key.write(
                orjson.dumps(
                    {
                        "item_id": item_id,
                        "case_id": case.case_id,
                        "line": res.line,
                        "claim_id": claim_id,
                        "judge_label": cr.label,
                        "confidence": cr.confidence,
                        "decision": res.decision,
                        "selected_because": why,
                        "evidence": [e.model_dump(mode="json") for e in cr.evidence],
                        "judge": res.judge.model_dump(mode="json"),
                        "policy": res.policy.model_dump(mode="json"),
                        "input_sha256": res.input_sha256,
                        "seed": seed,
                    }
                )
                + b"\n"
            )
            report.items += 1
            report.reasons.update(why)
    return report


def _item(item_id: str, case: Case, claim_id: str) -> dict[str, Any]:
    claim = next(c for c in case.response.claims if c.claim_id == claim_id)
    chunks = cited_chunks(claim, resolve_citations(case))
    item: dict[str, Any] = {"item_id": item_id, "case_id": case.case_id, "claim_id": claim_id}
    item["claim"] = claim.text
    if case.question:
        item["question"] = case.question
    item["chunks"] = [
        {"chunk_id": ch.chunk_id, "document_id": ch.document_id, "text": ch.text} for ch in chunks
    ]
    item.update({"reviewer": None, "label": None, "notes": None})
    return item


def cohen_kappa(a: Sequence[str], b: Sequence[str]) -> float | None:
    """Cohen's kappa of two raters over the same items; None when undefined (chance = 1)."""
    n = len(a)
    if n == 0:
        return None
    observed = sum(x == y for x, y in zip(a, b, strict=True)) / n
    ca, cb = Counter(a), Counter(b)
    expected = sum(ca[k] * cb[k] for k in set(ca) | set(cb)) / (n * n)
    if expected >= 1.0:
        return None
    return round((observed - expected) / (1 - expected), 4)


@dataclass(frozen=True)
class Review:
    """One reviewed item."""

    item_id: str
    label: str | None
    reviewer: str | None
    notes: str | None
    claim: str
    case_id: str | None
    claim_id: str | None


def read_review(path: str) -> list[Review]:
    """Parse a filled-in review file; a bad line is a UsageError naming file and line."""
    out: list[Review] = []
    seen: set[str] = set()
    with open_input(path) as stream:
        for line in read_lines(stream):
            where = f"{path}:{line.number}"
            if line.data is None:
                raise UsageError(f"{where}: line too long")
            if not line.data.strip():
                continue
            try:
                obj = orjson.loads(line.data)
            except orjson.JSONDecodeError:
                raise UsageError(f"{where}: not valid JSON") from None
            if not isinstance(obj, dict) or not isinstance(obj.get("item_id"), str):
                raise UsageError(f"{where}: expected a review item with an 'item_id'")
            item_id = obj["item_id"]
            if item_id in seen:
                raise UsageError(f"{where}: item {item_id!r} appears twice")
            seen.add(item_id)
            label = obj.get("label")
            if isinstance(label, str) and label.strip().lower() in LABELS:
                label = label.strip().lower()
            elif label is not None and not (isinstance(label, str) and not label.strip()):
                raise UsageError(
                    f"{where}: label {label!r} is not one of {', '.join(LABELS)} (or null)"
                )
            else:
                label = None
            reviewer = obj.get("reviewer")
            notes = obj.get("notes")
            out.append(
                Review(
                    item_id=item_id,
                    label=label,
                    reviewer=reviewer if isinstance(reviewer, str) and reviewer else None,
                    notes=notes if isinstance(notes, str) and notes else None,
                    claim=claim if isinstance(claim := obj.get("claim"), str) else "",
                    case_id=obj.get("case_id"),
                    claim_id=obj.get("claim_id"),
                )
            )
    return out


def read_key(path: str | Path) -> dict[str, dict[str, Any]]:
    p = str(path)
    if not Path(p).exists():
        raise UsageError(f"{p}: no such key file (give it with --key)")
    out: dict[str, dict[str, Any]] = {}
    with open_input(p) as stream:
        for line in read_lines(stream):
            try:
                obj = orjson.loads(line.data or b"")
            except orjson.JSONDecodeError:
                raise UsageError(f"{p}:{line.number}: not valid JSON") from None
            if not isinstance(obj, dict) or "item_id" not in obj or "judge_label" not in obj:
                raise UsageError(f"{p}:{line.number}: not a review key line")
            out[obj["item_id"]] = obj
    return out


def _name(reviews: list[Review], path: str) -> str:
    names = sorted({r.reviewer for r in reviews if r.reviewer})
    return ", ".join(names) if names else Path(path).name


def _agreement(a: list[str], b: list[str]) -> float | None:
    return round(sum(x == y for x, y in zip(a, b, strict=True)) / len(a), 4) if a else None


def _short(text: str, n: int = 100) -> str:
    one = " ".join(text.split())
    return one if len(one) <= n else one[: n - 1] + "…"


def score(paths: Sequence[str], key_path: str | Path | None = None) -> dict[str, Any]:
    """Agreement of each reviewer with the judge, and between two reviewers."""
    if not 1 <= len(paths) <= 2:
        raise UsageError("give one or two review files")
    files = [read_review(p) for p in paths]
    key = read_key(key_path or key_path_for(paths[0]))
    reviewers = []
    for path, reviews in zip(paths, files, strict=True):
        unknown = [r.item_id for r in reviews if r.item_id not in key]
        if unknown:
            raise UsageError(f"{path}: item {unknown[0]!r} is not in the key file")
        done = [r for r in reviews if r.label is not None]
        human = [r.label or "" for r in done]
        judge = [key[r.item_id]["judge_label"] for r in done]
        fa = sum(
            1 for h, j in zip(human, judge, strict=True) if j == "supported" and h != "supported"
        )
        human_not = sum(1 for h in human if h != "supported")
        matrix = {h: dict.fromkeys(LABELS, 0) for h in LABELS}
        for h, j in zip(human, judge, strict=True):
            if j in LABELS:
                matrix[h][j] += 1
        reviewers.append(
            {
                "file": path,
                "reviewer": _name(reviews, path),
                "items": len(reviews),
                "labelled": len(done),
                "agreement_with_judge": _agreement(human, judge),
                "kappa_with_judge": cohen_kappa(human, judge),
                "judge_false_accepts": fa,
                "judge_false_accept_rate": round(fa / human_not, 4) if human_not else None,
                "confusion": matrix,
                "disagreements": [
                    {
                        "item_id": r.item_id, "case_id": r.case_id, "claim_id": r.claim_id,
                        "claim": _short(r.claim), "reviewer": r.label,
                        "judge": key[r.item_id]["judge_label"],
                        "confidence": key[r.item_id].get("confidence"), "notes": r.notes,
                    }
                    for r in done if r.label != key[r.item_id]["judge_label"]
                ],
            }
        )  # fmt: skip
    out: dict[str, Any] = {"key": str(key_path or key_path_for(paths[0])), "reviewers": reviewers}
    if len(files) == 2:
        second = {r.item_id: r for r in files[1]}
        both = [
            (r, second[r.item_id])
            for r in files[0]
            if r.label is not None and r.item_id in second and second[r.item_id].label is not None
        ]
        a = [x.label or "" for x, _ in both]
        b = [y.label or "" for _, y in both]
        out["inter_reviewer"] = {
            "items_both_labelled": len(both),
            "agreement": _agreement(a, b),
            "cohen_kappa": cohen_kappa(a, b),
            "disagreements": [
                {
                    "item_id": x.item_id, "case_id": x.case_id, "claim_id": x.claim_id,
                    "claim": _short(x.claim), "first": x.label, "second": y.label,
                    "judge": key[x.item_id]["judge_label"], "notes": [x.notes, y.notes],
                }
                for x, y in both if x.label != y.label
            ],
        }  # fmt: skip
    return out


def score_text(rep: dict[str, Any]) -> str:
    def pct(x: float | None) -> str:
        return "n/a" if x is None else f"{100 * x:.1f}%"

    def num(x: float | None) -> str:
        return "n/a (one label only)" if x is None else f"{x:.3f}"

    lines = []
    for r in rep["reviewers"]:
        lines += [
            f"{r['reviewer']} ({r['file']}): {r['labelled']} of {r['items']} items labelled",
            f"  agreement with the judge {pct(r['agreement_with_judge'])}, "
            f"Cohen's kappa {num(r['kappa_with_judge'])}",
            f"  judge said supported where the reviewer did not: {r['judge_false_accepts']} "
            f"({pct(r['judge_false_accept_rate'])} of the claims the reviewer did not support)",
        ]
        if r["disagreements"]:
            lines.append(f"  disagreements with the judge ({len(r['disagreements'])}):")
            for d in r["disagreements"]:
                lines.append(
                    f"    {d['item_id']} {d['case_id']}/{d['claim_id']}: reviewer {d['reviewer']}, "
                    f"judge {d['judge']} ({d['confidence']}) — {d['claim']}"
                    + (f"  [{d['notes']}]" if d["notes"] else "")
                )
    inter = rep.get("inter_reviewer")
    if inter is not None:
        lines += [
            "",
            f"Between reviewers: {inter['items_both_labelled']} items labelled by both, "
            f"agreement {pct(inter['agreement'])}, Cohen's kappa {num(inter['cohen_kappa'])}",
        ]
        for d in inter["disagreements"]:
            lines.append(
                f"    {d['item_id']} {d['case_id']}/{d['claim_id']}: {d['first']} vs "
                f"{d['second']} (judge {d['judge']}) — {d['claim']}"
            )
    return "\n".join(lines)


def sample_text(rep: SampleReport, out_path: str) -> str:
    reasons = ", ".join(f"{k} {rep.reasons[k]}" for k in REASONS if rep.reasons.get(k))
    lines = [
        f"{rep.items} items for review from {rep.results} results -> {out_path} "
        f"(key: {key_path_for(out_path)})",
        f"  picked because: {reasons or '-'} (an item may have several reasons)",
    ]
    if rep.dropped_by_limit:
        lines.append(f"  {rep.dropped_by_limit} more were left out by --limit")
    if rep.unmatched:
        lines.append(f"  {rep.unmatched} results had no matching case in the cases file")
    if rep.skipped_lines:
        lines.append(f"  {rep.skipped_lines} lines of the results file were not result lines")
    return "\n".join(lines)


__all__ = ["cohen_kappa", "key_path_for", "read_review", "sample", "score", "select"]
