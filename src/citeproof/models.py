"""The data shapes citeproof reads and writes.

These pydantic models are the source of truth for the JSON Schemas shipped in
``schemas/`` (see :mod:`citeproof.schema`, which generates them and which a
test keeps in sync). Input models forbid unknown fields so that a typo in a
generator's contract is reported rather than silently ignored.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

Label = Literal["supported", "contradicted", "insufficient"]
Decision = Literal["pass", "review", "block", "invalid"]
Action = Literal["allow", "review", "block"]
Stage = Literal["schema", "links", "judge", "policy"]

SCHEMA_VERSION = "1"  # keep in step with Result.schema_version


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Chunk(_Strict):
    """One retrieved passage, exactly as the generator was given it."""

    chunk_id: str = Field(min_length=1, description="Unique id of the chunk within the case.")
    document_id: str | None = Field(
        default=None, description="Id of the document the chunk was cut from."
    )
    text: str = Field(description="The chunk text; every offset is a code-point index into it.")
    title: str | None = Field(default=None, description="Optional title of the source document.")
    metadata: dict[str, Any] | None = Field(
        default=None, description="Free-form retrieval metadata, passed through."
    )


class Claim(_Strict):
    """One atomic statement of the answer, with the citations it rests on."""

    claim_id: str = Field(min_length=1, description="Unique id of the claim within the response.")
    text: str = Field(min_length=1, description="The claim as a standalone sentence.")
    citation_ids: list[str] = Field(
        default_factory=list, description="Ids of entries of `citations` this claim rests on."
    )
    material: bool = Field(
        default=True,
        description="False for pleasantries and hedges that need no support.",
    )


class Citation(_Strict):
    """A pointer from the answer into one retrieved chunk."""

    citation_id: str = Field(min_length=1, description="Unique id of the citation.")
    chunk_id: str = Field(min_length=1, description="The retrieved chunk this citation points at.")
    document_id: str | None = Field(
        default=None, description="Document of the chunk, as the generator saw it."
    )
    quote: str | None = Field(default=None, description="Verbatim text the generator quotes.")
    start: int | None = Field(default=None, description="Start offset of the quoted span.")
    end: int | None = Field(default=None, description="End offset (exclusive) of the span.")


class Contract(_Strict):
    """The generator's structured answer: text, atomic claims and citations."""

    answer: str = Field(description="The answer text shown to the user.")
    claims: list[Claim] = Field(description="Atomic claims that together cover the answer.")
    citations: list[Citation] = Field(
        default_factory=list, description="Citations the claims refer to."
    )


class Case(_Strict):
    """One input line: the retrieved context, the generator's contract, optional gold labels."""

    case_id: str = Field(min_length=1, description="Caller's id for this case.")
    question: str | None = Field(default=None, description="The user's question, passed through.")
    retrieved: list[Chunk] = Field(description="Exactly the context the generator was given.")
    response: Contract = Field(description="The generator's contract.")
    labels: dict[str, Label] | None = Field(
        default=None, description="Human gold labels by claim_id; never shown to a judge."
    )
    metadata: dict[str, Any] | None = Field(
        default=None, description="Free-form metadata, passed through."
    )


class EvidenceSpan(_Strict):
    """A span of a chunk: ``chunk.text[start:end] == text``."""

    chunk_id: str = Field(description="The chunk the span is in.")
    start: int = Field(ge=0, description="Start offset (code points).")
    end: int = Field(ge=0, description="End offset, exclusive.")
    text: str = Field(description="The chunk text between start and end.")


class Verdict(_Strict):
    """What a judge says about one claim, before its evidence is verified."""

    label: Label = Field(description="supported, contradicted or insufficient.")
    evidence: list[EvidenceSpan] = Field(
        default_factory=list, description="Spans of the cited chunks the label rests on."
    )
    reason: str = Field(default="", description="Why, in words a reviewer can check.")
    confidence: float = Field(default=0.0, ge=0.0, le=1.0, description="Judge's confidence.")
    code: str | None = Field(
        default=None,
        description="Set when the judge could not give a verdict (judge_error, judge_refused…).",
    )
    usage: dict[str, float] | None = Field(
        default=None, description="Token and cost accounting of a model judge, if any."
    )


