"""The ``citeproof`` command line: parse options, call the library, print.

Exit codes (SPEC §5): 0 — nothing blocked or invalid; 1 — at least one case
blocked or invalid (or in review, with ``--fail-on review``); 2 — usage
error, unreadable input, invalid policy, judge that cannot be set up.
Library errors become one line on stderr, never a traceback.
"""

from __future__ import annotations

import functools
import os
import sys
import time
from collections.abc import Callable
from typing import Any, TypeVar

import click

from ._version import __version__
from .errors import CiteproofError, UsageError
from .parallel import check_file, prestart
from .pipeline import Checker
from .policy import load_policy
from .report import FORMATS
from .runner import CheckConfig, Progress, check_output, collect_requests

F = TypeVar("F", bound=Callable[..., Any])

EXIT_OK, EXIT_FAIL, EXIT_USAGE = 0, 1, 2


def _fail_usage(message: str) -> None:
    click.echo(f"citeproof: error: {message}", err=True)
    sys.exit(EXIT_USAGE)


def handle_errors(fn: F) -> F:
    """Turn library errors into a one-line message and exit code 2."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except CiteproofError as exc:
            _fail_usage(str(exc))
        except BrokenPipeError:
            # Reader went away (e.g. `| head`): stop quietly.
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            sys.exit(EXIT_FAIL)
        except OSError as exc:
            # A file the run writes could not be (folder gone, disk full, no
            # permission): the user's to fix, so one line, no traceback.
            where = f"{exc.filename}: " if exc.filename else ""
            _fail_usage(f"{where}{exc.strerror or exc}")
        except KeyboardInterrupt:
            click.echo("citeproof: interrupted", err=True)
            sys.exit(130)

    return wrapper  # type: ignore[return-value]


def judge_options(fn: F) -> F:
    """Options shared by every command that runs a judge."""
    decorators = [
        click.option(
            "--judge",
            "judge",
            default="lexical",
            show_default=True,
            type=click.Choice(["lexical", "anthropic", "cascade"]),
            help="Judge for stage 3. Only anthropic/cascade use the network.",
        ),
        click.option("--judge-model", default=None, help="Claude model (default: the policy's)."),
        click.option("--no-cache", is_flag=True, help="Do not use the local judge response cache."),
        click.option(
            "--cache-path",
            default=None,
            type=click.Path(dir_okay=False),
            help="SQLite file for the judge response cache.",
        ),
        click.option(
            "--max-concurrency",
            default=8,
            show_default=True,
            type=click.IntRange(1, 256),
            help="Claude requests in flight at once.",
        ),
        click.option(
            "--prices",
            "prices_path",
            default=None,
            type=click.Path(exists=True, dir_okay=False),
            help="TOML price table overriding the bundled one.",
        ),
        click.option(
            "--batch",
            is_flag=True,
            help="Submit all Claude requests through the Message Batches API first.",
        ),
        click.option(
            "--no-titles",
            is_flag=True,
            help="Lexical judge: do not read chunk titles or document ids as the topic of a "
            "chunk's sentences.",
        ),
        click.option(
            "--escalate-below",
            default=None,
            type=click.FloatRange(0, 1),
            metavar="CONFIDENCE",
            help="Cascade judge: also send the lexical judge's supported and contradicted "
            "verdicts with a confidence below this to Claude (0.75 sends the supports "
            "that let a word go or joined sentences).",
        ),
    ]
    for deco in reversed(decorators):
        fn = deco(fn)
    return fn


def build_judge_options(
    judge: str,
    judge_model: str | None,
    no_cache: bool,
    cache_path: str | None,
    max_concurrency: int,
    prices_path: str | None,
    batch: bool,
    no_titles: bool = False,
    escalate_below: float | None = None,
) -> dict[str, Any]:
    if escalate_below is not None and judge != "cascade":
        raise UsageError("--escalate-below applies to --judge cascade")
    if judge == "lexical":
        if judge_model or batch:
            raise UsageError("--judge-model and --batch apply to --judge anthropic or cascade")
        return {"titles": False} if no_titles else {}
    if no_titles and judge != "cascade":
        raise UsageError("--no-titles applies to --judge lexical or cascade")
    opts: dict[str, Any] = {
        "use_cache": not no_cache,
        "max_concurrency": max_concurrency,
        "batch": batch,
    }
    if no_titles:
        opts["titles"] = False
    if escalate_below is not None:
        opts["escalate_below"] = escalate_below
    if judge_model:
        opts["model"] = judge_model
    if cache_path:
        opts["cache_path"] = cache_path
    if prices_path:
        opts["prices_path"] = prices_path
    return opts


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="citeproof")
def cli() -> None:
    """citeproof — check that an LLM answer's claims are backed by the sources it cites."""


