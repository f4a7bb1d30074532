// The lessons' math, typeset once at build time (lite/lesson_page.py): reads a JSON list of {tex, display} on stdin
// and prints the JSON list of their KaTeX HTML, in the same order. One Node process per build, not per formula.
// A formula KaTeX cannot read is shown as its TeX in red (throwOnError: false) rather than failing the build.
import katex from "katex";

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const formulas = JSON.parse(Buffer.concat(chunks).toString("utf8"));
const html = formulas.map(({ tex, display }) =>
  katex.renderToString(tex, { displayMode: Boolean(display), throwOnError: false }));
process.stdout.write(JSON.stringify(html));
