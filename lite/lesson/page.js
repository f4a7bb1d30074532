// The light lesson page's bar (lite/lesson_page.py writes the page): "Show code" shows or hides every code cell's
// source (a class on <main>; lesson.css hides .crisp-source without it), "Start again" reloads the lesson as
// published once the reader agrees. The words come from the page, in its language (the buttons' data-*).
// A shown code cell can be changed (its <pre> is editable) and run again: its "Run" button, or Shift + Enter or
// Ctrl + Enter in it, sends a "crisp-run" event with the code to lesson.js.
const main = document.getElementById("lesson");
const showCode = document.getElementById("crisp-show-code");
const startAgain = document.getElementById("crisp-start-again");

showCode.addEventListener("click", () => {
  const shown = main.classList.toggle("crisp-code-shown");
  showCode.setAttribute("aria-pressed", String(shown));
  const words = shown ? showCode.dataset.hide : showCode.dataset.show;
  showCode.setAttribute("aria-label", words);
  (showCode.querySelector(".crisp-long") || showCode).textContent = words;
});

startAgain.addEventListener("click", () => {
  if (window.confirm(startAgain.dataset.confirm)) window.location.reload();
});

/** Ask lesson.js to run the code cell of `section` again, with the code as the reader left it. */
function runAgain(section) {
  const code = section.querySelector(".crisp-source").innerText;  // a new line typed in it may be a <br>
  section.dispatchEvent(new CustomEvent("crisp-run", { bubbles: true, detail: { code } }));
}

main.addEventListener("click", (event) => {
  const button = event.target.closest?.(".crisp-run");
  if (button) runAgain(button.closest(".crisp-code"));
});
main.addEventListener("keydown", (event) => {
  if (event.key !== "Enter" || !(event.shiftKey || event.ctrlKey) || !event.target.closest?.(".crisp-source")) return;
  event.preventDefault();
  runAgain(event.target.closest(".crisp-code"));
});
