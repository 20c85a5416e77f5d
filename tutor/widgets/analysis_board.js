// The analysis board's ranking table (tutor.widgets.analysis_board.RankingTable): one row per move, best first.
// Sends {kind: "hover", key: move text} when a mouse enters a row (key null when it leaves the table) and
// {kind: "click", key: move text} on a click, Enter or Space. A finger has no hover: its first tap on a row shows
// the move (a hover), a second tap on the same row plays it.
function render({ model, el }) {
  el.classList.add("board-ranking-widget");
  const table = document.createElement("table");
  table.className = "board-ranking-table";
  el.appendChild(table);
  let pointer = "";
  let pressed = false;  // a pointer is pressing a row: the focus it gives is not a keyboard's
  let shown = null;  // the row key shown on the board (hovered or tapped)

  function cell(row, tag, text, cls) {
    const c = document.createElement(tag);
    c.textContent = text;
    if (cls) c.className = cls;
    row.appendChild(c);
    return c;
  }

  function draw() {
    const head = model.get("head") || {};
    const rows = model.get("rows") || [];
    const scored = model.get("scored");
    const odds = rows.some((r) => r.odds);
    table.innerHTML = "";
    const thead = document.createElement("thead");
    const top = document.createElement("tr");
    cell(top, "th", head.move || "Move", "board-col-move");
    cell(top, "th", head.value || "Value", "board-col-value");
    if (scored) cell(top, "th", head.points || "Points", "board-col-points");
    if (odds) cell(top, "th", head.odds || "Exact odds", "board-col-odds");
    cell(top, "th", head.games || "Games", "board-col-games");
    thead.appendChild(top);
    table.appendChild(thead);
    const body = document.createElement("tbody");
    for (const r of rows) {
      const tr = document.createElement("tr");
      tr.className = "board-row" + (r.best ? " board-best" : "") + (r.equal ? " board-equal" : "") +
        (r.key === shown ? " board-shown" : "");
      tr.setAttribute("data-key", r.key);
      tr.tabIndex = 0;
      if (r.title) tr.title = r.title;
      cell(tr, "td", (r.mark ? r.mark + " " : "") + r.move, "board-col-move");
      cell(tr, "td", r.value, "board-col-value");
      if (scored) cell(tr, "td", r.points || "", "board-col-points");
      if (odds) cell(tr, "td", r.odds || "", "board-col-odds");
      cell(tr, "td", r.games, "board-col-games");
      body.appendChild(tr);
    }
    table.appendChild(body);
  }

  function rowOf(event) {
    const tr = event.target.closest ? event.target.closest("tr[data-key]") : null;
    return tr && el.contains(tr) ? tr : null;
  }

  function show(key) {
    if (key === shown) return;
    shown = key;
    for (const tr of table.querySelectorAll("tr[data-key]")) {
      tr.classList.toggle("board-shown", tr.getAttribute("data-key") === key);
    }
    model.send({ kind: "hover", key: key });
  }

  el.addEventListener("pointerdown", (event) => { pointer = event.pointerType || ""; pressed = true; });
  el.addEventListener("pointerover", (event) => {
    if (event.pointerType === "touch") return;
    const tr = rowOf(event);
    if (tr) show(tr.getAttribute("data-key"));
  });
  el.addEventListener("pointerleave", (event) => {
    if (event.pointerType !== "touch") show(null);
  });
  el.addEventListener("focusin", (event) => {
    if (pressed) return;  // a keyboard's focus shows the move; a finger's or a mouse's press does not
    const tr = rowOf(event);
    if (tr) show(tr.getAttribute("data-key"));
  });
  el.addEventListener("click", (event) => {
    pressed = false;
    const tr = rowOf(event);
    if (!tr) return;
    const key = tr.getAttribute("data-key");
    if (pointer === "touch" && key !== shown) {  // a finger: the first tap shows the move, the second plays it
      show(key);
      return;
    }
    model.send({ kind: "click", key: key });
  });
  el.addEventListener("keydown", (event) => {
    pressed = false;
    if (event.key !== "Enter" && event.key !== " ") return;
    const tr = rowOf(event);
    if (!tr) return;
    event.preventDefault();
    model.send({ kind: "click", key: tr.getAttribute("data-key") });
  });
  model.on("change:rows", draw);
  model.on("change:head", draw);
  model.on("change:scored", draw);
  draw();
}

export default { render };
