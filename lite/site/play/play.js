// The play page: Pyodide (vendored in ../static/pyodide) runs crisp_core.webplay; this file only draws.
import { loadPyodide } from "../static/pyodide/pyodide.mjs";

const $ = (id) => document.getElementById(id);
const BOTS = ["random", "forgetful", "heuristic", "expert"];
let game = null;

function drawBotChoices() {
  const n = Number($("players").value);
  const box = $("bot-choices");
  box.innerHTML = "";
  for (let seat = 1; seat < n; seat++) {
    const label = document.createElement("label");
    label.textContent = `Seat ${seat} `;
    const select = document.createElement("select");
    select.className = "bot";
    for (const name of BOTS) select.add(new Option(name, name, false, name === "heuristic"));
    label.append(select);
    box.append(label);
  }
}

function draw(viewJson) {
  const view = JSON.parse(viewJson);
  $("table").innerHTML = view.table;
  $("prompt").textContent = view.prompt;
  const news = $("news");
  for (const line of view.news) {
    const item = document.createElement("li");
    item.textContent = line;
    news.append(item);
  }
  news.parentElement.scrollTop = news.parentElement.scrollHeight;
  const moves = $("moves");
  moves.innerHTML = "";
  for (const move of view.moves) {
    const button = document.createElement("button");
    button.textContent = move.label;
    button.dataset.action = move.action;
    button.addEventListener("click", () => draw(game.act(move.action)));
    moves.append(button);
  }
  $("result").innerHTML = view.result;
  if (view.round_over) {
    const next = document.createElement("button");
    next.id = "next-round";
    next.textContent = view.match_over ? "New match" : "Next round";
    next.addEventListener("click", () => { $("news").innerHTML = ""; draw(game.next_round()); });
    $("result").append(next);
  }
  $("status").dataset.state = view.round_over ? "round-over" : "playing";
}

async function main() {
  const started = performance.now();
  const pyodide = await loadPyodide({ indexURL: new URL("../static/pyodide/", import.meta.url).href });
  const wheel = await (await fetch("crisp_core.whl")).arrayBuffer();
  const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
  pyodide.unpackArchive(new Uint8Array(wheel), "wheel", { extractDir: sitePackages });
  pyodide.runPython("import crisp_core.webplay, crisp_core.render");
  $("table-css").textContent = pyodide.runPython("crisp_core.render.CSS");
  const WebGame = pyodide.globals.get("crisp_core").webplay.WebGame;
  for (let n = 2; n <= 8; n++) $("players").add(new Option(n, n, false, n === 3));
  $("players").addEventListener("change", drawBotChoices);
  drawBotChoices();
  $("setup").addEventListener("submit", (event) => {
    event.preventDefault();
    const bots = [...document.querySelectorAll("select.bot")].map((s) => s.value);
    const options = pyodide.globals.get("crisp_core").Options.callKwargs({
      target: Number($("target").value), draw_from_discard: $("take").checked });
    game = WebGame.callKwargs({ players: Number($("players").value), bots: pyodide.toPy(bots),
                                options, show_seen: $("show-seen").checked });
    $("news").innerHTML = "";
    $("game").hidden = false;
    draw(game.view());
  });
  $("setup").hidden = false;
  $("status").textContent = `Ready (engine loaded in ${((performance.now() - started) / 1000).toFixed(1)} s).`;
  $("status").dataset.state = "ready";
}

main().catch((error) => {
  $("status").textContent = `The game could not start: ${error}`;
  $("status").dataset.state = "error";
});
