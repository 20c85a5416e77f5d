// The clickable board (tutor.widgets.board.BoardWidget): draws the SVG, marks live and chosen targets,
// sends {kind: "click", target: id} on a click or Enter/Space on a focused target, {kind: "escape"} on Escape.
function render({ model, el }) {
  el.classList.add("tutor-board-widget");
  let focused = null;  // the target id that had keyboard focus before a redraw
  // On a narrow screen a wide board is drawn small: "Zoom in" draws it at its own size, to scroll
  // sideways and tap its pieces with a finger; "Fit to screen" shrinks it back. Shown only when needed.
  const tools = document.createElement("div");
  tools.className = "tutor-board-tools";
  const zoom = document.createElement("button");
  zoom.type = "button";
  zoom.className = "tutor-board-zoom";
  tools.appendChild(zoom);
  const view = document.createElement("div");
  view.className = "tutor-board-view";
  el.appendChild(tools);
  el.appendChild(view);
  let zoomed = false;

  function naturalWidth() {
    const svg = view.querySelector("svg");
    const box = svg && svg.viewBox && svg.viewBox.baseVal;
    return box && box.width ? box.width : 0;
  }

  function fit() {
    const natural = naturalWidth();
    const small = natural > 0 && el.clientWidth > 0 && el.clientWidth < 0.75 * natural;
    if (!small) zoomed = false;
    tools.style.display = small ? "" : "none";
    view.classList.toggle("zoomed", zoomed);
    const svg = view.querySelector("svg");
    if (svg) svg.style.width = zoomed ? natural + "px" : "";
    const words = model.get("words") || {};  // the page's language (BoardWidget.words)
    zoom.textContent = zoomed ? (words.fit || "Fit to screen") : (words.zoom || "Zoom in");
    zoom.setAttribute("aria-pressed", zoomed ? "true" : "false");
  }

  zoom.addEventListener("click", (event) => {
    event.preventDefault();
    zoomed = !zoomed;
    fit();
  });
  if (typeof ResizeObserver !== "undefined") new ResizeObserver(fit).observe(el);

  function targets() {
    return Array.from(view.querySelectorAll("[data-target]"));
  }

  function mark() {
    const live = new Set(model.get("live"));
    const chosen = new Set(model.get("selected"));
    for (const g of targets()) {
      const id = g.getAttribute("data-target");
      g.classList.toggle("live", live.has(id));
      g.classList.toggle("selected", chosen.has(id));
    }
  }

  function draw() {
    const active = document.activeElement;
    const had = active && el.contains(active) && active.getAttribute ? active.getAttribute("data-target") : null;
    if (had) focused = had;
    view.innerHTML = model.get("svg");
    const svg = view.querySelector("svg");
    if (svg) {
      svg.removeAttribute("width");
      svg.removeAttribute("height");
      svg.setAttribute("preserveAspectRatio", "xMidYMin meet");
    }
    fit();
    mark();
    if (had) {  // keep keyboard focus on the same place, else on the first live target
      const same = targets().find((g) => g.getAttribute("data-target") === had);
      const next = same || view.querySelector("[data-target].live");
      if (next) next.focus({ preventScroll: true });
    }
  }

  function send(g) {
    model.send({ kind: "click", target: g.getAttribute("data-target") });
  }

  el.addEventListener("click", (event) => {
    const g = event.target.closest("[data-target]");
    if (g && el.contains(g)) {
      event.preventDefault();
      send(g);
    }
  });
  el.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      model.send({ kind: "escape" });
      return;
    }
    if (event.key !== "Enter" && event.key !== " ") return;
    const g = event.target.closest ? event.target.closest("[data-target]") : null;
    if (g && el.contains(g)) {
      event.preventDefault();
      send(g);
    }
  });
  model.on("change:svg", draw);
  model.on("change:live", mark);
  model.on("change:selected", mark);
  model.on("change:words", fit);
  draw();
}

export default { render };
