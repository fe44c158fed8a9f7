"""Real-browser measurements of the Voila app: page load, click latency, concurrent load, kernel memory.

Used by ``benchmarks/app_bench.py`` (timings) and ``tests/browser/test_load.py`` (correctness under load; no
timing assertions). Chromium is Debian's, driven by Playwright's async API.
"""

from __future__ import annotations

import asyncio
import re
import statistics
import subprocess
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import psutil

from schwarz.app import free_port, start, wait_until_up

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
         "--disable-sync"]
LANDING = "index.ipynb"
WIDGET_PAGE = "schwarzarbeit_deduction.ipynb"
BOARD_PAGE = "schwarzarbeit_tutorial.ipynb?mode=play"
"""The lesson page's free play (it opens on the guided tutorial otherwise)."""
TIMEOUT_MS = 180_000
SHOTS = Path(__file__).resolve().parent.parent / "artifacts" / "screenshots"


@contextmanager
def voila_running(pool: int = 0, pool_pages: tuple[str, ...] = ()) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """Start the app on a free port (``pool`` pre-heated kernels per page of ``pool_pages``); yield (base URL,
    process); stop it."""
    port = free_port()
    process = start(port, pool=pool, pool_pages=pool_pages)
    try:
        if not wait_until_up(f"http://127.0.0.1:{port}/", process, timeout=120):
            raise RuntimeError("Voila did not start")
        yield f"http://127.0.0.1:{port}", process
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()


def kernels(process: subprocess.Popen[bytes]) -> list[psutil.Process]:
    """The kernels the app process started and that still run."""
    found = []
    for child in psutil.Process(process.pid).children(recursive=True):
        try:
            if child.status() != psutil.STATUS_ZOMBIE and "ipykernel" in " ".join(child.cmdline()):
                found.append(child)
        except psutil.Error:  # a kernel that just shut down
            continue
    return found


def kernel_memory(process: subprocess.Popen[bytes]) -> list[int]:
    """Resident memory (bytes) of each kernel the app process started."""
    sizes = []
    for kernel in kernels(process):
        try:
            sizes.append(kernel.memory_info().rss)
        except psutil.Error:  # a kernel that just shut down
            continue
    return sizes


def wait_until_heated(process: subprocess.Popen[bytes], count: int, timeout: float = 300) -> None:
    """Wait until ``count`` kernels run, each has done its imports (at least half a second of CPU) and all have gone
    quiet (less than 5 % of a core together, three seconds in a row): a pool's kernels wait at the visitor's cell."""
    deadline = time.monotonic() + timeout
    quiet = 0
    while time.monotonic() < deadline and quiet < 3:
        running = kernels(process)
        try:
            started = len(running) >= count and all(sum(k.cpu_times()[:2]) > 0.5 for k in running)
            for kernel in running:
                kernel.cpu_percent(None)
            time.sleep(1)
            calm = sum(kernel.cpu_percent(None) for kernel in running) < 5
        except psutil.Error:  # a kernel shut down meanwhile: look again
            started = calm = False
        quiet = quiet + 1 if started and calm else 0


@dataclass
class PageResult:
    """What one simulated visitor saw."""

    landing_ok: bool = False
    clicks_ok: int = 0
    errors: list[str] = field(default_factory=list)
    landing_s: float = 0.0
    page_s: float = 0.0
    """Seconds from asking for the widget page to its Step button (the page interactive)."""
    clicks_s: list[float] = field(default_factory=list)


async def _status(page: Any) -> str:
    text: str = await page.locator(".schwarz-status-text .where").first.inner_text()
    return text


async def moved_to(page: Any, move: int) -> None:
    """Wait until the status bar says the game is at ``move``."""
    where = page.locator(".schwarz-status-text .where", has_text=re.compile(rf"^Move {move} "))
    await where.first.wait_for(timeout=60_000)


