"""Checking batches of lines on every core, with results still in input order.

Three ways to run, one contract (every line in, one result out, in order):

* **in process** (``workers=1``, or an input of a single batch): no pool;
* **processes** (``workers>1``, offline judges): a pool of worker processes
  started with ``forkserver`` (``spawn`` where that is missing) — never
  ``fork``, which copies locks held by other threads. Each worker builds its
  :class:`Checker` once from a picklable :class:`CheckConfig`. The pool is
  started only when the input turns out to be longer than one batch, so
  small files do not pay for it (the server the workers fork from may be
  started earlier, see :func:`prestart`); until its first result is back,
  the parent checks batches itself;
* **threads** (network judges: ``anthropic``, ``cascade``): one process, a
  few batches in flight on threads. The time goes into waiting on the API,
  the judge bounds requests in flight with ``--max-concurrency`` across all
  threads, and one process keeps one HTTP client and one writer to the
  SQLite response cache.

Memory stays flat whatever the input size: at most ``window`` batches are
read ahead of the one being written (a sliding window over a lazy reader),
and finished batches are written as soon as every batch before them is.
"""

from __future__ import annotations

import gc
import multiprocessing
import multiprocessing.connection
import os
import signal
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor
from contextlib import contextmanager
from itertools import chain
from pathlib import Path
from typing import IO

from .errors import UsageError
from .pipeline import Checker
from .report import Batch, BatchWriter, Summary
from .runner import (
    BATCH_LINES,
    CheckConfig,
    Line,
    Progress,
    batched,
    check_batch,
    open_input,
    read_lines,
)

# Batches in flight per worker: enough that a worker never waits for the
# reader or the writer, few enough that memory does not depend on the input.
WINDOW_PER_WORKER = 4
NETWORK_BATCH_LINES = 8


