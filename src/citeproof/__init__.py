"""citeproof: check that an LLM answer's claims are backed by the sources it cites.

>>> from citeproof import validate
>>> result = validate(case, policy="standard", judge="lexical")
>>> result.decision, result.claims[0].label
"""

from ._version import __version__
from .errors import CiteproofError, JudgeConfigError, PolicyError, UsageError
from .judges import Judge, make_judge
from .models import Case, ClaimResult, EvidenceSpan, Finding, Reason, Result, Verdict
from .pipeline import Checker, validate
from .policy import Policy, load_policy

__all__ = [
    "Case",
    "Checker",
    "CiteproofError",
    "ClaimResult",
    "EvidenceSpan",
    "Finding",
    "Judge",
    "JudgeConfigError",
    "Policy",
    "PolicyError",
    "Reason",
    "Result",
    "UsageError",
    "Verdict",
    "__version__",
    "load_policy",
    "make_judge",
    "validate",
]
