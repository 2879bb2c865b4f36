"""No module of the package binds a top-level name twice by accident.

A second ``_CHANGE_VERBS = ...`` further down a long module silently replaces
the first for every function that reads it, and linters do not flag it. A
second binding that builds on the first (``_BEFORE_NUMBER = ... _BEFORE_NUMBER
...``) is an extension, and allowed.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "citeproof"
MODULES = sorted(PACKAGE.rglob("*.py"))


def _bound(node: ast.stmt) -> list[str]:
    """The names a top-level statement binds by assignment or definition."""
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return [node.name]
    targets: list[ast.expr] = []
    if isinstance(node, ast.Assign):
        targets = list(node.targets)
    elif isinstance(node, ast.AnnAssign):
        targets = [node.target]
    return [t.id for t in targets if isinstance(t, ast.Name)]


def rebound_names(source: str) -> list[str]:
    """Top-level names bound again without reading their earlier value."""
    seen: set[str] = set()
    rebound = []
    for node in ast.parse(source).body:
        for name in _bound(node):
            if name in seen:
                value = getattr(node, "value", None)
                reads = value is not None and any(
                    isinstance(n, ast.Name) and n.id == name for n in ast.walk(value)
                )
                if not reads:
                    rebound.append(name)
            seen.add(name)
    return rebound


def test_the_check_finds_a_shadowed_constant() -> None:
    source = "A = {1}\ndef f():\n    return A\nA = {2}\nB = (1,)\nB = B + (2,)\n"
    assert rebound_names(source) == ["A"]


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_top_level_name_is_bound_twice(path: Path) -> None:
    assert rebound_names(path.read_text(encoding="utf-8")) == []