class Finding(BaseModel):
    """One problem found by a stage: what, where, and a message for a person."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    stage: Stage = Field(description="The stage that found it.")
    code: str = Field(description="Stable machine code, e.g. quote_not_in_chunk.")
    message: str = Field(description="What is wrong, for a person.")
    claim_id: str | None = Field(default=None, description="The claim concerned, if any.")
    citation_id: str | None = Field(default=None, description="The citation concerned, if any.")
    chunk_id: str | None = Field(default=None, description="The chunk concerned, if any.")
    path: str | None = Field(default=None, description="JSON path of the offending value.")


class ClaimResult(_Strict):
    """The verified outcome for one claim."""

    claim_id: str = Field(description="The claim.")
    label: Label = Field(description="Final label after evidence verification.")
    confidence: float = Field(ge=0.0, le=1.0, description="Judge confidence for the label.")
    evidence: list[EvidenceSpan] = Field(description="Verified evidence spans.")
    reason: str = Field(description="Why the label was given.")
    material: bool = Field(default=True, description="Whether the claim is material.")
    judged: bool = Field(default=True, description="False when no judge saw the claim.")
    codes: list[str] = Field(
        default_factory=list, description="Judge-stage codes for this claim, if any."
    )
    text: str | None = Field(default=None, description="Claim text (or its hash when redacted).")
    usage: dict[str, float] | None = Field(default=None, description="Model usage, if any.")


class Reason(_Strict):
    """One policy rule that fired."""

    code: str = Field(description="The rule or link code that fired.")
    action: Action = Field(description="What the policy does about it.")
    message: str = Field(description="Why, for a person.")
    claim_id: str | None = Field(default=None, description="The claim concerned, if any.")
    citation_id: str | None = Field(default=None, description="The citation concerned, if any.")


class Metrics(_Strict):
    """Counts and rates for one case."""

    claims: int = Field(description="Number of claims.")
    material_claims: int = Field(description="Claims with material=true.")
    cited_claims: int = Field(description="Material claims with at least one citation.")
    citation_coverage: float | None = Field(
        description="cited material claims / material claims (null when there are none)."
    )
    citation_support: float | None = Field(
        description="supported claims / cited claims (null when none are cited)."
    )
    supported: int = Field(description="Claims labelled supported.")
    contradicted: int = Field(description="Claims labelled contradicted.")
    insufficient: int = Field(description="Claims labelled insufficient.")


class PolicyRef(_Strict):
    """Which policy decided, pinned by content hash."""

    name: str = Field(description="Policy name.")
    version: str | None = Field(default=None, description="Policy version.")
    sha256: str = Field(description="sha256 of the canonical policy JSON.")


class JudgeRef(_Strict):
    """Which judge labelled the claims."""

    name: str = Field(description="Registered judge name.")
    model: str | None = Field(default=None, description="Model id, for model judges.")
    prompt_version: str | None = Field(default=None, description="Prompt version, if any.")


class Result(_Strict):
    """One output line: the decision for one input line and everything behind it."""

    schema_version: Literal["1"] = Field(description="Version of this result format.")
    citeproof_version: str = Field(description="Version of citeproof that wrote it.")
    case_id: str | None = Field(description="The case id, or null if the line had none.")
    line: int | None = Field(description="1-based input line number (null for inline calls).")
    input_sha256: str = Field(description="sha256 of the canonical case JSON (or raw line).")
    decision: Decision = Field(description="pass, review, block or invalid.")
    policy: PolicyRef = Field(description="The policy applied.")
    judge: JudgeRef = Field(description="The judge used.")
    errors: list[Finding] = Field(description="Every finding of every stage.")
    claims: list[ClaimResult] = Field(description="Per-claim outcomes, in claim order.")
    reasons: list[Reason] = Field(description="Policy rules that fired, one per hit.")
    metrics: Metrics | None = Field(description="Counts and rates; null for invalid input.")
    redacted: bool = Field(default=False, description="True when content was replaced by hashes.")
    usage: dict[str, float] | None = Field(
        default=None, description="Summed model usage and estimated cost for the case."
    )
    labels: dict[str, Label] | None = Field(
        default=None, description="Gold labels copied from the input, for eval."
    )
    metadata: dict[str, Any] | None = Field(
        default=None, description="The input's metadata, passed through."
    )
