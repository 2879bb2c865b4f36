"""A self-contained HTML page for a run: totals, decisions, errors, the cases that stopped.

One file, no network: inline CSS and SVG only, no scripts, no external
fonts or images, so it can be attached to a ticket or opened offline. Every
piece of input text goes through :func:`html.escape`. Evidence is
highlighted with ``<mark data-start data-end>`` at the verified offsets of the
chunk text (overlapping spans are merged); a span whose offsets no longer fit
the chunk text (the case file changed since the run) is listed, not marked.

The page shows what other modules computed (:mod:`citeproof.report` totals,
:mod:`citeproof.evaluate` metrics); it computes nothing of its own beyond
layout.
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import orjson

from ._version import __version__
from .models import Case, Chunk, ClaimResult, Result
from .report import Summary
from .runner import open_input, read_lines
from .schema import parse_case

LABELS = ("supported", "contradicted", "insufficient")
DECISIONS = ("pass", "review", "block", "invalid")
_COLOURS = {
    "pass": "#2e7d32",
    "review": "#ef8f00",
    "block": "#c62828",
    "invalid": "#6d4c41",
    "supported": "#2e7d32",
    "contradicted": "#c62828",
    "insufficient": "#757575",
}
LONG_CHUNK = 4000  # longer chunks are shown as windows around the evidence
WINDOW = 300

_CSS = """
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;
  color:#1d1d1f;background:#f6f7f9}
