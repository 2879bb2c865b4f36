"""Bulk runs on several workers: same bytes as one worker, in order, with bounded read-ahead."""

from __future__ import annotations

import io
import random
import threading
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

import orjson
import pytest
from click.testing import CliRunner

from casefiles import repeated_examples
from citeproof import parallel
from citeproof.cli import cli
from citeproof.models import Chunk, Claim, Verdict
from citeproof.pipeline import Checker
from citeproof.report import BatchWriter, Writer
from citeproof.runner import (
    CheckConfig,
    Line,
    check_line,
    open_input,
    read_lines,
)

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = (ROOT / "examples" / "cases.jsonl").read_bytes().splitlines()


def make_cases(path: Path, copies: int) -> list[bytes]:
    """The examples (valid, invalid and non-JSON lines) repeated with fresh case ids."""
    lines = repeated_examples(copies)
    lines.insert(3, b"")
    path.write_bytes(b"\n".join(lines) + b"\n")
    return lines


def reference(path: Path, fmt: str = "jsonl") -> bytes:
    """What the one-result-at-a-time path with report.Writer writes."""
    checker = Checker("standard", "lexical")
    buf = io.BytesIO()
    writer = Writer(buf, fmt)
    with open_input(str(path)) as stream:
        for line in read_lines(stream):
            writer.write(check_line(checker, line))
    writer.close()
    return buf.getvalue()


def run_batched(path: Path, fmt: str = "jsonl", **kw: object) -> bytes:
    config = CheckConfig.of("standard", "lexical")
    buf = io.BytesIO()
    writer = BatchWriter(buf, fmt)
    with open_input(str(path)) as stream:
        n = parallel.run_batches(
            config.build(), config, read_lines(stream), writer.write, fmt=fmt, **kw
        )
    writer.close()
    assert n == writer.summary.cases
    return buf.getvalue()


