"""Storage tests: ``@pytest.mark.slow`` ones (200-kill crash run, big fuzz) run only when asked for.

pyproject's ``addopts`` does not deselect ``slow``, so this skips them unless ``-m`` names ``slow`` or
``PANJPAR_SLOW=1`` is set.
"""

from __future__ import annotations

import os

import pytest


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if "slow" in (config.getoption("markexpr") or "") or os.environ.get("PANJPAR_SLOW") == "1":
        return
    skip = pytest.mark.skip(reason="slow: run with -m slow or PANJPAR_SLOW=1")
    for item in items:
        if "slow" in item.keywords and "tests/storage" in str(item.path).replace(os.sep, "/"):
            item.add_marker(skip)
