// The clickable board: the table drawn by Python (pure renderers), with the legal targets of the decision at
// hand highlighted, reachable with the keyboard, and sent back to Python when picked. It also fits the board
// to the screen: shrunk to the width (and, on wide screens, to the height) left, enlarged in presentation mode.

function render({ model, el }) {
  el.classList.add("schwarz-board-host");
  const frame = document.createElement("div");
  frame.className = "schwarz-board";
  frame.setAttribute("role", "region");
  el.appendChild(frame);

  let picked = false;

  function showButtons(targets) {
    // after a pick whose next step is a button of the status bar, bring the bar into sight (phones scroll)
    const bar = el.closest(".schwarz-app")?.querySelector(".schwarz-status");
    if (!picked || targets.size > 0 || !bar) return;
    picked = false;
    const box = bar.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) bar.scrollIntoView({ block: "nearest" });
  }

  function mark() {
    const targets = new Set(model.get("targets"));
    showButtons(targets);
    const labels = model.get("labels") || {};
    const selected = Object.assign({}, model.get("selected") || {});
    frame.classList.toggle("deciding", targets.size > 0);
    // several cards may share a key (cards of one commodity): the ones the person clicked are marked picked first
    const nodes = [...frame.querySelectorAll("[data-target]")];
    const clickedFirst = nodes.filter((n) => n.dataset.clicked).concat(nodes.filter((n) => !n.dataset.clicked));
    clickedFirst.forEach((node) => {
      const key = node.getAttribute("data-target");
      node.classList.remove("legal", "selected");
      node.removeAttribute("tabindex");
      node.removeAttribute("aria-pressed");
      if (selected[key] > 0) {
        selected[key] -= 1;
        node.classList.add("selected");
        node.setAttribute("aria-pressed", "true");
        node.setAttribute("tabindex", "0");
        node.setAttribute("role", "button");
      }
      if (targets.has(key)) {
        node.classList.add("legal");
        node.setAttribute("tabindex", "0");
        node.setAttribute("role", "button");
        if (labels[key]) {
          node.setAttribute("aria-label", labels[key]);
          node.setAttribute("title", labels[key]);
        }
      }
    });
  }

  function fit() {
    // measure the table at zoom 1, then fix its width so that zooming never re-flows it
    const present = model.get("present");
    frame.style.zoom = "1";
    frame.style.maxWidth = present ? "none" : "";
    frame.style.width = present ? "max-content" : "";
    const width = frame.scrollWidth;
    const height = frame.scrollHeight;
    const room = el.clientWidth || width;
    let zoom = Math.min(1, room / width);
    if (present) {
      const roomHeight = window.innerHeight - frame.getBoundingClientRect().top - 12;
      zoom = Math.min(room / width, Math.max(roomHeight, 200) / height, 3);
    } else if (window.innerWidth >= 800) {
      const top = frame.getBoundingClientRect().top + window.scrollY;
      const below = window.innerHeight - Math.min(top, window.innerHeight * 0.5) - 12;
      if (height > below) zoom = Math.min(zoom, Math.max(below / height, 0.6));
    }
    frame.style.width = width + "px";
    frame.style.maxWidth = "none";
    frame.style.zoom = String(Math.floor(zoom * 1000) / 1000);
    el.dataset.zoom = frame.style.zoom;
  }

  let fitting = false;
  function fitSoon() {
    // once per frame, just before it is painted: the step's other updates land first, and the page is laid out
    // once, not once per message
    if (fitting) return;
    fitting = true;
    requestAnimationFrame(() => {
      fitting = false;
      fit();
    });
  }

  function draw() {
    const focused = document.activeElement && frame.contains(document.activeElement)
      ? document.activeElement.getAttribute("data-target") : null;
    frame.innerHTML = model.get("html");
    frame.setAttribute("aria-label", model.get("label"));
    mark();
    fitSoon();
    if (focused) {
      const again = frame.querySelector(`[data-target="${CSS.escape(focused)}"].legal`)
        || frame.querySelector(".legal");
      if (again) again.focus();
    }
  }

  function pick(node) {
    const key = node.getAttribute("data-target");
    // a picked card is unpicked by a second click, even when another card of its key may still be picked
    const kind = node.classList.contains("selected") ? "unpick" : "pick";
    if (kind === "pick") node.dataset.clicked = "1";
    else delete node.dataset.clicked;
    picked = true;
    model.send({ kind, key });
  }

  frame.addEventListener("click", (event) => {
    const node = event.target.closest("[data-target].legal, [data-target].selected");
    if (node && frame.contains(node)) pick(node);
  });
  frame.addEventListener("keydown", (event) => {
    const node = event.target.closest ? event.target.closest("[data-target]") : null;
    if (!node) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      pick(node);
    } else if (event.key === "Escape") {
      model.send({ kind: "cancel" });
    }
  });

  model.on("change:html", draw);
  model.on("change:label", draw);
  model.on("change:targets", mark);
  model.on("change:selected", () => {
    if (Object.keys(model.get("selected") || {}).length === 0) {
      frame.querySelectorAll("[data-clicked]").forEach((node) => delete node.dataset.clicked);
    }
    mark();
  });
  model.on("change:labels", mark);
  model.on("change:present", fit);
  const observer = new ResizeObserver(() => fitSoon());
  observer.observe(el);
  // the status bar above may grow or shrink: the room left for the board changes with it
  setTimeout(() => {
    const app = el.closest(".schwarz-app");
    if (app) observer.observe(app);
  }, 0);
  window.addEventListener("resize", fit);
  draw();
  return () => {
    observer.disconnect();
    window.removeEventListener("resize", fit);
  };
}

export default { render };
