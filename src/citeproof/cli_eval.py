"""Commands that prove the gate works on the user's own data: eval, mutate, selftest, review.

Thin click wrappers over :mod:`citeproof.evaluate`, :mod:`citeproof.mutate`,
:mod:`citeproof.review` and :mod:`citeproof.html_report`. ``register(group)``
adds them to the main ``citeproof`` group; it is called from :mod:`citeproof.cli`
once that module has defined the shared options, which is why the commands
are built inside it rather than at import time.

Exit codes: 0 ok; 1 a threshold given on the command line was missed; 2 usage
error (missing or unreadable file, a file with no JSON lines, a review file
with a bad label) — one line on stderr, no traceback.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click
import orjson

from .errors import UsageError

EXIT_OK, EXIT_FAIL = 0, 1


def _emit(data: Any, fmt: str, text: str) -> None:
    if fmt == "json":
        sys.stdout.buffer.write(orjson.dumps(data, option=orjson.OPT_INDENT_2) + b"\n")
        sys.stdout.flush()
    else:
        click.echo(text)


def _checker(policy: str, judge: str, judge_opts: dict[str, Any]) -> Any:
    from .pipeline import Checker

    return Checker(policy, judge, judge_options=judge_opts)


def _close(checker: Any) -> None:
    close = getattr(checker.judge, "close", None)
    if close:
        close()


def _require_json_lines(path: str, results: list[Any]) -> None:
    """A file in which no line is JSON is not JSONL at all: a usage error, not n invalid lines."""
    if results and all(
        r.decision == "invalid"
        and r.errors
        and r.errors[0].code in ("malformed_json", "line_too_long")
        for r in results
    ):
        raise UsageError(
            f"{path}: no line is a JSON object; expected JSONL (one JSON case per line)"
        )


def register(group: click.Group) -> None:
    """Add eval, mutate, selftest and the review group to *group*."""
    from .cli import build_judge_options, handle_errors, judge_options

    fmt_option = click.option(
        "--format", "fmt", default="text", show_default=True, type=click.Choice(["text", "json"]),
        help="text for people, json for machines.",
    )  # fmt: skip
    policy_option = click.option(
        "--policy", "-p", default="standard", show_default=True,
        help="Bundled policy name (low, standard, high) or a policy file path.",
    )  # fmt: skip
    seed_option = click.option(
        "--seed", default=0, show_default=True, type=int, help="Seed; same seed, same output."
    )
    rate = click.FloatRange(0.0, 1.0)

    @group.command("eval")
    @click.argument("cases", type=str)
    @policy_option
    @judge_options
    @click.option(
        "--by",
        "by",
        multiple=True,
        metavar="PATH",
        help="Break the metrics down by a field, e.g. metadata.source (repeatable).",
    )
    @fmt_option
    @click.option(
        "--report",
        "report",
        default=None,
        type=click.Path(dir_okay=False),
        help="Also write a self-contained HTML report here.",
    )
    @click.option(
        "--save-results",
        default=None,
        type=click.Path(dir_okay=False),
        help="Write the result lines of this run here (re-score later without a judge).",
    )
    @click.option(
        "--max-false-accept",
        type=rate,
        default=None,
        help="Exit 1 if the false-accept rate is above this.",
    )
    @click.option(
        "--max-false-accusation",
        type=rate,
        default=None,
        help="Exit 1 if the false-accusation rate is above this.",
    )
    @click.option(
        "--min-macro-f1", type=rate, default=None, help="Exit 1 if macro-F1 is below this."
    )
    @click.option(
        "--target-false-accept",
        type=rate,
        default=0.02,
        show_default=True,
        help="False-accept target for the recommended review threshold.",
    )
    @handle_errors
    def eval_cmd(
        cases: str, policy: str, judge: str, judge_model: str | None, no_cache: bool,
        cache_path: str | None, max_concurrency: int, prices_path: str | None, batch: bool,
        no_titles: bool, escalate_below: float | None, by: tuple[str, ...], fmt: str,
        report: str | None,
        save_results: str | None, max_false_accept: float | None,
        max_false_accusation: float | None,
        min_macro_f1: float | None, target_false_accept: float,
    ) -> None:  # fmt: skip
        """Compare predicted claim labels with gold labels; gate CI on the dangerous errors.

        CASES holds case lines with `labels`, flat labelled pairs
        ({"case_id", "claim", "citation": "<chunk text>", "label"}), or result
        lines written by `check --out` (re-scored without running the judge).

        \b
        Examples:
          citeproof eval gold.jsonl
          citeproof eval gold.jsonl --by metadata.source --format json
          citeproof eval gold.jsonl --max-false-accept 0.02 --min-macro-f1 0.6
          citeproof eval gold.jsonl --policy high --report eval.html
        """
        from .evaluate import Thresholds, evaluate, load_results, text_report
        from .report import result_line
        from .runner import check_output, collect_requests

        for path, option in ((report, "--report"), (save_results, "--save-results")):
            if path:
                check_output(path, option)

        checker = _checker(
            policy, judge,
            build_judge_options(judge, judge_model, no_cache, cache_path, max_concurrency,
                                prices_path, batch, no_titles, escalate_below),
        )  # fmt: skip
        saved = Path(save_results).open("wb") if save_results else None
        try:
            if batch:
                prefetch = getattr(checker.judge, "prefetch", None)
                if prefetch is None:
                    raise UsageError(f"judge {judge!r} has no batch mode")
                prefetch(collect_requests(cases))

            def keep(result: Any) -> None:
                if saved is not None:
                    saved.write(result_line(result))

            data = load_results(cases, checker, keep_cases=report is not None, on_result=keep)
        finally:
            if saved:
                saved.close()
            _close(checker)
        _require_json_lines(cases, data.results)
        ev = evaluate(
            data.results,
            by=by,
            thresholds=Thresholds(max_false_accept, max_false_accusation, min_macro_f1),
            target_false_accept=target_false_accept,
            current_threshold=checker.policy.manual_review_below_confidence,
            source=cases,
            formats=dict(data.formats),
        )
        if not data.results:
            click.echo(f"citeproof: warning: {cases} contains no cases", err=True)
        if report:
            from .html_report import write_report

            write_report(
                report, data.results, cases=data.cases, evaluation=ev, source=cases,
                title=f"citeproof eval — {Path(cases).name}",
            )  # fmt: skip
        _emit(ev, fmt, text_report(ev))
        sys.exit(EXIT_OK if ev["ok"] else EXIT_FAIL)

    @group.command("mutate")
    @click.argument("cases", type=str)
    @click.option(
        "--out",
        "-o",
        required=True,
        type=click.Path(dir_okay=False),
        help="Where to write the mutant case lines.",
    )
    @seed_option
    @click.option(
        "--kind",
        "kinds",
        multiple=True,
        metavar="KIND",
        help="Only these mutation kinds (repeatable); default: all.",
    )
    @handle_errors
    def mutate_cmd(cases: str, out: str, seed: int, kinds: tuple[str, ...]) -> None:  # fmt: skip
        """Write controlled corruptions of trusted cases, each with its expected outcome.

        Every mutant's metadata holds `mutation` (the kind), `source_case_id`
        and `expected` (signals of which at least one must appear, and a
        decision other than pass). Kinds: fabricated_chunk, edited_quote,
        dropped_citations, changed_number, negation, swapped_entity,
        uncited_sentence.

        \b
        Examples:
          citeproof mutate trusted.jsonl --out mutants.jsonl --seed 7
          citeproof mutate trusted.jsonl --out m.jsonl --kind negation --kind changed_number
          citeproof check mutants.jsonl --out results.jsonl
        """
        from .mutate import mutants, read_cases, write_mutants

        chosen = _kinds(kinds)
        source = read_cases(cases)
        _need_cases(cases, source)
        n = write_mutants(out, mutants(source.cases, seed=seed, kinds=chosen))
        skipped = (
            f" ({len(source.skipped)} lines skipped: not valid cases)" if source.skipped else ""
        )
        click.echo(f"{n} mutants of {len(source.cases)} cases{skipped} -> {out}", err=True)

    @group.command("selftest")
    @click.argument("cases", type=str)
    @seed_option
    @policy_option
    @judge_options
    @click.option(
        "--kind",
        "kinds",
        multiple=True,
        metavar="KIND",
        help="Only these mutation kinds (repeatable); default: all.",
    )
    @fmt_option
    @click.option(
        "--min-detection",
        type=rate,
        default=None,
        help="Exit 1 if the overall detection rate is below this.",
    )
    @handle_errors
    def selftest_cmd(
        cases: str, seed: int, policy: str, judge: str, judge_model: str | None,
        no_cache: bool, cache_path: str | None, max_concurrency: int, prices_path: str | None,
        batch: bool, no_titles: bool, escalate_below: float | None, kinds: tuple[str, ...],
        fmt: str,
        min_detection: float | None,
    ) -> None:  # fmt: skip
        """Mutate trusted cases, run the gate on them, report detection per mutation kind.

        \b
        Examples:
          citeproof selftest trusted.jsonl
          citeproof selftest trusted.jsonl --seed 3 --policy high --format json
          citeproof selftest trusted.jsonl --min-detection 0.95
        """
        from .mutate import read_cases, selftest, selftest_text

        if batch:
            raise UsageError("--batch is not available for selftest")
        chosen = _kinds(kinds)
        source = read_cases(cases)
        _need_cases(cases, source)
        checker = _checker(
            policy, judge,
            build_judge_options(judge, judge_model, no_cache, cache_path, max_concurrency,
                                prices_path, batch, no_titles, escalate_below),
        )  # fmt: skip
        try:
            rep = selftest(source, checker, seed=seed, kinds=chosen).as_dict()
        finally:
            _close(checker)
        rep["seed"] = seed
        rep["policy"] = checker.policy.name
        rep["judge"] = checker.judge.name
        ok = True
        if min_detection is not None:
            got = rep["total"]["detection_rate"]
            ok = got is not None and got >= min_detection
            rep["min_detection"] = {"limit": min_detection, "value": got, "ok": ok}
        text = selftest_text(rep)
        if min_detection is not None:
            text += f"\n\nmin detection {min_detection:g}: {'ok' if ok else 'MISSED'}"
        _emit(rep, fmt, text)
        sys.exit(EXIT_OK if ok else EXIT_FAIL)

    @group.group("review")
    def review_group() -> None:
        """Blind human review: pick claims to check, then score the labels people gave.

        \b
        Examples:
          citeproof review sample results.jsonl --cases cases.jsonl --out review.jsonl
          citeproof review score review.jsonl
        """

    @review_group.command("sample")
    @click.argument("results", type=str)
    @click.option(
        "--cases",
        "cases",
        required=True,
        type=str,
        help="The cases file the results were made from (for claim and chunk text).",
    )
    @click.option(
        "--out",
        "-o",
        required=True,
        type=click.Path(dir_okay=False),
        help="Review file to write; its key goes beside it as *.key.jsonl.",
    )
    @click.option(
        "--policy",
        "-p",
        default=None,
        help="Policy for the review threshold and pass-sampling rate "
        "[default: the results' policy if bundled, else standard].",
    )
    @seed_option
    @click.option(
        "--pass-rate",
        type=rate,
        default=None,
        help="Share of passing claims drawn at random [default: the policy's review_sample_rate].",
    )
    @click.option(
        "--margin",
        type=rate,
        default=0.1,
        show_default=True,
        help="'Near the threshold' means within this of manual_review_below_confidence.",
    )
    @click.option(
        "--limit",
        type=click.IntRange(1),
        default=None,
        help="At most this many items (contradictions and near-threshold kept first).",
    )
    @handle_errors
    def review_sample(
        results: str, cases: str, out: str, policy: str | None, seed: int,
        pass_rate: float | None, margin: float, limit: int | None,
    ) -> None:  # fmt: skip
        """Pick claims for blind human review from a run's results.

        \b
        Examples:
          citeproof check cases.jsonl --out results.jsonl
          citeproof review sample results.jsonl --cases cases.jsonl --out review.jsonl
          citeproof review sample results.jsonl --cases cases.jsonl --out r.jsonl --limit 200
        """
        from .policy import load_policy
        from .review import sample, sample_text

        pol = load_policy(policy or _results_policy(results))
        rep = sample(
            results, cases, out, pol, seed=seed, pass_rate=pass_rate, margin=margin, limit=limit
        )
        if rep.results == 0:
            raise UsageError(f"{results}: no result lines (write them with `check --out`)")
        click.echo(sample_text(rep, out))

    @review_group.command("score")
    @click.argument("reviews", nargs=-1, required=True, type=str)
    @click.option(
        "--key",
        "key",
        default=None,
        type=str,
        help="The key file written by `review sample` [default: REVIEW.key.jsonl].",
    )
    @fmt_option
    @handle_errors
    def review_score(reviews: tuple[str, ...], key: str | None, fmt: str) -> None:
        """Agreement of reviewers with the judge and, for two files, Cohen's kappa between them.

        \b
        Examples:
          citeproof review score review.jsonl
          citeproof review score review-alice.jsonl review-bob.jsonl --key review.key.jsonl
        """
        from .review import score, score_text

        rep = score(list(reviews), key)
        _emit(rep, fmt, score_text(rep))


def _kinds(kinds: tuple[str, ...]) -> list[str] | None:
    from .mutate import MUTATIONS

    for k in kinds:
        if k not in MUTATIONS:
            raise UsageError(f"unknown mutation kind {k!r} (known: {', '.join(MUTATIONS)})")
    return list(kinds) or None


def _need_cases(path: str, source: Any) -> None:
    if not source.cases:
        raise UsageError(
            f"{path}: no valid case lines to mutate ({len(source.skipped)} lines skipped)"
        )


def _results_policy(path: str) -> str:
    """The policy name of the first result line, if it is a bundled one."""
    from .policy import bundled_policies
    from .runner import open_input, read_lines

    with open_input(path) as stream:
        for line in read_lines(stream):
            try:
                obj = orjson.loads(line.data or b"")
            except orjson.JSONDecodeError:
                continue
            name = obj.get("policy", {}).get("name") if isinstance(obj, dict) else None
            if isinstance(name, str) and name in bundled_policies():
                return name
            break
    return "standard"
