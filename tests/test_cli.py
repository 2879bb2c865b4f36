"""The CLI, through click's runner and through the installed entry point."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import orjson
import pytest
from click.testing import CliRunner

from citeproof.cli import cli

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples" / "cases.jsonl"


def run(*args: str, input: bytes | None = None):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(cli, list(args), input=input, catch_exceptions=False)


def results_of(out: str) -> list[dict]:
    return [orjson.loads(line) for line in out.splitlines() if line.strip()]


def test_check_examples_jsonl_one_result_per_line_in_order() -> None:
    res = run("check", str(EXAMPLES), "--format", "jsonl")
    lines = EXAMPLES.read_bytes().splitlines()
    results = results_of(res.stdout)
    assert len(results) == len(lines)
    assert [r["line"] for r in results] == list(range(1, len(lines) + 1))
    assert res.exit_code == 1  # examples include blocked and invalid cases
    decisions = {r["decision"] for r in results}
    assert decisions == {"pass", "review", "block", "invalid"}
    last = results[-1]
    assert last["case_id"] is None and last["errors"][0]["code"] == "malformed_json"


def test_text_format_is_default_and_readable() -> None:
    res = run("check", str(EXAMPLES))
    assert "ex-003-chunk-not-retrieved" in res.stdout and "BLOCK" in res.stdout
    assert "chunk_not_retrieved" in res.stdout
    assert "cases:" in res.stdout and "pass," in res.stdout


def test_json_format_is_one_document() -> None:
    res = run("check", str(EXAMPLES), "--format", "json")
    doc = orjson.loads(res.stdout)
    assert len(doc["results"]) == len(EXAMPLES.read_bytes().splitlines())
    assert doc["summary"]["cases"] == len(doc["results"])


def test_out_file_gets_jsonl_and_summary_goes_to_stderr(tmp_path: Path) -> None:
    out = tmp_path / "r.jsonl"
    res = run("check", str(EXAMPLES), "--out", str(out))
    assert res.stdout == ""
    assert "cases:" in res.stderr
    assert len(results_of(out.read_text())) == len(EXAMPLES.read_bytes().splitlines())


def test_exit_zero_when_nothing_blocked(tmp_path: Path) -> None:
    first = EXAMPLES.read_bytes().splitlines()[0]
    p = tmp_path / "one.jsonl"
    p.write_bytes(first + b"\n")
    res = run("check", str(p), "--policy", "low")
    assert res.exit_code == 0, res.stdout


def test_fail_on_review(tmp_path: Path) -> None:
    p = tmp_path / "c.jsonl"
    case = orjson.loads(EXAMPLES.read_bytes().splitlines()[4])  # missing citation -> review
    p.write_bytes(orjson.dumps(case) + b"\n")
    assert run("check", str(p)).exit_code == 0
    assert run("check", str(p), "--fail-on", "review").exit_code == 1


@pytest.mark.parametrize(
    "args, message",
    [
        (["check", "does-not-exist.jsonl"], "no such file"),
        (["check", "."], "is a directory"),
        (["check", "EXAMPLES", "--policy", "nope"], "no bundled policy named 'nope'"),
        (["check", "EXAMPLES", "--policy", "missing.toml"], "does not exist"),
        (["check", "EXAMPLES", "--judge", "oracle"], "Invalid value for '--judge'"),
        (["check", "EXAMPLES", "--judge-model", "x"], "apply to --judge anthropic"),
        (["check", "EXAMPLES", "--judge", "anthropic", "--no-titles"], "--no-titles applies"),
        (["schema", "nope"], "no schema named 'nope'"),
    ],
)
def test_usage_errors_exit_2_with_one_line(args: list[str], message: str) -> None:
    args = [str(EXAMPLES) if a == "EXAMPLES" else a for a in args]
    res = CliRunner().invoke(cli, args)
    assert res.exit_code == 2, res.output
    assert message in res.stderr
    assert "Traceback" not in res.output


@pytest.mark.parametrize(
    "args, message",
    [
        (["check", "EXAMPLES", "--out", "NOPE/r.jsonl"], "--out NOPE/r.jsonl: no such folder"),
        (["check", "EXAMPLES", "--report", "NOPE/r.html"], "--report NOPE/r.html: no such"),
        (["eval", "EXAMPLES", "--save-results", "NOPE/r.jsonl"], "--save-results NOPE/r"),
        (["eval", "EXAMPLES", "--report", "NOPE/r.html"], "--report NOPE/r.html: no such"),
        # not checked up front: the write itself fails, and is reported in one line
        (["mutate", "EXAMPLES", "--out", "NOPE/m.jsonl"], "NOPE/m.jsonl: No such file"),
    ],
)
def test_unwritable_outputs_exit_2_with_one_line(
    args: list[str], message: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    args = [str(EXAMPLES) if a == "EXAMPLES" else a for a in args]
    res = CliRunner().invoke(cli, args)
    assert res.exit_code == 2, res.output
    assert message in res.stderr and len(res.stderr.strip().splitlines()) == 1
    assert "Traceback" not in res.output
    assert not (tmp_path / "NOPE").exists()


def test_a_write_failing_mid_run_is_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    from citeproof import cli as cli_module

    def full(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device", "results.jsonl")

    monkeypatch.setattr(cli_module, "check_file", full)
    res = CliRunner().invoke(cli, ["check", str(EXAMPLES)])
    assert res.exit_code == 2
    assert res.stderr.strip() == "citeproof: error: results.jsonl: No space left on device"


def test_invalid_policy_file_exit_2_names_the_path(tmp_path: Path) -> None:
    p = tmp_path / "bad.toml"
    p.write_text('name = "bad"\nmax_chunk_chars = -5\n')
    res = CliRunner().invoke(cli, ["check", str(EXAMPLES), "--policy", str(p)])
    assert res.exit_code == 2
    assert "$.max_chunk_chars" in res.stderr
    assert len(res.stderr.strip().splitlines()) == 1
    p.write_text("name = [unclosed\n")
    res = CliRunner().invoke(cli, ["check", str(EXAMPLES), "--policy", str(p)])
    assert res.exit_code == 2 and "not valid TOML" in res.stderr


def test_binary_file_is_a_usage_error(tmp_path: Path) -> None:
    p = tmp_path / "x.jsonl"
    p.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)))
    res = CliRunner().invoke(cli, ["check", str(p)])
    assert res.exit_code == 2 and "binary" in res.stderr


def test_empty_file_is_zero_cases_with_a_warning(tmp_path: Path) -> None:
    p = tmp_path / "empty.jsonl"
    p.write_bytes(b"")
    res = run("check", str(p))
    assert res.exit_code == 0
    assert "contains no cases" in res.stderr
    assert "0 cases" in res.stdout


def test_mixed_garbage_lines_each_get_one_result(tmp_path: Path) -> None:
    good = EXAMPLES.read_bytes().splitlines()[0]
    lines = [
        good,
        b"",
        b"{not json",
        b"\xff\xfe\xfd",
        b"42",
        b'"a string"',
        b"null",
        b'{"case_id": "x"}',
        good,
    ]
    p = tmp_path / "mixed.jsonl"
    p.write_bytes(b"\r\n".join(lines) + b"\r\n")
    res = run("check", str(p), "--format", "jsonl")
    results = results_of(res.stdout)
    assert [r["line"] for r in results] == list(range(1, len(lines) + 1))
    assert [r["decision"] for r in results][1:8] == ["invalid"] * 7
    assert results[0]["decision"] == results[-1]["decision"] != "invalid"
    assert results[7]["case_id"] == "x"


def test_stdin_input() -> None:
    res = run("check", "-", "--format", "jsonl", input=EXAMPLES.read_bytes())
    assert len(results_of(res.stdout)) == len(EXAMPLES.read_bytes().splitlines())


def test_huge_line_gets_an_invalid_result_without_reading_it_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from citeproof import pipeline, runner

    monkeypatch.setattr(runner, "MAX_LINE_BYTES", 20_000)
    monkeypatch.setattr(pipeline, "MAX_LINE_BYTES", 20_000)
    good = EXAMPLES.read_bytes().splitlines()[0]
    p = tmp_path / "big.jsonl"
    p.write_bytes(good + b"\n" + b'{"case_id": "' + b"x" * 50_000 + b'"}\n' + good + b"\n")
    from citeproof.pipeline import Checker

    checker = Checker("standard", "lexical")
    with runner.open_input(str(p)) as stream:
        results = [runner.check_line(checker, line) for line in runner.read_lines(stream, 20_000)]
    assert [r.decision for r in results][1] == "invalid"
    assert results[1].errors[0].code == "line_too_long"
    assert results[0].decision == results[2].decision != "invalid"


def test_schema_and_policies_commands() -> None:
    res = run("schema")
    assert set(res.stdout.split()) == {"case", "contract", "verdict", "policy", "result"}
    doc = orjson.loads(run("schema", "case").stdout)
    assert doc["$schema"].endswith("2020-12/schema")
    res = run("policies")
    names = [line.split()[0] for line in res.stdout.splitlines()]
    assert {"low", "standard", "high"} <= set(names)


def test_redact_flag(tmp_path: Path) -> None:
    res = run("check", str(EXAMPLES), "--format", "jsonl", "--redact")
    for raw, result in zip(EXAMPLES.read_bytes().splitlines(), results_of(res.stdout), strict=True):
        if result["decision"] == "invalid":
            continue
        for claim in orjson.loads(raw)["response"]["claims"]:
            assert claim["text"] not in res.stdout


@pytest.mark.skipif(
    shutil.which("citeproof") is None and not (Path(sys.executable).parent / "citeproof").exists(),
    reason="entry point not installed",
)
def test_installed_entry_point_subprocess(tmp_path: Path) -> None:
    exe = shutil.which("citeproof") or str(Path(sys.executable).parent / "citeproof")
    env = {k: v for k, v in os.environ.items() if not k.startswith("ANTHROPIC")}
    proc = subprocess.run(
        [exe, "check", str(EXAMPLES), "--format", "jsonl", "--quiet"],
        capture_output=True,
        env=env,
        cwd=tmp_path,
        timeout=120,
    )
    assert proc.returncode == 1
    assert len(proc.stdout.splitlines()) == len(EXAMPLES.read_bytes().splitlines())
    proc = subprocess.run(
        [exe, "check", "missing.jsonl"], capture_output=True, env=env, cwd=tmp_path, timeout=60
    )
    assert proc.returncode == 2
    assert proc.stderr.decode().strip() == "citeproof: error: missing.jsonl: no such file"
    proc = subprocess.run([exe, "--version"], capture_output=True, timeout=60)
    assert proc.returncode == 0 and b"0.1.0" in proc.stdout


def test_no_titles_stops_the_lexical_judge_reading_chunk_titles(tmp_path: Path) -> None:
    claim = "There have been more than 540 confirmed cases in Germany."
    case = {
        "case_id": "titled",
        "retrieved": [
            {
                "chunk_id": "k1",
                "document_id": "covid-de",
                "title": "COVID-19 pandemic in Germany",
                "text": "As of 20 March 2020, there have been 555 confirmed cases.",
            }
        ],
        "response": {
            "answer": claim,
            "claims": [{"claim_id": "c1", "text": claim, "citation_ids": ["s1"]}],
            "citations": [{"citation_id": "s1", "chunk_id": "k1", "document_id": "covid-de"}],
        },
    }
    p = tmp_path / "titled.jsonl"
    p.write_bytes(orjson.dumps(case) + b"\n")
    labels = []
    for extra in ([], ["--no-titles"]):
        out = tmp_path / f"out{len(extra)}.jsonl"
        run("check", str(p), "--out", str(out), "-q", *extra)
        (result,) = results_of(out.read_text())
        (verdict,) = result["claims"]
        labels.append(verdict["label"])
    assert labels == ["supported", "insufficient"]
