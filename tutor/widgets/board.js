// The clickable board (tutor.widgets.board.BoardWidget): draws the SVG, marks live and chosen targets,
// sends {kind: "click", target: id} on a click or Enter/Space on a focused target, {kind: "escape"} on Escape.
function render({ model, el }) {
  el.classList.add("tutor-board-widget");
  let focused = null;  // the target id that had keyboard focus before a redraw

  function targets() {
    return Array.from(el.querySelectorAll("[data-target]"));
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
    el.innerHTML = model.get("svg");
    const svg = el.querySelector("svg");
    if (svg) {
      svg.removeAttribute("width");
      svg.removeAttribute("height");
      svg.setAttribute("preserveAspectRatio", "xMidYMin meet");
    }
    mark();
    if (had) {  // keep keyboard focus on the same place, else on the first live target
      const same = targets().find((g) => g.getAttribute("data-target") === had);
      const next = same || el.querySelector("[data-target].live");
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
  draw();
}

export default { render };
