"""Evaluation: how the gate's claim labels compare with human gold labels.

Input is a JSONL file of case lines with ``labels`` (run through the
pipeline here), of flat labelled pairs (``{"case_id", "claim", "citation",
"label"}``, converted to one-claim cases), or of result lines written by
``check --out`` (results carry the gold labels, so a stored run is re-scored
without calling the judge again). Everything is computed from
:class:`~citeproof.models.Result` objects, so the source does not matter.

This module measures; it decides nothing about a case. The dangerous errors
come first: *false accept* (predicted supported, gold not supported) and
*false accusation* (predicted contradicted, gold supported). Calibration
looks at the judge's ``confidence`` as a score and never calls it a
probability: it reports how often verdicts in each confidence band were
right on the labelled data, and which ``manual_review_below_confidence``
would keep false accepts under a target.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import orjson
from pydantic import ValidationError

from .models import Case, Result
from .pipeline import Checker, canonical_sha256
from .runner import check_line, open_input, read_lines
from .schema import parse_case

LABELS: tuple[str, ...] = ("supported", "contradicted", "insufficient")
DECISIONS: tuple[str, ...] = ("pass", "review", "block", "invalid")
NOT_CALIBRATED = (
    "confidence is the judge's score, not a calibrated probability: the table shows how "
    "often verdicts in each band were right on this labelled data"
)

# Labels teams already use in their gold sets, folded to ours.
LABEL_ALIASES: dict[str, str] = {
    "supported": "supported",
    "supports": "supported",
    "support": "supported",
    "entailment": "supported",
    "entailed": "supported",
    "contradicted": "contradicted",
    "contradicts": "contradicted",
    "contradiction": "contradicted",
    "refutes": "contradicted",
    "refuted": "contradicted",
    "insufficient": "insufficient",
    "not enough info": "insufficient",
    "not_enough_info": "insufficient",
    "nei": "insufficient",
    "neutral": "insufficient",
    "not_mentioned": "insufficient",
    "notmentioned": "insufficient",
    "not_supported": "insufficient",
    "unsupported": "insufficient",
}

_FLAT_KEYS = ("case_id", "claim", "citation", "label", "metadata")


@dataclass
class EvalInput:
    """What was read: one result per input line, and the cases behind them when kept."""

    results: list[Result] = field(default_factory=list)
    cases: dict[int, Case] = field(default_factory=dict)
    formats: Counter[str] = field(default_factory=Counter)


def flat_pair_case(obj: dict[str, Any], line: int) -> tuple[dict[str, Any] | None, str]:
    """A one-claim case line built from a flat labelled pair, or (None, why not)."""
    claim = obj.get("claim")
    citation = obj.get("citation")
    label = obj.get("label")
    if not isinstance(claim, str) or not claim.strip():
        return None, "flat pair: 'claim' must be a non-empty string"
    texts = citation if isinstance(citation, list) else [citation]
    if not texts or not all(isinstance(t, str) and t.strip() for t in texts):
        return None, "flat pair: 'citation' must be the chunk text (a string or a list of them)"
    gold = LABEL_ALIASES.get(label.strip().lower()) if isinstance(label, str) else None
    if gold is None:
        return None, f"flat pair: label {label!r} is not one of {', '.join(LABELS)}"
    case_id = obj.get("case_id")
    if case_id is None:
        case_id = f"line-{line}"
    if not isinstance(case_id, str) or not case_id:
        return None, "flat pair: 'case_id' must be a non-empty string"
    metadata: dict[str, Any] = {}
    if isinstance(obj.get("metadata"), dict):
        metadata.update(obj["metadata"])
    metadata.update({k: v for k, v in obj.items() if k not in _FLAT_KEYS})
    metadata["format"] = "flat_pair"
    if not isinstance(label, str) or label != gold:
        metadata["original_label"] = label
    chunk_ids = [f"{case_id}:{i + 1}" for i in range(len(texts))]
    return {
        "case_id": case_id,
        "retrieved": [
            {"chunk_id": cid, "text": text} for cid, text in zip(chunk_ids, texts, strict=True)
        ],
        "response": {
            "answer": claim,
            "claims": [
                {
                    "claim_id": "c1",
                    "text": claim,
                    "citation_ids": [f"s{i + 1}" for i in range(len(texts))],
                }
            ],
            "citations": [
                {"citation_id": f"s{i + 1}", "chunk_id": cid} for i, cid in enumerate(chunk_ids)
            ],
        },
        "labels": {"c1": gold},
        "metadata": metadata,
    }, ""


def _is_result_line(obj: dict[str, Any]) -> bool:
    return "schema_version" in obj and "decision" in obj and "input_sha256" in obj


def _is_flat_pair(obj: dict[str, Any]) -> bool:
    return "claim" in obj and "citation" in obj and "response" not in obj


def load_results(
    path: str,
    checker: Checker,
    *,
    keep_cases: bool = False,
    on_result: Callable[[Result], None] | None = None,
) -> EvalInput:
    """One result per line of *path*: case lines and flat pairs are checked, result lines read.

    Lines that cannot be used become ``invalid`` results (counted, never fatal).
    With *keep_cases*, the parsed cases are kept by line number (for reports).
    """
    out = EvalInput()
    with open_input(path) as stream:
        for line in read_lines(stream):
            result, case, kind = _one_line(checker, line)
            out.results.append(result)
            out.formats[kind] += 1
            if keep_cases and case is not None:
                out.cases[line.number] = case
            if on_result is not None:
                on_result(result)
    return out


def _one_line(checker: Checker, line: Any) -> tuple[Result, Case | None, str]:
    if line.data is None:
        return check_line(checker, line), None, "invalid"
    try:
        obj = orjson.loads(line.data)
    except orjson.JSONDecodeError:
        return check_line(checker, line), None, "invalid"
    if isinstance(obj, dict) and _is_result_line(obj):
        try:
            return Result.model_validate(obj), None, "result"
        except ValidationError as exc:
            msg = f"result line does not match the result schema: {exc.errors()[0]['msg']}"
            return _invalid(checker, obj, line.number, msg), None, "invalid"
    kind = "case"
    if isinstance(obj, dict) and _is_flat_pair(obj):
        converted, why = flat_pair_case(obj, line.number)
        if converted is None:
            return _invalid(checker, obj, line.number, why), None, "invalid"
        obj, kind = converted, "flat_pair"
    result = checker.check_obj(obj, line.number)
    if result.decision == "invalid":
        return result, None, "invalid"
    case, _ = parse_case(obj)
    return result, case, kind


def _invalid(checker: Checker, obj: Any, line: int, message: str) -> Result:
    case_id = obj.get("case_id") if isinstance(obj, dict) else None
    return checker.invalid(
        case_id if isinstance(case_id, str) else None,
        line,
        canonical_sha256(obj),
        "schema_violation",
        message,
    )


@dataclass(frozen=True, slots=True)
class ClaimRecord:
    """One claim that has a gold label, beside what the gate said about it."""

    case_id: str | None
    line: int | None
    claim_id: str
    gold: str
    predicted: str
    confidence: float
    judged: bool
    material: bool


def claim_records(results: Iterable[Result]) -> list[ClaimRecord]:
    """Labelled claims of the valid results, in input order."""
    out: list[ClaimRecord] = []
    for r in results:
        if r.decision == "invalid" or not r.labels:
            continue
        for c in r.claims:
            gold = r.labels.get(c.claim_id)
            if gold is None:
                continue
            out.append(
                ClaimRecord(
                    case_id=r.case_id, line=r.line, claim_id=c.claim_id, gold=gold,
                    predicted=c.label, confidence=c.confidence, judged=c.judged,
                    material=c.material,
                )
            )  # fmt: skip
    return out


def _rate(num: int, den: int) -> float | None:
    return round(num / den, 4) if den else None


def confusion(records: Sequence[ClaimRecord]) -> dict[str, dict[str, int]]:
    """Rows gold, columns predicted."""
    matrix = {g: dict.fromkeys(LABELS, 0) for g in LABELS}
    for r in records:
        matrix[r.gold][r.predicted] += 1
    return matrix


def per_label(matrix: dict[str, dict[str, int]]) -> dict[str, dict[str, Any]]:
    """Precision, recall, F1 and support per label (None where undefined)."""
    out: dict[str, dict[str, Any]] = {}
    for lab in LABELS:
        tp = matrix[lab][lab]
        predicted = sum(matrix[g][lab] for g in LABELS)
        support = sum(matrix[lab].values())
        p = tp / predicted if predicted else None
        r = tp / support if support else None
        f1 = None if p is None or r is None else (2 * p * r / (p + r) if p + r else 0.0)
        out[lab] = {
            "precision": _round(p), "recall": _round(r), "f1": _round(f1),
            "support": support, "predicted": predicted,
        }  # fmt: skip
    return out


def macro_f1(labels: dict[str, dict[str, Any]]) -> float | None:
    """Mean F1 over the labels that occur in gold or predictions (0 where a side is empty)."""
    scores = []
    for row in labels.values():
        if row["support"] == 0 and row["predicted"] == 0:
            continue
        scores.append(row["f1"] or 0.0)
    return round(sum(scores) / len(scores), 4) if scores else None


def _round(x: float | None) -> float | None:
    return None if x is None else round(x, 4)


def dangerous_errors(records: Sequence[ClaimRecord]) -> dict[str, Any]:
    """False accept (predicted supported, gold not) and false accusation.

    False accusation: predicted contradicted, gold supported.
    """
    gold_not = [r for r in records if r.gold != "supported"]
    gold_sup = [r for r in records if r.gold == "supported"]
    fa = sum(1 for r in gold_not if r.predicted == "supported")
    fx = sum(1 for r in gold_sup if r.predicted == "contradicted")
    return {
        "false_accept_rate": _rate(fa, len(gold_not)),
        "false_accepts": fa,
        "gold_not_supported": len(gold_not),
        "false_accusation_rate": _rate(fx, len(gold_sup)),
        "false_accusations": fx,
        "gold_supported": len(gold_sup),
    }


def answer_rates(results: Sequence[Result]) -> dict[str, Any]:
    """Citation coverage/support, and the strict per-answer beside the soft per-claim rate."""
    valid = [r for r in results if r.decision != "invalid" and r.metrics is not None]
    material = cited = supported_cited = 0
    strict_pass = gold_strict = gold_answers = 0
    answers_with_material = 0
    false_pass = answers_gold_bad = 0
    for r in valid:
        m = r.metrics
        assert m is not None
        material += m.material_claims
        cited += m.cited_claims
        mat = [c for c in r.claims if c.material]
        # A claim counts as cited here when a judge saw it through a retrieved chunk.
        ok = [c for c in mat if c.judged and c.label == "supported"]
        supported_cited += len(ok)
        if mat:
            answers_with_material += 1
            if len(ok) == len(mat) and m.cited_claims == len(mat):
                strict_pass += 1
        if r.labels and mat and all(c.claim_id in r.labels for c in mat):
            gold_answers += 1
            if all(r.labels[c.claim_id] == "supported" for c in mat):
                gold_strict += 1
            else:
                answers_gold_bad += 1
                if r.decision == "pass":
                    false_pass += 1
    return {
        "citation_coverage": _rate(cited, material),
        "cited_material_claims": cited,
        "material_claims": material,
        "citation_support": _rate(supported_cited, cited),
        "supported_cited_claims": supported_cited,
        "strict_answer_rate": _rate(strict_pass, answers_with_material),
        "strict_answers": strict_pass,
        "answers": answers_with_material,
        "soft_claim_rate": _rate(supported_cited, material),
        "gold_strict_answer_rate": _rate(gold_strict, gold_answers),
        "gold_labelled_answers": gold_answers,
        "answer_false_pass_rate": _rate(false_pass, answers_gold_bad),
        "answers_passed_with_unsupported_gold": false_pass,
        "answers_with_unsupported_gold": answers_gold_bad,
    }


def metric_block(results: Sequence[Result]) -> dict[str, Any]:
    """Every label, citation and answer metric for one set of results."""
    records = claim_records(results)
    matrix = confusion(records)
    labels = per_label(matrix)
    decisions: Counter[str] = Counter(r.decision for r in results)
    correct = sum(1 for r in records if r.gold == r.predicted)
    return {
        "cases": len(results),
        "decisions": {d: decisions.get(d, 0) for d in DECISIONS},
        "labelled_claims": len(records),
        **dangerous_errors(records),
        "accuracy": _rate(correct, len(records)),
        "macro_f1": macro_f1(labels),
        "labels": labels,
        "confusion": matrix,
        **answer_rates(results),
    }


def auroc(scores: Sequence[float], positive: Sequence[bool]) -> float | None:
    """Area under the ROC curve of *scores* for *positive* (ties count half); None if one class."""
    n_pos = sum(positive)
    n_neg = len(positive) - n_pos
    if not n_pos or not n_neg:
        return None
    order = sorted(range(len(scores)), key=lambda i: scores[i])
    ranks = [0.0] * len(scores)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and scores[order[j + 1]] == scores[order[i]]:
            j += 1
        mid = (i + j) / 2 + 1
        for k in range(i, j + 1):
            ranks[order[k]] = mid
        i = j + 1
    pos_rank_sum = sum(r for r, p in zip(ranks, positive, strict=True) if p)
    return round((pos_rank_sum - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg), 4)


def reliability(records: Sequence[ClaimRecord], bins: int = 10) -> list[dict[str, Any]]:
    """Per equal-width confidence bin: count, accuracy, mean confidence."""
    rows = []
    for b in range(bins):
        lo, hi = b / bins, (b + 1) / bins
        inside = [
            r for r in records if lo <= r.confidence < hi or (b == bins - 1 and r.confidence == hi)
        ]
        n = len(inside)
        rows.append(
            {
                "low": round(lo, 4),
                "high": round(hi, 4),
                "count": n,
                "accuracy": _rate(sum(1 for r in inside if r.gold == r.predicted), n),
                "mean_confidence": round(sum(r.confidence for r in inside) / n, 4) if n else None,
            }
        )
    return rows


def _at_threshold(records: Sequence[ClaimRecord], t: float, gold_not: int) -> dict[str, Any]:
    # The policy sends supported/contradicted verdicts with confidence < t to review.
    to_review = [r for r in records if r.predicted != "insufficient" and r.confidence < t]
    fa = sum(
        1
        for r in records
        if r.predicted == "supported" and r.confidence >= t and r.gold != "supported"
    )
    return {
        "threshold": round(t, 4),
        "false_accept_rate": _rate(fa, gold_not),
        "false_accepts": fa,
        "sent_to_review": len(to_review),
        "sent_to_review_share": _rate(len(to_review), len(records)),
        "supported_gold_sent_to_review": sum(1 for r in to_review if r.gold == "supported"),
    }


def recommend_threshold(
    records: Sequence[ClaimRecord], target: float, current: float | None = None
) -> dict[str, Any]:
    """The lowest ``manual_review_below_confidence`` (on a 0.01 grid) meeting *target*.

    False accepts here count claims predicted supported at or above the
    threshold whose gold label is not supported, over all gold-not-supported
    labelled claims (the same denominator as the headline rate).
    """
    gold_not = sum(1 for r in records if r.gold != "supported")
    out: dict[str, Any] = {"target_false_accept": target, "claims": len(records)}
    if current is not None:
        out["current"] = _at_threshold(records, current, gold_not)
    if not gold_not:
        out["recommended"] = None
        out["note"] = "no labelled claim is gold-not-supported: the false-accept rate is undefined"
        return out
    chosen = None
    for step in range(0, 101):
        t = step / 100
        row = _at_threshold(records, t, gold_not)
        if row["false_accepts"] / gold_not <= target:
            chosen = row
            break
    if chosen is None:
        worst = sum(
            1
            for r in records
            if r.predicted == "supported" and r.confidence >= 1.0 and r.gold != "supported"
        )
        out["recommended"] = None
        out["note"] = (
            f"not reachable by a confidence threshold: {worst} false accepts have confidence 1.0"
        )
        return out
    out["recommended"] = chosen
    return out


def calibration(
    records: Sequence[ClaimRecord],
    *,
    target_false_accept: float = 0.02,
    current_threshold: float | None = None,
    bins: int = 10,
) -> dict[str, Any]:
    """Reliability table, AUROC of confidence for right-vs-wrong verdicts, threshold advice."""
    judged = [r for r in records if r.judged]
    right = [r.gold == r.predicted for r in judged]
    table = reliability(judged, bins)
    ece = sum(
        row["count"] / len(judged) * abs(row["accuracy"] - row["mean_confidence"])
        for row in table
        if row["count"]
    ) if judged else None  # fmt: skip
    return {
        "calibrated": False,
        "note": NOT_CALIBRATED,
        "judged_claims": len(judged),
        "bins": table,
        "auroc_correct": auroc([r.confidence for r in judged], right),
        "expected_calibration_error": _round(ece),
        "review_threshold": recommend_threshold(judged, target_false_accept, current_threshold),
    }


def lookup(obj: Any, path: str) -> Any:
    """Value at a dotted *path* (``metadata.source``) of a JSON-like object, or None."""
    for part in path.split("."):
        if isinstance(obj, dict):
            obj = obj.get(part)
        elif isinstance(obj, list) and part.isdigit() and int(part) < len(obj):
            obj = obj[int(part)]
        else:
            return None
    return obj


def group_key(result: Result, path: str) -> str:
    value = lookup(result.model_dump(mode="json"), path)
    if value is None:
        return "(none)"
    if isinstance(value, str):
        return value
    return orjson.dumps(value).decode()


def breakdown(results: Sequence[Result], path: str) -> dict[str, dict[str, Any]]:
    """Metrics per distinct value of *path*, largest group first."""
    groups: dict[str, list[Result]] = {}
    for r in results:
        if r.decision == "invalid":
            continue
        groups.setdefault(group_key(r, path), []).append(r)
    ordered = sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    return {k: metric_block(v) for k, v in ordered}


@dataclass(frozen=True)
class Thresholds:
    """Gates for CI: None means not checked."""

    max_false_accept: float | None = None
    max_false_accusation: float | None = None
    min_macro_f1: float | None = None

    def check(self, metrics: dict[str, Any]) -> list[dict[str, Any]]:
        rows = []
        for name, key, is_max in (
            ("max_false_accept", "false_accept_rate", True),
            ("max_false_accusation", "false_accusation_rate", True),
            ("min_macro_f1", "macro_f1", False),
        ):
            limit = getattr(self, name)
            if limit is None:
                continue
            value = metrics.get(key)
            if value is None:
                ok, why = False, "cannot be measured on this data"
            else:
                ok = value <= limit if is_max else value >= limit
                why = ""
            rows.append(
                {"threshold": name, "metric": key, "limit": limit, "value": value, "ok": ok,
                 "note": why}
            )  # fmt: skip
        return rows


def evaluate(
    results: Sequence[Result],
    *,
    by: Sequence[str] = (),
    thresholds: Thresholds | None = None,
    target_false_accept: float = 0.02,
    current_threshold: float | None = None,
    source: str | None = None,
    formats: dict[str, int] | None = None,
) -> dict[str, Any]:
    """The whole evaluation as JSON-ready data (what ``eval --format json`` prints)."""
    overall = metric_block(results)
    records = claim_records(results)
    invalid = [
        {
            "line": r.line,
            "case_id": r.case_id,
            "code": r.errors[0].code if r.errors else None,
            "message": r.errors[0].message if r.errors else "",
        }
        for r in results
        if r.decision == "invalid"
    ]
    unlabelled = sum(
        1 for r in results if r.decision != "invalid" for c in r.claims
        if not r.labels or c.claim_id not in r.labels
    )  # fmt: skip
    judges = sorted({r.judge.name for r in results if r.decision != "invalid"})
    policies = sorted({r.policy.name for r in results if r.decision != "invalid"})
    checks = (thresholds or Thresholds()).check(overall)
    return {
        "source": source,
        "judges": judges,
        "policies": policies,
        "formats": dict(formats or {}),
        "lines": len(results),
        "invalid_lines": len(invalid),
        "invalid": invalid[:50],
        "unlabelled_claims": unlabelled,
        "overall": overall,
        "calibration": calibration(
            records, target_false_accept=target_false_accept, current_threshold=current_threshold
        ),
        "breakdowns": {path: breakdown(results, path) for path in by},
        "thresholds": checks,
        "ok": all(c["ok"] for c in checks),
    }


def _pct(x: float | None) -> str:
    return "n/a" if x is None else f"{100 * x:.1f}%"


def _num(x: float | None, digits: int = 3) -> str:
    return "n/a" if x is None else f"{x:.{digits}f}"


def text_report(ev: dict[str, Any]) -> str:
    """The evaluation for people: dangerous errors first."""
    o = ev["overall"]
    lines = [
        f"citeproof eval: {ev.get('source') or '-'}",
        f"{ev['lines']} lines: {o['cases'] - o['decisions']['invalid']} cases checked, "
        f"{ev['invalid_lines']} invalid; {o['labelled_claims']} labelled claims"
        + (f", {ev['unlabelled_claims']} without a gold label" if ev["unlabelled_claims"] else ""),
        f"judge: {', '.join(ev['judges']) or '-'}   policy: {', '.join(ev['policies']) or '-'}",
        "",
        "Dangerous errors",
        f"  false accept      {_pct(o['false_accept_rate']):>7}  "
        f"({o['false_accepts']} of {o['gold_not_supported']} gold-not-supported claims "
        "predicted supported)",
        f"  false accusation  {_pct(o['false_accusation_rate']):>7}  "
        f"({o['false_accusations']} of {o['gold_supported']} gold-supported claims "
        "predicted contradicted)",
        f"  answers passed with a gold-not-supported material claim: "
        f"{_pct(o['answer_false_pass_rate'])} "
        f"({o['answers_passed_with_unsupported_gold']} of {o['answers_with_unsupported_gold']})",
        "",
        "Labels (rows: gold, columns: predicted)",
        f"  {'':<14}" + "".join(f"{lab:>14}" for lab in LABELS) + f"{'recall':>10}",
    ]
    for g in LABELS:
        row = o["confusion"][g]
        lines.append(
            f"  {g:<14}" + "".join(f"{row[p]:>14}" for p in LABELS)
            + f"{_num(o['labels'][g]['recall']):>10}"
        )  # fmt: skip
    lines.append(
        f"  {'precision':<14}" + "".join(f"{_num(o['labels'][p]['precision']):>14}" for p in LABELS)
    )
    lines.append(f"  {'F1':<14}" + "".join(f"{_num(o['labels'][p]['f1']):>14}" for p in LABELS))
    lines.append(f"  macro-F1 {_num(o['macro_f1'])}   accuracy {_pct(o['accuracy'])}")
    lines += [
        "",
        f"Citations: coverage {_pct(o['citation_coverage'])} "
        f"({o['cited_material_claims']} of {o['material_claims']} material claims cited), "
        f"support {_pct(o['citation_support'])} "
        f"({o['supported_cited_claims']} of {o['cited_material_claims']} cited claims supported)",
        f"Answers: strict pass {_pct(o['strict_answer_rate'])} "
        f"({o['strict_answers']} of {o['answers']} with every material claim cited and "
        f"supported); soft per-claim {_pct(o['soft_claim_rate'])}; "
        f"gold says {_pct(o['gold_strict_answer_rate'])}",
        "Decisions: " + ", ".join(f"{d} {o['decisions'][d]}" for d in DECISIONS),
    ]
    lines += ["", *_calibration_text(ev["calibration"])]
    for path, groups in ev["breakdowns"].items():
        lines += ["", f"By {path}"]
        lines.append(
            f"  {'value':<32}{'cases':>7}{'claims':>8}{'false acc.':>11}{'false accus.':>13}"
            f"{'macro-F1':>10}{'strict':>8}"
        )
        for value, m in groups.items():
            shown = value if len(value) <= 31 else value[:30] + "…"
            lines.append(
                f"  {shown:<32}{m['cases']:>7}{m['labelled_claims']:>8}"
                f"{_pct(m['false_accept_rate']):>11}{_pct(m['false_accusation_rate']):>13}"
                f"{_num(m['macro_f1']):>10}{_pct(m['strict_answer_rate']):>8}"
            )
    if ev["invalid"]:
        lines += ["", f"Invalid lines ({ev['invalid_lines']}, not scored)"]
        for row in ev["invalid"][:10]:
            lines.append(f"  line {row['line']}: {row['code']}: {row['message'][:100]}")
        if ev["invalid_lines"] > 10:
            lines.append(f"  … and {ev['invalid_lines'] - 10} more")
    if ev["thresholds"]:
        lines += ["", "Thresholds"]
        for t in ev["thresholds"]:
            mark = "ok  " if t["ok"] else "MISS"
            lines.append(
                f"  {mark} {t['threshold']} {t['limit']:g}: {t['metric']} = {_num(t['value'], 4)}"
                + (f" ({t['note']})" if t["note"] else "")
            )
    return "\n".join(lines)


def _calibration_text(cal: dict[str, Any]) -> list[str]:
    lines = [
        f"Calibration over {cal['judged_claims']} judged claims (not a probability: "
        "confidence is the judge's score, uncalibrated)",
        f"  {'confidence':<13}{'count':>7}{'accuracy':>10}{'mean conf':>11}",
    ]
    for row in cal["bins"]:
        if row["count"]:
            lines.append(
                f"  {row['low']:.1f}–{row['high']:.1f}{'':<6}{row['count']:>7}"
                f"{_pct(row['accuracy']):>10}{_num(row['mean_confidence']):>11}"
            )
    lines.append(
        f"  AUROC of confidence for right vs wrong verdicts: {_num(cal['auroc_correct'])}"
        f"   expected calibration error: {_num(cal['expected_calibration_error'])}"
    )
    rt = cal["review_threshold"]
    target = _pct(rt["target_false_accept"])
    rec = rt.get("recommended")
    if rec is None:
        lines.append(f"  manual_review_below_confidence for false accept ≤ {target}: none — "
                     f"{rt.get('note', '')}")  # fmt: skip
    else:
        lines.append(
            f"  recommended manual_review_below_confidence for false accept ≤ {target}: "
            f"{rec['threshold']:.2f}"
        )
        lines.append(f"    {_threshold_line(rec, rt['claims'])}")
    cur = rt.get("current")
    if cur is not None:
        lines.append(
            f"    current policy {cur['threshold']:.2f}: {_threshold_line(cur, rt['claims'])}"
        )
    return lines


def _threshold_line(row: dict[str, Any], claims: int) -> str:
    return (
        f"false accept {_pct(row['false_accept_rate'])} ({row['false_accepts']}), "
        f"{row['sent_to_review']} of {claims} judged claims to review "
        f"({_pct(row['sent_to_review_share'])}; {row['supported_gold_sent_to_review']} of them "
        "gold-supported)"
    )
