/**
 * pyproject.toml PEP 508 strings read as requirements lines do (the
 * real-code set's dlt verified-sources: `[dependency-groups]` with
 * `facebook-business>=17.0.2,<18`): an exact pin, an upper bound that the
 * resolver judges, or nothing for an open range.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { manifestKind } from '../../../src/check/manifests.ts';

const pins = (text: string) =>
  manifestKind('pyproject.toml')!
    .read(text)
    .map((p) => `${p.line}:${p.name}${p.below ?? '@'}${p.version}${p.comment ? ':comment' : ''}`);

test('pyproject.toml: bounded ranges are upper bounds, exact and ~= are pins, open ranges are nothing', () => {
  const text = [
    '[project]',
    'name = "x"',
    'version = "0.1.0"',
    'requires-python = ">=3.10"',
    'dependencies = ["google-ads>=30.1.0", "bingads==13.0.18.1", "facebook-business~=21.0.3"]',
    '[dependency-groups]',
    'facebook_ads = ["facebook-business>=17.0.2,<18"]',
    'google_ads = [',
    '    "google-ads>=21.1.0,<22",',
    '    "stripe>=15,<16",',
    '    # "google-ads==20.0.0",',
    '    "facebook-business==19.0.0; python_version < \'3.13\'",',
    ']',
  ].join('\n');
  assert.deepEqual(pins(text), [
    '5:bingads@13.0.18.1',
    '5:facebook-business@21.0.3',
    '7:facebook-business<18',
    '9:google-ads<22',
    '10:stripe<16',
    '11:google-ads@20.0.0:comment',
    '12:facebook-business@19.0.0',
  ]);
});
