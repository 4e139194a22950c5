/** Escaping for the server-rendered pages and HTML emails (shared with the lift planner's answer). */
export { escapeHtml } from "../../contracts/html.ts";
