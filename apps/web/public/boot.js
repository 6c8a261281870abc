// Starts the app on a page rendered on the server (docs/decisions/068), once that page has
// loaded and been painted: its code then does not compete with the page's own bytes for a slow connection, and
// the page reads and its links work meanwhile. The server names the app's entry and the files
// it will import (data-app, data-preload), which are fetched side by side.
(function () {
  var me = document.currentScript;
  var app = me && me.getAttribute('data-app');
  if (!app) return;
  var preload = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.src = app;
    document.head.appendChild(script);
  }
  // Once the page and its pictures are in (the load event) and a frame has been painted; a tab
  // opened in the background, which paints no frames, starts anyway.
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    setTimeout(start, 1000);
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint);
})();
