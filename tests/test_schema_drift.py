"""The schema files are generated from the models; this fails when they drift."""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest
from jsonschema import Draft202012Validator

from citeproof.schema import generate, render, schema_names

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("name", schema_names())
def test_schema_file_matches_models(name: str) -> None:
    path = ROOT / "schemas" / f"{name}.schema.json"
    assert path.read_bytes() == render(name), (
        f"{path} is out of date: run `python -m citeproof.schema` and commit the result"
    )


@pytest.mark.parametrize("name", schema_names())
def test_schemas_are_valid_draft_2020_12(name: str) -> None:
    schema = generate(name)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    Draft202012Validator.check_schema(schema)


def test_bundled_policies_validate_against_policy_schema() -> None:
    import tomllib

    validator = Draft202012Validator(
        orjson.loads((ROOT / "schemas/policy.schema.json").read_bytes())
    )
    files = sorted((ROOT / "policies").glob("*.toml"))
    assert {p.stem for p in files} >= {"low", "standard", "high"}
    for path in files:
        data = tomllib.loads(path.read_text())
        assert list(validator.iter_errors(data)) == [], path


def test_examples_and_results_validate(tmp_path: Path) -> None:
    """Every valid example case matches the case schema; every result matches the result schema."""
    from citeproof import Checker

    case_v = Draft202012Validator(orjson.loads((ROOT / "schemas/case.schema.json").read_bytes()))
    result_v = Draft202012Validator(
        orjson.loads((ROOT / "schemas/result.schema.json").read_bytes())
    )
    checker = Checker("standard", "lexical")
    for i, raw in enumerate((ROOT / "examples/cases.jsonl").read_bytes().splitlines(), 1):
        result = checker.check_line(raw, i)
        data = orjson.loads(orjson.dumps(result.model_dump(mode="json")))
        assert list(result_v.iter_errors(data)) == []
        if result.decision != "invalid":
            assert list(case_v.iter_errors(orjson.loads(raw))) == []


def test_package_data_is_what_the_checkout_shows() -> None:
    """schemas/ and policies/ at the top level are the package's own data (one copy)."""
    from importlib import resources

    pkg = resources.files("citeproof")
    for folder, pattern in (("schemas", "*.schema.json"), ("policies", "*.toml")):
        top = sorted(p.name for p in (ROOT / folder).glob(pattern))
        shipped = sorted(e.name for e in pkg.joinpath(folder).iterdir() if e.name != "__pycache__")
        assert top == shipped and top
        for name in top:
            assert (ROOT / folder / name).read_bytes() == pkg.joinpath(folder, name).read_bytes()
    assert pkg.joinpath("prompts", "judge-v1.md").is_file()
    assert pkg.joinpath("prices.toml").is_file()
