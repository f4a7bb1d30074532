// The teacher's guide, when the site is served from the teacher's laptop (HOST=0.0.0.0 bash lite/serve.sh): the
// addresses students can type, each with its QR code, from the server's classroom.json (lite/site_server.py); a
// static host has no such file and the box stays hidden. Over plain HTTP from another machine (no secure context)
// a note says what works and what needs HTTPS. Texts come from the site's catalogs (data-i18n, i18n.js).
(async () => {
  const box = document.getElementById("classroom");
  if (!box) return;
  document.getElementById("classroom-insecure").hidden = window.isSecureContext;
  let data = null;
  try {
    const answer = await fetch(new URL("../classroom.json", location.href), { cache: "no-store" });
    if (answer.ok) data = await answer.json();
  } catch { /* offline, or a static host: nothing to show */ }
  const addresses = (data && Array.isArray(data.addresses)) ? data.addresses : [];
  const list = document.getElementById("classroom-addresses");
  for (const { url, qr } of addresses) {
    if (typeof url !== "string" || !/^https?:\/\//.test(url)) continue;
    const item = document.createElement("li");
    const link = document.createElement("a");
    link.href = url;
    link.textContent = url;
    item.append(link);
    if (typeof qr === "string" && qr.startsWith("data:image/svg+xml")) {
      const image = document.createElement("img");
      image.src = qr;
      image.alt = `QR ${url}`;
      image.className = "classroom-qr";
      item.append(image);
    }
    list.append(item);
  }
  box.hidden = !list.children.length && window.isSecureContext;
  document.getElementById("classroom-served").hidden = !list.children.length;
})();
