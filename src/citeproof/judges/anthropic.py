"""The Claude judge: one Messages API request per claim, with a forced verdict tool.

Each request carries the versioned instructions (``prompts/judge-v1.md``) and
nothing of the case except the claim text and the chunks it cites, each in a
fenced data block. The system instructions and the chunk blocks end with
prompt-cache breakpoints, so claims that cite the same chunks pay cache-read
prices for that shared prefix. The answer is read from a forced
``record_verdict`` tool call. Each quote is located in the chunks here (to
correct a wrong chunk id and to drop quotes of instruction-like text), while
offset repairs and the final check of every span are left to
:func:`citeproof.evidence.verify`, which records each repair.

A claim the model could not judge is never given a label by this module: it
stays ``insufficient`` with one of the codes in :data:`FAILURE_CODES`, and
the run goes on. Only setup problems raise (:class:`JudgeConfigError`).

Responses are kept in a local SQLite cache (:mod:`citeproof.judge_cache`),
and token counts become estimated dollars through :mod:`citeproof.pricing`.
The ``anthropic`` SDK is imported here and nowhere else.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import threading
import time
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING, Any

from ..errors import JudgeConfigError
from ..evidence import check_span
from ..judge_cache import JudgeCache, default_cache_path, request_key
from ..models import Chunk, Claim, EvidenceSpan, Label, Verdict
from ..pricing import PriceTable, load_prices

if TYPE_CHECKING:
    import anthropic as anthropic_sdk

log = logging.getLogger(__name__)

DEFAULT_MODEL = "claude-sonnet-5"
PROMPT_VERSION = "judge-v1"
MAX_OUTPUT_TOKENS = 1024
TOOL_NAME = "record_verdict"
MAX_BATCH_REQUESTS = 10_000

# Codes set on a Verdict when the model gave no usable verdict. The label is
# then always "insufficient" with no evidence.
JUDGE_REFUSED = "judge_refused"  # stop_reason "refusal"
JUDGE_MALFORMED = "judge_malformed"  # no/invalid tool call, or the answer was cut off
JUDGE_TIMEOUT = "judge_timeout"  # request timed out after retries; batch request expired
JUDGE_RATE_LIMITED = "judge_rate_limited"  # 429 after retries
JUDGE_UNAVAILABLE = "judge_unavailable"  # 5xx / 529 overloaded / connection failure after retries
JUDGE_ERROR = "judge_error"  # anything else: 4xx, auth, canceled batch request
FAILURE_CODES = frozenset(
    {
        JUDGE_REFUSED,
        JUDGE_MALFORMED,
        JUDGE_TIMEOUT,
        JUDGE_RATE_LIMITED,
        JUDGE_UNAVAILABLE,
        JUDGE_ERROR,
    }
)
# Set (with label "insufficient") when the model's only evidence was
# instruction-like text in a chunk; same code evidence.verify uses.
EVIDENCE_UNVERIFIED = "evidence_unverified"

_LABELS: tuple[Label, ...] = ("supported", "contradicted", "insufficient")
_TOKEN_FIELDS = (
    "input_tokens",
    "output_tokens",
    "cache_creation_input_tokens",
    "cache_read_input_tokens",
)
_EPHEMERAL = {"type": "ephemeral"}

VERDICT_TOOL: dict[str, Any] = {
    "name": TOOL_NAME,
    "description": "Record the verdict on the claim, with verbatim evidence from the chunks.",
    "strict": True,
    "input_schema": {
        "type": "object",
        "additionalProperties": False,
        # Reason and evidence come first so the label is written after them.
        "properties": {
            "reason": {"type": "string", "description": "One or two sentences."},
            "evidence": {
                "type": "array",
                "items": {
                    "type": "object",
                    "additionalProperties": False,
                    "properties": {
                        "chunk_id": {"type": "string"},
                        "quote": {"type": "string", "description": "Exact text of the chunk."},
                        "start": {"type": "integer", "description": "0-based, inclusive."},
                        "end": {"type": "integer", "description": "Exclusive."},
                    },
                    "required": ["chunk_id", "quote", "start", "end"],
                },
            },
            "label": {"type": "string", "enum": list(_LABELS)},
            "confidence": {"type": "number", "description": "From 0 to 1."},
        },
        "required": ["reason", "evidence", "label", "confidence"],
    },
}

# Text that tries to steer the judge. A span overlapping it is never evidence.
_INSTRUCTION_LIKE = re.compile(
    r"\b(?:ignore|disregard|forget|override)\s+(?:all\s+|any\s+|the\s+|your\s+)*"
    r"(?:previous|prior|above|earlier|preceding|system|original)\s+"
    r"(?:instructions?|prompts?|rules|messages|directions)"
    r"|\b(?:answer|respond|reply|label|classify|output|return|say)\s+"
    r"(?:with\s+|this\s+|the\s+|every\s+|all\s+|claims?\s+|as\s+)*[\"'`]?"
    r"(?:supported|contradicted|insufficient)\b"
    r"|\byou\s+are\s+now\b|\bnew\s+instructions\b|\bsystem\s+prompt\b",
    re.IGNORECASE,
)


def load_instructions(version: str = PROMPT_VERSION) -> str:
    """The judge instructions shipped as ``citeproof/prompts/<version>.md``."""
    path = resources.files("citeproof").joinpath("prompts", f"{version}.md")
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise JudgeConfigError(f"no bundled judge prompt {version!r}") from None


def _fence(text: str) -> str:
    # Derived from the content, so a chunk cannot contain its own closing
    # marker, and the same chunk always renders the same (cache-friendly).
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def ordered_chunks(chunks: Sequence[Chunk]) -> list[Chunk]:
    """The chunks as shown to the model: unique by chunk_id, sorted by it.

    Sorting makes claims that cite the same chunks in a different order share
    one cached prefix.
    """
    unique: dict[str, Chunk] = {}
    for chunk in chunks:
        unique.setdefault(chunk.chunk_id, chunk)
    return [unique[cid] for cid in sorted(unique)]


def render_chunk(n: int, chunk: Chunk) -> str:
    """One chunk as a fenced data block."""
    fence = _fence(chunk.text)
    return (
        f'<chunk n="{n}" chunk_id={json.dumps(chunk.chunk_id, ensure_ascii=False)}'
        f' chars="{len(chunk.text)}" fence="{fence}">\n{chunk.text}\n</chunk fence="{fence}">'
    )


def render_claim(claim: Claim) -> str:
    """The claim as a fenced data block, followed by the request."""
    fence = _fence(claim.text)
    return (
        f'<claim fence="{fence}">\n{claim.text}\n</claim fence="{fence}">\n\n'
        f"Judge this claim against the chunks above and call {TOOL_NAME}."
    )


def build_request(
    claim: Claim,
    chunks: Sequence[Chunk],
    *,
    model: str,
    instructions: str,
    max_tokens: int = MAX_OUTPUT_TOKENS,
) -> dict[str, Any]:
    """The Messages API parameters for one claim: its text and its chunks, nothing else."""
    content: list[dict[str, Any]] = [
        {"type": "text", "text": render_chunk(n, chunk)}
        for n, chunk in enumerate(ordered_chunks(chunks), start=1)
    ]
    if content:
        content[-1]["cache_control"] = dict(_EPHEMERAL)
    content.append({"type": "text", "text": render_claim(claim)})
    return {
        "model": model,
        "max_tokens": max_tokens,
        "system": [{"type": "text", "text": instructions, "cache_control": dict(_EPHEMERAL)}],
        "tools": [VERDICT_TOOL],
        "tool_choice": {"type": "tool", "name": TOOL_NAME},
        "messages": [{"role": "user", "content": content}],
    }


def failure(code: str, reason: str, usage: dict[str, float] | None = None) -> Verdict:
    """A non-verdict: insufficient, no evidence, with *code*."""
    return Verdict(label="insufficient", reason=reason, confidence=0.0, code=code, usage=usage)


def _tool_input(message: Mapping[str, Any]) -> Any:
    for block in message.get("content") or ():
        if (
            isinstance(block, Mapping)
            and block.get("type") == "tool_use"
            and block.get("name") == TOOL_NAME
        ):
            return block.get("input")
    return None


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _overlaps_instructions(chunk: Chunk, span: EvidenceSpan) -> bool:
    return any(
        m.start() < span.end and span.start < m.end()
        for m in _INSTRUCTION_LIKE.finditer(chunk.text)
    )


def parse_message(message: Mapping[str, Any], chunks: Sequence[Chunk]) -> Verdict:
    """Turn one API message into a Verdict (without usage).

    Checks ``stop_reason`` first, then the ``record_verdict`` input. Each
    quote is located in the chunks the way :func:`citeproof.evidence.verify`
    does it. A quote filed under the wrong chunk id (or under the chunk's
    number) is moved to the chunk that really contains it, noted in the
    reason. Offsets are passed on as the model gave them, so that
    ``evidence.verify`` repairs them and records each repair; quotes that
    cannot be located are passed on too, for ``verify`` to reject with its
    own note. Quotes of instruction-like chunk text are dropped here.
    """
    stop = message.get("stop_reason")
    if stop == "refusal":
        details = message.get("stop_details") or {}
        category = details.get("category") if isinstance(details, Mapping) else None
        extra = f" (category: {category})" if category else ""
        return failure(JUDGE_REFUSED, f"the model declined to judge this claim{extra}")
    if stop in ("max_tokens", "model_context_window_exceeded"):
        return failure(JUDGE_MALFORMED, f"the model's answer was cut off (stop_reason {stop})")
    data = _tool_input(message)
    if data is None:
        return failure(JUDGE_MALFORMED, f"the answer has no {TOOL_NAME} call (stop_reason {stop})")
    problem = _schema_problem(data)
    if problem:
        return failure(JUDGE_MALFORMED, f"{TOOL_NAME} input is malformed: {problem}")

    shown = ordered_chunks(chunks)
    by_id = {c.chunk_id: c for c in shown}
    label: Label = data["label"]
    spans: list[EvidenceSpan] = []
    moved: list[str] = []
    located = 0
    steered = 0
    for item in data["evidence"]:
        given = item["chunk_id"]
        chunk_id = given
        if chunk_id not in by_id and chunk_id.isdigit() and 1 <= int(chunk_id) <= len(shown):
            chunk_id = shown[int(chunk_id) - 1].chunk_id  # the model gave the number n
        span = EvidenceSpan(
            chunk_id=chunk_id,
            start=max(0, item["start"]),
            end=max(0, item["end"]),
            text=item["quote"],
        )
        found, _ = check_span(span, by_id) if chunk_id in by_id else (None, "")
        if found is None:
            for other in shown:  # right quote, wrong chunk id?
                if other.chunk_id != chunk_id:
                    found, _ = check_span(
                        span.model_copy(update={"chunk_id": other.chunk_id}), by_id
                    )
                    if found is not None:
                        span = span.model_copy(update={"chunk_id": other.chunk_id})
                        break
        if found is not None and _overlaps_instructions(by_id[found.chunk_id], found):
            steered += 1
            continue
        if found is not None:
            located += 1
            if span.chunk_id != given:
                moved.append(f"quote filed under {given!r} is in chunk {span.chunk_id!r}")
        if span not in spans:
            spans.append(span)

    reason = data["reason"].strip()
    if label != "insufficient" and located == 0 and steered:
        return Verdict(
            label="insufficient",
            reason=(
                f"judge said {label}, but its evidence was instruction-like text inside a "
                "chunk (possible prompt injection), which is not evidence"
            ),
            confidence=0.0,
            code=EVIDENCE_UNVERIFIED,
        )
    if moved:
        reason = f"{reason} [citeproof: {'; '.join(moved)}]"
    if steered:
        reason = f"{reason} [citeproof dropped {steered} instruction-like quote(s)]"
    confidence = min(1.0, max(0.0, float(data["confidence"])))
    return Verdict(label=label, evidence=spans, reason=reason, confidence=confidence)


def _schema_problem(data: Any) -> str:
    if not isinstance(data, Mapping):
        return "not an object"
    if data.get("label") not in _LABELS:
        return f"label {data.get('label')!r} is not one of {', '.join(_LABELS)}"
    if not isinstance(data.get("reason"), str):
        return "reason is not a string"
    conf = data.get("confidence")
    if isinstance(conf, bool) or not isinstance(conf, int | float) or conf != conf:
        return "confidence is not a number"
    evidence = data.get("evidence")
    if not isinstance(evidence, list):
        return "evidence is not a list"
    for i, item in enumerate(evidence):
        if not isinstance(item, Mapping):
            return f"evidence[{i}] is not an object"
        if not isinstance(item.get("chunk_id"), str) or not isinstance(item.get("quote"), str):
            return f"evidence[{i}] needs string chunk_id and quote"
        if not _is_int(item.get("start")) or not _is_int(item.get("end")):
            return f"evidence[{i}] needs integer start and end"
    return ""


def tokens_of(message: Mapping[str, Any]) -> dict[str, float]:
    """The four token counts of a message's usage, as floats (missing = 0)."""
    usage = message.get("usage") or {}
    return {name: float(usage.get(name) or 0) for name in _TOKEN_FIELDS}


