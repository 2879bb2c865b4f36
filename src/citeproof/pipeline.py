"""The runner: one case (or one raw input line) through schema, links, judge and policy.

Each stage yields findings; this module collects them, builds the per-claim
results and the metrics, and asks the policy for a decision. A
:class:`Checker` holds what is set up once (policy, judge, settings) and is
safe to share between threads: it keeps no per-case state.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Iterable, Sequence
from typing import Any

import orjson

from ._version import __version__
from .evidence import verify
from .judges import ClaimRequest, Judge, judge_all, make_judge
from .links import LinkSettings, check_links, cited_chunks, redact_text, resolve_citations
from .models import (
    Case,
    ClaimResult,
    Decision,
    EvidenceSpan,
    Finding,
    JudgeRef,
    Metrics,
    Reason,
    Result,
    Verdict,
)
from .policy import Policy, decide, is_bundled_name, load_policy
from .schema import parse_case

MAX_LINE_BYTES = 32 * 1024 * 1024

log = logging.getLogger(__name__)


def canonical_sha256(obj: Any) -> str:
    """sha256 of the canonical JSON form (sorted keys, no whitespace) of *obj*."""
    try:
        data = orjson.dumps(obj, option=orjson.OPT_SORT_KEYS)
    except TypeError:
        # Only reachable from the Python API: lone surrogates, integers beyond
        # 64 bits, non-JSON objects. The stdlib encoder copes with all of them.
        data = json.dumps(
            obj, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=repr
        ).encode("utf-8", "surrogatepass")
    return hashlib.sha256(data).hexdigest()


def sum_usage(items: Iterable[dict[str, float] | None]) -> dict[str, float] | None:
    """Add up usage dicts; None when there was nothing to add."""
    total: dict[str, float] = {}
    for usage in items:
        if usage:
            for key, value in usage.items():
                total[key] = total.get(key, 0.0) + float(value)
    return total or None


class Checker:
    """Policy + judge + settings, reusable across many cases and threads."""

    def __init__(
        self,
        policy: str | Policy | dict[str, Any] = "standard",
        judge: str | Judge = "lexical",
        *,
        redact: bool = False,
        redact_key: bytes | None = None,
        judge_options: dict[str, Any] | None = None,
    ) -> None:
        self.policy = load_policy(policy)
        if isinstance(judge, str):
            options = dict(judge_options or {})
            if judge in ("anthropic", "cascade") and self.policy.judge.model:
                options.setdefault("model", self.policy.judge.model)
            self.judge: Judge = make_judge(judge, **options)
        else:
            self.judge = judge
        self.redact = redact
        self.redact_key = redact_key
        self.links = LinkSettings(
            quote_match=self.policy.quote_match,
            max_chunk_chars=self.policy.max_chunk_chars,
            redact=redact,
            redact_key=redact_key,
        )
        self._policy_ref = self.policy.ref()
        self._judge_ref = JudgeRef(
            name=self.judge.name, model=self.judge.model, prompt_version=self.judge.prompt_version
        )

    # ------------------------------------------------------------------ entry points

    def check_line(self, raw: bytes | str, line: int | None = None) -> Result:
        """Check one raw JSONL line. Never raises on bad input: it becomes an invalid result."""
        data = raw.encode("utf-8", "surrogatepass") if isinstance(raw, str) else raw
        if len(data) > MAX_LINE_BYTES:
            return self.invalid(
                None,
                line,
                hashlib.sha256(data).hexdigest(),
                "line_too_long",
                f"line is {len(data):,} bytes; the limit is {MAX_LINE_BYTES:,}",
            )
        try:
            obj = orjson.loads(data)
        except orjson.JSONDecodeError as exc:
            sha = hashlib.sha256(data).hexdigest()
            if not data.strip():
                return self.invalid(
                    None, line, sha, "malformed_json", "empty line, expected a JSON object"
                )
            return self.invalid(None, line, sha, "malformed_json", f"not valid JSON: {exc}")
        return self.check_obj(obj, line)

    def check_obj(self, obj: Any, line: int | None = None) -> Result:
        """Check one decoded case (a dict as read from JSON)."""
        sha = canonical_sha256(obj)
        case, problems = parse_case(obj)
        if case is None:
            case_id = obj.get("case_id") if isinstance(obj, dict) else None
            return self._result(
                case_id=case_id if isinstance(case_id, str) else None,
                line=line,
                sha=sha,
                decision="invalid",
                findings=problems,
                claims=[],
                reasons=[],
                metrics=None,
                case=None,
            )
        return self.check_case(case, line=line, input_sha256=sha)

    def check_case(
        self, case: Case, *, line: int | None = None, input_sha256: str | None = None
    ) -> Result:
        """Check a validated case model."""
        sha = input_sha256 or canonical_sha256(case.model_dump(mode="json", exclude_unset=True))
        try:
            return self._check_valid(case, line, sha)
        except Exception as exc:
            # A bug of ours must not lose the line or let it through: fail closed.
            log.exception("internal error on case %r (line %s)", case.case_id, line)
            finding = Finding(
                stage="schema",
                code="internal_error",
                message=f"citeproof failed on this case ({type(exc).__name__}: {exc}); "
                "please report it",
                path="$",
            )
            return self._result(
                case_id=case.case_id, line=line, sha=sha, decision="invalid", findings=[finding],
                claims=[], reasons=[], metrics=None, case=case,
            )  # fmt: skip

    def _check_valid(self, case: Case, line: int | None, sha: str) -> Result:
        findings = check_links(case, self.links)
        requests, claim_index = claim_requests(case)
        verdicts = judge_all(self.judge, requests) if requests else []
        claims, judge_findings = self._claim_results(case, requests, claim_index, verdicts)
        findings.extend(judge_findings)
        decision, reasons = decide(self.policy, findings, claims, sha)
        return self._result(
            case_id=case.case_id,
            line=line,
            sha=sha,
            decision=decision,
            findings=findings,
            claims=claims,
            reasons=reasons,
            metrics=metrics(case, claims),
            case=case,
        )

    # ------------------------------------------------------------------ internals

    def _claim_results(
        self,
        case: Case,
        requests: list[ClaimRequest],
        claim_index: dict[int, int],
        verdicts: Sequence[Verdict],
    ) -> tuple[list[ClaimResult], list[Finding]]:
        out: list[ClaimResult] = []
        findings: list[Finding] = []
        for i, claim in enumerate(case.response.claims):
            text = self._hide(claim.text)
            k = claim_index.get(i)
            if k is None:
                why = (
                    "the claim cites no source"
                    if not claim.citation_ids
                    else "none of the claim's citations points at a retrieved chunk"
                )
                out.append(
                    ClaimResult(
                        claim_id=claim.claim_id,
                        label="insufficient",
                        confidence=0.0,
                        evidence=[],
                        reason=f"not judged: {why}",
                        material=claim.material,
                        judged=False,
                        text=text,
                    )
                )
                continue
            chunks = requests[k][1]
            checked = verify(verdicts[k], chunks)
            for code in checked.codes:
                findings.append(
                    Finding(
                        stage="judge",
                        code=code,
                        claim_id=claim.claim_id,
                        message=f"claim {claim.claim_id!r}: {self._hide(checked.reason)}",
                    )
                )
            for note in checked.notes:
                if "repaired" in note or "normalisation" in note:
                    findings.append(
                        Finding(
                            stage="judge",
                            code="evidence_repaired",
                            claim_id=claim.claim_id,
                            message=f"claim {claim.claim_id!r}: evidence {note}",
                        )
                    )
            out.append(
                ClaimResult(
                    claim_id=claim.claim_id,
                    label=checked.label,  # type: ignore[arg-type]
                    confidence=checked.confidence,
                    evidence=[self._hide_span(s) for s in checked.evidence],
                    reason=self._hide(checked.reason),
                    material=claim.material,
                    judged=True,
                    codes=list(checked.codes),
                    text=text,
                    usage=verdicts[k].usage,
                )
            )
        return out, findings

    def _hide(self, text: str) -> str:
        return redact_text(text, self.redact_key) if self.redact else text

    def _hide_span(self, span: EvidenceSpan) -> EvidenceSpan:
        if not self.redact:
            return span
        return EvidenceSpan(
            chunk_id=span.chunk_id, start=span.start, end=span.end, text=self._hide(span.text)
        )

    def invalid(
        self, case_id: str | None, line: int | None, sha: str, code: str, msg: str
    ) -> Result:
        """An ``invalid`` result for a line that could not be read as a case."""
        finding = Finding(stage="schema", code=code, message=msg, path="$")
        return self._result(
            case_id=case_id,
            line=line,
            sha=sha,
            decision="invalid",
            findings=[finding],
            claims=[],
            reasons=[],
            metrics=None,
            case=None,
        )

    def _result(
        self,
        *,
        case_id: str | None,
        line: int | None,
        sha: str,
        decision: Decision,
        findings: list[Finding],
        claims: list[ClaimResult],
        reasons: list[Reason],
        metrics: Metrics | None,
        case: Case | None,
    ) -> Result:
        usage = sum_usage(c.usage for c in claims)
        return Result(
            schema_version="1",
            citeproof_version=__version__,
            case_id=case_id,
            line=line,
            input_sha256=sha,
            decision=decision,
            policy=self._policy_ref,
            judge=self._judge_ref,
            errors=findings,
            claims=claims,
            reasons=reasons,
            metrics=metrics,
            redacted=self.redact,
            usage=usage,
            labels=case.labels if case is not None else None,
            metadata=case.metadata if case is not None else None,
        )


def claim_requests(case: Case) -> tuple[list[ClaimRequest], dict[int, int]]:
    """What goes to the judge: per claim with usable citations, the claim and its chunks.

    Returns the requests and a map from claim position to request position.
    """
    resolved = resolve_citations(case)
    requests: list[ClaimRequest] = []
    index: dict[int, int] = {}
    for i, claim in enumerate(case.response.claims):
        chunks = cited_chunks(claim, resolved)
        if chunks:
            index[i] = len(requests)
            requests.append((claim, tuple(chunks)))
    return requests, index


def metrics(case: Case, claims: list[ClaimResult]) -> Metrics:
    """Counts and rates of SPEC §3 for one case."""
    material = [c for c in case.response.claims if c.material]
    cited_ids = {c.claim_id for c in material if c.citation_ids}
    by_label = {"supported": 0, "contradicted": 0, "insufficient": 0}
    for c in claims:
        by_label[c.label] += 1
    supported_cited = sum(1 for c in claims if c.claim_id in cited_ids and c.label == "supported")
    return Metrics(
        claims=len(case.response.claims),
        material_claims=len(material),
        cited_claims=len(cited_ids),
        citation_coverage=round(len(cited_ids) / len(material), 4) if material else None,
        citation_support=round(supported_cited / len(cited_ids), 4) if cited_ids else None,
        **by_label,
    )


_DEFAULT_CHECKERS: dict[tuple[str, str], Checker] = {}


def validate(
    case: Case | dict[str, Any] | str | bytes,
    policy: str | Policy | dict[str, Any] = "standard",
    judge: str | Judge = "lexical",
    *,
    redact: bool = False,
) -> Result:
    """Check one case inline and return its :class:`~citeproof.models.Result`.

    *case* may be a :class:`Case`, a dict as decoded from JSON, or the JSON
    text itself. Bad input never raises: it yields ``decision == "invalid"``
    with the problems in ``errors``. A bad policy or judge name raises
    :class:`~citeproof.errors.UsageError`.

    For many calls with the same settings, build a :class:`Checker` once.
    """
    checker: Checker
    if (
        isinstance(policy, str)
        and is_bundled_name(policy)
        and isinstance(judge, str)
        and not redact
    ):
        key = (policy, judge)
        checker = _DEFAULT_CHECKERS.get(key) or _DEFAULT_CHECKERS.setdefault(
            key, Checker(policy, judge)
        )
    else:
        checker = Checker(policy, judge, redact=redact)
    if isinstance(case, Case):
        return checker.check_case(case)
    if isinstance(case, (str, bytes)):
        return checker.check_line(case)
    return checker.check_obj(case)
