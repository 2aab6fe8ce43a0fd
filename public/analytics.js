// Loaded only when content/analytics.json names a provider (components/analytics.tsx). Sends a
// page view and one event per affiliate-link click (the link's data-cta-section and data-cta-label,
// plus the landing page's campaign parameters). Plausible and Umami: straight to their event API,
// no cookie, no third-party script. GA4: consent mode v2, everything denied until the visitor
// accepts in the banner; gtag.js is not even fetched before that.
// On an A/B landing page (<html data-campaign data-variant>) the page view and every click also carry
// `campaign` and `variant`, which `npm run campaign:results` counts per variant.
(function () {
  var script = document.currentScript;
  var config = script.dataset;
  var host = config.host.replace(/\/+$/, '');
  var id = config.site;
  var campaign = JSON.parse(config.campaign || '{}');
  var page = document.documentElement.dataset;
  var abTest = page.campaign && page.variant ? { campaign: page.campaign, variant: page.variant } : undefined;
  var track;

  function campaignParams() {
    var out = {};
    new URLSearchParams(location.search).forEach(function (value, name) {
      var wanted = (campaign.names || []).indexOf(name) >= 0 || (campaign.prefixes || []).some(function (p) { return name.indexOf(p) === 0; });
      if (wanted && value) out[name] = value;
    });
    return out;
  }

  function post(url, body, type) {
    fetch(url, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': type }, keepalive: true, credentials: 'omit' }).catch(function () {});
  }

  if (config.analytics === 'plausible') {
    track = function (name, props) {
      post(host + '/api/event', { n: name, u: location.href, d: id, r: document.referrer || null, p: props }, 'text/plain');
    };
    track('pageview', abTest);
  } else if (config.analytics === 'umami') {
    track = function (name, props) {
      var payload = { website: id, hostname: location.hostname, url: location.pathname + location.search, referrer: document.referrer, language: navigator.language, screen: screen.width + 'x' + screen.height, title: document.title };
      if (name) { payload.name = name; payload.data = props; }
      post(host + '/api/send', { type: 'event', payload: payload }, 'application/json');
    };
    track();
    // Umami takes event data only with an event name (umami.is/docs/track-events) and reports it per
    // event, so an A/B page view is counted by a named event of its own (scripts/campaign-sources.ts).
    if (abTest) track('campaign_view', abTest);
  } else if (config.analytics === 'ga4') {
    var KEY = 'analytics-consent';
    var banner = document.getElementById('consent-banner');
    var loaded = false;
    var dataLayer = (window.dataLayer = window.dataLayer || []);
    var gtag = function () { dataLayer.push(arguments); };
    var stored = function () { try { return localStorage.getItem(KEY); } catch (e) { return null; } };
    var load = function () {
      if (loaded) return;
      loaded = true;
      var tag = document.createElement('script');
      tag.async = true;
      tag.src = host + '/gtag/js?id=' + encodeURIComponent(id);
      document.head.appendChild(tag);
    };
    var decide = function (choice) {
      try { localStorage.setItem(KEY, choice); } catch (e) { /* private mode: ask again next time */ }
      banner.hidden = true;
      gtag('consent', 'update', { analytics_storage: choice });
      if (choice === 'granted') return load();
      // Changed one's mind: the analytics cookies go too.
      document.cookie.split(';').forEach(function (c) {
        var name = c.split('=')[0].trim();
        if (/^_ga/.test(name)) {
          [location.hostname, '.' + location.hostname.split('.').slice(-2).join('.'), ''].forEach(function (domain) {
            document.cookie = name + '=; Max-Age=0; path=/' + (domain ? '; domain=' + domain : '');
          });
        }
      });
    };
    gtag('consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
    gtag('js', new Date());
    // The page_view that config sends carries config's parameters.
    if (abTest) gtag('config', id, abTest);
    else gtag('config', id);
    if (stored() === 'granted') decide('granted');
    else if (stored() !== 'denied') banner.hidden = false;
    // Capture phase, as for the CTA clicks below: a tap that lands while React is still hydrating is
    // stopped by React's own capture listener on the document, so a bubbling listener never hears it.
    document.addEventListener('click', function (event) {
      var button = event.target.closest && event.target.closest('[data-consent],[data-consent-open]');
      if (!button) return;
      if (button.hasAttribute('data-consent-open')) banner.hidden = false;
      else decide(button.getAttribute('data-consent'));
    }, true);
    // Until consent, events only wait in dataLayer: nothing is sent.
    track = function (name, props) { gtag('event', name, props); };
  } else {
    return;
  }

  document.addEventListener('click', function (event) {
    var link = event.target.closest && event.target.closest('a[data-cta-section]');
    if (!link) return;
    var props = campaignParams();
    if (abTest) {
      props.campaign = abTest.campaign;
      props.variant = abTest.variant;
    }
    props.section = link.getAttribute('data-cta-section');
    props.label = link.getAttribute('data-cta-label');
    track(config.event, props);
  }, true);
})();
