"""The HTML report: self-contained, escaped, evidence marked at the verified offsets."""

from __future__ import annotations

import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest
from click.testing import CliRunner

from citeproof.cli import cli
from citeproof.evaluate import evaluate, load_results
from citeproof.html_report import highlight, merged_spans, render, write_report
from citeproof.judges.scripted import ScriptedJudge
from citeproof.models import Case
from citeproof.pipeline import Checker

DATA = Path(__file__).parent / "data" / "eval"
CASES = DATA / "cases.jsonl"

SCRIPT = {
    "Refunds are issued within 14 days of the return being received.": {
        "label": "supported",
        "evidence": ["Refunds are issued within 14 days", "14 days of the return"],
    },
    "Store credit never expires.": {
        "label": "contradicted", "evidence": ["Store credit never expires."], "confidence": 0.6,
    },
    "The office is open on public holidays.": {
        "label": "contradicted", "evidence": ["The office is closed on public holidays."],
    },
    "The basic plan includes 50 GB of storage.": {
        "label": "contradicted", "evidence": ["The basic plan includes 5 GB of storage"],
    },
    "The premium plan costs $12 per month and includes phone support.": {
        "label": "supported",
        "evidence": ["The premium plan costs $12 per month.",
                     "Premium customers get phone support on weekdays."],
    },
}  # fmt: skip

NASTY = {
    "case_id": "nasty <case> & co",
    "question": "Is <b>this</b> escaped?",
    "retrieved": [
        {
            "chunk_id": "x:1",
            "text": "Before. <script>alert('x')</script> & the claim is \"quoted\" here. After.",
        }
    ],
    "response": {
        "answer": "<img src=x onerror=alert(1)> is the claim.",
        "claims": [
            {
                "claim_id": "c1",
                "text": "<img src=x onerror=alert(1)> is the claim.",
                "citation_ids": ["s1"],
            },
        ],
        "citations": [{"citation_id": "s1", "chunk_id": "x:1"}],
    },
}
NASTY_SCRIPT = {
    "c1": {"label": "contradicted", "evidence": ["<script>alert('x')</script> & the claim"]}
}


