"""The server's side of many visitors, without browsers: what two cores can serve when the visitors' browsers run
on their own devices (as in a class), measured by visitors that speak the page's protocol themselves.

Each visitor asks for the landing page, then the deduction page, as a browser would: the page's HTML (Voila starts
or hands out a kernel and runs the notebook), the kernel's websocket, every widget's state (ipywidgets' control
comm, as Voila's widget manager asks for it), then clicks on Step (a comm message to the button; answered when
the kernel is idle again), and leaves (Voila's shutdown beacon). Page time: from asking for the page to having
every widget's state (what a browser needs before it can draw the page). No browser work is counted.

Run: ``python benchmarks/server_load.py [visitors ...] [--pool N]`` (used by ``app_bench.py``).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import sys
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import psutil

from benchmarks.browser_load import (
    LANDING,
    WIDGET_PAGE,
    kernel_memory,
    kernels,
    percentile,
    voila_running,
    wait_until_heated,
)

STEP_TOOLTIP = "Step"
TIMEOUT_S = 180.0


@dataclass
class Visit:
    """What one protocol-level visitor measured."""

    landing_s: float = 0.0
    page_s: float = 0.0
    clicks_s: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


PROTOCOL = "v1.kernel.websocket.jupyter.org"
"""Jupyter's binary websocket protocol (the one JupyterLab and Voila's pages speak)."""


def _encode(msg_type: str, content: dict[str, Any], session: str, metadata: dict[str, Any]) -> tuple[bytes, str]:
    """A shell message in the v1 protocol's frame (count of offsets, the offsets, the channel, then the header,
    parent header, metadata and content as JSON), and its id."""
    msg_id = uuid.uuid4().hex
    header = {"msg_id": msg_id, "username": "visitor", "session": session, "msg_type": msg_type, "version": "5.3",
              "date": ""}
    parts = [b"shell", *(json.dumps(part).encode() for part in (header, {}, metadata, content))]
    offsets = [8 * (1 + len(parts) + 1)]
    for part in parts:
        offsets.append(offsets[-1] + len(part))
    frame = b"".join([len(offsets).to_bytes(8, "little"), *(o.to_bytes(8, "little") for o in offsets), *parts])
    return frame, msg_id


def _decode(raw: bytes) -> dict[str, Any]:
    """A kernel message from a v1 frame: its header's type, parent header and content (buffers left out)."""
    count = int.from_bytes(raw[:8], "little")
    offsets = [int.from_bytes(raw[8 * (i + 1): 8 * (i + 2)], "little") for i in range(count)]
    header, parent, _metadata, content = (json.loads(raw[offsets[i]:offsets[i + 1]]) for i in range(1, 5))
    return {"msg_type": header["msg_type"], "parent_header": parent, "content": content}


class Kernel:
    """A page's kernel seen through its websocket."""

    def __init__(self, socket: Any, session: str) -> None:
        self.socket, self.session = socket, session

    async def send(self, msg_type: str, content: dict[str, Any], metadata: dict[str, Any] | None = None) -> str:
        frame, msg_id = _encode(msg_type, content, self.session, metadata or {})
        await self.socket.write_message(frame, binary=True)
        return msg_id

    async def until_idle(self, parent: str) -> list[dict[str, Any]]:
        """Messages answering ``parent`` until the kernel is idle after it."""
        seen = []
        while True:
            raw = await asyncio.wait_for(self.socket.read_message(), TIMEOUT_S)
            if raw is None:
                raise ConnectionError("the kernel's websocket closed")
            message = _decode(raw)
            if message.get("parent_header", {}).get("msg_id") != parent:
                continue
            seen.append(message)
            if message["msg_type"] == "status" and message["content"].get("execution_state") == "idle":
                return seen

    async def widget_states(self) -> dict[str, Any]:
        """Every widget's state, asked for at once on ipywidgets' control comm."""
        control = uuid.uuid4().hex
        opened = await self.send("comm_open", {"comm_id": control, "target_name": "jupyter.widget.control",
                                                "data": {}}, {"version": "1.0.0"})
        await self.until_idle(opened)
        parent = await self.send("comm_msg", {"comm_id": control, "data": {"method": "request_states"}})
        for message in await self.until_idle(parent):
            data = message["content"].get("data", {})
            if message["msg_type"] == "comm_msg" and data.get("method") == "update_states":
                states: dict[str, Any] = data["states"]
                return states
        raise RuntimeError("no widget states came back")


