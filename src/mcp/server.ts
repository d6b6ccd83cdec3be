#!/usr/bin/env node
/**
 * changeline-mcp: the Changeline MCP tool server (one file once bundled, see
 * scripts/bundle-mcp.ts). stdio by default; `--port N` serves streamable HTTP
 * on 127.0.0.1. In stdio mode stdout carries protocol messages only: every
 * log line goes to stderr.
 */
import { PassThrough } from 'node:stream';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { utcToday } from '../model/date-math.ts';
import { MIN_NODE_MAJOR, SERVER_VERSION, parseCli, type ServerConfig } from './config.ts';
import { ChangelineData } from './data.ts';
import { serveHttp } from './http-transport.ts';
import { JsonSource } from './site-cache.ts';
import { screenStdio } from './stdio-lines.ts';
import { SharedDrainStdioTransport } from './stdio-wire.ts';
import { createServer } from './tools.ts';

const log = (message: string) => process.stderr.write(`changeline-mcp: ${message}\n`);

function start(config: ServerConfig): void {
  const source = new JsonSource({ base: config.apiBase, ttlMs: config.ttlMs, userAgent: `changeline-mcp/${SERVER_VERSION}` });
  const deps = {
    data: new ChangelineData(source),
    today: config.today === null ? () => utcToday() : () => config.today!,
    log,
  };
  const factory = () => createServer(deps, config.apiBase);
  const onerror = (err: Error) => log(`error: ${err.message}`);

  if (config.port === null) {
    // Anything a dependency prints must not corrupt the protocol stream.
    console.log = console.info = console.debug = console.error;
    // Lines that are not JSON-RPC get an error reply here (the SDK's reader would skip them silently).
    const input = new PassThrough();
    // Answers waiting for stdout to drain share one listener pair, so pipelined calls never stack them (stdio-wire.ts).
    const wire = new SharedDrainStdioTransport(input, process.stdout);
    screenStdio(process.stdin, input, (reply) => void wire.send(reply).catch(onerror));
    serveStdio(factory, { onerror, transport: wire });
    process.stdin.once('end', () => setTimeout(() => process.exit(0), 500).unref());
    log(`${SERVER_VERSION} serving MCP on stdio; data from ${config.apiBase}`);
    return;
  }
  serveHttp(factory, { port: config.port, onerror }).then(
    (http) => {
      log(`${SERVER_VERSION} serving MCP on ${http.url}; data from ${config.apiBase}`);
      const stop = () => void http.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (err: NodeJS.ErrnoException) => {
      log(err.code === 'EADDRINUSE' ? `port ${config.port} on 127.0.0.1 is in use; pick another with --port` : err.message);
      process.exit(1);
    },
  );
}

function main(): void {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < MIN_NODE_MAJOR) {
    log(`needs Node.js ${MIN_NODE_MAJOR} or later, this is ${process.version}`);
    process.exit(1);
  }
  const outcome = parseCli(process.argv.slice(2), process.env);
  switch (outcome.kind) {
    case 'help':
    case 'version':
      process.stdout.write(outcome.text);
      return;
    case 'error':
      // One line naming what was wrong and where usage is, as `changeline check` answers.
      log(`${outcome.message} (see --help)`);
      process.exit(2);
      break;
    case 'serve':
      start(outcome.config);
  }
}

main();
