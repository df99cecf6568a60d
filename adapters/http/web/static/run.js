// The live run page: follow the run's event stream and update the stages
// as they happen. Without JavaScript the page reloads itself instead.
(function () {
  "use strict";
  var root = document.querySelector("[data-run-events]");
  if (!root || !window.EventSource) {
    return;
  }
  var stages = ["clarify", "widen", "score", "simulate", "red_team", "audit"];
  var status = document.getElementById("run-status");
  var source = new EventSource(root.getAttribute("data-run-events"));

  function stage(name, data) {
    var li = root.querySelector('li[data-stage="' + name + '"]');
    if (!li) {
      return;
    }
    li.setAttribute("data-state", data.state);
    li.querySelector(".summary").textContent = data.summary || "";
    li.querySelector(".ms").textContent = data.state === "done" ? "at " + data.elapsed_ms + " ms" : "";
  }

  stages.forEach(function (name) {
    source.addEventListener(name, function (e) {
      stage(name, JSON.parse(e.data));
    });
  });
  source.addEventListener("complete", function (e) {
    var data = JSON.parse(e.data);
    source.close();
    status.textContent = "Done";
    document.getElementById("run-headline").textContent = data.headline;
    document.getElementById("run-slip").setAttribute("href", root.getAttribute("data-slip"));
    document.getElementById("run-complete").hidden = false;
    root.setAttribute("data-done", "complete");
  });
  source.addEventListener("failed", function (e) {
    var data = JSON.parse(e.data);
    source.close();
    status.textContent = "The run failed";
    document.getElementById("run-failed-detail").textContent = data.detail;
    document.getElementById("run-failed").hidden = false;
    root.setAttribute("data-done", "failed");
  });
})();
