/**
 * Who may be cited for a price, beyond the official pages: the known
 * third-party transcribers (graded `transcription`, never `capture`), and
 * sources that are none of the three grades (research notes, write-ups),
 * which nothing in the pricing data may cite. The data linter's provenance
 * rule enforces both.
 */

/** Third parties whose files are dated, structured transcriptions of a pricing page (not copies of it). */
export const TRANSCRIBERS: readonly { name: string; url: RegExp }[] = [
  { name: 'API Evangelist (github.com/api-evangelist)', url: /^https:\/\/github\.com\/api-evangelist\//i },
];

/** Sources that are neither the page, a copy nor a transcription of it. */
export const INADMISSIBLE_SOURCES: readonly { name: string; pattern: RegExp; why: string }[] = [
  {
    name: 'rifqiraka234-oss/astra-agency',
    pattern: /astra-agency/i,
    why: "an agency's research notes, neither a copy nor a dated transcription of the official page",
  },
];