async def _open(base: str, page: str) -> tuple[Kernel, dict[str, Any], str]:
    from tornado.httpclient import AsyncHTTPClient
    from tornado.websocket import websocket_connect

    reply = await AsyncHTTPClient().fetch(f"{base}/voila/render/{page}", request_timeout=TIMEOUT_S)
    found = re.search(r'"kernelId": "([0-9a-f-]{36})"', reply.body.decode())
    if not found:
        raise RuntimeError(f"no kernel id in {page}")
    kernel_id, session = found.group(1), uuid.uuid4().hex
    ws = base.replace("http://", "ws://")
    socket = await websocket_connect(f"{ws}/api/kernels/{kernel_id}/channels?session_id={session}",
                                     max_message_size=256 * 2**20, subprotocols=[PROTOCOL])
    kernel = Kernel(socket, session)
    return kernel, await kernel.widget_states(), kernel_id


async def _leave(base: str, kernel: Kernel, kernel_id: str) -> None:
    from tornado.httpclient import AsyncHTTPClient

    kernel.socket.close()
    await AsyncHTTPClient().fetch(f"{base}/voila/api/shutdown/{kernel_id}", method="POST", body=b"",
                                  raise_error=False)


async def _visitor(base: str, clicks: int, arrival: float) -> Visit:
    visit = Visit()
    await asyncio.sleep(arrival)
    try:
        t0 = time.perf_counter()
        kernel, _states, kernel_id = await _open(base, LANDING)
        visit.landing_s = time.perf_counter() - t0
        await _leave(base, kernel, kernel_id)
        t0 = time.perf_counter()
        kernel, states, kernel_id = await _open(base, WIDGET_PAGE)
        visit.page_s = time.perf_counter() - t0
        step = next(model for model, found in states.items() if found["state"].get("_model_name") == "ButtonModel"
                    and found["state"].get("tooltip") == STEP_TOOLTIP)
        for _ in range(clicks):
            t0 = time.perf_counter()
            parent = await kernel.send("comm_msg", {"comm_id": step,
                                                    "data": {"method": "custom", "content": {"event": "click"}}})
            answer = await kernel.until_idle(parent)
            if not any(m["msg_type"] == "comm_msg" for m in answer):
                visit.errors.append("a click changed nothing on the page")
            visit.clicks_s.append(time.perf_counter() - t0)
        await _leave(base, kernel, kernel_id)
    except Exception as exc:  # a visitor's failure is a result, not a crash of the measurement
        visit.errors.append(f"{type(exc).__name__}: {exc}"[:300])
    return visit


def server_report(visitors: int, clicks: int = 10, pool: int = 0, spread_s: float = 5.0) -> dict[str, Any]:
    """Start the app (``pool`` pre-heated kernels for the two pages), let ``visitors`` arrive within ``spread_s``
    seconds; a json-friendly report of page and click times (p50/p90), kernel memory and kernels left."""
    pages = (LANDING, WIDGET_PAGE.split("?")[0])
    with voila_running(pool=pool, pool_pages=pages if pool else ()) as (url, process):
        if pool:  # the pools are full before the class arrives
            wait_until_heated(process, pool * len(pages))
        peak: dict[int, int] = {}  # each kernel's largest resident memory seen while the visitors were there

        async def run() -> list[Visit]:
            from tornado.httpclient import AsyncHTTPClient

            AsyncHTTPClient.configure(None, max_clients=4 * visitors)  # every visitor's request sent at once
            tasks = [asyncio.ensure_future(_visitor(url, clicks, spread_s * i / visitors)) for i in range(visitors)]
            while not all(task.done() for task in tasks):
                for kernel in kernels(process):
                    try:
                        peak[kernel.pid] = max(peak.get(kernel.pid, 0), kernel.memory_info().rss)
                    except psutil.Error:  # a kernel that just shut down
                        continue
                await asyncio.sleep(1)
            return [task.result() for task in tasks]

        visits = asyncio.run(run())
        time.sleep(3)
        left = len(kernel_memory(process)) - (pool * len(pages) if pool else 0)
    loads = [v.page_s for v in visits if v.page_s]
    clicked = [c for v in visits for c in v.clicks_s]
    return {
        "visitors": visitors, "pool": pool,
        "page_load_p50_s": percentile(loads, 0.5), "page_load_p90_s": percentile(loads, 0.9),
        "landing_p90_s": percentile([v.landing_s for v in visits if v.landing_s], 0.9),
        "click_p50_s": percentile(clicked, 0.5), "click_p90_s": percentile(clicked, 0.9),
        "clicks_answered": f"{len(clicked)}/{visitors * clicks}",
        "errors": [e for v in visits for e in v.errors][:5],
        "kernel_rss_mb_median": percentile([m / 2**20 for m in peak.values()], 0.5),
        "kernels_left_after_leaving": max(left, 0),
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("visitors", nargs="*", type=int, default=[10, 20, 30])
    parser.add_argument("--pool", type=int, default=0)
    parser.add_argument("--clicks", type=int, default=10)
    args = parser.parse_args()
    for count in args.visitors:
        print(json.dumps(server_report(count, args.clicks, args.pool)), flush=True)
