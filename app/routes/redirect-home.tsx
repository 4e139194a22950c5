/** Any other path redirects to the home page: a 302 from the server, or a client-side redirect. */
import { redirect } from "react-router";

export const loader = () => redirect("/", 302);

export default function RedirectHome() {
  return null;
}
