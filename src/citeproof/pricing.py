"""Estimated cost of model calls, from a price table.

Prices are configuration: the bundled ``prices.toml`` holds list prices as
they were entered, and a user replaces the table with their own file
(``prices_path=`` / ``--prices``, or the ``CITEPROOF_PRICES`` environment
variable). This module only multiplies token counts by those numbers; it
never claims to know what a provider actually bills.
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from .errors import JudgeConfigError

PRICES_ENV = "CITEPROOF_PRICES"
_PER = 1_000_000
_FIELDS = ("input", "output", "cache_write", "cache_read")


@dataclass(frozen=True, slots=True)
class ModelPrice:
    """US dollars per million tokens, by kind of token."""

    input: float
    output: float
    cache_write: float
    cache_read: float


@dataclass(frozen=True, slots=True)
class PriceTable:
    """Prices per model id, the batch discount factor, and where they came from."""

    models: Mapping[str, ModelPrice]
    batch_factor: float = 0.5
    source: str = field(default="bundled prices.toml")

    def price_for(self, model: str) -> ModelPrice | None:
        """The row for *model*: exact id, else the longest listed id it starts with."""
        if model in self.models:
            return self.models[model]
        prefixes = [m for m in self.models if model.startswith(m)]
        return self.models[max(prefixes, key=len)] if prefixes else None

    def cost_usd(
        self, model: str, usage: Mapping[str, float], *, batch: bool = False
    ) -> float | None:
        """Estimated cost of one call with *usage* (Messages API field names), or None."""
        price = self.price_for(model)
        if price is None:
            return None
        total = (
            usage.get("input_tokens", 0.0) * price.input
            + usage.get("output_tokens", 0.0) * price.output
            + usage.get("cache_creation_input_tokens", 0.0) * price.cache_write
            + usage.get("cache_read_input_tokens", 0.0) * price.cache_read
        ) / _PER
        if batch:
            total *= self.batch_factor
        return total


def _parse(data: Mapping[str, object], source: str) -> PriceTable:
    models_raw = data.get("models")
    if not isinstance(models_raw, Mapping) or not models_raw:
        raise JudgeConfigError(f'price table {source}: needs a [models."<model id>"] table')
    models: dict[str, ModelPrice] = {}
    for model, row in models_raw.items():
        if not isinstance(row, Mapping):
            raise JudgeConfigError(f"price table {source}: models.{model} is not a table")
        values: dict[str, float] = {}
        for name in _FIELDS:
            value = row.get(name)
            if isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
                raise JudgeConfigError(
                    f"price table {source}: models.{model}.{name} must be a number >= 0"
                )
            values[name] = float(value)
        models[str(model)] = ModelPrice(**values)
    factor = data.get("batch_factor", 0.5)
    if isinstance(factor, bool) or not isinstance(factor, int | float) or not 0 <= factor <= 1:
        raise JudgeConfigError(f"price table {source}: batch_factor must be in [0, 1]")
    return PriceTable(models=models, batch_factor=float(factor), source=source)


def load_prices(path: str | os.PathLike[str] | None = None) -> PriceTable:
    """Load the price table: *path*, else ``$CITEPROOF_PRICES``, else the bundled one."""
    chosen = path if path is not None else os.environ.get(PRICES_ENV) or None
    if chosen is None:
        text = resources.files("citeproof").joinpath("prices.toml").read_text(encoding="utf-8")
        source = "bundled prices.toml"
    else:
        source = str(chosen)
        try:
            text = Path(chosen).read_text(encoding="utf-8")
        except OSError as exc:
            raise JudgeConfigError(f"cannot read price table {source}: {exc.strerror}") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise JudgeConfigError(f"price table {source} is not valid TOML: {exc}") from None
    return _parse(data, source)


__all__ = ["PRICES_ENV", "ModelPrice", "PriceTable", "load_prices"]
