/**
 * Scripts wait for the first paint (docs/decisions/017). React Router's <Scripts> writes
 * a modulepreload link per module into the head and an inline module that imports the page's route
 * modules and starts hydration. On a slow line those downloads share the bandwidth with the page's
 * CSS, fonts and first picture, and on a fast one the browser may run them before it paints. So
 * the page leaves the server with the links taken out and the module held (a type that does not
 * run); a small script puts both back once the browser has painted the first text or picture
 * (Paint Timing; the first frame where that is unknown; a second after the load event at the
 * latest, since the load event itself can come before the paint), or at once in a hidden tab.
 */
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g
const ROUTE_MODULES = /<script([^>]*?) type="module" async="">/

export const HELD_TYPE = 'text/x-after-first-paint'

/** Puts the held module and the links back (browser code, written out: it runs before any bundle). */
const RELEASE = `(function (hrefs) {
  var held = document.querySelector('script[type="${HELD_TYPE}"]');
  if (!held) return;
  function start() {
    hrefs.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.nonce = held.nonce;
    script.textContent = held.textContent;
    document.body.appendChild(script);
  }
  var started = false;
  function once() { if (!started) { started = true; start(); } }
  var paintTiming = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0;
  if (document.visibilityState === 'hidden') once();
  else if (!paintTiming) requestAnimationFrame(function () { setTimeout(once, 0); });
  else {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(once, 0);
    }).observe({ type: 'paint', buffered: true });
    // A browser that never reports the paint still starts, a second after the load event.
    addEventListener('load', function () { setTimeout(once, 1000); });
  }
})`

/**
 * The page with its scripts held back until the first paint; unchanged if it has none. The page is
 * cut around the route modules and each side read once (docs/performance/profile.md, "Third
 * round"); the markers are ASCII, so the page may come as bytes read one to a character.
 */
export function afterFirstPaint(html: string): string {
  const routeModules = ROUTE_MODULES.exec(html)
  if (!routeModules) return html
  const hrefs: string[] = []
  const unlinked = (part: string) =>
    part.replace(PRELOAD, (_link, href: string) => {
      hrefs.push(href)
      return ''
    })
  const start = routeModules.index + routeModules[0].length
  const end = html.indexOf('</script>', start) + '</script>'.length
  const before = unlinked(html.slice(0, routeModules.index))
  const after = unlinked(html.slice(end))
  const attributes = routeModules[1] ?? ''
  const nonce = /nonce="([^"]*)"/.exec(attributes)?.[1]
  const releaser = `<script${nonce ? ` nonce="${nonce}"` : ''}>${RELEASE}(${JSON.stringify(hrefs).replace(/</g, '\\u003c')})</script>`
  return `${before}<script${attributes} type="${HELD_TYPE}">${html.slice(start, end)}${releaser}${after}`
}
