// Checks lite/app/fast-start.js against Ajv: for every plugin schema of a built site (build/schemas/all.json
// and all_federated.json), the composite settings it makes for empty user settings must equal what JupyterLab's
// Ajv composer ({useDefaults: true, strict: false}) makes, and JupyterLab's Ajv checker must accept {} (so that
// JupyterLab too would report no error). Prints one JSON line: {"schemas": n, "differ": [...], "rejected": [...]}.
// Usage: node lite/tests/fast-start-check.mjs <built site folder>
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import Ajv from "ajv";

const here = fileURLToPath(new URL(".", import.meta.url));
const site = process.argv[2];
const sandbox = { structuredClone };
vm.runInNewContext(readFileSync(join(here, "..", "app", "fast-start.js"), "utf8"), sandbox);
const { composeDefaults } = sandbox._JUPYTERLAB["crisp-fast-start"];

// the site's schemas set their defaults at the top level; these exercise what Ajv does beyond that
const made = [
  { properties: { a: { type: "object", default: { x: 1 }, properties: { y: { default: [2] }, x: { default: 9 } } } } },
  { definitions: { size: { type: "object", properties: { w: { default: 3 } } } },
    properties: { s: { $ref: "#/definitions/size", default: {} }, t: { $ref: "#/definitions/size" } } },
  { allOf: [{ properties: { p: { default: "p" } } }, { $ref: "#/definitions/q" }],
    definitions: { q: { properties: { q: { default: { deep: true } } } } } },
  { anyOf: [{ properties: { never: { default: 1 } } }], properties: { o: { oneOf: [{ default: 2 }] } } },
  { properties: { n: { type: "object", properties: { m: { type: "object", default: {}, properties: {
    l: { default: null } } } } } } },
].map((schema, i) => ({ id: `made:${i}`, schema: { type: "object", ...schema } }));
const plugins = ["all.json", "all_federated.json"].flatMap((name) =>
  JSON.parse(readFileSync(join(site, "build", "schemas", name), "utf8"))).concat(made);
const differ = [], rejected = [];
for (const { id, schema } of plugins) {
  const composer = new Ajv({ useDefaults: true, strict: false });
  const expected = {};
  composer.compile(schema)(expected);
  if (!new Ajv({ strict: false }).compile(schema)({})) rejected.push(id);
  const before = JSON.stringify(schema);
  const got = JSON.parse(JSON.stringify(composeDefaults(schema)));
  if (JSON.stringify(schema) !== before) differ.push(`${id} (its schema was changed)`);
  if (JSON.stringify(sorted(got)) !== JSON.stringify(sorted(expected))) differ.push(id);
}
console.log(JSON.stringify({ schemas: plugins.length, differ, rejected }));

function sorted(value) {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === "object") return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sorted(value[k])]));
  return value;
}
