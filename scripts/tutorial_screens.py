"""Screenshots of every step of the guided tutorials, as a student sees them after making the step's move: for a
person to open and look at; not a test.

    .venv/bin/python scripts/tutorial_screens.py                        # every game, English and French, laptop
    .venv/bin/python scripts/tutorial_screens.py scheffeln --langs fr --sizes phone

Writes ``artifacts/screens/tutorial-<game>-<lang>-<size>-<NN>-<step>.png`` (git-ignored).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from playwright.sync_api import sync_playwright

from benchmarks.browser_load import CHROMIUM, FLAGS, voila_running
from tests.browser.tutorial_driver import NOTEBOOKS, complete

OUT = Path(__file__).resolve().parent.parent / "artifacts" / "screens"
SIZES = {"phone": (390, 844), "laptop": (1366, 768), "projector": (1920, 1080)}
READY = {"en": "Step 1 of", "fr": "Étape 1 sur"}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*", default=list(NOTEBOOKS))
    parser.add_argument("--langs", default="en,fr")
    parser.add_argument("--sizes", default="laptop")
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    with voila_running() as (url, _process), sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
        for game in args.games:
            for lang in args.langs.split(","):
                for size in args.sizes.split(","):
                    width, height = SIZES[size]
                    context = browser.new_context(viewport={"width": width, "height": height})
                    page = context.new_page()
                    page.goto(f"{url}/voila/render/{NOTEBOOKS[game]}?lang={lang}", timeout=180_000)
                    page.get_by_text(READY[lang]).first.wait_for(timeout=180_000)
                    page.wait_for_timeout(1500)

                    def shot(index: int, step: str, game: str = game, lang: str = lang, size: str = size,
                             page: object = page) -> None:
                        name = OUT / f"tutorial-{game}-{lang}-{size}-{index + 1:02d}-{step}.png"
                        page.wait_for_timeout(400)  # type: ignore[attr-defined]
                        page.screenshot(path=str(name))  # type: ignore[attr-defined]
                        print(name)

                    complete(page, game, lang, shot)
                    context.close()
        browser.close()


if __name__ == "__main__":
    main()
