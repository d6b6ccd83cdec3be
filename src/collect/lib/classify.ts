/**
 * The category classifier: the kinds of change an entry's title and text
 * describe, by keyword rules, at most three, `announcement` when none.
 * Tested against a golden file of real entries
 * (tests/fixtures/collect/classifier-golden.json).
 *
 * The rules look for the change, not for the topic: "policy" needs a policy
 * or a regulation, not any mention of permissions or terms; "tracking" needs
 * conversion, attribution, consent or measurement signals, not any "tag".
 */
import { CATEGORIES, type CategorySlug } from '../../schemas/common.ts';

export const CATEGORY_RULES: readonly (readonly [CategorySlug, RegExp])[] = [
  [
    'deprecation',
    /\b(deprecat\w*|sunset\w*|shut(s|ting)? ?off|retir(e|es|ed|ing|ement)|end of life|discontinu\w*|no longer (be )?(supported|available|accepted|allowed)|will be removed|removal of|phas(e|ing) out)\b/i,
  ],
  [
    'breaking_change',
    /\b(breaking|must (migrate|update|switch|move|change)|will (fail|break|return (an )?error)|requests? (will )?fail|fails? with|(are|is|be|get) rejected|required (field|parameter)|(is|are) now required|will be required|renamed|(is|are|was|were|been) removed)\b/i,
  ],
  [
    'tracking_signal',
    /\b(conversions? (api|tracking|goals?|windows?)|offline conversions?|attribution|pixel|tracking (tags?|parameters?|templates?)|consent|measurement|signal loss|third-party cookies?|gclid|gbraid|wbraid|match rate|conversions api|capi)\b/i,
  ],
  [
    'policy',
    /\b(ad polic(y|ies)|advertising polic(y|ies)|polic(y|ies) (change|update)s?|political|regulat(ion|ions|ory|ed)|compliance requirements?|digital markets act|digital services act|gdpr|special ad categor(y|ies)|terms of (service|use))\b/i,
  ],
  [
    'format_change',
    /\b(ad formats?|creative formats?|carousel|video ads?|image ads?|text ads?|call-only|sponsored snaps|ad types?|responsive search ads?|expanded text ads?|video creatives?|creative types?)\b/i,
  ],
];

/** Kinds of change a text describes (keyword rules, at most three), `announcement` when none. */
export function classify(text: string, extra: readonly CategorySlug[] = []): CategorySlug[] {
  const found = new Set<CategorySlug>(extra);
  for (const [cat, rule] of CATEGORY_RULES) if (found.size < 3 && rule.test(text)) found.add(cat);
  if (found.size === 0) found.add('announcement');
  return CATEGORIES.filter((c) => found.has(c));
}

/** What running text alone can say: an explicit breaking change or a stated retirement. */
const BODY_RULES: readonly (readonly [CategorySlug, RegExp])[] = [
  ['breaking_change', /\b(breaking changes?|will (fail|break|return (an )?error)|must (migrate|update|switch))\b/i],
  [
    'deprecation',
    /\b(will (be )?(deprecated|shut ?off|sunset|retired|discontinued)|will no longer be (supported|available)|(is|are) (now )?deprecated|(is|are) retired (on|in|by)|shut ?off (date|on))\b/i,
  ],
];

/**
 * Kinds of change of a dated entry (a release note): the title decides, as
 * it names what the entry is about; the body adds only a breaking change or
 * a retirement it states outright. A launch whose text mentions videos or
 * conversions in passing stays an announcement.
 */
export function classifyEntry(title: string, body: string, extra: readonly CategorySlug[] = []): CategorySlug[] {
  const found = new Set<CategorySlug>(extra);
  for (const [cat, rule] of CATEGORY_RULES) if (found.size < 3 && rule.test(title)) found.add(cat);
  for (const [cat, rule] of BODY_RULES) if (found.size < 3 && rule.test(body)) found.add(cat);
  if (found.size === 0) found.add('announcement');
  return CATEGORIES.filter((c) => found.has(c));
}
