/**
 * A text with its `{name}` placeholders filled in: the one filler for texts that travel as data
 * (content templates, the site chrome's and the planner's messages handed to the page). A
 * placeholder without a value stays as written, and a value is never read as a placeholder.
 */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
