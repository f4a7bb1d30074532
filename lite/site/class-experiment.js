// The teacher's guide, when the classroom server holds the class's experiment (lite/class_experiment.py): what the
// students sent from lesson 7 ("Send to the class" under Deal), pooled and read again every 2 seconds: the deals in
// all, how many hands came to 7 or less with the share's 95 % Wilson interval (the server's), the exact chance the
// lesson computes (data-exact, from the engine at build time), the running estimate after each send, the pooled
// histogram and the nicknames. A static host, or a server that serves no class, answers 404: the box stays hidden.
// Below it, lesson 8's runs ("Send to the class" under Run), per threshold: the pooled rounds, the rounds won and the
// share won with its 95 % Wilson interval; there is no exact value to show there, and that box stays hidden until a
// run is sent. Every text is set as text (textContent), nicknames included; the words come from the site's catalogs
// (i18n.js).
(() => {
  const box = document.getElementById("class-experiment");
  if (!box) return;
  const url = new URL("../class-experiment", location.href);
  const [num, den] = box.dataset.exact.split("/").map(Number);
  const exact = num / den;
  const SVG = "http://www.w3.org/2000/svg";
  const $ = (id) => document.getElementById(id);
  let state = null;

  const lang = () => window.CrispI18n?.lang() || "en";
  const say = (key, values = {}) =>
    (window.CrispI18n?.t(key) || key).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));
  const count = (n) => new Intl.NumberFormat(lang()).format(n);
  const share = (x) => new Intl.NumberFormat(lang(), { style: "percent", minimumFractionDigits: 2,
                                                        maximumFractionDigits: 2 }).format(x);

  function svg(name, attributes) {
    const element = document.createElementNS(SVG, name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
    return element;
  }

  // The share of 7 or less after each send (line), its interval (band), the exact chance (dashed), against the
  // deals in all; drawn without text, which the caption and the lines above it say.
  function chart(history) {
    const width = 600, height = 180;
    const top = Math.ceil(Math.max(3 * exact, ...history.map((p) => p[3])) * 1.05 * 200) / 200; // to 0.5 points
    const x = (deals) => (deals / history[history.length - 1][0]) * width;
    const y = (value) => height - (value / top) * height;
    const drawing = svg("svg", { viewBox: `0 0 ${width} ${height}`, preserveAspectRatio: "none",
                                 "aria-hidden": "true", focusable: "false" });
    const points = history.length > 1 ? history : [[0, ...history[0].slice(1)], ...history];
    const band = [...points.map((p) => `${x(p[0])},${y(p[3])}`), ...points.slice().reverse().map((p) => `${x(p[0])},${y(p[2])}`)];
    drawing.append(svg("polygon", { points: band.join(" "), class: "pool-band" }),
                   svg("line", { x1: 0, x2: width, y1: y(exact), y2: y(exact), class: "pool-exact" }),
                   svg("polyline", { points: points.map((p) => `${x(p[0])},${y(p[1] / p[0] || 0)}`).join(" "),
                                     class: "pool-line" }));
    // the scale's ends and the exact chance, as text over the drawing (the drawing stretches to the box's width)
    const label = (text, className, fromTop) => {
      const element = document.createElement("span");
      element.className = `pool-axis ${className}`;
      element.textContent = text;
      element.setAttribute("aria-hidden", "true");
      element.style.top = `${(fromTop / height) * 100}%`;
      return element;
    };
    const scale = (x) => new Intl.NumberFormat(lang(), { style: "percent", maximumFractionDigits: 1 }).format(x);
    $("pool-chart").replaceChildren(drawing, label(scale(top), "pool-axis-top", 0),
                                    label(scale(0), "pool-axis-zero", height),
                                    label(`${num}/${den}`, "pool-axis-exact", y(exact)));
  }

  function bars(totals, first, limit) {
    const most = Math.max(1, ...totals);
    $("pool-bars").replaceChildren(...totals.map((n, i) => {
      const total = first + i;
      const item = document.createElement("li");
      item.setAttribute("aria-label", say("teachers.pool.bar", { total, count: count(n) }));
      item.title = item.getAttribute("aria-label");
      const bar = document.createElement("span");
      bar.className = total <= limit ? "pool-bar pool-bar-low" : "pool-bar";
      bar.style.height = `${(n / most) * 100}%`;
      const label = document.createElement("span");
      label.className = "pool-bar-total";
      label.textContent = total % 5 === 0 || total === first || total === limit ? String(total) : "";
      label.setAttribute("aria-hidden", "true");
      item.append(bar, label);
      return item;
    }));
  }

  function show() {
    if (!state) return;
    showThreshold();
    const { deals, posts, low, interval, history, totals, first_total: first, low_limit: limit, senders } = state;
    $("pool-summary").textContent = deals
      ? say("teachers.pool.summary", { deals: count(deals), posts: count(posts) }) : say("teachers.pool.waiting");
    $("pool-results").hidden = !deals;
    if (!deals) return;
    $("pool-low").textContent = say("teachers.pool.low", { low: count(low), deals: count(deals), share: share(low / deals) });
    $("pool-interval").textContent = say("teachers.pool.interval", { low: share(interval[0]), high: share(interval[1]) });
    $("pool-exact").textContent = say("teachers.pool.exact", { fraction: `${num}/${den}`, exact: share(exact) });
    const inside = interval[0] <= exact && exact <= interval[1];
    $("pool-verdict").textContent = say(inside ? "teachers.pool.inside" : "teachers.pool.outside");
    chart(history);
    bars(totals, first, limit);
    const names = senders.map((s) => s.nickname).filter(Boolean);
    $("pool-senders").textContent = names.length ? say("teachers.pool.senders", { names: names.join(", ") }) : "";
  }

  // Lesson 8's runs (state.threshold), one row per threshold: the pooled rounds, the rounds won, the share won with
  // its interval, in words and as a bar (the interval a band, the share a mark; the words say it all). Hidden until
  // a run is sent.
  function showThreshold() {
    const runs = state?.threshold;
    const section = $("class-threshold");
    if (!section || !runs) return;
    section.hidden = !runs.posts;
    if (!runs.posts) return;
    $("pool8-summary").textContent = say("teachers.pool8.summary", { posts: count(runs.posts), rounds: count(runs.rounds) });
    const whole = (x) => new Intl.NumberFormat(lang(), { style: "percent", maximumFractionDigits: 0 }).format(x);
    const tenth = (x) => new Intl.NumberFormat(lang(), { style: "percent", minimumFractionDigits: 1,
                                                         maximumFractionDigits: 1 }).format(x);
    $("pool8-rows").replaceChildren(...runs.thresholds.map((row) => {
      const line = document.createElement("tr");
      const cell = (text, tag = "td") => {
        const element = document.createElement(tag);
        element.textContent = text;
        line.append(element);
        return element;
      };
      cell(whole(row.threshold / 100), "th").scope = "row";
      cell(count(row.rounds));
      cell(count(row.wins));
      const words = row.share === null ? "" : say("teachers.pool8.share", {
        share: tenth(row.share), low: tenth(row.interval[0]), high: tenth(row.interval[1]) });
      const shareCell = cell(words);
      if (row.share !== null) {
        const bar = document.createElement("span");
        bar.className = "pool8-bar";
        bar.setAttribute("aria-hidden", "true");
        const band = document.createElement("span");
        band.className = "pool8-band";
        band.style.left = `${row.interval[0] * 100}%`;
        band.style.width = `${(row.interval[1] - row.interval[0]) * 100}%`;
        const mark = document.createElement("span");
        mark.className = "pool8-mark";
        mark.style.left = `${row.share * 100}%`;
        bar.append(band, mark);
        shareCell.append(bar);
      }
      return line;
    }));
    const names = runs.senders.map((s) => s.nickname).filter(Boolean);
    $("pool8-senders").textContent = names.length ? say("teachers.pool.senders", { names: names.join(", ") }) : "";
  }

  async function poll() {
    try {
      const answer = await fetch(url, { cache: "no-store" });
      if (answer.status === 404 && !state) return; // no class experiment here: stop asking
      if (answer.ok) {
        state = await answer.json();
        box.hidden = false;
        show();
      }
    } catch { /* the server is gone a moment: ask again */ }
    setTimeout(poll, 2000);
  }

  document.addEventListener("crisp:language", show);
  poll();
})();
