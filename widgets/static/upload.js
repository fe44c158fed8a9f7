// A button that reads one json file chosen by the user and sends its text to Python (which validates it).

function render({ model, el }) {
  const input = document.createElement("input");
  input.type = "file";
  input.accept = ".json,application/json";
  input.className = "schwarz-upload-input";
  input.setAttribute("aria-label", model.get("label"));
  const button = document.createElement("button");
  button.className = "jupyter-button widget-button schwarz-upload";
  button.type = "button";
  function label() {
    button.textContent = model.get("label");
    button.title = model.get("label");
    input.setAttribute("aria-label", model.get("label"));
  }
  button.addEventListener("click", () => input.click());
  input.addEventListener("change", () => {
    const file = input.files && input.files[0];
    if (!file) return;
    if (file.size > model.get("limit")) {
      model.send({ kind: "too-large", size: file.size });
    } else {
      file.text().then((text) => model.send({ kind: "upload", name: file.name, text }),
                       () => model.send({ kind: "unreadable" }));
    }
    input.value = "";
  });
  model.on("change:label", label);
  label();
  input.style.display = "none";
  el.appendChild(button);
  el.appendChild(input);
}

export default { render };
