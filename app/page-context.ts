/**
 * The server's per-request context (contracts/page-context.ts) as React Router's load context,
 * and the CSP nonce as a React context for the document's inline scripts.
 */
import { createContext, useContext } from "react";
import type { PageContext } from "../contracts/page-context.ts";

declare module "react-router" {
  interface AppLoadContext extends PageContext {}
}

export const NonceContext = createContext<string | undefined>(undefined);

/** The nonce of this response's inline scripts; undefined when prerendered and in the browser. */
export const useNonce = () => useContext(NonceContext);
