"""Stage 4: policies turn findings and verdicts into pass / review / block.

A policy is a TOML file (comments welcome) validated against
``schemas/policy.schema.json``. Bundled tiers live in the package's
``policies/`` folder; ``load_policy`` takes a bundled name or a file path.
The policy is identified in every result by name, version and the sha256 of
its canonical JSON form, so an audit can tell exactly which rules applied.
"""

from __future__ import annotations

import hashlib
import tomllib
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Literal

import orjson
from pydantic import BaseModel, ConfigDict, Field

from .errors import PolicyError
from .models import Action, ClaimResult, Decision, Finding, PolicyRef, Reason

_RANK: dict[str, int] = {"pass": 0, "allow": 0, "review": 1, "block": 2, "invalid": 3}


class LinkActions(BaseModel):
    """What to do about each link-stage code."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    duplicate_claim_id: Action = Field(default="block", description="Two claims share an id.")
    duplicate_citation_id: Action = Field(default="block", description="Two citations share an id.")
    duplicate_chunk_id: Action = Field(default="review", description="Two chunks share an id.")
    unknown_citation: Action = Field(default="block", description="A claim cites an unknown id.")
    chunk_not_retrieved: Action = Field(
        default="block", description="A citation points at a chunk that was not retrieved."
    )
    document_mismatch: Action = Field(
        default="review", description="A citation names the wrong document for its chunk."
    )
    quote_not_in_chunk: Action = Field(default="block", description="A quote is not in its chunk.")
    bad_span: Action = Field(default="review", description="A citation span is invalid.")
    missing_citation: Action = Field(
        default="review",
        description="Uncited material claims beyond max_uncited_material_claims.",
    )
    number_not_in_source: Action = Field(
        default="review", description="A figure of a claim is in none of its cited chunks."
    )
    chunk_too_long: Action = Field(
        default="review", description="A cited chunk is longer than max_chunk_chars."
    )
    answer_not_covered: Action = Field(
        default="review", description="A sentence of the answer is covered by no claim."
    )
    unused_citation: Action = Field(default="allow", description="A citation no claim uses.")


class JudgeSettings(BaseModel):
    """Judge settings that depend on the risk tier."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    model: str | None = Field(
        default=None, description="Model for model judges at this tier (--judge-model overrides)."
    )
    failure_action: Action = Field(
        default="review",
        description="What to do when the judge fails on a claim (error, refusal, timeout).",
    )
    unverified_evidence_action: Action = Field(
        default="review",
        description="What to do when a verdict's evidence does not verify (evidence_unverified).",
    )


