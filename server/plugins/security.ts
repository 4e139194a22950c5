/**
 * Security headers for every response (helmet). The Content-Security-Policy allows only our own
 * origin; HTML pages add the hashes of their own inline scripts (routes/site.ts, build/csp.json).
 * CORS stays closed: no Access-Control-* headers are ever sent.
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

export default fp(async function security(app) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(CSP_DIRECTIVES).map(([k, v]) => [k, [...v]])),
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
});
