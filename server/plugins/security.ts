/**
 * Security headers for every response (helmet). The Content-Security-Policy allows only our own
 * origin; HTML pages add the hashes of their own inline scripts (routes/site.ts, build/csp.json).
 * CORS stays closed: no Access-Control-* headers are ever sent. No page may be framed
 * (X-Frame-Options DENY, as frame-ancestors 'none'); HSTS is sent over https only.
 */
import helmet from "@fastify/helmet";
import fp from "fastify-plugin";

export const CSP_DIRECTIVES = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "worker-src": ["'self'", "blob:"],
  "frame-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
} as const;

/** The policy string, with extra script sources (inline-script hashes) for a page. */
export function contentSecurityPolicy(extraScriptSources: readonly string[] = []): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) =>
      name === "script-src"
        ? `${name} ${[...values, ...extraScriptSources].join(" ")}`
        : `${name} ${values.join(" ")}`,
    )
    .join("; ");
}

/** Sent over https only: a year, subdomains too (helmet's value). */
export const HSTS = "max-age=31536000; includeSubDomains";

export default fp(async function security(app) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(CSP_DIRECTIVES).map(([k, v]) => [k, [...v]])),
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // No page of ours is framed, not even by our own pages: the same as frame-ancestors 'none'
    // for browsers that read only X-Frame-Options.
    frameguard: { action: "deny" },
    // Over https only (below): a header sent over plain http promises what the server cannot keep.
    strictTransportSecurity: false,
    // Headers for browsers and plug-ins nobody uses any more (Internet Explorer's downloads and
    // XSS filter, Flash and Acrobat's cross-domain policies) or that change nothing on an https
    // page (DNS prefetch is off there already): every page's headers share the first round trip
    // of a slow connection with its HTML, about 14.6 KB, and these were 118 bytes of it.
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  // `request.protocol` is https when the connection is TLS, or when a proxy we trust (TRUST_PROXY)
  // says so in X-Forwarded-Proto; a client's own X-Forwarded-Proto is not believed.
  app.addHook("onRequest", async (request, reply) => {
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
  });
});
