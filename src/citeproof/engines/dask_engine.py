"""The Dask engine: a bulk check on a Dask cluster, reading any fsspec URL or glob.

Each input file is cut into blocks on line boundaries (fsspec's
``read_block``, as ``dask.bag.read_text`` does), of ``blocksize`` bytes or by
default 1-64 MiB, aiming at 32 or more partitions. A result carries its line
number within its file, so when a file has more than one block a cheap first
pass counts the lines of each block; then one task per block reads its raw
bytes, builds a :class:`Checker` from the picklable config once, checks the
lines (malformed ones become ``invalid`` results, exactly as locally; nothing
raises on bad input), and writes its results straight to
``OUT/part-FFFFF-BBBBB.jsonl``. Only small totals go back to the client, so
the client's memory does not grow with the input.

Model judges run inside a task with their own bounded thread concurrency
(``--max-concurrency``), one client per task; they read their API key from
the workers' environment.

Scheduler: ``scheduler="tcp://host:8786"`` (or ``$DASK_SCHEDULER_ADDRESS``)
connects to a running cluster; ``"sync"``, ``"threads"`` or ``"processes"``
use Dask's local schedulers; otherwise a ``LocalCluster`` of one
single-threaded worker process per core is started for the run.
"""

from __future__ import annotations

import io
import os
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import orjson

from ..errors import UsageError
from ..report import BatchWriter, Summary
from ..runner import CheckConfig, read_lines
from . import part_name, part_width

DEFAULT_BLOCKSIZE = 64 << 20
MIN_BLOCKSIZE = 1 << 20
LOCAL_SCHEDULERS = ("sync", "synchronous", "single-threaded", "threads", "processes")


@dataclass(frozen=True)
class Part:
    """One block of one input file and where its results go."""

    path: str
    offset: int
    length: int | None
    file_index: int
    block_index: int
    name: str
    first_line: int = 1


def _require_dask() -> Any:
    try:
        import dask.bag
        import fsspec
    except ImportError:
        raise UsageError("--engine dask needs Dask: pip install 'citeproof[dask]'") from None
    return dask.bag, fsspec


