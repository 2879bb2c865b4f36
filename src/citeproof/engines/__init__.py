"""Engines: who runs a bulk check over many input files, and where.

An engine takes input locations, an output location and a picklable
:class:`~citeproof.runner.CheckConfig`, and writes one JSONL result line per
input line, in input order, as *parts* named ``part-FFFFF-BBBBB.jsonl``
(input file number, block number within the file): sorting the part names
gives input order, and concatenating the parts of one input file gives
exactly what ``citeproof check FILE --out results.jsonl`` writes. It returns
the run's :class:`~citeproof.report.Summary`.

``local`` runs on this machine's cores (:mod:`citeproof.parallel`);
``dask`` (``pip install 'citeproof[dask]'``) runs on a Dask cluster and reads
any fsspec URL or glob. Another adapter (Spark, Ray) only has to implement
:class:`Engine` and be registered in :data:`ENGINES`.
"""

from __future__ import annotations

import glob
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

from ..errors import UsageError
from ..report import BatchWriter, Summary
from ..runner import CheckConfig, open_input, read_lines


class Engine(Protocol):
    """The engine plug-in point."""

    name: str

    def run(self, inputs: Sequence[str], out: str, config: CheckConfig) -> Summary:
        """Check every line of *inputs*; write result parts under *out*; return the totals."""
        ...


def part_name(file_index: int, block_index: int = 0, width: int = 5) -> str:
    """Name of a result part; zero-padded so that sorting names gives input order."""
    return f"part-{file_index:0{width}d}-{block_index:0{width}d}.jsonl"


def part_width(*counts: int) -> int:
    return max(5, *(len(str(max(c - 1, 0))) for c in counts))


class LocalEngine:
    """Every input file in turn on this machine's cores; one part per input file."""

    name = "local"

    def __init__(self, workers: int | None = None) -> None:
        self.workers = workers

    def run(self, inputs: Sequence[str], out: str, config: CheckConfig) -> Summary:
        from ..parallel import run_batches

        paths = expand_local(inputs)
        folder = Path(out)
        folder.mkdir(parents=True, exist_ok=True)
        checker = config.build()
        summary = Summary()
        width = part_width(len(paths))
        try:
            for i, path in enumerate(paths):
                with (
                    open_input(path) as stream,
                    (folder / part_name(i, 0, width)).open("wb") as f,
                ):
                    writer = BatchWriter(f, "jsonl", summary)
                    lines = read_lines(stream)
                    run_batches(checker, config, lines, writer.write, workers=self.workers)
                    writer.close()
        finally:
            close = getattr(checker.judge, "close", None)
            if close:
                close()
        return summary


def expand_local(inputs: Sequence[str]) -> list[str]:
    """Local paths and globs, each glob in sorted order, duplicates dropped."""
    out: list[str] = []
    for pattern in inputs:
        found = sorted(glob.glob(pattern)) if glob.has_magic(pattern) else [pattern]
        if not found:
            raise UsageError(f"{pattern}: no file matches")
        out.extend(p for p in found if p not in out)
    return out


def _dask(**options: Any) -> Engine:
    from .dask_engine import DaskEngine

    return DaskEngine(**options)


ENGINES: dict[str, Callable[..., Engine]] = {
    "local": LocalEngine,
    "dask": _dask,
}


def make_engine(name: str, **options: Any) -> Engine:
    """Build the engine registered as *name*."""
    try:
        factory = ENGINES[name]
    except KeyError:
        raise UsageError(f"unknown engine {name!r} (known: {', '.join(ENGINES)})") from None
    return factory(**options)


__all__ = ["ENGINES", "Engine", "LocalEngine", "make_engine", "part_name"]
