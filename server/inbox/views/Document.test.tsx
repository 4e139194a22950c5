import { describe, expect, it } from "vitest";
import { renderDocument } from "./Document.tsx";

describe("an inbox page's markup", () => {
  it("shows bidirectional formatting characters as escapes in its text, and as typed in form fields", () => {
    const typed = 'Ravi \u202Eexe.gnp\u202C "Shah" <b>';
    const markup = renderDocument(
      <form>
        <p>{typed}</p>
        <input name="name" defaultValue={typed} />
        <textarea name="note" defaultValue={typed} />
      </form>,
    );
    expect(markup).toContain("<p>Ravi \\u202eexe.gnp\\u202c &quot;Shah&quot; &lt;b&gt;</p>");
    // A character reference: the browser's field holds the character itself.
    const field = "Ravi &#x202e;exe.gnp&#x202c; &quot;Shah&quot; &lt;b&gt;";
    expect(markup).toContain(`value="${field}"`);
    expect(markup).toContain(`<textarea name="note">${field}</textarea>`);
    expect(markup).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });
});
