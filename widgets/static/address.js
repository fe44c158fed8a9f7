// The page's address keeps the position (game settings and moves), so a link reopens it; copy the link,
// download a game record. Only under Voila (the app): in JupyterLab the notebook's own address is left alone.

function render({ model, el }) {
  const inApp = window.location.pathname.includes("/voila/");
  function place() {
    const query = model.get("query");
    if (inApp && query) {
      window.history.replaceState(null, "", window.location.pathname + "?" + query);
    }
    const href = inApp ? window.location.href : "";
    if (model.get("href") !== href) {
      model.set("href", href);
      model.save_changes();
    }
  }
  model.on("change:query", place);
  model.on("msg:custom", (message) => {
    if (message.kind === "download") {
      const blob = new Blob([message.text], { type: "application/json" });
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = message.name;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10000);
    } else if (message.kind === "copy") {
      const done = (ok) => { model.send({ kind: "copied", ok }); };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(window.location.href).then(() => done(true), () => done(false));
      } else {
        done(false);
      }
    }
  });
  el.style.display = "none";
  place();
}

export default { render };
