/** Any other path redirects to the home page (the server answers 302 for direct loads). */
import { Navigate } from "react-router";

export default function RedirectHome() {
  return <Navigate to="/" replace />;
}
