import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type Koa from 'koa';

/**
 * The API reference page at `/docs`: swagger-ui from the project's own `swagger-ui-dist`, so the
 * page works offline, loads nothing from a CDN and runs under a strict Content-Security-Policy
 * (no inline script: the initialiser is a served file too).
 */

/** Sent on the page; `'unsafe-inline'` styles only, because swagger-ui sets style attributes at runtime. */
export const DOCS_CSP = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'";

const ASSET_PREFIX = '/docs/assets/';

interface Asset {
  type: string;
  load(): Buffer;
}

/**
 * Serves `GET|HEAD /docs` and the few assets the page needs from `/docs/assets/<file>`. Asset names
 * are looked up in a fixed table, never joined into a path, so no request can reach another file.
 * Anything else, including other methods, goes to the next middleware (the app answers 404/405).
 */
export function createDocsMiddleware(options: { specUrl: string }): Koa.Middleware {
  // Resolved at start-up: a missing dependency fails the boot, not the first visitor.
  const distPackage = createRequire(import.meta.url).resolve('swagger-ui-dist/package.json');
  const distDir = dirname(distPackage);
  const uiVersion = (JSON.parse(readFileSync(distPackage, 'utf8')) as { version: string }).version;

  const init = Buffer.from(INIT_SCRIPT);
  const dist = (file: string, type: string): Asset => {
    let cached: Buffer | undefined;
    return { type, load: () => (cached ??= readFileSync(join(distDir, file))) };
  };
  const assets = new Map<string, Asset>([
    ['swagger-ui.css', dist('swagger-ui.css', 'text/css; charset=utf-8')],
    ['swagger-ui-bundle.js', dist('swagger-ui-bundle.js', 'application/javascript; charset=utf-8')],
    ['swagger-ui-standalone-preset.js', dist('swagger-ui-standalone-preset.js', 'application/javascript; charset=utf-8')],
    ['favicon-32x32.png', dist('favicon-32x32.png', 'image/png')],
    ['favicon-16x16.png', dist('favicon-16x16.png', 'image/png')],
    ['init.js', { type: 'application/javascript; charset=utf-8', load: () => init }],
  ]);
  // Versioned asset URLs let browsers cache for a day yet pick up a new swagger-ui or initialiser at once.
  const initVersion = createHash('sha256').update(init).digest('hex').slice(0, 12);
  const page = Buffer.from(renderPage(options.specUrl, uiVersion, initVersion));

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/docs') {
      ctx.set('Content-Security-Policy', DOCS_CSP);
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = page;
      return;
    }
    if (!ctx.path.startsWith(ASSET_PREFIX)) return next();
    const asset = assets.get(ctx.path.slice(ASSET_PREFIX.length));
    if (!asset) return next();
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = asset.type;
    ctx.body = asset.load();
  };
}

function renderPage(specUrl: string, uiVersion: string, initVersion: string): string {
  const ui = (file: string) => `${ASSET_PREFIX}${file}?v=${encodeURIComponent(uiVersion)}`;
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>RegIntel API reference</title>
    <link rel="stylesheet" href="${ui('swagger-ui.css')}">
    <link rel="icon" type="image/png" href="${ui('favicon-32x32.png')}" sizes="32x32">
    <link rel="icon" type="image/png" href="${ui('favicon-16x16.png')}" sizes="16x16">
    <style>body { margin: 0; background: #fafafa; }</style>
  </head>
  <body>
    <div id="swagger-ui" data-spec-url="${escapeAttribute(specUrl)}"></div>
    <noscript>The API reference needs JavaScript. The OpenAPI document itself is at <a href="${escapeAttribute(specUrl)}">${escapeAttribute(specUrl)}</a>.</noscript>
    <script src="${ui('swagger-ui-bundle.js')}" charset="utf-8"></script>
    <script src="${ui('swagger-ui-standalone-preset.js')}" charset="utf-8"></script>
    <script src="${ASSET_PREFIX}init.js?v=${initVersion}" charset="utf-8"></script>
  </body>
</html>
`;
}

// The spec URL comes from the page's data attribute, so this file is the same for every mount.
// validatorUrl null: swagger-ui would otherwise send the document to validator.swagger.io.
const INIT_SCRIPT = `window.addEventListener('load', function () {
  var root = document.getElementById('swagger-ui');
  window.ui = SwaggerUIBundle({
    url: root.getAttribute('data-spec-url'),
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    persistAuthorization: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout'
  });
});
`;

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
