/**
 * The load context's published content and its photos (contracts/page-context.ts) as a React
 * context, for what a page renders without its loader: the home sections below the hero. Server
 * only: given by entry.server.tsx, read by app/sections/home/sections-data.ts; undefined when
 * prerendered.
 */
import { createContext } from "react";
import type { PageContext } from "../contracts/page-context.ts";

export const ContentContext = createContext<Pick<PageContext, "content" | "photos"> | undefined>(undefined);
