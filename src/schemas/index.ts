/** The record model of Changeline: every schema, one import. */
export * from './common.ts';
export * from './change.ts';
export * from './pricing.ts';
export * from './status.ts';
export * from './digest.ts';
export * from './api.ts';
export * from './versions.ts';
export * from './sdks.ts';
export * from './migrations.ts';