class Policy(BaseModel):
    """A risk-tier policy."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=1, description="Policy name, shown in every result.")
    version: str = Field(default="1", description="Version of this policy file.")
    description: str = Field(default="", description="What the tier is for.")
    block_on_contradiction: bool = Field(
        default=True, description="Block a case with a contradicted claim (else review)."
    )
    require_citation_for_material_claims: bool = Field(
        default=True, description="Material claims must cite a source."
    )
    max_uncited_material_claims: int = Field(
        default=0,
        ge=0,
        description="Uncited material claims tolerated before missing_citation fires.",
    )
    manual_review_below_confidence: float = Field(
        default=0.0,
        ge=0.0,
        le=1.0,
        description="Send supported/contradicted verdicts below this confidence to review.",
    )
    on_insufficient: Action = Field(
        default="review", description="What to do with a material claim judged insufficient."
    )
    max_chunk_chars: int | None = Field(
        default=20000, ge=1, description="Longest cited chunk accepted (chunk_too_long beyond)."
    )
    review_sample_rate: float = Field(
        default=0.0,
        ge=0.0,
        le=1.0,
        description="Deterministic fraction of passing cases sent to review anyway.",
    )
    quote_match: Literal["normalized", "exact"] = Field(
        default="normalized", description="How quotes are matched against chunk text."
    )
    link_actions: LinkActions = Field(
        default_factory=LinkActions, description="Action per link code."
    )
    judge: JudgeSettings = Field(default_factory=JudgeSettings, description="Judge settings.")

    def canonical_json(self) -> bytes:
        """Canonical JSON (sorted keys) of the policy; its sha256 identifies it."""
        return orjson.dumps(self.model_dump(mode="json"), option=orjson.OPT_SORT_KEYS)

    def ref(self) -> PolicyRef:
        return PolicyRef(name=self.name, version=self.version, sha256=self.sha256)

    @property
    def sha256(self) -> str:
        return _sha(self.canonical_json())


@lru_cache(maxsize=64)
def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def bundled_policies() -> dict[str, str]:
    """Names of the bundled policies and their one-line descriptions."""
    out = {}
    for entry in sorted(resources.files("citeproof").joinpath("policies").iterdir(), key=str):
        if entry.name.endswith(".toml"):
            pol = _parse(entry.read_text(encoding="utf-8"), f"policies/{entry.name}")
            out[pol.name] = pol.description
    return out


def load_policy(policy: str | Path | Policy | dict[str, object] = "standard") -> Policy:
    """Load a policy from a bundled name, a TOML/JSON file path, a dict or a Policy.

    Raises PolicyError (a UsageError) with the JSON path of the first problems.
    """
    if isinstance(policy, Policy):
        return policy
    if isinstance(policy, dict):
        return _validated(policy, "<dict>")
    ref = str(policy)
    if is_bundled_name(ref):
        return _load_cached(ref, None)
    # A file is read again when it changes (mtime or size), so a long-lived
    # process picks up an edited policy.
    try:
        st = Path(ref).stat()
        stamp: tuple[int, int] | None = (st.st_mtime_ns, st.st_size)
    except OSError:
        stamp = None
    return _load_cached(ref, stamp)


def is_bundled_name(ref: str) -> bool:
    """Whether *ref* names a bundled policy rather than a file (no separator or suffix)."""
    return "/" not in ref and "\\" not in ref and not ref.endswith((".toml", ".json"))


@lru_cache(maxsize=32)
def _load_cached(ref: str, stamp: tuple[int, int] | None) -> Policy:
    if is_bundled_name(ref):
        bundled = resources.files("citeproof").joinpath("policies", f"{ref}.toml")
        if bundled.is_file():
            return _parse(bundled.read_text(encoding="utf-8"), f"policy {ref!r}")
        names = ", ".join(bundled_policies())
        raise PolicyError(
            f"no bundled policy named {ref!r} (bundled: {names}); or give a file path"
        )
    path = Path(ref)
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise PolicyError(f"policy file {ref} does not exist") from None
    except IsADirectoryError:
        raise PolicyError(f"policy path {ref} is a directory, not a file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise PolicyError(f"cannot read policy file {ref}: {exc}") from None
    return _parse(raw, ref, json=path.suffix == ".json")


def _parse(raw: str, where: str, *, json: bool = False) -> Policy:
    try:
        data = orjson.loads(raw) if json else tomllib.loads(raw)
    except (tomllib.TOMLDecodeError, orjson.JSONDecodeError) as exc:
        raise PolicyError(f"{where}: not valid {'JSON' if json else 'TOML'}: {exc}") from None
    if not isinstance(data, dict):
        raise PolicyError(f"{where}: a policy must be an object")
    return _validated(data, where)


def _validated(data: dict[str, object], where: str) -> Policy:
    from .schema import schema_problems

    problems = schema_problems("policy", data)
    if problems:
        shown = "; ".join(f"at {path}: {msg}" for path, msg in problems[:3])
        more = f" (and {len(problems) - 3} more)" if len(problems) > 3 else ""
        raise PolicyError(f"{where}: invalid policy: {shown}{more}")
    return Policy.model_validate(data)


def decide(
    policy: Policy,
    findings: list[Finding],
    claims: list[ClaimResult],
    input_sha256: str,
) -> tuple[Decision, list[Reason]]:
    """Apply *policy* to the findings and claim results of one valid case."""
    reasons: list[Reason] = []
    acts = policy.link_actions

    uncited = [f for f in findings if f.code == "missing_citation"]
    over_limit = (
        policy.require_citation_for_material_claims
        and len(uncited) > policy.max_uncited_material_claims
    )
    for f in findings:
        if f.stage != "links":
            continue
        if f.code == "missing_citation":
            action: Action = acts.missing_citation if over_limit else "allow"
        else:
            action = getattr(acts, f.code, "review")
        if action != "allow":
            reasons.append(
                Reason(
                    code=f.code,
                    action=action,
                    message=f.message,
                    claim_id=f.claim_id,
                    citation_id=f.citation_id,
                )
            )

    threshold = policy.manual_review_below_confidence
    for c in claims:
        if c.label == "contradicted":
            reasons.append(
                Reason(
                    code="contradicted_claim",
                    action="block" if policy.block_on_contradiction else "review",
                    message=f"claim {c.claim_id!r} is contradicted by its sources: {c.reason}",
                    claim_id=c.claim_id,
                )
            )
        for code in c.codes:
            if code == "evidence_unverified":
                action = policy.judge.unverified_evidence_action
            elif code.startswith("judge_"):
                action = policy.judge.failure_action
            else:
                continue
            if action != "allow":
                reasons.append(
                    Reason(
                        code=code,
                        action=action,
                        message=f"claim {c.claim_id!r}: {c.reason}",
                        claim_id=c.claim_id,
                    )
                )
        if c.label == "insufficient" and c.material and c.judged and not c.codes:
            # A claim whose verdict failed or did not verify is governed by the
            # judge settings above, not reported twice.
            if policy.on_insufficient != "allow":
                reasons.append(
                    Reason(
                        code="insufficient_claim",
                        action=policy.on_insufficient,
                        message=f"claim {c.claim_id!r} is not supported by its cited sources: "
                        f"{c.reason}",
                        claim_id=c.claim_id,
                    )
                )
        elif c.label in ("supported", "contradicted") and c.confidence < threshold:
            reasons.append(
                Reason(
                    code="low_confidence",
                    action="review",
                    message=f"claim {c.claim_id!r} is {c.label} with confidence "
                    f"{c.confidence:.2f}, below the policy's {threshold:.2f}",
                    claim_id=c.claim_id,
                )
            )

    decision: Decision = "pass"
    for r in reasons:
        if _RANK[r.action] > _RANK[decision]:
            decision = "block" if r.action == "block" else "review"

    if (
        decision == "pass"
        and policy.review_sample_rate > 0
        and sample_fraction(input_sha256, policy.sha256) < policy.review_sample_rate
    ):
        decision = "review"
        reasons.append(
            Reason(
                code="sampled_for_review",
                action="review",
                message=f"passing case drawn for spot-check review "
                f"(rate {policy.review_sample_rate:g}, deterministic by input and policy)",
            )
        )
    return decision, reasons


def sample_fraction(input_sha256: str, salt: str) -> float:
    """A number in [0, 1) fixed by the input and the policy: same case, same draw."""
    digest = hashlib.sha256(f"{salt}:{input_sha256}".encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


def worst(decisions: list[Decision]) -> Decision:
    """The most severe of several decisions (invalid > block > review > pass)."""
    return max(decisions, key=lambda d: _RANK[d], default="pass")
