/**
 * The JSON Schemas of the tools' zod schemas, converted once per process. Over
 * HTTP the server is stateless: the SDK builds a new McpServer for every
 * request (createMcpHandler's factory), and each new server converts again
 * what it needs:
 * - each registered tool converts its output schema on its first call
 *   (RegisteredTool's outputSchemaJson), about a millisecond of every call;
 * - on a 2026-07-28 request, the SDK converts the called tool's input schema
 *   before dispatch (McpServer.toolInputSchemaJson, to look for Mcp-Param
 *   header declarations), a quarter of a millisecond of every call on Node 24.
 * A tool registered with a schema seen before gets the JSON Schema already
 * made; the SDK only reads these (projectCallToolResult, the header scan).
 * tools/list converts on its own, as before.
 */
import type { McpServer } from '@modelcontextprotocol/server';

type RegisteredTool = ReturnType<McpServer['registerTool']>;

const converted = new WeakMap<object, Record<string, unknown>>();

/** Give `tool` the JSON Schema of its output schema made before, or remember the one it makes now. Returns the tool. */
export function shareOutputSchemaJson<T extends RegisteredTool>(tool: T): T {
  const schema = tool.outputSchema;
  if (schema === undefined) return tool;
  const known = converted.get(schema);
  if (known !== undefined) {
    tool.outputSchemaJson = known;
    return tool;
  }
  const json = tool.outputSchemaJson; // the SDK's getter converts it (undefined when the conversion fails: kept unshared)
  if (json !== undefined) converted.set(schema, json);
  return tool;
}

const inputConverted = new WeakMap<object, Record<string, unknown>>();

/**
 * Make every tool registered on `server` from now on share its output JSON Schema (shareOutputSchemaJson), and
 * `server.toolInputSchemaJson` answer from the input JSON Schemas converted before: the SDK's own answer for a
 * tool it does not know, one disabled or without an input schema, or the first time a schema is seen.
 */
export function shareSchemaJson(server: McpServer): McpServer {
  const tools = new Map<string, RegisteredTool>();
  const register = server.registerTool.bind(server) as (...args: unknown[]) => RegisteredTool;
  server.registerTool = ((...args: unknown[]) => {
    const tool = shareOutputSchemaJson(register(...args));
    tools.set(args[0] as string, tool);
    return tool;
  }) as McpServer['registerTool'];
  const inputJson = server.toolInputSchemaJson.bind(server);
  server.toolInputSchemaJson = (name: string) => {
    const tool = tools.get(name);
    const schema = tool?.inputSchema;
    if (tool === undefined || !tool.enabled || schema === undefined) return inputJson(name);
    const known = inputConverted.get(schema);
    if (known !== undefined) return known;
    const json = inputJson(name);
    if (json !== undefined) inputConverted.set(schema, json);
    return json;
  };
  return server;
}
