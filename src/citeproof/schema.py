"""Stage 1: the JSON Schemas, generated from the models, and validation against them.

The pydantic models in :mod:`citeproof.models` and :mod:`citeproof.policy` are
the source of truth; ``python -m citeproof.schema`` regenerates
``schemas/*.schema.json`` from them and a test fails when the files drift.

Validation takes the fast path first: strict pydantic validation, which
succeeds on well-formed input in microseconds. Only when it fails do we run
the (slower) jsonschema validator, to report *every* problem with its JSON
path rather than just the first.
"""

from __future__ import annotations

import sys
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import orjson
from jsonschema import Draft202012Validator
from pydantic import BaseModel, ValidationError

from .models import Case, Contract, Finding, Result, Verdict
from .policy import Policy

DIALECT = "https://json-schema.org/draft/2020-12/schema"

SCHEMA_MODELS: dict[str, tuple[type[BaseModel], str]] = {
    "case": (Case, "validation"),
    "contract": (Contract, "validation"),
    "verdict": (Verdict, "validation"),
    "policy": (Policy, "validation"),
    "result": (Result, "serialization"),
}

DESCRIPTIONS = {
    "case": "One citeproof input line: retrieved chunks, the generator's contract, gold labels.",
    "contract": "The generator's structured answer: answer text, atomic claims, citations.",
    "verdict": "A judge's verdict on one claim, before its evidence is verified.",
    "policy": "A citeproof risk-tier policy.",
    "result": "One citeproof result line.",
}


def generate(name: str) -> dict[str, Any]:
    """Build the JSON Schema for *name* from its model."""
    model, mode = SCHEMA_MODELS[name]
    body = model.model_json_schema(mode=mode)  # type: ignore[arg-type]
    body.pop("description", None)
    return {
        "$schema": DIALECT,
        "$id": f"https://citeproof.dev/schemas/{name}.schema.json",
        "description": DESCRIPTIONS[name],
        **body,
    }


def render(name: str) -> bytes:
    """The exact bytes of the schema file for *name*."""
    return orjson.dumps(generate(name), option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS) + b"\n"


def schema_names() -> list[str]:
    return list(SCHEMA_MODELS)


def load_schema_text(name: str) -> str:
    """The bundled schema file for *name*, as shipped in the package."""
    if name not in SCHEMA_MODELS:
        raise KeyError(name)
    return (
        resources.files("citeproof").joinpath("schemas", f"{name}.schema.json").read_text("utf-8")
    )


@cache
def validator(name: str) -> Draft202012Validator:
    """A compiled validator for the bundled schema *name* (built once per process)."""
    schema = orjson.loads(load_schema_text(name))
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def schema_problems(name: str, instance: Any) -> list[tuple[str, str]]:
    """Every (json_path, message) problem of *instance* against schema *name*, sorted by path."""
    errors = sorted(
        (_leaf(e) for e in validator(name).iter_errors(instance)),
        key=lambda e: (e.json_path, e.message),
    )
    return [(e.json_path, _message(e)) for e in errors]


def _leaf(err: Any) -> Any:
    """For anyOf/oneOf failures, the most specific error of the branch that nearly matched.

    Optional fields are ``anyOf [X, null]``; reporting "not valid under any of
    the given schemas" at the parent would hide *which* value is wrong.
    """
    while err.context:
        branch = [
            e for e in err.context if not (e.validator == "type" and e.validator_value == "null")
        ]
        if not branch:
            break
        err = max(branch, key=lambda e: len(e.absolute_path))
    return err


def _message(err: Any) -> str:
    msg: str = err.message
    return msg if len(msg) <= 200 else msg[:197] + "..."


def parse_case(obj: Any) -> tuple[Case | None, list[Finding]]:
    """Validate a decoded JSON value as a case: the model, or the schema findings."""
    if not isinstance(obj, dict):
        kind = type(obj).__name__ if obj is not None else "null"
        kind = {"list": "array", "str": "string", "int": "number", "float": "number"}.get(
            kind, kind
        )
        return None, [
            Finding(
                stage="schema",
                code="schema_violation",
                path="$",
                message=f"a case line must be a JSON object, got {kind}",
            )
        ]
    try:
        return Case.model_validate(obj, strict=True), []
    except ValidationError as exc:
        problems = schema_problems("case", obj)
        if not problems:  # the strict model is a little stricter (e.g. 1.0 as an integer)
            problems = [(_pydantic_path(e["loc"]), e["msg"]) for e in exc.errors()]
        return None, [
            Finding(stage="schema", code="schema_violation", path=path, message=f"{path}: {msg}")
            for path, msg in problems
        ]


def _pydantic_path(loc: tuple[Any, ...]) -> str:
    out = "$"
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else f".{part}"
    return out


def write_all(folder: Path) -> list[Path]:
    """Regenerate every schema file into *folder*; return the paths written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name in SCHEMA_MODELS:
        path = folder / f"{name}.schema.json"
        path.write_bytes(render(name))
        written.append(path)
    return written


if __name__ == "__main__":  # python -m citeproof.schema [FOLDER]
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent / "schemas"
    for p in write_all(target):
        print(p)