def default_workers() -> int:
    """The number of cores this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


# Inputs at least this large start the worker server before the run is set up.
PRESTART_BYTES = 256 * 1024


def prestart(cases: str, workers: int | None) -> None:
    """Start the worker server now, when *cases* is a file large enough to need it.

    The server imports the judge in a fresh interpreter, about half a second,
    which would otherwise start only once the first batches are read. Only
    for offline judges (network judges run on threads).
    """
    if cases == "-" or (workers if workers is not None else default_workers()) <= 1:
        return
    try:
        if Path(cases).stat().st_size < PRESTART_BYTES:
            return
    except OSError:
        return  # reported, in one line, when the input is opened
    if _context().get_start_method() == "forkserver":
        import multiprocessing.forkserver

        multiprocessing.forkserver.ensure_running()


def _context() -> multiprocessing.context.BaseContext:
    method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
    ctx = multiprocessing.get_context(method)
    if method == "forkserver":
        # Imported once in the server; each worker forked from it starts warm.
        ctx.set_forkserver_preload(["citeproof.parallel", "citeproof.judges.lexical"])
    return ctx


# A bulk run keeps a few hundred thousand objects alive in the judge's caches
# (words, figures, analysed chunks and claims), and with the default
# thresholds the cycle collector traverses them again and again: 12-15% of a
# run's CPU, to find no cycle at all (checking a case makes none). Collecting
# 70 times less often leaves memory as it was.
_BULK_GC_THRESHOLDS = (50_000, 50, 50)


@contextmanager
def _bulk_gc() -> Iterator[None]:
    """Collect cycles rarely while checking batches; restore the thresholds afterwards."""
    saved = gc.get_threshold()
    gc.set_threshold(*_BULK_GC_THRESHOLDS)
    try:
        yield
    finally:
        gc.set_threshold(*saved)


_WORKER_CHECKER: Checker | None = None


def _init_worker(config: CheckConfig) -> None:
    global _WORKER_CHECKER
    # Ctrl-C goes to the whole process group; the parent alone decides what
    # happens (it stops reading and keeps what was written), workers just end.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # A parent killed with SIGKILL cannot tell its workers; they would wait on
    # the task queue forever. Each one watches its parent and leaves with it.
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_exit_with, args=(parent.sentinel,), daemon=True).start()
    _WORKER_CHECKER = config.build()
    gc.set_threshold(*_BULK_GC_THRESHOLDS)  # a worker only ever checks batches


def _exit_with(sentinel: int) -> None:
    multiprocessing.connection.wait([sentinel])
    os._exit(1)


def _work(lines: list[Line], fmt: str) -> Batch:
    assert _WORKER_CHECKER is not None, "worker not initialised"
    return check_batch(_WORKER_CHECKER, lines, fmt)


def _close_judge(checker: Checker) -> None:
    close = getattr(checker.judge, "close", None)
    if close is not None:
        close()


@_bulk_gc()
def run_batches(
    checker: Checker,
    config: CheckConfig,
    lines: Iterable[Line],
    write: Callable[[Batch], None],
    *,
    workers: int | None = None,
    fmt: str = "jsonl",
    progress: Progress | None = None,
    batch_lines: int | None = None,
    window: int | None = None,
) -> int:
    """Check every line, calling *write* on each batch in input order; return the line count.

    *checker* is the parent's own checker (used in process, and for the
    first batch); *config* is what builds the same checker in a worker.
    *workers* None means one per core (threads for network judges).
    """
    network = config.network
    if workers is None:
        workers = 1 if network else default_workers()
    size = batch_lines or (NETWORK_BATCH_LINES if network else BATCH_LINES)
    batches = batched(lines, size)
    n = 0

    def emit(batch: Batch) -> None:
        nonlocal n
        write(batch)
        n += batch.count
        if progress:
            progress.tick(batch.count)

    try:
        if network:
            threads = max(1, int(config.judge_options.get("max_concurrency", 8)))
            with ThreadPoolExecutor(threads, thread_name_prefix="citeproof-case") as pool:
                _ordered(
                    lambda b: pool.submit(check_batch, checker, b, fmt),
                    batches,
                    emit,
                    window or 2 * threads,
                )
            return n
        first = next(batches, None)
        if first is None:
            return 0
        second = next(batches, None)
        if workers <= 1 or second is None:
            for batch in chain([first], [second] if second else [], batches):
                emit(check_batch(checker, batch, fmt))
            return n
        procs = ProcessPoolExecutor(workers, _context(), _init_worker, (config,))
        try:
            # The first batch is checked here while the workers boot.
            _ordered(
                lambda b: procs.submit(_work, b, fmt),
                chain([second], batches),
                emit,
                window or WINDOW_PER_WORKER * workers,
                first=lambda: check_batch(checker, first, fmt),
                local=lambda b: check_batch(checker, b, fmt),
            )
        finally:
            procs.shutdown(wait=True, cancel_futures=True)
        return n
    finally:
        if progress:
            progress.done()


def _ordered(
    submit: Callable[[list[Line]], Future[Batch]],
    batches: Iterator[list[Line]],
    emit: Callable[[Batch], None],
    window: int,
    *,
    first: Callable[[], Batch] | None = None,
    local: Callable[[list[Line]], Batch] | None = None,
) -> None:
    """Keep up to *window* batches in flight and emit them strictly in input order.

    *first*, when given, is the batch before all of *batches*, computed by the
    caller once the window is full (so the pool is busy meanwhile). With
    *local*, the caller goes on checking the batches after the window itself
    until the first one in flight is back: worker processes take a moment to
    start, and the caller's core would sit idle meanwhile.
    """
    pending: deque[Future[Batch] | Batch] = deque()
    for batch in batches:
        pending.append(submit(batch))
        if len(pending) >= window:
            break
    if first is not None:
        emit(first())
    head = pending[0] if pending else None
    if local is not None and isinstance(head, Future):
        while not head.done():
            more = next(batches, None)
            if more is None:
                break
            pending.append(local(more))
    while pending:
        item = pending.popleft()
        emit(item.result() if isinstance(item, Future) else item)
        more = next(batches, None)
        if more is not None:
            pending.append(submit(more))


def check_file(
    checker: Checker,
    config: CheckConfig,
    cases: str,
    out: str | None,
    fmt: str,
    *,
    workers: int | None = None,
    resume: bool = False,
    progress: Progress | None = None,
    stdout: IO[bytes] | None = None,
) -> Summary:
    """``citeproof check`` on this machine: *cases* → *out* (or *stdout*) in *fmt*.

    With *out* a regular file in jsonl, the run is resumable (see
    :mod:`citeproof.resume`); *resume* continues a previous run's output.
    Returns the totals of the whole output, including resumed lines.
    """
    from . import resume as rs

    start = time.monotonic()
    if resume and (out is None or fmt != "jsonl"):
        raise UsageError("--resume needs --out FILE with jsonl output")
    point = rs.prepare(out, cases, checker) if resume and out else None
    resumable = (
        out is not None
        and fmt == "jsonl"
        and cases != "-"
        and (not Path(out).exists() or Path(out).is_file())
    )
    with open_input(cases) as source:
        if resumable and out is not None:
            rs.write_sidecar(out, rs.RunIdentity.of(cases, checker))
        stream = Path(out).open("ab" if point else "wb") if out else (stdout or sys.stdout.buffer)
        try:
            writer = BatchWriter(stream, fmt, point.summary if point else None)
            lines = rs.skip_done(source, point, out or "") if point else read_lines(source)
            run_batches(
                checker, config, lines, writer.write, workers=workers, fmt=fmt, progress=progress
            )
            writer.close()
        finally:
            if out:
                stream.close()
    if resumable and out is not None:
        rs.remove_sidecar(out)
    writer.summary.seconds = time.monotonic() - start
    return writer.summary
