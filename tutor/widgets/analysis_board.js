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

  let columns = "";  // the columns drawn: a row's cells are kept (and updated in place) while they stay the same
  let body = null;
  const byKey = new Map();  // move key -> its row, kept across redraws so that a press on a row is never lost

  function draw() {
    const head = model.get("head") || {};
    const rows = model.get("rows") || [];
    const scored = model.get("scored");
    const odds = rows.some((r) => r.odds);
    const cols = ["move", "value"].concat(scored ? ["points"] : [], odds ? ["odds"] : [], ["games"]);
    const signature = cols.join(" ") + "|" + cols.map((c) => head[c] || "").join("|");
    if (signature !== columns || !body) {
      columns = signature;
      byKey.clear();
      table.innerHTML = "";
      const thead = document.createElement("thead");
      const top = document.createElement("tr");
      for (const c of cols) cell(top, "th", head[c] || c, "board-col-" + c);
      thead.appendChild(top);
      table.appendChild(thead);
      body = document.createElement("tbody");
      table.appendChild(body);
    }
    const keys = new Set(rows.map((r) => r.key));
    for (const [key, tr] of byKey) {
      if (!keys.has(key)) { tr.remove(); byKey.delete(key); }
    }
    rows.forEach((r, i) => {
      let tr = byKey.get(r.key);
      if (!tr) {
        tr = document.createElement("tr");
        tr.setAttribute("data-key", r.key);
        tr.tabIndex = 0;
        for (const c of cols) cell(tr, "td", "", "board-col-" + c);
        byKey.set(r.key, tr);
      }
      tr.className = "board-row" + (r.best ? " board-best" : "") + (r.equal ? " board-equal" : "") +
        (r.key === shown ? " board-shown" : "");
      tr.title = r.title || "";
      const texts = { move: (r.mark ? r.mark + " " : "") + r.move, value: r.value, points: r.points || "",
                      odds: r.odds || "", games: r.games };
      cols.forEach((c, j) => {
        const td = tr.children[j];
        if (td.textContent !== texts[c]) td.textContent = texts[c];
      });
      if (body.children[i] !== tr) body.insertBefore(tr, body.children[i] || null);
    });
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
