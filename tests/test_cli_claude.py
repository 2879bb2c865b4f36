"""`citeproof check --judge anthropic|cascade` end to end: CLI → real SDK → stand-in server."""

from __future__ import annotations

import os
from pathlib import Path

import orjson
import pytest
from click.testing import CliRunner

from anthropic_standin import StandIn, evidence, verdict_message
from citeproof.cli import cli

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples" / "cases.jsonl"
KEY = "sk-ant-test-cli-0123456789"


@pytest.fixture(autouse=True)
def env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    for name in list(os.environ):
        if name.startswith(("ANTHROPIC_", "CITEPROOF_")):
            monkeypatch.delenv(name)
    (tmp_path / "cfg").mkdir()
    monkeypatch.setenv("ANTHROPIC_CONFIG_DIR", str(tmp_path / "cfg"))
    monkeypatch.setenv("CITEPROOF_CACHE_DIR", str(tmp_path / "cache"))


def _first_sentence_supported(params: dict) -> dict:
    """Quote the first sentence of the first chunk block the request carries."""
    blocks = [b for b in params["messages"][0]["content"] if b.get("type") == "text"]
    chunk = next(b["text"] for b in blocks if b["text"].startswith("<chunk"))
    head, _, rest = chunk.partition("\n")
    chunk_id = head.split('chunk_id="')[1].split('"')[0]
    body = rest.rsplit("\n</chunk", 1)[0]
    first = body.split(". ")[0]
    return verdict_message("supported", [evidence(chunk_id, body, first)], confidence=0.8)


def run(*args: str):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def test_check_with_claude_judge_records_model_usage_and_uses_the_cache(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    with StandIn(_first_sentence_supported) as server:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", server.base_url)
        out = tmp_path / "r.jsonl"
        res = run("check", str(EXAMPLES), "--judge", "anthropic", "--out", str(out))
        results = [orjson.loads(line) for line in out.read_bytes().splitlines()]
        assert len(results) == len(EXAMPLES.read_bytes().splitlines())
        judged = [r for r in results if r["decision"] != "invalid"]
        assert all(r["judge"]["name"] == "anthropic" for r in judged)
        assert {r["judge"]["model"] for r in judged} == {"claude-sonnet-5"}  # standard tier
        assert {r["judge"]["prompt_version"] for r in judged} == {"judge-v1"}
        assert any(r["usage"] and r["usage"]["cost_usd"] > 0 for r in judged)
        assert "judge usage" in res.stderr and "$" in res.stderr
        assert KEY not in out.read_text() and KEY not in res.output
        first_requests = len(server.messages())
        assert first_requests > 0

        # Same file again: every answer comes from the local cache.
        run("check", str(EXAMPLES), "--judge", "anthropic", "--out", str(out))
        assert len(server.messages()) == first_requests

        # A tier's model is overridable.
        run("check", str(EXAMPLES), "--judge", "anthropic", "--judge-model", "claude-haiku-4-5",
            "--no-cache", "--policy", "high", "--out", str(out))  # fmt: skip
        models = {orjson.loads(line)["judge"]["model"] for line in out.read_bytes().splitlines()}
        assert "claude-haiku-4-5" in models


def test_cascade_only_sends_what_lexical_leaves_insufficient(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    with StandIn() as server:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", server.base_url)
        res = run("check", str(EXAMPLES), "--judge", "cascade", "--format", "jsonl")
        results = [orjson.loads(line) for line in res.stdout.splitlines()]
        lexical_settled = sum(
            1 for r in results for c in r["claims"] if c["label"] != "insufficient"
        )
        judged = sum(1 for r in results for c in r["claims"] if c["judged"])
        assert 0 < len(server.messages()) <= judged - lexical_settled
        assert {r["judge"]["name"] for r in results if r["decision"] != "invalid"} == {"cascade"}


def test_batch_mode_submits_one_batch_then_reads_the_cache(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    with StandIn(batch_polls=0) as server:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", server.base_url)
        res = run("check", str(EXAMPLES), "--judge", "anthropic", "--batch", "--format", "jsonl")
        assert len(server.batch_creations()) == 1
        assert server.messages() == []  # nothing sent one by one
        results = [orjson.loads(line) for line in res.stdout.splitlines()]
        assert any(r["usage"] and r["usage"].get("batch") for r in results)


def test_missing_credentials_is_exit_2_before_any_case() -> None:
    res = CliRunner().invoke(cli, ["check", str(EXAMPLES), "--judge", "anthropic"])
    assert res.exit_code == 2
    assert "ANTHROPIC_API_KEY" in res.stderr
    assert len(res.stderr.strip().splitlines()) == 1
    assert res.stdout == ""


def test_escalate_below_sends_the_lexical_judges_weaker_verdicts_too(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    sent = []
    for extra in ([], ["--escalate-below", "1"]):
        with StandIn() as server:
            monkeypatch.setenv("ANTHROPIC_BASE_URL", server.base_url)
            res = run("check", str(EXAMPLES), "--judge", "cascade", "--no-cache",
                      "--format", "jsonl", *extra)  # fmt: skip
            assert res.exit_code in (0, 1), res.output
            sent.append(len(server.messages()))
    # At 1, every judged claim goes to Claude, not only those lexical leaves insufficient.
    results = [orjson.loads(line) for line in res.stdout.splitlines()]
    judged = sum(1 for r in results for c in r["claims"] if c["judged"])
    assert sent[0] < sent[1] == judged


def test_escalate_below_needs_the_cascade_judge() -> None:
    res = CliRunner().invoke(cli, ["check", str(EXAMPLES), "--escalate-below", "0.75"])
    assert res.exit_code == 2
    assert "--escalate-below applies to --judge cascade" in res.output