class DaskEngine:
    """Runs a bulk check as a Dask bag with one partition per block of input."""

    name = "dask"

    def __init__(
        self,
        scheduler: str | None = None,
        blocksize: int | None = None,
        storage_options: dict[str, Any] | None = None,
    ) -> None:
        _require_dask()
        self.scheduler = scheduler or os.environ.get("DASK_SCHEDULER_ADDRESS") or None
        self.blocksize = blocksize
        self.storage_options = dict(storage_options or {})

    def run(self, inputs: Sequence[str], out: str, config: CheckConfig) -> Summary:
        bag, fsspec = _require_dask()
        in_fs, paths = _expand(fsspec, inputs, self.storage_options)
        out_fs, root = fsspec.core.url_to_fs(out, **self.storage_options)
        root = root.rstrip("/")
        out_fs.makedirs(root, exist_ok=True)
        parts = self._plan(in_fs, paths, root)
        with self._scheduler() as compute_kw:
            multi = {p.file_index for p in parts if p.block_index > 0}
            if multi:
                counted = [p for p in parts if p.file_index in multi]
                counts = (
                    bag.from_sequence(counted, npartitions=len(counted))
                    .map(_count_lines, in_fs)
                    .compute(**compute_kw)
                )
                parts = _number(parts, dict(zip(counted, counts, strict=True)))
            totals = (
                bag.from_sequence(parts, npartitions=len(parts))
                .map(_check_part, in_fs, out_fs, root, config)
                .compute(**compute_kw)
            )
        summary = Summary()
        manifest = []
        for part, (lines, part_summary) in zip(parts, totals, strict=True):
            summary.merge(part_summary)
            manifest.append(
                {
                    "part": part.name,
                    "input": part.path,
                    "first_line": part.first_line,
                    "lines": lines,
                }
            )
        with out_fs.open(f"{root}/_manifest.json", "wb") as f:
            f.write(orjson.dumps({"parts": manifest, "summary": summary.as_dict()}) + b"\n")
        return summary

    def _plan(self, fs: Any, paths: list[str], root: str) -> list[Part]:
        sizes = [fs.size(p) or 0 for p in paths]
        # Default: blocks of 1-64 MiB, aiming at 32 or more partitions so that
        # every worker of a cluster gets work even from a single file.
        bs = self.blocksize or max(MIN_BLOCKSIZE, min(DEFAULT_BLOCKSIZE, sum(sizes) // 32))
        blocks = [list(range(0, size, bs)) if bs and size > bs else [0] for size in sizes]
        width = part_width(len(paths), *(len(b) for b in blocks))
        parts = []
        for i, (path, offsets) in enumerate(zip(paths, blocks, strict=True)):
            for j, offset in enumerate(offsets):
                length = bs if len(offsets) > 1 else None
                parts.append(Part(path, offset, length, i, j, f"{root}/{part_name(i, j, width)}"))
        return parts

    @contextmanager
    def _scheduler(self) -> Iterator[dict[str, Any]]:
        if self.scheduler in LOCAL_SCHEDULERS:
            yield {"scheduler": self.scheduler}
            return
        try:
            from distributed import Client, LocalCluster
        except ImportError:
            if self.scheduler:
                raise UsageError(
                    f"--scheduler {self.scheduler} needs dask.distributed: "
                    "pip install 'citeproof[dask]'"
                ) from None
            yield {"scheduler": "processes"}
            return
        if self.scheduler:
            with Client(self.scheduler) as client:
                yield {"scheduler": client}
            return
        with (
            LocalCluster(threads_per_worker=1, dashboard_address=None) as cluster,
            Client(cluster) as client,
        ):
            yield {"scheduler": client}


def _expand(fsspec: Any, inputs: Sequence[str], options: dict[str, Any]) -> tuple[Any, list[str]]:
    fs = None
    paths: list[str] = []
    for pattern in inputs:
        this_fs, _, found = fsspec.core.get_fs_token_paths(
            pattern, mode="rb", storage_options=options
        )
        if fs is not None and type(this_fs) is not type(fs):
            raise UsageError("--engine dask: all inputs must be on the same file system")
        fs = this_fs
        found = sorted(found)
        if not found:
            raise UsageError(f"{pattern}: no file matches")
        paths.extend(p for p in found if p not in paths)
    if fs is None:
        raise UsageError("no input given")
    return fs, paths


def _read(fs: Any, part: Part) -> bytes:
    from fsspec.utils import read_block

    with fs.open(part.path, "rb") as f:
        if part.length is None:
            return f.read()
        return read_block(f, part.offset, part.length, delimiter=b"\n")


def _count_lines(part: Part, fs: Any) -> int:
    data = _read(fs, part)
    return data.count(b"\n") + (1 if data and not data.endswith(b"\n") else 0)


def _number(parts: list[Part], counts: dict[Part, int]) -> list[Part]:
    """Give each block the number of its first line within its file."""
    out = []
    next_line: dict[int, int] = {}
    for p in parts:
        first = next_line.get(p.file_index, 1)
        next_line[p.file_index] = first + counts.get(p, 0)
        out.append(Part(p.path, p.offset, p.length, p.file_index, p.block_index, p.name, first))
    return out


def _check_part(
    part: Part, in_fs: Any, out_fs: Any, root: str, config: CheckConfig
) -> tuple[int, Summary]:
    """Check one block; write its results part. Bad lines become invalid results."""
    from ..parallel import run_batches

    data = _read(in_fs, part)
    checker = config.build()
    summary = Summary()
    try:
        with out_fs.open(part.name, "wb") as f:
            writer = BatchWriter(f, "jsonl", summary)
            lines = read_lines(io.BytesIO(data), first_line=part.first_line)
            n = run_batches(checker, config, lines, writer.write, workers=1)
            writer.close()
    finally:
        close = getattr(checker.judge, "close", None)
        if close:
            close()
    return n, summary
