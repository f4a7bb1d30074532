// Stands in for the sanitize-html package in the widget bundle (lite/lesson_runtime.py: esbuild's alias).
//
// @jupyter-widgets/base-manager uses it only for a widget's description with description_allow_html=True, which
// the lessons never set; the package and what it pulls in (postcss, htmlparser2, entities) would be a quarter
// of a megabyte of the bundle.  Here such a description shows as its text: every tag escaped, nothing run.

/** `html` escaped, to show as text where it is inserted as HTML. */
export default function sanitize(html) {
  const element = document.createElement("span");
  element.textContent = String(html ?? "");
  return element.innerHTML;
}