main{max-width:1100px;margin:0 auto;padding:24px}
h1{font-size:24px;margin:0 0 4px} h2{font-size:19px;margin:28px 0 10px;
  border-bottom:1px solid #d9dce1;padding-bottom:4px} h3{font-size:16px;margin:0}
.meta{color:#555;font-size:13px}
.cards{display:flex;flex-wrap:wrap;gap:10px;margin:14px 0}
.card{background:#fff;border:1px solid #d9dce1;border-radius:8px;padding:10px 14px;min-width:110px}
.card b{display:block;font-size:22px} .card span{color:#555;font-size:13px}
.card.warn b{color:#c62828}
table{border-collapse:collapse;background:#fff;margin:6px 0 12px}
th,td{border:1px solid #d9dce1;padding:5px 9px;text-align:left;vertical-align:top;font-size:14px}
th{background:#eef0f3} td.n{text-align:right;font-variant-numeric:tabular-nums}
.heat td.n{min-width:80px;text-align:center;font-weight:600}
.badge{display:inline-block;border-radius:10px;padding:1px 9px;color:#fff;font-size:12px;
  font-weight:600;text-transform:uppercase;letter-spacing:.03em}
.case{background:#fff;border:1px solid #d9dce1;border-radius:8px;margin:10px 0;padding:0}
.case>summary{cursor:pointer;padding:10px 14px;list-style:none}
.case>summary::-webkit-details-marker{display:none}
.case .body{padding:0 14px 12px}
.reasons{margin:6px 0;padding-left:20px;font-size:14px}
.chunk{white-space:pre-wrap;background:#fafafa;border:1px solid #e3e5e8;border-radius:6px;
  padding:8px 10px;font-size:14px;max-height:420px;overflow:auto}
.chunk-id{font-size:12px;color:#555;margin:8px 0 2px}
mark{background:#fff3a3;border-bottom:2px solid #e0b000;padding:0 1px}
mark.contradicted{background:#ffd6d6;border-color:#c62828}
mark.supported{background:#d8f3d8;border-color:#2e7d32}
.gap{color:#999}
.note{font-size:13px;color:#555}
svg text{font:12px system-ui,sans-serif;fill:#333}
"""


def _e(value: Any) -> str:
    return html.escape("" if value is None else str(value), quote=True)


def _pct(x: float | None) -> str:
    return "n/a" if x is None else f"{100 * x:.1f}%"


def _num(x: float | None) -> str:
    return "n/a" if x is None else f"{x:.3f}"


def _badge(word: str) -> str:
    colour = _COLOURS.get(word, "#555")
    return f'<span class="badge" style="background:{colour}">{_e(word)}</span>'


def merged_spans(spans: Iterable[tuple[int, int, str]]) -> list[tuple[int, int, set[str]]]:
    """Sorted, non-overlapping (start, end, labels): overlapping or touching spans merge."""
    out: list[tuple[int, int, set[str]]] = []
    for start, end, label in sorted(spans):
        if out and start <= out[-1][1]:
            s, e, labels = out[-1]
            out[-1] = (s, max(e, end), labels | {label})
        else:
            out.append((start, end, {label}))
    return out


def _mark_class(labels: set[str]) -> str:
    if "contradicted" in labels:
        return "contradicted"
    return "supported" if "supported" in labels else ""


def highlight(text: str, spans: Sequence[tuple[int, int, str]]) -> str:
    """*text* escaped, with ``<mark>`` around each (merged) span; long text shown in windows."""
    merged = merged_spans(spans)
    if len(text) <= LONG_CHUNK:
        windows = [(0, len(text))]
    else:
        windows = []
        for s, e, _ in merged:
            lo, hi = max(0, s - WINDOW), min(len(text), e + WINDOW)
            if windows and lo <= windows[-1][1]:
                windows[-1] = (windows[-1][0], max(windows[-1][1], hi))
            else:
                windows.append((lo, hi))
        windows = windows or [(0, min(len(text), 2 * WINDOW))]
    parts: list[str] = []
    for w_lo, w_hi in windows:
        if w_lo > 0:
            parts.append(f'<span class="gap">[… {w_lo:,} characters before …]</span> ')
        pos = w_lo
        for s, e, labels in merged:
            if s < w_lo or e > w_hi:
                continue
            parts.append(_e(text[pos:s]))
            cls = _mark_class(labels)
            parts.append(
                f'<mark{f" class={chr(34)}{cls}{chr(34)}" if cls else ""} data-start="{s}" '
                f'data-end="{e}">{_e(text[s:e])}</mark>'
            )
            pos = e
        parts.append(_e(text[pos:w_hi]))
        if w_hi < len(text):
            parts.append(f' <span class="gap">[… {len(text) - w_hi:,} more characters …]</span>')
    return "".join(parts)


def decision_bar(decisions: Mapping[str, int], width: int = 640) -> str:
    total = sum(decisions.values())
    if not total:
        return '<p class="note">no cases</p>'
    x = 0.0
    rects, legend = [], []
    for i, d in enumerate(DECISIONS):
        n = decisions.get(d, 0)
        w = width * n / total
        if n:
            rects.append(
                f'<rect x="{x:.1f}" y="0" width="{w:.1f}" height="26" fill="{_COLOURS[d]}">'
                f"<title>{d}: {n}</title></rect>"
            )
        x += w
        legend.append(
            f'<rect x="{i * 150}" y="36" width="12" height="12" fill="{_COLOURS[d]}"/>'
            f'<text x="{i * 150 + 17}" y="46">{d} {n} ({100 * n / total:.1f}%)</text>'
        )
    return (
        f'<svg role="img" aria-label="decisions" width="{width}" height="54" '
        f'viewBox="0 0 {width} 54">' + "".join(rects) + "".join(legend) + "</svg>"
    )


def reliability_chart(bins: Sequence[Mapping[str, Any]], size: int = 320) -> str:
    """Accuracy per confidence bin as bars, mean confidence as dots, the diagonal for reference."""
    pad = 40
    inner = size - 2 * pad
    total = sum(b["count"] for b in bins) or 1

    def px(v: float) -> float:
        return pad + v * inner

    def py(v: float) -> float:
        return size - pad - v * inner

    out = [
        f'<svg role="img" aria-label="reliability" width="{size}" height="{size}" '
        f'viewBox="0 0 {size} {size}">',
        f'<rect x="{pad}" y="{pad}" width="{inner}" height="{inner}" fill="#fff" stroke="#ccc"/>',
        f'<line x1="{px(0)}" y1="{py(0)}" x2="{px(1)}" y2="{py(1)}" stroke="#999" '
        'stroke-dasharray="4 3"/>',
    ]
    for t in (0, 0.5, 1):
        out.append(f'<text x="{px(t) - 8:.1f}" y="{size - pad + 16}">{t:g}</text>')
        out.append(f'<text x="{pad - 26}" y="{py(t) + 4:.1f}">{t:g}</text>')
    out.append(f'<text x="{size / 2 - 40}" y="{size - 6}">confidence</text>')
    out.append(
        f'<text x="12" y="{size / 2 + 30}" transform="rotate(-90 12 {size / 2 + 30})">'
        "accuracy</text>"
    )
    for b in bins:
        if not b["count"]:
            continue
        x0, x1 = px(b["low"]), px(b["high"])
        acc = b["accuracy"] or 0.0
        opacity = 0.35 + 0.65 * b["count"] / total
        out.append(
            f'<rect x="{x0 + 1:.1f}" y="{py(acc):.1f}" width="{x1 - x0 - 2:.1f}" '
            f'height="{py(0) - py(acc):.1f}" fill="#3f6fb5" fill-opacity="{opacity:.2f}">'
            f"<title>{b['low']:.1f}–{b['high']:.1f}: {b['count']} claims, accuracy "
            f"{_pct(b['accuracy'])}, mean confidence {_num(b['mean_confidence'])}</title></rect>"
        )
        out.append(
            f'<circle cx="{px(b["mean_confidence"]):.1f}" cy="{py(acc):.1f}" r="3.5" '
            'fill="#c62828"/>'
        )
    out.append("</svg>")
    return "".join(out)


def heat_matrix(matrix: Mapping[str, Mapping[str, int]]) -> str:
    biggest = max((v for row in matrix.values() for v in row.values()), default=0) or 1
    rows = ["<table class='heat'><tr><th>gold \\ predicted</th>"]
    rows += [f"<th>{_e(p)}</th>" for p in LABELS]
    rows.append("</tr>")
    for g in LABELS:
        rows.append(f"<tr><th>{_e(g)}</th>")
        for p in LABELS:
            v = matrix.get(g, {}).get(p, 0)
            alpha = 0.08 + 0.8 * v / biggest if v else 0
            # Right answers in blue, wrong ones in red: the colour says which cells are errors.
            rgb = "63,111,181" if g == p else "198,40,40"
            colour = "#fff" if alpha > 0.55 else "#1d1d1f"
            rows.append(
                f'<td class="n" style="background:rgba({rgb},{alpha:.2f});color:{colour}">{v}</td>'
            )
        rows.append("</tr>")
    rows.append("</table>")
    return "".join(rows)


def _cards(items: Iterable[tuple[str, str, bool]]) -> str:
    return (
        '<div class="cards">'
        + "".join(
            f'<div class="card{" warn" if warn else ""}"><b>{_e(v)}</b><span>{_e(k)}</span></div>'
            for k, v, warn in items
        )
        + "</div>"
    )


def _evaluation_section(ev: Mapping[str, Any]) -> str:
    o = ev["overall"]
    parts = ["<h2>Against gold labels</h2>"]
    parts.append(
        _cards(
            [
                ("false accept", _pct(o["false_accept_rate"]), bool(o["false_accepts"])),
                (
                    "false accusation",
                    _pct(o["false_accusation_rate"]),
                    bool(o["false_accusations"]),
                ),
                ("macro-F1", _num(o["macro_f1"]), False),
                ("labelled claims", str(o["labelled_claims"]), False),
                ("strict answer pass", _pct(o["strict_answer_rate"]), False),
                ("citation coverage", _pct(o["citation_coverage"]), False),
            ]
        )
    )
    parts.append(
        f'<p class="note">False accept: {o["false_accepts"]} of {o["gold_not_supported"]} claims '
        f"that are not supported by gold were predicted supported. False accusation: "
        f"{o['false_accusations']} of {o['gold_supported']} gold-supported claims were "
        "predicted contradicted.</p>"
    )
    parts.append("<h3>Confusion matrix</h3>")
    parts.append(heat_matrix(o["confusion"]))
    parts.append(
        "<table><tr><th>label</th><th>precision</th><th>recall</th><th>F1</th>"
        "<th>gold</th><th>predicted</th></tr>"
    )
    for lab in LABELS:
        r = o["labels"][lab]
        parts.append(
            f"<tr><td>{_e(lab)}</td><td class='n'>{_num(r['precision'])}</td>"
            f"<td class='n'>{_num(r['recall'])}</td><td class='n'>{_num(r['f1'])}</td>"
            f"<td class='n'>{r['support']}</td><td class='n'>{r['predicted']}</td></tr>"
        )
    parts.append("</table>")
    cal = ev["calibration"]
    parts.append("<h3>Reliability of confidence</h3>")
    parts.append(
        f'<p class="note">{_e(cal["note"])}. Bars: accuracy per confidence band; red dots: mean '
        "confidence in the band; dashed: where a calibrated score would lie.</p>"
    )
    parts.append(reliability_chart(cal["bins"]))
    parts.append(
        f'<p class="note">AUROC of confidence for right vs wrong verdicts: '
        f"{_num(cal['auroc_correct'])} over {cal['judged_claims']} judged claims.</p>"
    )
    rt = cal["review_threshold"]
    rec = rt.get("recommended")
    if rec is not None:
        parts.append(
            f"<p>Recommended <code>manual_review_below_confidence</code> for a false-accept rate "
            f"≤ {_pct(rt['target_false_accept'])}: <b>{rec['threshold']:.2f}</b> — false accept "
            f"{_pct(rec['false_accept_rate'])}, {rec['sent_to_review']} of {rt['claims']} judged "
            "claims would go to review.</p>"
        )
    else:
        parts.append(f'<p class="note">No threshold recommendation: {_e(rt.get("note"))}</p>')
    return "".join(parts)


def _claims_table(claims: Sequence[ClaimResult], case: Case | None, gold: Mapping[str, str]) -> str:
    texts = {c.claim_id: c.text for c in case.response.claims} if case else {}
    rows = [
        "<table><tr><th>claim</th><th>text</th><th>label</th><th>conf.</th>"
        + ("<th>gold</th>" if gold else "")
        + "<th>reason</th></tr>"
    ]
    for c in claims:
        text = texts.get(c.claim_id) or c.text or ""
        rows.append(
            f"<tr><td>{_e(c.claim_id)}</td><td>{_e(text)}"
            + ("" if c.material else ' <span class="note">(not material)</span>')
            + f"</td><td>{_badge(c.label)}</td><td class='n'>{c.confidence:.2f}</td>"
            + (f"<td>{_e(gold.get(c.claim_id, ''))}</td>" if gold else "")
            + f"<td>{_e(c.reason)}</td></tr>"
        )
    rows.append("</table>")
    return "".join(rows)


def _chunks_html(result: Result, case: Case | None) -> str:
    by_chunk: dict[str, list[tuple[int, int, str]]] = {}
    for c in result.claims:
        for ev in c.evidence:
            by_chunk.setdefault(ev.chunk_id, []).append((ev.start, ev.end, c.label))
    if result.redacted:
        return '<p class="note">Content redacted in this run; evidence offsets only: ' + _e(
            "; ".join(f"{k} {v[0]}–{v[1]}" for k, spans in by_chunk.items() for v in spans)
        ) + "</p>"  # fmt: skip
    if case is None:
        if not by_chunk:
            return ""
        items = [
            f'<div class="chunk-id">{_e(ev.chunk_id)} [{ev.start}:{ev.end}] '
            f"({_e(c.claim_id)})</div>"
            f'<div class="chunk" data-chunk="{_e(ev.chunk_id)}">'
            f'<mark data-start="{ev.start}" data-end="{ev.end}">'
            f"{_e(ev.text)}</mark></div>"
            for c in result.claims
            for ev in c.evidence
        ]
        return '<p class="note">Chunk text not available; evidence only.</p>' + "".join(items)
    cited = {cit.chunk_id for cit in case.response.citations}
    chunks: list[Chunk] = [
        ch for ch in case.retrieved if ch.chunk_id in cited or ch.chunk_id in by_chunk
    ]
    wanted = {(e.chunk_id, e.start, e.end): e.text for c in result.claims for e in c.evidence}
    seen: set[str] = set()
    out = []
    for ch in chunks:
        if ch.chunk_id in seen:
            continue
        seen.add(ch.chunk_id)
        good, stale = [], []
        for s, e, label in by_chunk.get(ch.chunk_id, []):
            if 0 <= s < e <= len(ch.text) and ch.text[s:e] == wanted[(ch.chunk_id, s, e)]:
                good.append((s, e, label))
            else:
                stale.append((s, e))
        title = f" — {_e(ch.document_id)}" if ch.document_id else ""
        out.append(f'<div class="chunk-id">{_e(ch.chunk_id)}{title}</div>')
        out.append(
            f'<div class="chunk" data-chunk="{_e(ch.chunk_id)}">{highlight(ch.text, good)}</div>'
        )
        if stale:
            out.append(
                '<p class="note">Evidence offsets that do not fit this chunk text (not marked): '
                + _e(", ".join(f"{s}–{e}" for s, e in stale))
                + "</p>"
            )
    return "".join(out)


def _case_html(result: Result, case: Case | None) -> str:
    where = f"line {result.line}" if result.line is not None else ""
    head = (
        f"<summary>{_badge(result.decision)} <b>{_e(result.case_id or '(no case id)')}</b> "
        f'<span class="meta">{_e(where)} · {len(result.reasons)} reasons</span></summary>'
    )
    body = ['<div class="body">']
    if case is not None and case.question:
        body.append(f"<p><b>Question:</b> {_e(case.question)}</p>")
    if case is not None:
        body.append(f"<p><b>Answer:</b> {_e(case.response.answer)}</p>")
    if result.reasons:
        body.append('<ul class="reasons">')
        for r in result.reasons:
            body.append(f"<li>{_badge(r.action)} <code>{_e(r.code)}</code> {_e(r.message)}</li>")
        body.append("</ul>")
    if result.decision == "invalid":
        body.append('<ul class="reasons">')
        for f in result.errors[:20]:
            body.append(f"<li><code>{_e(f.code)}</code> {_e(f.path)} {_e(f.message)}</li>")
        body.append("</ul>")
    if result.claims:
        body.append(_claims_table(result.claims, case, result.labels or {}))
    body.append(_chunks_html(result, case))
    body.append("</div>")
    return f'<details class="case" open>{head}{"".join(body)}</details>'


def render(
    results: Sequence[Result],
    *,
    cases: Mapping[int, Case] | None = None,
    evaluation: Mapping[str, Any] | None = None,
    title: str = "citeproof report",
    source: str | None = None,
    max_cases: int = 200,
) -> str:
    """The whole page as one string."""
    summary = Summary()
    for r in results:
        summary.add(r)
    d = summary.decisions
    judges = sorted({f"{r.judge.name}" + (f" ({r.judge.model})" if r.judge.model else "")
                     for r in results if r.decision != "invalid"})  # fmt: skip
    policies = sorted({f"{r.policy.name} {r.policy.sha256[:12]}" for r in results})
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{_e(title)}</title><style>{_CSS}</style></head><body><main>",
        f"<h1>{_e(title)}</h1>",
        '<p class="meta">'
        + " · ".join(
            _e(part)
            for part in (
                source,
                f"citeproof {__version__}",
                f"judge {', '.join(judges) or '-'}",
                f"policy {', '.join(policies) or '-'}",
            )
            if part
        )
        + "</p>",
        _cards(
            [
                ("cases", str(summary.cases), False),
                ("claims", str(summary.claims), False),
                ("pass", str(d.get("pass", 0)), False),
                ("review", str(d.get("review", 0)), False),
                ("block", str(d.get("block", 0)), bool(d.get("block"))),
                ("invalid", str(d.get("invalid", 0)), bool(d.get("invalid"))),
            ]
        ),
        "<h2>Decisions</h2>",
        decision_bar({k: d.get(k, 0) for k in DECISIONS}),
    ]
    labels = summary.labels
    parts.append(
        '<p class="note">Claims: '
        + ", ".join(f"{_e(k)} {labels.get(k, 0)}" for k in LABELS)
        + "</p>"
    )
    if summary.codes:
        parts.append("<table><tr><th>finding</th><th>count</th></tr>")
        for code, n in summary.codes.most_common(15):
            parts.append(f"<tr><td><code>{_e(code)}</code></td><td class='n'>{n}</td></tr>")
        parts.append("</table>")
    if evaluation is not None and evaluation["overall"]["labelled_claims"]:
        parts.append(_evaluation_section(evaluation))
    stopped = [r for r in results if r.decision in ("block", "review")]
    parts.append(f"<h2>Blocked and reviewed cases ({len(stopped)})</h2>")
    if len(stopped) > max_cases:
        parts.append(f'<p class="note">Showing the first {max_cases}.</p>')
    for r in stopped[:max_cases]:
        case = cases.get(r.line) if cases and r.line is not None else None
        if case is not None and (case.case_id != r.case_id or r.redacted):
            case = None  # a redacted run must not leak content through the report
        parts.append(_case_html(r, case))
    if not stopped:
        parts.append('<p class="note">None.</p>')
    parts.append("</main></body></html>\n")
    return "".join(parts)


def cases_for(path: str, lines: Iterable[int]) -> dict[int, Case]:
    """Re-read the cases of *path* at the given line numbers (for chunk text); '-' gives none."""
    wanted = set(lines)
    out: dict[int, Case] = {}
    if path == "-" or not wanted:
        return out
    with open_input(path) as stream:
        for line in read_lines(stream):
            if line.number not in wanted or line.data is None:
                continue
            try:
                case, _ = parse_case(orjson.loads(line.data))
            except orjson.JSONDecodeError:
                continue
            if case is not None:
                out[line.number] = case
    return out


def write_report(
    path: str | Path,
    results: Sequence[Result],
    *,
    cases: Mapping[int, Case] | None = None,
    cases_path: str | None = None,
    evaluation: Mapping[str, Any] | None = None,
    title: str = "citeproof report",
    source: str | None = None,
    max_cases: int = 200,
) -> None:
    """Write the page to *path*. Chunk text comes from *cases*, or is re-read from *cases_path*."""
    if cases is None and cases_path is not None:
        stopped = [r.line for r in results if r.decision in ("block", "review") and r.line]
        cases = cases_for(cases_path, stopped[:max_cases])
    if evaluation is None and any(r.labels for r in results):
        from .evaluate import evaluate

        evaluation = evaluate(results)
    page = render(
        results, cases=cases, evaluation=evaluation, title=title, source=source or cases_path,
        max_cases=max_cases,
    )  # fmt: skip
    Path(path).write_text(page, encoding="utf-8")


def _results_from_output(out: str, fmt: str) -> list[Result] | None:
    """The results a finished ``check`` wrote to *out*, or None when they cannot be read back."""
    try:
        if fmt == "jsonl":
            with open(out, "rb") as stream:
                return [
                    Result.model_validate(orjson.loads(line)) for line in stream if line.strip()
                ]
        if fmt == "json":
            doc = orjson.loads(Path(out).read_bytes())
            return [Result.model_validate(r) for r in doc["results"]]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return None


def report_for_check(path: str, cases: str, out: str | None, fmt: str, config: Any) -> None:
    """``check --report``: the page for a finished run.

    The results are read back from ``--out`` when it holds JSON results;
    otherwise (text to the terminal) the cases are checked once more, in this
    process, with a checker built from the run's *config* (a
    :class:`~citeproof.runner.CheckConfig`), which is cheap for the offline
    judge and served from the response cache for Claude.
    """
    from .errors import UsageError
    from .runner import check_line

    results = _results_from_output(out, fmt) if out and Path(out).is_file() else None
    if results is None:
        if cases == "-":
            raise UsageError("--report with input from stdin needs --out FILE (jsonl or json)")
        checker = config.build()
        try:
            with open_input(cases) as stream:
                results = [check_line(checker, line) for line in read_lines(stream)]
        finally:
            close = getattr(checker.judge, "close", None)
            if close is not None:
                close()
    write_report(
        path,
        results,
        cases_path=None if cases == "-" else cases,
        title=f"citeproof check — {Path(cases).name}",
    )
