/**
 * The output JSON Schemas of the tools, converted once per process. Over HTTP
 * the server is stateless: the SDK builds a new McpServer for every request
 * (createMcpHandler's factory), and each registered tool converts its zod
 * output schema to JSON Schema on its first call (RegisteredTool's
 * outputSchemaJson). That conversion was about a millisecond of every HTTP
 * call. A tool registered with a schema seen before gets the JSON Schema
 * already made; the SDK reads it only (for projectCallToolResult).
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

/** Make every tool registered on `server` from now on share its output JSON Schema (shareOutputSchemaJson). */
export function shareOutputSchemas(server: McpServer): McpServer {
  const register = server.registerTool.bind(server) as (...args: unknown[]) => RegisteredTool;
  server.registerTool = ((...args: unknown[]) => shareOutputSchemaJson(register(...args))) as McpServer['registerTool'];
  return server;
}
