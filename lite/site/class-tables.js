// The teacher's guide, when the classroom server holds tables across devices (lite/network_tables.py): every open
// table, read again every 3 seconds from ../tables.json: its code, game and state (while it waits for people, the QR
// code that joins it), each seat's name, score and whether the person is here (or a robot plays for them
// meanwhile); on the laptop itself (the server says so:
// "teacher"), a button that closes a table. A static host answers 404: the box stays hidden. Every text is set as
// text (textContent): the names are typed by students. The words come from the site's catalogs (i18n.js).
(() => {
  const box = document.getElementById("class-tables");
  if (!box) return;
  const url = new URL("../tables.json", location.href);
  const list = document.getElementById("tables-list");
  let last = null;
  let lastText = null;  // the last answer as sent
  const qrs = new Map();  // each table's QR code (the address that joins it), asked once

  function qrOf(code) {
    if (!qrs.has(code)) {
      qrs.set(code, fetch(new URL(`../tables/${encodeURIComponent(code)}/qr`, location.href), { cache: "no-store" })
        .then((answer) => (answer.ok ? answer.json() : null)).catch(() => null));
    }
    return qrs.get(code);
  }

  async function addQr(item, code) {
    const data = await qrOf(code);
    if (!data || typeof data.qr !== "string" || !data.qr.startsWith("data:image/svg+xml")) return;
    const image = el("img", "classroom-qr tables-qr");
    image.src = data.qr;
    image.alt = say("teachers.tables.qr", { code });
    item.querySelector(".tables-head").after(image);
  }

  const say = (key, values = {}) =>
    (window.CrispI18n?.t(key) || key).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));

  function el(tag, className, text) {
    const element = document.createElement(tag);
    if (className) element.className = className;
    if (text !== undefined) element.textContent = text;
    return element;
  }

  function seatLine(seat, counted) {
    const item = el("li", "tables-seat");
    const who = seat.kind === "human" ? seat.name : say("teachers.tables.robot", { name: seat.name });
    item.append(el("span", "tables-name", who));
    if (seat.score !== null && seat.score !== undefined) {  // points, or Cheat's games won
      item.append(" · ", el("span", "tables-score", say(`teachers.tables.${counted === "wins" ? "wins" : "points"}`, { n: seat.score })));
    }
    if (seat.kind === "human" && !seat.present) {
      item.append(" · ", el("span", "tables-away", say(seat.stand_in ? "teachers.tables.standIn" : "teachers.tables.away")));
    }
    return item;
  }

  async function close(code, button) {
    button.disabled = true;
    const answer = await fetch(new URL(`../tables/${encodeURIComponent(code)}/close`, location.href), { method: "POST" });
    if (!answer.ok) button.disabled = false;
    refresh();
  }

  function draw(data) {
    list.replaceChildren();
    for (const table of data.tables) {
      const item = el("li", "tables-table");
      const head = el("p", "tables-head");
      head.append(el("strong", "tables-code", table.code), " · ", say(`play.game.${table.game}`), " · ",
                  say(`teachers.tables.state.${table.state.replace(" ", "_")}`));
      const seats = el("ol", "tables-seats");
      seats.append(...table.seats.map((seat) => seatLine(seat, table.counted)));
      item.append(head, seats);
      if (table.state === "waiting") addQr(item, table.code);  // while people are still to join
      if (data.teacher) {
        const button = el("button", "tables-close", say("teachers.tables.close", { code: table.code }));
        button.type = "button";
        button.addEventListener("click", () => close(table.code, button));
        item.append(button);
      }
      list.append(item);
    }
    document.getElementById("tables-none").hidden = data.tables.length > 0;
    box.hidden = false;
  }

  async function refresh() {
    try {
      const answer = await fetch(url, { cache: "no-store" });
      if (!answer.ok) return;  // a static host: nothing to show
      const text = await answer.text();
      if (text === lastText) return;  // unchanged: the list stays as it is (a button under a finger is not redrawn)
      lastText = text;
      last = JSON.parse(text);
      draw(last);
    } catch { /* offline: the last list stays */ }
  }

  refresh();
  setInterval(refresh, 3000);
  document.addEventListener("crisp:language", () => { if (last) draw(last); });
})();
