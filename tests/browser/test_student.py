"""Student mode in the browser (``make app MODE=student``): no teacher view to pick, no deal number on the page,
and an address that keeps only a token of the game."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from schwarz.app import free_port, start, wait_until_up
from tests.browser.conftest import KERNEL_TIMEOUT_MS


@pytest.fixture(scope="module")
def student_url() -> Iterator[str]:
    port = free_port()
    process = start(port, "student")
    try:
        assert wait_until_up(f"http://127.0.0.1:{port}/", process, timeout=120)
        yield f"http://127.0.0.1:{port}"
    finally:
        process.terminate()
        process.wait(timeout=15)


@pytest.mark.parametrize("notebook", ["schwarzarbeit_tutorial.ipynb?mode=play", "schwarzarbeit_deduction.ipynb?"])
def test_a_student_cannot_pick_the_teacher_view_nor_see_the_deal(page: Any, student_url: str, notebook: str) -> None:
    page.goto(f"{student_url}/voila/render/{notebook}&lang=en&seat=teacher&deal=1", timeout=KERNEL_TIMEOUT_MS)
    page.get_by_text("Restart").first.wait_for(timeout=KERNEL_TIMEOUT_MS)
    page.wait_for_timeout(1000)
    page.get_by_role("tab", name="Game").click()
    options = page.locator(".schwarz-settings select").first.locator("option").all_inner_texts()
    assert options and not any("Teacher" in o for o in options)
    assert page.locator(".schwarz-settings select").first.is_disabled()
    assert page.get_by_text("Deal number").count() == 0 or not page.get_by_text("Deal number").first.is_visible()
    assert "Teacher view" not in page.content()
    page.wait_for_function("() => location.search.includes('resume=')")
    assert "deal=" not in page.evaluate("location.search")
