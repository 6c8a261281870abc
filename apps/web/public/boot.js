// Starts the app on a page rendered on the server (docs/decisions/068), once that page has
// loaded and been painted: its code then does not compete with the page's own bytes for a slow connection, and
// the page reads and its links work meanwhile. The server names the app's entry and the files
// it will import (data-app, data-preload), which are fetched side by side.
(function () {
  // A language link (the switcher's, the offer's) ends in `#lang=<code>`: the choice is
  // remembered here and taken off the address. A visitor who chose a language and arrives at
  // an English page goes to the same page in their language, named by the page's own
  // alternates, before anything else loads (docs/decisions/071).
  try {
    var fromLink = /^#lang=([\w-]+)$/.exec(location.hash);
    if (fromLink) {
      localStorage.setItem('landed-locale', fromLink[1]);
      history.replaceState(history.state, '', location.pathname + location.search);
    }
    var chosen = localStorage.getItem('landed-locale');
    if (chosen && chosen !== 'en' && document.documentElement.lang.indexOf('en') === 0) {
      var other = document.querySelector('link[rel="alternate"][hreflang="' + chosen + '"]');
      if (other) {
        var address = new URL(other.getAttribute('href'), location.href);
        location.replace(address.pathname + location.search + location.hash);
        return;
      }
    }
  } catch {
    // Storage blocked: the page stays in its language, with its language links.
  }
  // A visitor with a stored session (the app's storage, public §3) does not see the page's
  // signed-out links flash before the app shows their name (index.css, lib/session.tsx).
  try {
    if (localStorage.getItem('token')) document.documentElement.setAttribute('data-session', '');
  } catch {
    // Storage blocked: the links show until the app takes over.
  }
  // The phone menu is a native disclosure that opens before the app has started
  // (components/layouts/navbar.tsx, docs/decisions/078); until then Escape and a tap on the
  // dimmed page close it here. The app does the same once it runs, so this does no harm after.
  function closeMenu(menu) {
    menu.open = false;
    var toggle = menu.querySelector('summary');
    if (toggle) toggle.focus();
  }
  document.addEventListener('keydown', function (event) {
    var menu = document.querySelector('details[data-mobile-menu][open]');
    if (menu && event.key === 'Escape') closeMenu(menu);
  });
  document.addEventListener('click', function (event) {
    var menu = document.querySelector('details[data-mobile-menu][open]');
    if (menu && event.target === menu.querySelector('summary + div')) closeMenu(menu);
  });
  var me = document.currentScript;
  var app = me && me.getAttribute('data-app');
  if (!app) return;
  var preload = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  // The interface texts of the page's language, which the app takes the page over with
  // (docs/decisions/137).
  var texts = me.getAttribute('data-texts');
  var started = false;
  // The page came with the CSS of its first paint; the app's whole stylesheet (named by the
  // `data-rest` markers) is fetched beside the app's code, and the app runs once it applies,
  // so that all the app shows (menus, dialogs, messages) is styled (docs/decisions/069).
  function start() {
    if (started) return;
    started = true;
    [app].concat(preload).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    if (texts) {
      var textsLink = document.createElement('link');
      textsLink.rel = 'preload';
      textsLink.as = 'fetch';
      textsLink.crossOrigin = 'anonymous';
      textsLink.href = texts;
      document.head.appendChild(textsLink);
    }
    var markers = document.querySelectorAll('link[data-rest]');
    var waiting = markers.length;
    var ran = false;
    function run() {
      if (ran) return;
      ran = true;
      var script = document.createElement('script');
      script.type = 'module';
      script.src = app;
      document.head.appendChild(script);
    }
    function styled() {
      waiting -= 1;
      if (waiting <= 0) run();
    }
    markers.forEach(function (marker) {
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = marker.getAttribute('href');
      link.onload = styled;
      // Unstyled beyond the first paint is better than no app.
      link.onerror = styled;
      marker.parentNode.insertBefore(link, marker.nextSibling);
    });
    if (waiting === 0) run();
  }
  // Once the page and its pictures are in (the load event) and its largest content has been
  // painted (the browser reports it); a tab opened in the background, which paints nothing,
  // and a browser that does not report paints start a moment after the load event.
  var loaded = document.readyState === 'complete';
  var painted = false;
  function afterPaint() {
    if (!loaded || !painted) return;
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntries().length === 0) return;
      painted = true;
      afterPaint();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    painted = true;
  }
  function onLoad() {
    loaded = true;
    afterPaint();
    setTimeout(start, 1000);
  }
  if (loaded) onLoad();
  else window.addEventListener('load', onLoad);
})();
