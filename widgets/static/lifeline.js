// Keeps the page honest about its kernel: a ping every few seconds; when no answer comes (the kernel died, the
// server restarted, the network dropped), a banner says so and offers to continue. Continuing reloads the page:
// its address holds the position (game, deal, seat, moves), so a new kernel opens the same game at the same move.
// Live pings also tell the server which tabs are still open, so kernels of lost tabs are freed soon.

function render({ model, el }) {
  const every = model.get("interval") * 1000;
  let answered = Date.now();
  let shown = false;
  const banner = document.createElement("div");
  banner.className = "schwarz-lifeline";
  banner.setAttribute("role", "alert");
  banner.style.display = "none";
  const words = document.createElement("span");
  const button = document.createElement("button");
  button.type = "button";
  button.className = "jupyter-button widget-button mod-primary";
  banner.appendChild(words);
  banner.appendChild(button);
  el.appendChild(banner);

  function show(text) {
    words.textContent = text + " ";
    button.textContent = model.get("continue_text");
    banner.style.display = "";
    shown = true;
  }
  function ping() {
    try {
      model.send({ kind: "ping" });
    } catch (error) {
      show(model.get("lost_text"));
    }
  }
  model.on("msg:custom", (message) => {
    if (message && message.kind === "pong") answered = Date.now();
  });
  ping();  // at once: the kernel learns its page is here (it keeps itself alive until then)
  const timer = setInterval(() => {
    if (document.visibilityState === "visible" && !shown && Date.now() - answered > every * 2.5) {
      show(model.get("lost_text"));
    }
    ping();
  }, every);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") {
      answered = Math.max(answered, Date.now() - every);  // a hidden tab's timers were slowed: ask again first
      ping();
    }
  });
  button.addEventListener("click", async () => {
    button.disabled = true;
    for (;;) {
      try {
        const reply = await fetch(window.location.href, { cache: "no-store" });
        if (reply.ok) {
          window.location.reload();
          return;
        }
      } catch (error) {
        // the server is not back yet
      }
      words.textContent = model.get("waiting_text") + " ";
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  });
  return () => clearInterval(timer);
}

export default { render };
