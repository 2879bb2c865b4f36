"""The Dask engine gives, part by part, exactly the bytes of a local run."""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest
from click.testing import CliRunner

from casefiles import repeated_examples

pytest.importorskip("dask.bag")
pytest.importorskip("fsspec")

from citeproof.cli import cli
from citeproof.engines import LocalEngine, make_engine
from citeproof.engines.dask_engine import DaskEngine
from citeproof.runner import CheckConfig

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = (ROOT / "examples" / "cases.jsonl").read_bytes().splitlines()


def write_inputs(folder: Path) -> list[Path]:
    """Three input files: long (with a BOM and CRLF), short, and empty."""
    folder.mkdir()
    lines = repeated_examples(8)
    a = folder / "a.jsonl"
    a.write_bytes(b"\xef\xbb\xbf" + b"\r\n".join(lines) + b"\r\n")
    b = folder / "b.jsonl"
    b.write_bytes(b"\n".join(EXAMPLES[:5]) + b"\n{broken")  # no final newline
    c = folder / "c.jsonl"
    c.write_bytes(b"")
    return [a, b, c]


@pytest.fixture(scope="module")
def inputs(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    return write_inputs(tmp_path_factory.mktemp("dask") / "cases")


@pytest.fixture(scope="module")
def local(inputs: list[Path], tmp_path_factory: pytest.TempPathFactory) -> list[bytes]:
    """Per input file, what `citeproof check FILE --out` writes."""
    outs = []
    for path in inputs:
        out = tmp_path_factory.mktemp("local") / "r.jsonl"
        res = CliRunner().invoke(cli, ["check", str(path), "--out", str(out), "-q", "-j", "1"])
        assert res.exit_code in (0, 1), res.output
        outs.append(out.read_bytes())
    return outs


def by_file(folder: Path) -> dict[int, bytes]:
    """Concatenate the parts of each input file, in sorted-name order."""
    out: dict[int, bytes] = {}
    for part in sorted(folder.glob("part-*.jsonl")):
        file_index = int(part.name.split("-")[1])
        out[file_index] = out.get(file_index, b"") + part.read_bytes()
    return out


def test_sync_scheduler_blocks_match_the_local_run(
    inputs: list[Path], local: list[bytes], tmp_path: Path
) -> None:
    config = CheckConfig.of("standard", "lexical")
    engine = DaskEngine(scheduler="sync", blocksize=20_000)  # several blocks per file
    summary = engine.run([str(inputs[0].parent / "*.jsonl")], str(tmp_path / "out"), config)
    parts = sorted(p.name for p in (tmp_path / "out").glob("part-*.jsonl"))
    assert len([p for p in parts if p.startswith("part-00000-")]) > 3
    assert by_file(tmp_path / "out") == dict(enumerate(local))
    assert summary.cases == sum(len(x.splitlines()) for x in local)
    manifest = orjson.loads((tmp_path / "out" / "_manifest.json").read_bytes())
    assert [m["part"].rsplit("/", 1)[-1] for m in manifest["parts"]] == parts
    assert manifest["summary"]["cases"] == summary.cases


def test_local_engine_writes_the_same_parts(
    inputs: list[Path], local: list[bytes], tmp_path: Path
) -> None:
    config = CheckConfig.of("standard", "lexical")
    summary = LocalEngine(workers=1).run([str(p) for p in inputs], str(tmp_path), config)
    assert by_file(tmp_path) == dict(enumerate(local))
    assert summary.decisions["invalid"] > 0


def test_local_cluster_matches_the_local_run(
    inputs: list[Path], local: list[bytes], tmp_path: Path
) -> None:
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=2, processes=False, dashboard_address=None
    ) as cluster:
        engine = make_engine("dask", scheduler=cluster.scheduler_address, blocksize=50_000)
        config = CheckConfig.of("standard", "lexical")
        engine.run([str(p) for p in inputs[:2]], str(tmp_path / "out"), config)
    assert by_file(tmp_path / "out") == dict(enumerate(local[:2]))


def test_cli_engine_dask(inputs: list[Path], local: list[bytes], tmp_path: Path) -> None:
    out = tmp_path / "results"
    res = CliRunner().invoke(
        cli,
        ["check", str(inputs[1]), "--engine", "dask", "--scheduler", "sync", "--out", str(out)],
    )
    assert res.exit_code == 1, res.output  # the input has invalid lines
    assert by_file(out) == {0: local[1]}
    assert "invalid" in res.stderr


@pytest.mark.parametrize(
    "args, message",
    [
        (["--engine", "dask"], "needs --out"),
        (["--engine", "dask", "--out", "OUT", "--resume"], "no --resume"),
        (["--scheduler", "tcp://127.0.0.1:1"], "--scheduler applies to --engine dask"),
        (["--engine", "dask", "--scheduler", "sync", "--out", "OUT", "NOFILE"], "no file"),
    ],
)
def test_engine_usage_errors(
    inputs: list[Path], tmp_path: Path, args: list[str], message: str
) -> None:
    cases = str(inputs[1])
    if "NOFILE" in args:
        args.remove("NOFILE")
        cases = str(tmp_path / "missing-*.jsonl")
    args = [str(tmp_path / "o") if a == "OUT" else a for a in args]
    res = CliRunner().invoke(cli, ["check", cases, *args])
    assert res.exit_code == 2, res.output
    assert message in res.stderr
