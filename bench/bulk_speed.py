"""Speed and memory of a whole ``citeproof check`` process, and inline latency.

Runs the real CLI as a subprocess on a generated workload (8 claims, 5 chunks
of ~800 characters per case; see workload.py) and reports wall time,
claims/second and peak memory of the whole process tree (the parent plus
its workers, sampled every 20 ms); then the p50/p99 latency of the inline
``validate`` call with the same judge. Workload files go to a temporary folder, never into the repo.

    python bench/bulk_speed.py                         # 2,000 cases, 1 and 2 workers
    python bench/bulk_speed.py --cases 200000 --workers 2
    python bench/bulk_speed.py --engine dask --workers 2
    python bench/bulk_speed.py --profile               # cProfile of one in-process run
    python bench/bulk_speed.py --reworded              # no claim a chunk's sentence word for word
    python bench/bulk_speed.py --source-only           # no cached bytecode (compile at every start)
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import orjson

sys.path.insert(0, str(Path(__file__).parent))

from workload import make_case

CLI = [sys.executable, "-c", "from citeproof.cli import main; main()"]


def generate(path: Path, cases: int, reworded: bool = False) -> None:
    if path.exists():
        return
    tmp = path.with_suffix(".tmp")
    with tmp.open("wb", buffering=1 << 20) as f:
        for i in range(cases):
            f.write(orjson.dumps(make_case(i, reworded=reworded)) + b"\n")
    tmp.rename(path)


def tree_rss(pid: int) -> int:
    """Resident memory (bytes) of *pid* and all its descendants."""
    children: dict[int, list[int]] = {}
    rss: dict[int, int] = {}
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry.name}/stat").read_text()
            statm = Path(f"/proc/{entry.name}/statm").read_text()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        p = int(entry.name)
        children.setdefault(int(fields[1]), []).append(p)
        rss[p] = int(statm.split()[1]) * os.sysconf("SC_PAGE_SIZE")
    total, todo = 0, [pid]
    while todo:
        p = todo.pop()
        total += rss.get(p, 0)
        todo.extend(children.get(p, []))
    return total


def cli_env(folder: Path, source_only: bool) -> dict[str, str]:
    """The CLI's environment: with its bytecode cached, as an installed package has it.

    ``pip install`` compiles a package's modules once; a machine that sets
    PYTHONDONTWRITEBYTECODE (this one does) would instead compile citeproof's
    source again at every start, about 0.4 s per process here. Unless
    *source_only*, the bytecode is written to a folder of the workload's (the
    checkout is left alone) by one import before anything is timed.
    """
    env = dict(os.environ)
    if source_only:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        return env
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(folder / "pycache")
    warm = "import citeproof.cli, citeproof.judges.lexical, citeproof.parallel"
    subprocess.run([sys.executable, "-c", warm], env=env, check=True)
    return env


def run_cli(args: list[str], env: dict[str, str] | None = None) -> tuple[float, int, int]:
    """Wall seconds, peak RSS of the process tree (bytes), exit code."""
    start = time.perf_counter()
    proc = subprocess.Popen([*CLI, *args], env=env)
    peak = 0
    while proc.poll() is None:
        peak = max(peak, tree_rss(proc.pid))
        time.sleep(0.02)
    return time.perf_counter() - start, peak, proc.returncode


def inline_latency(cases: int, judge: str, reworded: bool = False) -> None:
    from citeproof import validate

    docs = [make_case(10_000_000 + i, reworded=reworded) for i in range(cases)]
    validate(docs[0], judge=judge)  # build the default checker once
    lat = []
    for doc in docs[1:]:
        t = time.perf_counter()
        validate(doc, judge=judge)
        lat.append(time.perf_counter() - t)
    q = statistics.quantiles(lat, n=100)
    print(
        f"inline validate ({judge}, {len(lat)} fresh cases): "
        f"mean {statistics.fmean(lat) * 1e3:.2f} ms  "
        f"p50 {q[49] * 1e3:.2f} ms  p99 {q[98] * 1e3:.2f} ms"
    )


def profile(path: Path, out: Path) -> None:
    import cProfile
    import pstats

    from citeproof.cli import cli

    prof = cProfile.Profile()
    prof.enable()
    with contextlib.suppress(SystemExit):
        cli(["check", str(path), "--out", str(out), "-q", "--workers", "1"])
    prof.disable()
    pstats.Stats(prof).sort_stats("cumulative").print_stats(r"citeproof", 30)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--cases", type=int, default=2000)
    ap.add_argument("--workers", type=int, nargs="*", default=[1, 2])
    ap.add_argument("--engine", default="local", choices=["local", "dask"])
    ap.add_argument("--judge", default="lexical")
    ap.add_argument("--inline", type=int, default=1000, help="cases for inline latency (0: skip)")
    ap.add_argument("--profile", action="store_true", help="cProfile one in-process run instead")
    ap.add_argument("--dir", default=None, help="folder for workload files [default: a temp dir]")
    ap.add_argument(
        "--reworded", action="store_true", help="claims that reword, not copy, a chunk's sentence"
    )
    ap.add_argument(
        "--source-only",
        action="store_true",
        help="no cached bytecode: compile citeproof's source at every process start",
    )
    args = ap.parse_args()
    folder = Path(args.dir or Path(tempfile.gettempdir()) / "citeproof-bench")
    folder.mkdir(parents=True, exist_ok=True)
    cases = folder / f"cases-{args.cases}{'-reworded' if args.reworded else ''}.jsonl"
    generate(cases, args.cases, args.reworded)
    claims = 8 * args.cases
    if args.profile:
        profile(cases, folder / "profile-out.jsonl")
        return
    print(f"workload: {args.cases:,} cases, {claims:,} claims, {cases.stat().st_size / 1e6:.0f} MB")
    env = cli_env(folder, args.source_only)
    print(
        "bytecode: compiled from source at every start"
        if args.source_only
        else f"bytecode: cached in {folder / 'pycache'}, as an installed package has it"
    )
    for workers in args.workers if args.engine == "local" else [0]:
        out = folder / (
            f"out-{args.engine}-{workers}" + (".jsonl" if args.engine == "local" else "")
        )
        cmd = ["check", str(cases), "--out", str(out), "-q", "--judge", args.judge]
        cmd += ["--workers", str(workers)] if args.engine == "local" else ["--engine", "dask"]
        wall, peak, code = run_cli(cmd, env)
        label = f"local workers={workers}" if workers else "dask LocalCluster"
        print(
            f"{label}: {wall:.2f} s  {claims / wall:,.0f} claims/s  "
            f"peak RSS (all processes) {peak / 2**20:,.0f} MiB  exit {code}"
        )
    if args.inline:
        inline_latency(args.inline, args.judge, args.reworded)


if __name__ == "__main__":
    main()