@cli.command()
@click.argument("cases", type=str)
@click.option(
    "--policy",
    "-p",
    default="standard",
    show_default=True,
    help="Bundled policy name (low, standard, high) or a policy file path.",
)
@judge_options
@click.option(
    "--out",
    "-o",
    default=None,
    help="Write results to this file (default format then: jsonl); "
    "with --engine dask, a folder or URL for the result parts.",
)
@click.option(
    "--format",
    "fmt",
    default=None,
    type=click.Choice(FORMATS),
    help="Output format [default: text to the terminal, jsonl with --out].",
)
@click.option(
    "--fail-on",
    default="block",
    show_default=True,
    type=click.Choice(["block", "review"]),
    help="Lowest decision that makes the exit code 1.",
)
@click.option(
    "--redact",
    is_flag=True,
    help="Write hashes instead of claim, quote and evidence text "
    "(HMAC keyed by $CITEPROOF_REDACT_KEY when set).",
)
@click.option("--quiet", "-q", is_flag=True, help="No progress or summary on stderr.")
@click.option(
    "--workers",
    "-j",
    default=None,
    type=click.IntRange(1, 1024),
    help="Worker processes [default: one per core; 1: in this process]. "
    "anthropic/cascade always run in one process, --max-concurrency requests at once.",
)
@click.option(
    "--resume",
    is_flag=True,
    help="Continue an interrupted run: keep the complete results already in --out FILE "
    "and check only the lines after them.",
)
@click.option(
    "--engine",
    default="local",
    show_default=True,
    type=click.Choice(["local", "dask"]),
    help="Where to run: this machine, or a Dask cluster (pip install 'citeproof[dask]'; "
    "CASES may then be any fsspec URL or glob, --out a folder or URL).",
)
@click.option(
    "--scheduler",
    default=None,
    metavar="ADDRESS",
    help="Dask scheduler (tcp://host:8786) [default: $DASK_SCHEDULER_ADDRESS, "
    "else a local cluster].",
)
@click.option(
    "--report",
    "report",
    default=None,
    type=click.Path(dir_okay=False),
    help="Also write a self-contained HTML report of the run here.",
)
@handle_errors
def check(
    cases: str,
    policy: str,
    judge: str,
    judge_model: str | None,
    no_cache: bool,
    cache_path: str | None,
    max_concurrency: int,
    prices_path: str | None,
    batch: bool,
    no_titles: bool,
    escalate_below: float | None,
    out: str | None,
    fmt: str | None,
    fail_on: str,
    redact: bool,
    quiet: bool,
    workers: int | None,
    resume: bool,
    engine: str,
    scheduler: str | None,
    report: str | None,
) -> None:
    """Check every case of CASES (a .jsonl file, or - for stdin).

    \b
    Examples:
      citeproof check examples/cases.jsonl
      citeproof check cases.jsonl --policy high --out results.jsonl
      citeproof check cases.jsonl --judge cascade --format json
      citeproof check big.jsonl --out results.jsonl --workers 8 --resume
      citeproof check 's3://bucket/cases/*.jsonl' --engine dask --out s3://bucket/results/
      citeproof check cases.jsonl --out results.jsonl --report report.html
    """
    fmt = fmt or ("jsonl" if out else "text")
    if engine != "local":
        if not out or fmt != "jsonl" or resume or batch:
            raise UsageError(f"--engine {engine} needs --out and jsonl; no --resume or --batch")
    elif scheduler:
        raise UsageError("--scheduler applies to --engine dask")
    if out and engine == "local":
        check_output(out, "--out", " (or use --engine dask)")
    if report:
        check_output(report, "--report")
    if engine == "local" and judge == "lexical":
        load_policy(policy)  # a bad policy fails here, before any process starts
        # Boot the workers' server now: it imports the judge while this process does.
        prestart(cases, workers)
    key = os.environ.get("CITEPROOF_REDACT_KEY")
    judge_opts = build_judge_options(
        judge,
        judge_model,
        no_cache,
        cache_path,
        max_concurrency,
        prices_path,
        batch,
        no_titles,
        escalate_below,
    )
    checker = Checker(
        policy,
        judge,
        redact=redact,
        redact_key=key.encode() if key else None,
        judge_options=judge_opts,
    )
    config = CheckConfig(
        policy=checker.policy.model_dump(mode="json"),
        judge=judge,
        judge_options=judge_opts,
        redact=redact,
        redact_key=checker.redact_key,
    )
    if batch:
        prefetch = getattr(checker.judge, "prefetch", None)
        if prefetch is None:
            raise UsageError(f"judge {judge!r} has no batch mode")
        prefetch(collect_requests(cases))
    try:
        if engine == "local":
            summary = check_file(
                checker,
                config,
                cases,
                out,
                fmt,
                workers=workers,
                resume=resume,
                progress=Progress(False if quiet else None),
            )
        else:
            from .engines import make_engine

            start = time.monotonic()
            summary = make_engine(engine, scheduler=scheduler).run([cases], out or "", config)
            summary.seconds = time.monotonic() - start
    finally:
        close = getattr(checker.judge, "close", None)
        if close:
            close()
    if summary.cases == 0 and not quiet:
        click.echo(f"citeproof: warning: {cases} contains no cases", err=True)
    if out and not quiet:
        from .report import text_summary

        click.echo(text_summary(summary), err=True)
    if report:
        from .html_report import report_for_check

        report_for_check(report, cases, out, fmt, config)
    decisions = summary.decisions
    failing = decisions["block"] + decisions["invalid"]
    if fail_on == "review":
        failing += decisions["review"]
    sys.exit(EXIT_FAIL if failing else EXIT_OK)


@cli.command()
@click.argument("name", required=False)
@handle_errors
def schema(name: str | None) -> None:
    """Print a bundled JSON Schema, or list them.

    \b
    Examples:
      citeproof schema            # list names
      citeproof schema case       # print schemas/case.schema.json
    """
    from .schema import load_schema_text, schema_names

    if name is None:
        for n in schema_names():
            click.echo(n)
        return
    try:
        click.echo(load_schema_text(name), nl=False)
    except KeyError:
        raise UsageError(
            f"no schema named {name!r} (available: {', '.join(schema_names())})"
        ) from None


@cli.command()
@handle_errors
def policies() -> None:
    """List the bundled policies.

    \b
    Example:
      citeproof policies
    """
    from .policy import bundled_policies

    for name, description in bundled_policies().items():
        click.echo(f"{name:<10} {description}")


from .cli_eval import register as _register_eval  # noqa: E402

_register_eval(cli)


def main() -> None:
    """Console-script entry point."""
    cli(prog_name="citeproof")