@pytest.fixture(scope="module")
def cases(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("cases") / "cases.jsonl"
    make_cases(path, 6)
    return path


@pytest.mark.parametrize("fmt", ["jsonl", "json", "text"])
def test_batch_writer_writes_what_the_writer_writes(cases: Path, fmt: str) -> None:
    assert run_batched(cases, fmt, workers=1, batch_lines=5) == reference(cases, fmt)


def test_two_workers_same_bytes_in_input_order(cases: Path) -> None:
    # Small batches and a small window: many batches in flight, finishing out of order.
    out = run_batched(cases, workers=2, batch_lines=3, window=4)
    assert out == reference(cases)
    lines = [orjson.loads(x) for x in out.splitlines()]
    assert [r["line"] for r in lines] == list(range(1, len(lines) + 1))
    assert {r["decision"] for r in lines} == {"pass", "review", "block", "invalid"}


def test_one_batch_runs_in_process_without_a_pool(
    cases: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_pool(*args: object, **kwargs: object) -> None:
        raise AssertionError("a pool was started for a one-batch input")

    monkeypatch.setattr(parallel, "ProcessPoolExecutor", no_pool)
    assert run_batched(cases, workers=4, batch_lines=1000) == reference(cases)
    assert run_batched(cases, workers=1, batch_lines=2) == reference(cases)


def test_read_ahead_is_bounded_by_the_window() -> None:
    """Memory does not depend on the input: the reader is never far ahead of the writer."""
    config = CheckConfig.of("standard", "lexical")
    checker = config.build()
    read = 0
    ahead: list[int] = []

    def lines() -> Iterator[Line]:
        nonlocal read
        for i in range(1, 10_000):
            read += 1
            yield Line(i, b"{not json", 9)

    def write(batch: object) -> None:
        ahead.append(read - written[0])
        written[0] += batch.count  # type: ignore[attr-defined]

    written = [0]
    parallel.run_batches(checker, config, lines(), write, workers=1, batch_lines=10)
    assert max(ahead) <= 2 * 10
    ahead.clear()
    read, written[0] = 0, 0
    net = CheckConfig(policy=config.policy, judge="anthropic", judge_options={})
    parallel.run_batches(checker, net, lines(), write, batch_lines=10, window=4)
    assert max(ahead) <= (4 + 1) * 10


class SlowRandomJudge:
    """Answers after a random pause, from several threads at once."""

    name = "lexical"
    model = None
    prompt_version = "lexical-1"

    def __init__(self) -> None:
        self.threads: set[str] = set()
        self._rng = random.Random(7)
        self._lock = threading.Lock()

    def judge(self, claim: Claim, chunks: Sequence[Chunk]) -> Verdict:
        with self._lock:
            pause = self._rng.random() * 0.004
            self.threads.add(threading.current_thread().name)
        time.sleep(pause)
        return Verdict(label="insufficient", reason="slow", confidence=0.0)


def test_network_judges_use_threads_in_one_process_and_keep_order(cases: Path) -> None:
    judge = SlowRandomJudge()
    checker = Checker("standard", judge)
    config = CheckConfig(
        policy=checker.policy.model_dump(mode="json"),
        judge="anthropic",
        judge_options={"max_concurrency": 4},
    )
    outs = []
    for kw in ({"batch_lines": 2}, {"workers": 1, "batch_lines": 1000}):
        buf = io.BytesIO()
        writer = BatchWriter(buf, "jsonl")
        with open_input(str(cases)) as stream:
            parallel.run_batches(checker, config, read_lines(stream), writer.write, **kw)  # type: ignore[arg-type]
        outs.append(buf.getvalue())
    assert outs[0] == outs[1]
    assert len([t for t in judge.threads if t.startswith("citeproof-case")]) > 1


def test_cli_workers_option_same_output(cases: Path, tmp_path: Path) -> None:
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    r1 = CliRunner().invoke(cli, ["check", str(cases), "--out", str(one), "--workers", "1"])
    r2 = CliRunner().invoke(cli, ["check", str(cases), "--out", str(two), "--workers", "2"])
    assert r1.exit_code == r2.exit_code == 1, r2.output
    assert one.read_bytes() == two.read_bytes() == reference(cases)
    assert r1.stderr == r2.stderr  # the same totals
    assert not list(tmp_path.glob("*.resume.json"))  # sidecars go away after a complete run


def test_cli_workers_stdout_text_and_json(cases: Path) -> None:
    for fmt in ("text", "json"):
        res = CliRunner().invoke(cli, ["check", str(cases), "--format", fmt, "-j", "2"])
        assert res.exit_code == 1
        assert res.stdout_bytes == reference(cases, fmt)


def test_workers_must_be_positive(cases: Path) -> None:
    res = CliRunner().invoke(cli, ["check", str(cases), "--workers", "0"])
    assert res.exit_code == 2 and "--workers" in res.stderr


def test_config_round_trips_the_policy() -> None:
    config = CheckConfig.of("high", "lexical")
    assert config.build().policy.sha256 == Checker("high", "lexical").policy.sha256
    assert not config.network and CheckConfig(config.policy, "cascade").network


def test_a_bulk_run_collects_cycles_rarely_and_restores_the_collector() -> None:
    """The collector's thresholds are raised while batches are checked, then restored."""
    import gc

    config = CheckConfig.of("standard", "lexical")
    checker = config.build()
    before = gc.get_threshold()
    during: list[tuple[int, int, int]] = []

    def lines() -> Iterator[Line]:
        for i in range(1, 30):
            yield Line(i, b"{not json", 9)

    def write(batch: object) -> None:
        during.append(gc.get_threshold())

    parallel.run_batches(checker, config, lines(), write, workers=1, batch_lines=10)
    assert during and all(t == parallel._BULK_GC_THRESHOLDS for t in during)
    assert gc.get_threshold() == before

    def failing(batch: object) -> None:
        raise OSError("disk full")

    with pytest.raises(OSError):
        parallel.run_batches(checker, config, lines(), failing, workers=1, batch_lines=10)
    assert gc.get_threshold() == before


def test_the_caller_checks_batches_itself_while_the_pool_starts() -> None:
    # The pool's first batch is held back until the caller has checked two
    # batches after the window itself; every batch still comes out in order.
    from concurrent.futures import Future, ThreadPoolExecutor

    release = threading.Event()
    futures: list[Future[str]] = []
    done_locally: list[int] = []

    def in_pool(b: int) -> str:
        if b == 1:
            release.wait(10)
        return f"pool{b}"

    def local(b: int) -> str:
        done_locally.append(b)
        if len(done_locally) == 2:
            release.set()
            futures[0].result(10)  # the pool is up: the caller stops here
        return f"local{b}"

    out: list[str] = []
    with ThreadPoolExecutor(1) as pool:

        def submit(b: int) -> Future[str]:
            futures.append(pool.submit(in_pool, b))
            return futures[-1]

        parallel._ordered(
            submit,  # type: ignore[arg-type]
            iter(range(1, 9)),  # type: ignore[arg-type]
            out.append,  # type: ignore[arg-type]
            3,
            first=lambda: "first0",  # type: ignore[arg-type,return-value]
            local=local,  # type: ignore[arg-type]
        )
    assert done_locally == [4, 5]
    assert out == ["first0", "pool1", "pool2", "pool3", "local4", "local5", "pool6", "pool7",
                   "pool8"]  # fmt: skip


@pytest.mark.parametrize(
    "size, workers, started",
    [(300_000, 2, True), (300_000, 1, False), (1_000, 2, False), (None, 2, False)],
)
def test_the_worker_server_starts_early_only_for_large_files(
    size: int | None, workers: int, started: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import multiprocessing.forkserver

    calls: list[int] = []
    monkeypatch.setattr(multiprocessing.forkserver, "ensure_running", lambda: calls.append(1))
    cases = tmp_path / "cases.jsonl"
    if size is not None:
        cases.write_bytes(b"x" * size)
    parallel.prestart(str(cases), workers)
    if parallel._context().get_start_method() == "forkserver":
        assert bool(calls) is started
    parallel.prestart("-", 2)  # stdin: never
    assert len(calls) <= 1


def test_check_boots_the_worker_server_only_once_its_options_hold(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from citeproof import cli as cli_module

    calls: list[tuple[str, int | None]] = []
    monkeypatch.setattr(cli_module, "prestart", lambda c, w: calls.append((c, w)))
    examples = str(Path(__file__).resolve().parents[1] / "examples" / "cases.jsonl")
    assert CliRunner().invoke(cli, ["check", examples, "--policy", "nope"]).exit_code == 2
    assert CliRunner().invoke(cli, ["check", examples, "--out", "/nonexistent/x"]).exit_code == 2
    assert calls == []
    CliRunner().invoke(cli, ["check", examples, "-j", "2", "-q"])
    assert calls == [(examples, 2)]