@dataclass(frozen=True, slots=True)
class _Prepared:
    claim: Claim
    chunks: tuple[Chunk, ...]
    params: dict[str, Any]
    key: str


@dataclass(frozen=True, slots=True)
class PrefetchSummary:
    """What :meth:`AnthropicJudge.prefetch` did."""

    requested: int
    already_cached: int
    submitted: int
    succeeded: int
    failed: int
    resumed_batches: tuple[str, ...]


class AnthropicJudge:
    """Judges claims with Claude. Build it with :func:`make_anthropic_judge`."""

    name = "anthropic"

    def __init__(
        self,
        *,
        client: anthropic_sdk.Anthropic,
        model: str,
        cache: JudgeCache,
        prices: PriceTable,
        instructions: str,
        prompt_version: str = PROMPT_VERSION,
        max_concurrency: int = 8,
        batch: bool = False,
        secrets: Iterable[str] = (),
    ) -> None:
        self.model = model
        self.batch = batch  # the caller should run prefetch() before judging
        self.prompt_version = prompt_version
        self.max_concurrency = max(1, int(max_concurrency))
        self.prices = prices
        self.cache = cache
        self.poll_interval = 10.0  # seconds between batch status checks
        self._client = client
        self._instructions = instructions
        self._secrets = tuple(s for s in secrets if s and len(s) >= 6)
        self._in_flight = threading.BoundedSemaphore(self.max_concurrency)
        self._lock = threading.Lock()
        self._auth_failed = False
        self._closed = False
        # Batch outcomes gathered by prefetch() in this process, served once by judge().
        self._fresh_batch: set[str] = set()
        self._batch_messages: dict[str, dict[str, Any]] = {}
        self._batch_failures: dict[str, tuple[str, str]] = {}

    def __repr__(self) -> str:
        return f"AnthropicJudge(model={self.model!r}, prompt_version={self.prompt_version!r})"

    # ----------------------------------------------------------------- public

    def judge(self, claim: Claim, chunks: Sequence[Chunk]) -> Verdict:
        """Label one claim against its cited chunks."""
        return self._judge_prepared(self._prepare(claim, chunks))

    def judge_many(self, requests: Sequence[tuple[Claim, Sequence[Chunk]]]) -> list[Verdict]:
        """Label many claims concurrently (at most ``max_concurrency`` in flight), in order."""
        prepared = [self._prepare(claim, chunks) for claim, chunks in requests]
        first: dict[str, int] = {}
        for i, p in enumerate(prepared):
            first.setdefault(p.key, i)
        unique = [prepared[i] for i in sorted(first.values())]
        if not unique:
            return []
        workers = min(self.max_concurrency, len(unique))
        with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="citeproof-judge") as pool:
            by_key = dict(zip(first, pool.map(self._judge_prepared, unique), strict=True))
        return [
            by_key[p.key] if first[p.key] == i else _as_repeat(by_key[p.key])
            for i, p in enumerate(prepared)
        ]

    def prefetch(self, requests: Sequence[tuple[Claim, Sequence[Chunk]]]) -> PrefetchSummary:
        """Judge every not-yet-cached request through the Message Batches API.

        Blocks until the batches have ended. Succeeded answers go to the
        cache; afterwards :meth:`judge` and :meth:`judge_many` are served from
        it. A batch whose results were not collected (the run was
        interrupted) is resumed on the next call instead of resubmitted.
        """
        wanted: dict[str, _Prepared] = {}
        for claim, chunks in requests:
            p = self._prepare(claim, chunks)
            wanted.setdefault(p.key, p)
        pending = {k: p for k, p in wanted.items() if self.cache.get(k) is None}
        already = len(wanted) - len(pending)
        resumed: list[str] = []
        for batch in self.cache.open_batches():
            if batch.keys & pending.keys():
                resumed.append(batch.batch_id)
                self._collect(batch.batch_id, batch.keys & pending.keys())
        todo = [k for k in pending if not self._has_batch_outcome(k)]
        for start in range(0, len(todo), MAX_BATCH_REQUESTS):
            keys = todo[start : start + MAX_BATCH_REQUESTS]
            try:
                batch_id = self._client.messages.batches.create(
                    requests=[
                        {"custom_id": k, "params": pending[k].params}  # type: ignore[typeddict-item]
                        for k in keys
                    ]
                ).id
            except Exception as exc:
                if not self._is_sdk_error(exc):
                    raise
                self._fail_batch(keys, exc, "batch submission failed")
                continue
            self.cache.add_batch(batch_id, keys)
            self._collect(batch_id, set(keys))
        with self._lock:
            succeeded = sum(1 for k in pending if k in self._fresh_batch)
            failed = sum(
                1 for k in pending if k in self._batch_failures or k in self._batch_messages
            )
        return PrefetchSummary(
            requested=len(wanted),
            already_cached=already,
            submitted=len(todo),
            succeeded=succeeded,
            failed=failed,
            resumed_batches=tuple(resumed),
        )

    def close(self) -> None:
        """Close the HTTP client and the cache."""
        if self._closed:
            return
        self._closed = True
        self._client.close()
        self.cache.close()

    def __enter__(self) -> AnthropicJudge:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --------------------------------------------------------------- internals

    def _prepare(self, claim: Claim, chunks: Sequence[Chunk]) -> _Prepared:
        params = build_request(claim, chunks, model=self.model, instructions=self._instructions)
        key = request_key(self.model, self.prompt_version, params)
        return _Prepared(claim=claim, chunks=tuple(chunks), params=params, key=key)

    def _has_batch_outcome(self, key: str) -> bool:
        with self._lock:
            return (
                key in self._fresh_batch
                or key in self._batch_messages
                or key in self._batch_failures
            )

    def _judge_prepared(self, p: _Prepared) -> Verdict:
        stored = self.cache.get(p.key)
        if stored is not None:
            with self._lock:
                fresh = p.key in self._fresh_batch
                self._fresh_batch.discard(p.key)
            verdict = parse_message(stored.message, p.chunks)
            usage = self._usage(stored.message, batch=stored.batch, cached=not fresh)
            return verdict.model_copy(update={"usage": usage})
        with self._lock:
            batch_message = self._batch_messages.pop(p.key, None)
            batch_failure = self._batch_failures.get(p.key)
        if batch_message is not None:
            verdict = parse_message(batch_message, p.chunks)
            usage = self._usage(batch_message, batch=True, cached=False)
            return verdict.model_copy(update={"usage": usage})
        if batch_failure is not None:
            return failure(*batch_failure, usage=self._usage(None))
        return self._call(p)

    def _call(self, p: _Prepared) -> Verdict:
        if self._auth_failed:
            return failure(
                JUDGE_ERROR,
                "not sent: the API rejected the credentials earlier in this run",
                usage=self._usage(None),
            )
        try:
            with self._in_flight:
                raw = self._client.messages.with_raw_response.create(**p.params)
            # The body as the API sent it: what we cache and parse, unreshaped by SDK models.
            message = raw.json()
        except Exception as exc:
            if not self._is_sdk_error(exc):
                raise
            code, why = self._translate(exc)
            log.warning("claim %s: %s (%s)", p.claim.claim_id, code, why)
            return failure(code, why, usage=self._usage(None))
        if not isinstance(message, dict):
            return failure(
                JUDGE_MALFORMED, "the API response is not a JSON object", self._usage(None)
            )
        verdict = parse_message(message, p.chunks)
        if verdict.code is None or verdict.code == EVIDENCE_UNVERIFIED:
            self.cache.put(
                p.key, model=self.model, prompt_version=self.prompt_version, message=message
            )
        return verdict.model_copy(update={"usage": self._usage(message)})

    def _fail_batch(self, keys: Iterable[str], exc: BaseException, what: str) -> None:
        """Record an SDK error as the failure of every request in *keys*."""
        code, why = self._translate(exc)
        with self._lock:
            for k in keys:
                self._batch_failures[k] = (code, f"{what}: {why}")

    def _collect(self, batch_id: str, keys: set[str] | frozenset[str]) -> None:
        """Poll one batch until it ends and file each result under its key."""
        batches = self._client.messages.batches
        try:
            while batches.retrieve(batch_id).processing_status != "ended":
                time.sleep(self.poll_interval)
            results: list[dict[str, Any]] = [
                item.to_dict(mode="json", warnings=False) for item in batches.results(batch_id)
            ]
        except Exception as exc:
            if not self._is_sdk_error(exc):
                raise
            # The batch stays open in the state table, so the next run resumes it.
            self._fail_batch(keys, exc, f"batch {batch_id} not collected")
            return
        for item in results:
            key = str(item.get("custom_id"))
            result: dict[str, Any] = item.get("result") or {}
            kind = result.get("type")
            if kind == "succeeded":
                message: dict[str, Any] = result.get("message") or {}
                # Chunks are not needed to tell a complete answer from a non-answer.
                if parse_message(message, ()).code in (None, EVIDENCE_UNVERIFIED):
                    self.cache.put(
                        key,
                        model=self.model,
                        prompt_version=self.prompt_version,
                        message=message,
                        batch=True,
                    )
                    with self._lock:
                        self._fresh_batch.add(key)
                else:
                    with self._lock:
                        self._batch_messages[key] = message
            else:
                outcome = _batch_failure(kind, result)
                with self._lock:
                    self._batch_failures[key] = outcome
        with self._lock:
            for k in keys:
                if not (
                    k in self._fresh_batch or k in self._batch_messages or k in self._batch_failures
                ):
                    self._batch_failures[k] = (JUDGE_ERROR, f"batch {batch_id} had no result")
        self.cache.end_batch(batch_id)

    def _usage(
        self, message: Mapping[str, Any] | None, *, batch: bool = False, cached: bool = False
    ) -> dict[str, float]:
        tokens = tokens_of(message) if message is not None else dict.fromkeys(_TOKEN_FIELDS, 0.0)
        cost = self.prices.cost_usd(self.model, tokens, batch=batch)
        usage: dict[str, float]
        if cached:
            usage = dict.fromkeys(_TOKEN_FIELDS, 0.0)
            usage.update(cost_usd=0.0, cached=1.0, saved_usd=cost or 0.0)
        else:
            usage = dict(tokens)
            usage.update(cost_usd=cost or 0.0, cached=0.0)
        if batch:
            usage["batch"] = 1.0
        if cost is None:
            usage["cost_unknown"] = 1.0
        return usage

    def _is_sdk_error(self, exc: BaseException) -> bool:
        """SDK errors, and the ValueError the SDK raises on a body that is not JSON."""
        import anthropic

        return isinstance(exc, anthropic.AnthropicError | ValueError)

    def _translate(self, exc: BaseException) -> tuple[str, str]:
        """Map an SDK exception to a failure code and a short, key-free message."""
        import anthropic

        if isinstance(exc, anthropic.APITimeoutError):
            code, why = JUDGE_TIMEOUT, "request timed out (after retries)"
        elif isinstance(exc, anthropic.RateLimitError):
            code, why = JUDGE_RATE_LIMITED, "rate limited (HTTP 429, after retries)"
        elif isinstance(exc, anthropic.InternalServerError):
            code = JUDGE_UNAVAILABLE
            why = f"API unavailable (HTTP {exc.status_code}, after retries)"
        elif isinstance(exc, anthropic.APIConnectionError):
            code, why = JUDGE_UNAVAILABLE, "could not connect to the API (after retries)"
        elif isinstance(exc, anthropic.AuthenticationError | anthropic.PermissionDeniedError):
            self._auth_failed = True
            code = JUDGE_ERROR
            why = f"the API rejected the credentials (HTTP {exc.status_code})"
        elif isinstance(exc, anthropic.APIStatusError):
            code, why = JUDGE_ERROR, f"API error (HTTP {exc.status_code}): {exc.message}"
        elif isinstance(exc, ValueError):
            code, why = JUDGE_MALFORMED, f"the API response could not be decoded: {exc}"
        else:
            code, why = JUDGE_ERROR, f"{type(exc).__name__}: {exc}"
        return code, self._redact(why)[:400]

    def _redact(self, text: str) -> str:
        for secret in self._secrets:
            text = text.replace(secret, "[redacted]")
        return text


