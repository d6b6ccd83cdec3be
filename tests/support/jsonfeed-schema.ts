/**
 * JSON Schema (draft 2020-12) of JSON Feed version 1.1, written from the
 * specification (https://www.jsonfeed.org/version/1.1/, read in the
 * manton/JSONFeed repository, pages/version/1.1.markdown, on 2026-11-27).
 * Each rule names the section it comes from. Strict where the specification
 * is: required members and types, `content_html` or `content_text` in every
 * item, an author with at least one member, hubs and attachments with their
 * required members, dates in RFC 3339. Unknown members are refused unless
 * they are extensions (names starting with `_` and a letter, "Extensions"),
 * so a misspelt member of ours fails; the 1.0 `author` member stays valid
 * ("Deprecations").
 */
const url = { type: 'string', format: 'uri' } as const;
const text = { type: 'string' } as const;
const extensions = { '^_[A-Za-z]': {} } as const;

/** "authors ... These are all optional, but if you provide an author object, then at least one is required". */
const author = {
  type: 'object',
  properties: { name: text, url: text, avatar: url },
  minProperties: 1,
  additionalProperties: false,
  patternProperties: extensions,
} as const;

/** "Attachments": url and mime_type required. */
const attachment = {
  type: 'object',
  required: ['url', 'mime_type'],
  properties: { url, mime_type: text, title: text, size_in_bytes: { type: 'number' }, duration_in_seconds: { type: 'number' } },
  additionalProperties: false,
  patternProperties: extensions,
} as const;

/** "Items". */
const item = {
  type: 'object',
  required: ['id'],
  anyOf: [{ required: ['content_html'] }, { required: ['content_text'] }],
  properties: {
    id: text,
    url,
    external_url: url,
    title: text,
    content_html: text,
    content_text: text,
    summary: text,
    image: url,
    banner_image: url,
    date_published: { type: 'string', format: 'date-time' },
    date_modified: { type: 'string', format: 'date-time' },
    authors: { type: 'array', items: author },
    author,
    tags: { type: 'array', items: text },
    language: text,
    attachments: { type: 'array', items: attachment },
  },
  additionalProperties: false,
  patternProperties: extensions,
} as const;

/** "Top-level". */
export const JSON_FEED_1_1_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'JSON Feed 1.1',
  type: 'object',
  required: ['version', 'title', 'items'],
  properties: {
    version: { const: 'https://jsonfeed.org/version/1.1' },
    title: text,
    home_page_url: url,
    feed_url: url,
    description: text,
    user_comment: text,
    next_url: url,
    icon: url,
    favicon: url,
    authors: { type: 'array', items: author },
    author,
    language: text,
    expired: { type: 'boolean' },
    hubs: {
      type: 'array',
      items: { type: 'object', required: ['type', 'url'], properties: { type: text, url: text }, additionalProperties: false, patternProperties: extensions },
    },
    items: { type: 'array', items: item },
  },
  additionalProperties: false,
  patternProperties: extensions,
} as const;
