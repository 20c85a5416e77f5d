// The clickable board (tutor.widgets.board.BoardWidget): draws the SVG, marks live and chosen targets,
// sends {kind: "click", target: id} on a click or Enter/Space on a focused target, {kind: "escape"} on Escape.
// On a narrow screen whose drawing makes targets smaller than a finger (44 px), the first tap (touch) on the board zooms
// in around the tapped place, so that every target is then at least 44 px; "Fit to screen" goes back.
// A changed board comes as edits of the SVG the page holds ({kind: "svg", base, size, sum, edits: [[start, end,
// text], ...]}, BoardWidget.svg_edits): applied once per model (initialize), checked, and the SVG asked for whole
// ({kind: "svg-resync"}) when they do not fit what the page holds.

function adler32(text) {  // of the text as UTF-16 little-endian bytes, as Python's zlib.adler32(text.encode("utf-16-le"))
  let a = 1, b = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    a = (a + (unit & 255)) % 65521;
    b = (b + a) % 65521;
    a = (a + (unit >> 8)) % 65521;
    b = (b + a) % 65521;
  }
  return b * 65536 + a;
}

function patched(old, message) {  // the SVG the edits make of old, or null when they do not fit it
  if (typeof old !== "string" || old.length !== message.base || !Array.isArray(message.edits)) return null;
  const parts = [];
  let at = 0;
  for (const edit of message.edits) {
    if (!Array.isArray(edit) || edit.length !== 3) return null;
    const [start, end, text] = edit;
    if (!(start >= at && end >= start && end <= old.length) || typeof text !== "string") return null;
    parts.push(old.slice(at, start), text);
    at = end;
  }
  parts.push(old.slice(at));
  const next = parts.join("");
  return next.length === message.size && adler32(next) === message.sum ? next : null;
}

function initialize({ model }) {
  model.on("msg:custom", (message) => {
    if (!message || message.kind !== "svg") return;
    const next = patched(model.get("svg"), message);
    if (next === null) model.send({ kind: "svg-resync" });
    else model.set("svg", next);  // the views redraw (change:svg); nothing is sent back
  });
}

function render({ model, el }) {
  el.classList.add("tutor-board-widget");
  let focused = null;  // the target id that had keyboard focus before a redraw
  // On a narrow screen a wide board is drawn small: "Zoom in" draws it at its own size, or larger when its
  // targets need it to be 44 px, to scroll and tap its pieces with a finger; "Fit to screen" shrinks it back.
  // Shown only when needed.
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
  const TAP = 48;  // CSS px: a zoomed board draws its smallest target at least this big (44 px, and a margin)
  const NARROW = 700;  // px: a board narrower than this (a phone) zooms in on a tap where its targets are small

  function naturalWidth() {
    const svg = view.querySelector("svg");
    const box = svg && svg.viewBox && svg.viewBox.baseVal;
    return box && box.width ? box.width : 0;
  }

  function smallestTarget() {  // the smallest side of a target, in the drawing's own units (0: no targets)
    let smallest = 0;
    for (const g of targets()) {
      let box = null;
      try { box = g.getBBox(); } catch (error) { box = null; }
      const side = box ? Math.min(box.width, box.height) : 0;
      if (side > 0.5 && (!smallest || side < smallest)) smallest = side;
    }
    return smallest;
  }

  function zoomedWidth() {  // px: the board's width zoomed in: its own size, or more if its targets need it
    const natural = naturalWidth();
    const smallest = smallestTarget();
    const needed = smallest ? (TAP * natural) / smallest : 0;
    return Math.min(Math.max(natural, needed), 12 * Math.max(el.clientWidth, 1));
  }

  function cramped() {  // targets under the tap size on a narrow board, drawn to fit
    const natural = naturalWidth();
    const smallest = smallestTarget();
    if (!natural || !smallest || !el.clientWidth || el.clientWidth >= NARROW) return false;
    return (smallest * Math.min(el.clientWidth, natural)) / natural < TAP - 4;
  }

  function fit() {
    const natural = naturalWidth();
    const small = natural > 0 && el.clientWidth > 0 && (el.clientWidth < 0.75 * natural || cramped());
    if (!small) zoomed = false;
    tools.style.display = small ? "" : "none";
    view.classList.toggle("zoomed", zoomed);
    const svg = view.querySelector("svg");
    if (svg) svg.style.width = zoomed ? zoomedWidth() + "px" : "";
    const words = model.get("words") || {};  // the page's language (BoardWidget.words)
    zoom.textContent = zoomed ? (words.fit || "Fit to screen") : (words.zoom || "Zoom in");
    zoom.setAttribute("aria-pressed", zoomed ? "true" : "false");
  }

  function zoomAt(clientX, clientY) {  // zoom in, keeping the drawing's point under (clientX, clientY) there
    const svg = view.querySelector("svg");
    if (!svg) return;
    const before = svg.getBoundingClientRect();
    const fx = before.width ? (clientX - before.left) / before.width : 0.5;
    const fy = before.height ? (clientY - before.top) / before.height : 0.5;
    zoomed = true;
    fit();
    const after = svg.getBoundingClientRect();
    const box = view.getBoundingClientRect();
    view.scrollLeft = fx * after.width - (clientX - box.left);
    view.scrollTop = fy * after.height - Math.min(clientY - box.top, view.clientHeight / 2);
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

  let pointer = "";  // how the last click began: "touch" for a finger, "mouse" or "pen"
  el.addEventListener("pointerdown", (event) => { pointer = event.pointerType || ""; });
  el.addEventListener("click", (event) => {
    if (!zoomed && pointer === "touch" && view.contains(event.target) && cramped()) {
      // a finger on a phone: the targets are too small for it, so the first tap zooms in around the tapped place
      // (a mouse, precise enough, clicks them as they are)
      event.preventDefault();
      zoomAt(event.clientX, event.clientY);
      return;
    }
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

export default { initialize, render };