async def _visitor(
    browser: Any, url: str, clicks: int, done: asyncio.Barrier, leave: asyncio.Event, arrival: float = 0.0
) -> PageResult:
    result = PageResult()
    await asyncio.sleep(arrival)  # visitors arrive within a few seconds of each other, not in the same instant
    context = await browser.new_context(viewport={"width": 1280, "height": 900})
    page = await context.new_page()
    page.on("pageerror", lambda exc: result.errors.append(str(exc)))
    console: list[str] = []
    page.on("console", lambda msg: console.append(f"{msg.type}: {msg.text}"))
    try:
        t0 = time.perf_counter()
        await page.goto(f"{url}/voila/render/{LANDING}", timeout=TIMEOUT_MS)
        await page.locator("a[data-notebook]").first.wait_for(timeout=TIMEOUT_MS)
        result.landing_s = time.perf_counter() - t0
        result.landing_ok = await page.locator("a[data-notebook]").count() >= 1
        t0 = time.perf_counter()
        await page.goto(f"{url}/voila/render/{WIDGET_PAGE}", timeout=TIMEOUT_MS)
        step = page.locator('button[title="Step"]').first
        await step.wait_for(timeout=TIMEOUT_MS)
        result.page_s = time.perf_counter() - t0
        for i in range(1, clicks + 1):
            t0 = time.perf_counter()
            await step.click()
            await moved_to(page, i)
            result.clicks_s.append(time.perf_counter() - t0)
            result.clicks_ok += 1
        content = await page.content()
        if "Traceback" in content or "class=\"error\"" in content:
            result.errors.append("an error box or traceback is on the page")
    except Exception as exc:
        result.errors.append(f"{type(exc).__name__}: {exc}")
        try:
            SHOTS.mkdir(parents=True, exist_ok=True)
            await page.screenshot(path=str(SHOTS / f"load-visitor-failed-{id(result)}.png"))
            result.errors.append("console: " + " | ".join(console[-8:]))
        except Exception:  # the page itself may be gone
            pass
    finally:
        await done.wait()
        await leave.wait()  # every page stays open until the kernels were measured
        await page.goto("about:blank")  # the visitor leaves: Voila's unload beacon shuts the kernel down
        await context.close()
    return result


async def load(
    url: str, pages: int = 10, clicks: int = 20, while_open: Callable[[], Any] = lambda: None
) -> tuple[list[PageResult], Any]:
    """``pages`` concurrent visitors: landing page, then the widget page clicked ``clicks`` times each.

    When every visitor is done, ``while_open()`` runs (e.g. measuring kernels) before the pages close;
    returns the visitors' results and what ``while_open`` returned.
    """
    from playwright.async_api import async_playwright

    done, leave = asyncio.Barrier(pages + 1), asyncio.Event()
    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
        try:
            visitors = asyncio.gather(*(_visitor(browser, url, clicks, done, leave, 5.0 * i / pages)
                                        for i in range(pages)))
            await done.wait()
            measured = while_open()
            leave.set()
            return list(await visitors), measured
        finally:
            await browser.close()


IN_PAGE_STEP = """async (i) => {
  // Step clicked by the page itself (no test driver in between): ms until the status bar says move i, and until
  // the frame after it is painted
  const where = () => document.querySelector('.schwarz-status-text .where');
  const t0 = performance.now();
  const updated = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (where() && where().innerText.startsWith(`Move ${i} `)) {
        observer.disconnect();
        resolve(performance.now() - t0);
      }
    });
    observer.observe(document.body, {subtree: true, childList: true, characterData: true});
  });
  document.querySelector('button[title="Step"]').click();
  const t = await updated;
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return [t, performance.now() - t0];
}"""


