"""``check --resume``: an interrupted run continues where it stopped, with identical output."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from casefiles import repeated_examples
from citeproof.cli import cli
from citeproof.resume import sidecar_path

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = (ROOT / "examples" / "cases.jsonl").read_bytes().splitlines()


def make_cases(path: Path, copies: int) -> None:
    lines = repeated_examples(copies)
    path.write_bytes(b"\n".join(lines) + b"\n")


def check(*args: str) -> object:
    return CliRunner().invoke(cli, ["check", *args])


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, bytes, str]:
    """An input file and its uninterrupted output and totals."""
    folder = tmp_path_factory.mktemp("resume")
    cases = folder / "cases.jsonl"
    make_cases(cases, 5)
    out = folder / "full.jsonl"
    res = check(str(cases), "--out", str(out), "--workers", "1")
    assert res.exit_code == 1  # type: ignore[attr-defined]
    return cases, out.read_bytes(), res.stderr  # type: ignore[attr-defined]


@pytest.mark.parametrize("cut", ["between-lines", "torn-line", "garbage", "wrong-number"])
def test_resume_after_a_crash_gives_the_uninterrupted_output(
    run: tuple[Path, bytes, str], tmp_path: Path, cut: str
) -> None:
    cases, full, totals = run
    lines = full.splitlines(keepends=True)
    out = tmp_path / "r.jsonl"
    head = b"".join(lines[:17])
    tail = {
        "between-lines": b"",
        "torn-line": lines[17][: len(lines[17]) // 2],
        "garbage": b"\x00\x00\x00\n",
        "wrong-number": lines[20],  # a line from the future: not the expected line 18
    }[cut]
    out.write_bytes(head + tail)
    res = check(str(cases), "--out", str(out), "--resume", "--workers", "2")
    assert res.exit_code == 1, res.output  # type: ignore[attr-defined]
    assert out.read_bytes() == full
    assert res.stderr == totals  # type: ignore[attr-defined]  # totals over the whole file
    assert not sidecar_path(out).exists()


def test_resume_of_a_complete_or_missing_output(
    run: tuple[Path, bytes, str], tmp_path: Path
) -> None:
    cases, full, totals = run
    out = tmp_path / "r.jsonl"
    res = check(str(cases), "--out", str(out), "--resume")  # nothing yet: a fresh run
    assert out.read_bytes() == full and res.stderr == totals  # type: ignore[attr-defined]
    res = check(str(cases), "--out", str(out), "--resume")  # already complete: nothing to do
    assert out.read_bytes() == full and res.stderr == totals  # type: ignore[attr-defined]
    assert res.exit_code == 1  # type: ignore[attr-defined]


def test_refuses_to_resume_onto_another_policy_or_input(
    run: tuple[Path, bytes, str], tmp_path: Path
) -> None:
    cases, full, _ = run
    out = tmp_path / "r.jsonl"
    out.write_bytes(b"".join(full.splitlines(keepends=True)[:10]))
    other = tmp_path / "other.jsonl"
    other.write_bytes(EXAMPLES[5] + b"\n" + cases.read_bytes())
    for args, why in [
        (["--policy", "high"], "another policy"),
        (["--redact"], "--redact"),
    ]:
        res = check(str(cases), "--out", str(out), "--resume", *args)
        assert res.exit_code == 2, res.output  # type: ignore[attr-defined]
        assert why in res.stderr and len(res.stderr.splitlines()) == 1  # type: ignore[attr-defined]
    res = check(str(other), "--out", str(out), "--resume")
    assert res.exit_code == 2 and "another input" in res.stderr  # type: ignore[attr-defined]
    assert out.read_bytes() == b"".join(full.splitlines(keepends=True)[:10])  # untouched


def test_sidecar_pins_the_input(run: tuple[Path, bytes, str], tmp_path: Path) -> None:
    cases = run[0]
    out = tmp_path / "r.jsonl"
    from citeproof.pipeline import Checker
    from citeproof.resume import RunIdentity, write_sidecar

    other = tmp_path / "other.jsonl"
    other.write_bytes(cases.read_bytes().replace(b"ex-0", b"ex-9"))
    write_sidecar(str(out), RunIdentity.of(str(other), Checker()))
    out.write_bytes(b"")
    res = check(str(cases), "--out", str(out), "--resume")
    assert res.exit_code == 2 and "another input" in res.stderr  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "args, message",
    [
        (["--resume"], "--resume needs --out FILE"),
        (["--resume", "--out", "OUT", "--format", "text"], "--resume needs --out FILE"),
    ],
)
def test_resume_usage_errors(
    run: tuple[Path, bytes, str], tmp_path: Path, args: list[str], message: str
) -> None:
    cases = run[0]
    args = [str(tmp_path / "o") if a == "OUT" else a for a in args]
    res = check(str(cases), *args)
    assert res.exit_code == 2 and message in res.stderr  # type: ignore[attr-defined]
    res = CliRunner().invoke(
        cli, ["check", "-", "--out", str(tmp_path / "o"), "--resume"], input=b""
    )
    assert res.exit_code == 2 and "not stdin" in res.stderr


def _entry() -> list[str]:
    return [sys.executable, "-c", "from citeproof.cli import main; main()"]


def test_kill_9_mid_run_then_resume_is_byte_identical(
    run: tuple[Path, bytes, str], tmp_path: Path
) -> None:
    """A real process, killed with SIGKILL while it writes, then resumed."""
    big = tmp_path / "big.jsonl"
    make_cases(big, 120)  # 1,680 lines
    n_lines = len(big.read_bytes().splitlines())
    env = {k: v for k, v in os.environ.items() if not k.startswith("ANTHROPIC")}
    ref = tmp_path / "ref.jsonl"
    subprocess.run(
        [*_entry(), "check", str(big), "--out", str(ref), "-q", "--workers", "1"],
        env=env, timeout=120, check=False,
    )  # fmt: skip
    out = tmp_path / "out.jsonl"
    for attempt in range(3):  # normally one kill; a very fast machine may finish first
        proc = subprocess.Popen(
            [*_entry(), "check", str(big), "--out", str(out), "-q", "--workers", "2"],
            env=env, start_new_session=True,
        )  # fmt: skip
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and proc.poll() is None:
            if out.exists() and out.stat().st_size > 200_000 * (attempt + 1):
                break
            time.sleep(0.005)
        os.killpg(proc.pid, signal.SIGKILL)  # the whole group: parent and its workers
        proc.wait(timeout=30)
        if proc.returncode == -signal.SIGKILL:
            break
    written = out.read_bytes().count(b"\n")
    assert 0 < written < n_lines, "the run was not interrupted mid-way"
    assert sidecar_path(out).exists()
    res = subprocess.run(
        [*_entry(), "check", str(big), "--out", str(out), "--resume", "-q"],
        env=env, timeout=120, check=False,
    )  # fmt: skip
    assert res.returncode == 1
    assert out.read_bytes() == ref.read_bytes()
    assert not sidecar_path(out).exists()
