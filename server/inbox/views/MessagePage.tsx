/** A short page for a refused or failed request, with a way back. */
import { Brand, Document } from "./Document.tsx";

export function MessagePage({ heading, message, back }: { heading: string; message: string; back: string }) {
  return (
    <Document title={heading}>
      <main className="sign-in">
        <Brand />
        <h1>{heading}</h1>
        <p className="alert" role="alert">
          {message}
        </p>
        <p>
          <a className="button" href={back}>
            Back to the inbox
          </a>
        </p>
      </main>
    </Document>
  );
}