async def page_timings(url: str, clicks: int = 15) -> dict[str, float]:
    """Seconds: landing interactive (cold, warm), the tree page (baseline), and median click latencies."""
    from playwright.async_api import async_playwright

    out: dict[str, float] = {}
    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
        page = await browser.new_page()
        for name in ("landing_cold_s", "landing_warm_s"):
            t0 = time.perf_counter()
            await page.goto(f"{url}/voila/render/{LANDING}", timeout=TIMEOUT_MS)
            await page.locator("a[data-notebook]").first.wait_for(timeout=TIMEOUT_MS)
            out[name] = time.perf_counter() - t0
        t0 = time.perf_counter()
        await page.goto(f"{url}/voila/tree", timeout=TIMEOUT_MS)
        await page.wait_for_load_state("networkidle")
        out["tree_page_s"] = time.perf_counter() - t0
        # baseline click: the language switch re-renders the landing page in the kernel
        await page.goto(f"{url}/voila/render/{LANDING}", timeout=TIMEOUT_MS)
        await page.locator("a[data-notebook]").first.wait_for(timeout=TIMEOUT_MS)
        toggles = []
        for i in range(clicks):
            lang, word = ("Français", "fr") if i % 2 == 0 else ("English", "en")
            t0 = time.perf_counter()
            await page.locator(f'button[title="{lang}"]').click()
            await page.locator(f'a[data-notebook][href$="lang={word}"]').first.wait_for(timeout=60_000)
            toggles.append(time.perf_counter() - t0)
        out["toggle_click_median_s"] = statistics.median(toggles)
        await page.goto(f"{url}/voila/render/{WIDGET_PAGE}", timeout=TIMEOUT_MS)
        step = page.locator('button[title="Step"]').first
        await step.wait_for(timeout=TIMEOUT_MS)
        steps = []
        for i in range(1, clicks + 1):
            t0 = time.perf_counter()
            await step.click()
            await moved_to(page, i)
            steps.append(time.perf_counter() - t0)
        out["step_click_median_s"] = statistics.median(steps)
        in_page = [await page.evaluate(IN_PAGE_STEP, i) for i in range(clicks + 1, 2 * clicks + 1)]
        out["step_in_page_updated_s"] = statistics.median(t[0] for t in in_page) / 1000
        out["step_in_page_painted_s"] = statistics.median(t[1] for t in in_page) / 1000
        # a click on the board: the tutorial's human seat picks a market card (the Hire/Denounce buttons appear),
        # then Cancel (they go)
        await page.goto(f"{url}/voila/render/{BOARD_PAGE}", timeout=TIMEOUT_MS)
        await page.locator('button[title="To my next move"]').first.click(timeout=TIMEOUT_MS)
        card = page.locator(".schwarz-board [data-target].legal").first
        await card.wait_for(timeout=60_000)
        picks = []
        hire = page.locator('.schwarz-status button[title="Hire"]')
        for _ in range(clicks):
            t0 = time.perf_counter()
            await card.click()
            await hire.wait_for(timeout=60_000)
            picks.append(time.perf_counter() - t0)
            await page.locator('.schwarz-status button[title="Cancel"]').click()
            await hire.wait_for(state="detached", timeout=60_000)
        out["board_click_median_s"] = statistics.median(picks)
        await browser.close()
    return out


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile of ``values`` (nearest rank), rounded to 0.01; NaN when there are none."""
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 2) if ordered else float("nan")


def load_report(pages: int = 10, clicks: int = 20, pool: int = 0) -> dict[str, Any]:
    """Start the app (``pool`` pre-heated kernels for the two pages, filled first), run ``load``, measure every
    kernel while the pages are open, then check that closing the pages shut the kernels down (the pool's kept
    kernels not counted). A json-friendly report."""
    heated = (LANDING, WIDGET_PAGE)
    kept = pool * len(heated)
    with voila_running(pool, heated if pool else ()) as (url, process):
        wait_until_heated(process, kept)
        results, memory = asyncio.run(load(url, pages, clicks, while_open=lambda: kernel_memory(process)))
        left = kernel_memory(process)
        for _ in range(40):  # closed tabs shut their kernels down (Voila's shutdown beacon)
            if len(left) <= kept:
                break
            time.sleep(0.5)
            left = kernel_memory(process)

    loads = [r.page_s for r in results if r.page_s]
    clicked = [c for r in results for c in r.clicks_s]
    return {
        "page_load_p50_s": percentile(loads, 0.5),
        "page_load_p90_s": percentile(loads, 0.9),
        "landing_p90_s": percentile([r.landing_s for r in results if r.landing_s], 0.9),
        "click_p50_s": percentile(clicked, 0.5),
        "click_p90_s": percentile(clicked, 0.9),
        "pages": len(results),
        "landing_ok": [r.landing_ok for r in results],
        "clicks_ok": [r.clicks_ok for r in results],
        "errors": [e for r in results for e in r.errors],
        "kernel_rss_mb": [round(m / 2**20, 1) for m in memory],
        "kernels_left_after_closing": max(len(left) - kept, 0),
    }


if __name__ == "__main__":
    import json
    import sys

    pages, clicks = (int(a) for a in sys.argv[1:3]) if len(sys.argv) > 2 else (10, 20)
    print(json.dumps(load_report(pages, clicks)))
