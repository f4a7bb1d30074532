// The light lesson page's bar (lite/lesson_page.py writes the page): "Show code" shows or hides every code cell's
// source (a class on <main>; lesson.css hides .crisp-source without it), "Start again" reloads the lesson as
// published once the reader agrees. The words come from the page, in its language (the buttons' data-*).
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
