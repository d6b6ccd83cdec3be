/**
 * The configuration of `changeline check`: `.changeline.yml` (or
 * `.changeline.yaml`, or a `changeline` key in package.json, or
 * `[tool.changeline]` in pyproject.toml) at the root of the folder scanned.
 * Published as JSON Schema (CHECK_CONFIG_SCHEMA_PATH in src/model/links.ts).
 */
import { z } from 'zod';
import { Platform, Text } from './common.ts';

export const CheckIgnore = z
  .strictObject({
    path: Text.optional().describe(
      'A gitignore-style glob of the files this entry covers (for example "legacy/**" or "src/old_client.py"); every file when absent.',
    ),
    platform: Platform.optional().describe('Only findings of this platform.'),
    version: Text.optional().describe('Only findings of this API version, as the report writes it (v21.0, 202601).'),
    reason: Text.min(3).describe('Why these findings are accepted (required: an ignore without a reason is refused). Shown in the report.'),
  })
  .meta({ id: 'CheckIgnore', description: 'Findings accepted on purpose: they are reported with `ignored` set and never fail the run.' });

export const CheckConfig = z
  .strictObject({
    exclude: z.array(Text).optional().describe('Gitignore-style globs of files and folders not to scan (added to --exclude).'),
    ignore: z.array(CheckIgnore).optional().describe('Findings accepted on purpose, each with its reason.'),
    ignore_tests: z.boolean().optional().describe('Findings under test paths (scope "test") never fail the run, as with --ignore-tests.'),
  })
  .meta({ id: 'CheckConfig', description: 'The configuration of changeline check (.changeline.yml).' });

export type CheckConfig = z.infer<typeof CheckConfig>;
export type CheckIgnore = z.infer<typeof CheckIgnore>;

/** The configuration's JSON Schema (draft 2020-12), as published. */
export function checkConfigJsonSchema(site: string, path: string): Record<string, unknown> {
  const schema = z.toJSONSchema(CheckConfig, { target: 'draft-2020-12', unrepresentable: 'any' }) as Record<string, unknown>;
  return { $id: `${site}${path}`, ...schema, title: 'changeline check configuration' };
}