def _batch_failure(kind: Any, result: Mapping[str, Any]) -> tuple[str, str]:
    if kind == "expired":
        return JUDGE_TIMEOUT, "batch request expired before it was processed"
    if kind == "canceled":
        return JUDGE_ERROR, "batch request was canceled"
    error = (result.get("error") or {}).get("error") or {}
    etype = error.get("type") if isinstance(error, Mapping) else None
    if etype == "rate_limit_error":
        return JUDGE_RATE_LIMITED, "batch request was rate limited"
    if etype in ("overloaded_error", "api_error"):
        return JUDGE_UNAVAILABLE, f"batch request failed ({etype})"
    return JUDGE_ERROR, f"batch request errored ({etype or kind})"


def _as_repeat(verdict: Verdict) -> Verdict:
    """The same answer for a second, identical request in one call: nothing new spent."""
    usage = dict(verdict.usage or {})
    saved = usage.get("cost_usd", 0.0) + usage.get("saved_usd", 0.0)
    for name in _TOKEN_FIELDS:
        usage[name] = 0.0
    usage.update(cost_usd=0.0, cached=1.0, saved_usd=saved)
    return verdict.model_copy(update={"usage": usage})


def _make_client(
    *, api_key: str | None, base_url: str | None, timeout: float, max_retries: int
) -> anthropic_sdk.Anthropic:
    try:
        import anthropic
    except ImportError:
        raise JudgeConfigError(
            "the Claude judge needs the anthropic package: pip install 'citeproof[anthropic]'"
        ) from None
    hint = (
        "set ANTHROPIC_API_KEY (or ANTHROPIC_AUTH_TOKEN), pass api_key=, "
        "or log in with `ant auth login`"
    )
    try:
        client = anthropic.Anthropic(
            api_key=api_key, base_url=base_url, timeout=timeout, max_retries=max_retries
        )
    except anthropic.AnthropicError as exc:
        detail = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        if api_key:
            detail = detail.replace(api_key, "[redacted]")
        raise JudgeConfigError(f"no usable Anthropic credentials: {hint} ({detail})") from None
    if client.api_key is None and client.auth_token is None and client.credentials is None:
        client.close()
        raise JudgeConfigError(f"no Anthropic credentials: {hint}")
    return client


