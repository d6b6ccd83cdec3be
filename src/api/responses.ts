/** Responses of the prerendered endpoints: JSON and text files with their content types. */

/** A JSON file: compact, one trailing newline, key order as built. */
export function jsonFile(body: unknown, status = 200): Response {
  return new Response(`${JSON.stringify(body)}\n`, {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** A text file with an explicit media type. */
export function textFile(body: string, type: string): Response {
  return new Response(body, { headers: { 'Content-Type': `${type}; charset=utf-8` } });
}
