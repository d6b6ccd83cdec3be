/**
 * Driving the bundled MCP server (the fixture site's /changeline-mcp.mjs) in
 * tests: spawn it over stdio or HTTP against a local copy of the fixture
 * site, connect the SDK client in either protocol era, call tools, and read
 * the fixture content the expectations are computed from.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { readRecords } from '../../src/model/content-files.ts';
import type { ChangeRecord } from '../../src/schemas/change.ts';
import type { PriceEvent, Tool } from '../../src/schemas/pricing.ts';
import { FIXTURE_CONTENT, fixtureSite } from './fixture-site.ts';
import { serveStatic, type StaticServer } from './site-server.ts';

/** The day the MCP tests take as today (BUILD_DATE): after the fixture build date, so upcoming must be recomputed. */
export const MCP_TODAY = '2026-09-05';
export const ERAS = ['legacy', 'modern'] as const;
export type Era = (typeof ERAS)[number];

/** The bundled server the fixture build published. */
export function mcpBundle(): string {
  const file = join(fixtureSite(), 'changeline-mcp.mjs');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: the fixture site predates the MCP bundle step; rebuild it with npm test -- "fixture site"`);
  }
  return file;
}

export async function startFixtureSite(): Promise<StaticServer> {
  return serveStatic(fixtureSite());
}

export function serverEnv(site: StaticServer, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    CHANGELINE_API_BASE: site.origin,
    BUILD_DATE: MCP_TODAY,
    CHANGELINE_CACHE_TTL: '0',
    ...extra,
  };
}

function newClient(era: Era): Client {
  return new Client({ name: 'changeline-tests', version: '1.0.0' }, { versionNegotiation: { mode: era === 'modern' ? { pin: '2026-07-28' } : 'legacy' } });
}

export interface StdioSession {
  client: Client;
  stderr(): string;
}

/** `node` is the Node.js that runs the bundle: the test's own unless given (tests/integration/mcp/node20.test.ts gives Node 20). */
export async function connectStdio(era: Era, env: Record<string, string>, node: string = process.execPath): Promise<StdioSession> {
  const transport = new StdioClientTransport({ command: node, args: [mcpBundle()], env, stderr: 'pipe' });
  let err = '';
  transport.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const client = newClient(era);
  await client.connect(transport);
  return { client, stderr: () => err };
}

export interface HttpProcess {
  url: string;
  proc: ChildProcess;
  stderr(): string;
  stop(): Promise<void>;
}

/** Spawn the bundle with --port 0 and wait for the address it announces on stderr. */
export async function startHttpServer(env: Record<string, string>, args: string[] = [], node: string = process.execPath): Promise<HttpProcess> {
  const proc = spawn(node, [mcpBundle(), '--port', '0', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  let out = '';
  proc.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no address announced within 10 s; stderr: ${err}`)), 10_000);
    proc.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
      const m = err.match(/serving MCP on (http:\/\/127\.0\.0\.1:\d+\/mcp)/);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    proc.once('exit', (code) => reject(new Error(`server exited (${code}) before listening; stderr: ${err}; stdout: ${out}`)));
  });
  return {
    url,
    proc,
    stderr: () => err,
    stop: async () => {
      if (proc.exitCode !== null) return;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await exited;
    },
  };
}

export async function connectHttp(era: Era, url: string): Promise<Client> {
  const client = newClient(era);
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return client;
}

export interface ToolReply {
  isError: boolean;
  /** The text block. */
  text: string;
  /** structuredContent (successful calls only). */
  data: any;
}

export async function callTool(client: Client, name: string, args: Record<string, unknown> = {}): Promise<ToolReply> {
  const res = await client.callTool({ name, arguments: args });
  const blocks = res.content as { type: string; text: string }[];
  return { isError: res.isError === true, text: blocks[0]?.text ?? '', data: res.structuredContent };
}

const readDir = <T>(kind: string): T[] => readRecords<T>(FIXTURE_CONTENT, kind);

/** The fixture content, as stored. */
export const fixture = {
  changes: () => readDir<ChangeRecord>('changes'),
  tools: () => readDir<Tool>('tools'),
  events: () => readDir<PriceEvent>('price-events'),
};
