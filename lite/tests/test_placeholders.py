"""lite/placeholders.py: a placeholder is filled only where its file has it exactly once."""

from __future__ import annotations

import pytest

from lite.placeholders import PlaceholderError, fill


def test_the_one_placeholder_is_replaced():
    assert fill("const config = /* CONFIG */ {};", "/* CONFIG */ {}", '{"a": 1}', "boot.mjs") == 'const config = {"a": 1};'


@pytest.mark.parametrize("text, found", [("<main></main>", 0), ("<!--LESSONS--><!--LESSONS-->", 2)])
def test_a_missing_or_repeated_placeholder_names_the_file_and_the_placeholder(text, found):
    with pytest.raises(PlaceholderError) as raised:
        fill(text, "<!--LESSONS-->", "<ol></ol>", "lite/site/index.html")
    assert str(raised.value) == (f"lite/site/index.html: the placeholder '<!--LESSONS-->' should be there once, "
                                 f"found {found} times")