def make_anthropic_judge(
    *,
    model: str | None = None,
    cache_path: str | os.PathLike[str] | None = None,
    use_cache: bool = True,
    max_concurrency: int = 8,
    timeout: float = 60.0,
    max_retries: int = 2,
    prices_path: str | None = None,
    batch: bool = False,
    api_key: str | None = None,
    base_url: str | None = None,
) -> AnthropicJudge:
    """Build the Claude judge; raises JudgeConfigError when it cannot work at all.

    ``batch`` is recorded as ``judge.batch``; the batching itself happens when
    the caller invokes :meth:`AnthropicJudge.prefetch`. With ``use_cache=False``
    responses are kept in memory for this judge only (which ``prefetch``
    needs), and nothing is read from or written to disk.
    """
    if max_concurrency < 1:
        raise JudgeConfigError("max_concurrency must be at least 1")
    if timeout <= 0:
        raise JudgeConfigError("timeout must be positive")
    if max_retries < 0:
        raise JudgeConfigError("max_retries must be >= 0")
    prices = load_prices(prices_path)
    instructions = load_instructions(PROMPT_VERSION)
    client = _make_client(
        api_key=api_key, base_url=base_url, timeout=timeout, max_retries=max_retries
    )
    try:
        cache = JudgeCache(
            (cache_path if cache_path is not None else default_cache_path())
            if use_cache
            else ":memory:"
        )
    except Exception as exc:
        client.close()
        raise JudgeConfigError(f"cannot open the judge cache: {exc}") from None
    secrets = [
        s
        for s in (
            api_key,
            client.api_key,
            client.auth_token,
            os.environ.get("ANTHROPIC_API_KEY"),
            os.environ.get("ANTHROPIC_AUTH_TOKEN"),
        )
        if s
    ]
    return AnthropicJudge(
        client=client,
        model=model or DEFAULT_MODEL,
        cache=cache,
        prices=prices,
        instructions=instructions,
        prompt_version=PROMPT_VERSION,
        max_concurrency=max_concurrency,
        batch=batch,
        secrets=secrets,
    )


__all__ = [
    "DEFAULT_MODEL",
    "FAILURE_CODES",
    "JUDGE_ERROR",
    "JUDGE_MALFORMED",
    "JUDGE_RATE_LIMITED",
    "JUDGE_REFUSED",
    "JUDGE_TIMEOUT",
    "JUDGE_UNAVAILABLE",
    "PROMPT_VERSION",
    "AnthropicJudge",
    "PrefetchSummary",
    "build_request",
    "load_instructions",
    "make_anthropic_judge",
    "parse_message",
]
