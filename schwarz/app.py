"""Start the Voila web app on localhost: ``python -m schwarz app`` (the README's ``make app``).

Voila serves ``notebooks/`` with the configuration in ``voila.json`` at the repository root (sources hidden,
no tracebacks, idle kernels culled). This module only starts a process: it imports nothing from Jupyter.
"""

from __future__ import annotations

import errno
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
import webbrowser
from pathlib import Path

from schwarz.i18n import _, render

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
LANDING = "voila/render/index.ipynb"


def port_is_free(port: int, host: str = "127.0.0.1") -> bool:
    """Whether ``port`` can be bound on ``host`` now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        try:
            sock.bind((host, port))
        except OSError as exc:
            if exc.errno in (errno.EADDRINUSE, errno.EACCES):
                return False
            raise
    return True


def free_port() -> int:
    """A port that is free on localhost right now (for tests and ``--port 0``)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


REFILL_SECONDS = 20
"""A kernel handed to a visitor is replaced this long after: a class arriving together is served from the pool
before new kernels start (starting them at once, during the arrival, slowed every page several times over in the
load benchmark). A visitor beyond the pool waits for the replacement, about as long as for a kernel of their own
on a busy server."""


def voila_command(port: int, pool: int = 0, pool_pages: tuple[str, ...] = ()) -> list[str]:
    """The Voila command line: directory mode on notebooks/, config from voila.json (read from the cwd).

    ``pool`` > 0 keeps that many pre-heated kernels per page (``pool_pages``, else every page): each has started
    and imported its page's code before anyone asks, and waits in ``widgets.page.wait_for_visitor`` for the
    visitor's address (language, position), so a class opening the link together gets its pages at once."""
    command = [sys.executable, "-W", "ignore::DeprecationWarning", "-m", "voila", str(NOTEBOOKS), f"--port={port}",
               "--no-browser"]
    if pool > 0:
        pools = {"default": {"pool_size": 0 if pool_pages else pool}, **{page: {"pool_size": pool}
                                                                        for page in pool_pages}}
        command += ["--VoilaConfiguration.preheat_kernel=True",
                    f"--VoilaKernelManager.kernel_pools_config={json.dumps(pools)}",  # dev-text
                    f"--VoilaKernelManager.fill_delay={REFILL_SECONDS}"]  # dev-text
    return command


def pages() -> tuple[str, ...]:
    """The app's pages (the notebooks Voila serves)."""
    return tuple(sorted(path.name for path in NOTEBOOKS.glob("*.ipynb")))


MODE_VARIABLE = "SCHWARZ_MODE"
"""The app's mode reaches the kernels through their environment: ``teaching`` (open, the default) or ``student``
(each visitor's seat locked, no teacher view, the deal hidden and random). Set where the app is started, never by
a page address a student could edit."""
MODES = ("teaching", "student")


def start(
    port: int, mode: str = "teaching", pool: int = 0, pool_pages: tuple[str, ...] = ()
) -> subprocess.Popen[bytes]:
    """Start Voila in the repository root (where voila.json lives) in ``mode`` and return the process."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1", MODE_VARIABLE: mode if mode in MODES else "teaching"}
    return subprocess.Popen(voila_command(port, pool, pool_pages), cwd=ROOT, env=env)


def wait_until_up(url: str, process: subprocess.Popen[bytes], timeout: float = 60.0) -> bool:
    """Poll ``url`` until it answers (True) or the process died / time ran out (False)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and process.poll() is None:
        try:
            with urllib.request.urlopen(url, timeout=2):
                return True
        except OSError:
            time.sleep(0.3)
    return False


def main(port: int = 8866, open_browser: bool = True, mode: str = "teaching", pool: int = 0,
         pool_pages: tuple[str, ...] = ()) -> int:
    """Start the app, print its address, open the landing page, and run until Ctrl-C."""
    unknown = [page for page in pool_pages if page not in pages()]
    if unknown:
        print(render(_("error: {page} is not a page of the app (the pages: {pages})", page=unknown[0],
                       pages=", ".join(pages()))), file=sys.stderr)
        return 2
    if port == 0:
        port = free_port()
    if not port_is_free(port):
        busy = _("error: port {port} is already in use (is the app already running?). Start it on another port: "
                 "make app PORT={other}", port=str(port), other=str(port + 1))
        print(render(busy), file=sys.stderr)
        return 2
    url = f"http://localhost:{port}/{LANDING}"
    process = start(port, mode, pool, pool_pages)
    try:
        if wait_until_up(f"http://127.0.0.1:{port}/", process):
            print("\n" + render(_("schwarz is running: {url}", url=url)) + "\n" + render(_("(press Ctrl-C to stop)"))
                  + "\n", flush=True)
            if open_browser:
                webbrowser.open(url)
        return process.wait()
    except KeyboardInterrupt:
        process.terminate()
        process.wait(timeout=10)
        return 0