class Marks(HTMLParser):
    """Collects (chunk_id, start, end, text) for every <mark>, and every tag name seen."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.chunk: str | None = None
        self.depth = 0
        self.open: dict[str, str] | None = None
        self.text = ""
        self.marks: list[tuple[str | None, int, int, str]] = []
        self.tags: set[str] = set()
        self.attrs: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.add(tag)
        self.attrs.update(k for k, _ in attrs)
        a = {k: v or "" for k, v in attrs}
        if tag == "div" and "data-chunk" in a:
            self.chunk = a["data-chunk"]
        if tag == "mark":
            self.open, self.text = a, ""

    def handle_endtag(self, tag: str) -> None:
        if tag == "mark" and self.open is not None:
            o = self.open
            self.marks.append((self.chunk, int(o["data-start"]), int(o["data-end"]), self.text))
            self.open = None

    def handle_data(self, data: str) -> None:
        if self.open is not None:
            self.text += data


def parse(page: str) -> Marks:
    p = Marks()
    p.feed(page)
    p.close()
    return p


def checked(script: dict, cases_path: Path = CASES):  # type: ignore[no-untyped-def]
    return load_results(
        str(cases_path), Checker("standard", ScriptedJudge(script)), keep_cases=True
    )


def test_every_mark_is_the_chunk_text_at_its_offsets() -> None:
    data = checked(SCRIPT)
    page = render(data.results, cases=data.cases, evaluation=evaluate(data.results))
    marks = parse(page).marks
    chunks = {ch.chunk_id: ch.text for case in data.cases.values() for ch in case.retrieved}
    assert marks
    for chunk_id, start, end, text in marks:
        assert chunk_id is not None
        assert chunks[chunk_id][start:end] == text
    # every verified evidence span of a shown case lies inside a mark of its chunk
    for r in data.results:
        if r.decision not in ("block", "review"):
            continue
        for c in r.claims:
            for ev in c.evidence:
                assert any(
                    m[0] == ev.chunk_id and m[1] <= ev.start and ev.end <= m[2] for m in marks
                ), (r.case_id, ev)


def test_overlapping_spans_are_merged_into_one_mark() -> None:
    assert merged_spans([(5, 10, "supported"), (0, 3, "supported"), (8, 14, "contradicted")]) == [
        (0, 3, {"supported"}),
        (5, 14, {"supported", "contradicted"}),
    ]
    text = "Refunds are issued within 14 days of the return being received."
    marks = parse(f'<div data-chunk="k">{highlight(text, [(0, 33, "s"), (26, 47, "s")])}</div>')
    assert [(s, e, t) for _, s, e, t in marks.marks] == [(0, 47, text[0:47])]


def test_long_chunks_are_windowed_but_offsets_stay_true() -> None:
    text = "".join(f"Sentence number {i} is here. " for i in range(600))
    start = text.index("Sentence number 400")
    end = start + len("Sentence number 400 is here.")
    html = highlight(text, [(start, end, "supported")])
    assert len(html) < len(text) / 4 and "characters before" in html
    (mark,) = parse(f'<div data-chunk="k">{html}</div>').marks
    assert mark[1:] == (start, end, text[start:end])


def test_everything_is_escaped_and_nothing_is_fetched() -> None:
    result = Checker("standard", ScriptedJudge(NASTY_SCRIPT)).check_obj(NASTY, line=1)
    assert result.decision == "block"
    page = render([result], cases={1: Case.model_validate(NASTY)})
    lowered = page.lower()
    for forbidden in ("<script", "<img", "<link", "<iframe", "http://", "https://", "url(",
                      "@import"):  # fmt: skip
        assert forbidden not in lowered, forbidden
    assert "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; &amp; the claim" in page
    assert "nasty &lt;case&gt; &amp; co" in page and "Is &lt;b&gt;this&lt;/b&gt; escaped?" in page
    parsed = parse(page)
    assert parsed.tags.isdisjoint({"script", "img", "link", "iframe"})
    assert parsed.attrs.isdisjoint({"src", "href", "onerror", "onload"})
    ((_, start, end, text),) = parsed.marks
    assert NASTY["retrieved"][0]["text"][start:end] == text  # type: ignore[index]


def test_stale_offsets_are_listed_not_marked() -> None:
    result = Checker("standard", ScriptedJudge(NASTY_SCRIPT)).check_obj(NASTY, line=1)
    changed = dict(NASTY, retrieved=[{"chunk_id": "x:1", "text": "Completely different text now."}])
    page = render([result], cases={1: Case.model_validate(changed)})
    assert "<mark" not in page and "do not fit this chunk text" in page


def test_sections_of_an_eval_page(tmp_path: Path) -> None:
    data = checked(SCRIPT)
    out = tmp_path / "r.html"
    write_report(out, data.results, cases=data.cases, evaluation=evaluate(data.results))
    page = out.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>")
    for part in ("Decisions", "Confusion matrix", "Reliability of confidence",
                 'aria-label="reliability"', "not a calibrated probability",
                 "Blocked and reviewed cases", "holidays"):  # fmt: skip
        assert part in page, part


def test_check_and_eval_report_options(tmp_path: Path) -> None:
    runner = CliRunner()
    a, b, c = tmp_path / "check.html", tmp_path / "eval.html", tmp_path / "out.html"
    res = runner.invoke(cli, ["check", str(CASES), "--report", str(a), "-q"])
    assert res.exit_code == 1 and a.exists()  # the fixtures include invalid lines
    assert "Blocked and reviewed cases" in a.read_text()
    res = runner.invoke(cli, ["eval", str(CASES), "--report", str(b)])
    assert res.exit_code == 0 and "Confusion matrix" in b.read_text()
    out = tmp_path / "results.jsonl"
    res = runner.invoke(cli, ["check", str(CASES), "--out", str(out), "--report", str(c), "-q"])
    assert res.exit_code == 1 and "Blocked and reviewed cases" in c.read_text()
    res = runner.invoke(cli, ["check", "-", "--report", str(c)], input=CASES.read_bytes())
    assert res.exit_code == 2 and "needs --out" in res.stderr


def test_redacted_run_report_holds_no_content(tmp_path: Path) -> None:
    out, page = tmp_path / "r.jsonl", tmp_path / "r.html"
    res = CliRunner().invoke(
        cli, ["check", str(CASES), "--redact", "--out", str(out), "--report", str(page), "-q"]
    )
    assert res.exit_code == 1
    text = page.read_text()
    assert "Content redacted" in text
    assert "public holidays" not in text and "Rotterdam" not in text


def _chromium() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def _headless(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    exe = _chromium()
    if exe is None:
        pytest.skip("no chromium on this machine")
    flags = [
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        f"--user-data-dir={tmp_path / 'profile'}",
    ]  # fmt: skip
    return subprocess.run([exe, *flags, *args], capture_output=True, text=True, timeout=120)


def test_renders_in_headless_chromium(tmp_path: Path) -> None:
    data = checked(SCRIPT)
    page = tmp_path / "report.html"
    write_report(page, data.results, cases=data.cases, evaluation=evaluate(data.results))
    dom = _headless(tmp_path, "--dump-dom", page.as_uri())
    assert dom.returncode == 0, dom.stderr[-2000:]
    assert "Confusion matrix" in dom.stdout and "<svg" in dom.stdout
    rendered = parse(dom.stdout).marks
    assert rendered == parse(page.read_text()).marks and rendered
    shot = tmp_path / "report.png"
    res = _headless(tmp_path, "--window-size=1200,1800", f"--screenshot={shot}", page.as_uri())
    assert res.returncode == 0 and shot.exists()
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 20_000
