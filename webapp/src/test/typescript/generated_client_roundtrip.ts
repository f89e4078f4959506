/*
 * Upload, poll, list the conversations and fetch the CSV with the client generated from the service's /openapi
 * (openapi-generator's typescript-fetch generator, in ./client next to this file once ServiceIT has copied it there).
 *
 * Usage: node generated_client_roundtrip.js BASE_URL CAPTURE OUT_DIR
 * Writes OUT_DIR/conversations.json (every conversation row of every page, as the client's models serialise them)
 * and OUT_DIR/conversations.csv, and prints one JSON line: the file id, its final status and the counts the client saw.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { Configuration, ConversationBodyToJSON, DefaultApi, FileBody, ResponseError } from "./client";

async function upload(api: DefaultApi, capture: string): Promise<string> {
  try {
    const file = new File([readFileSync(capture)], basename(capture));
    return required((await api.uploadFile({ file, enableDpi: true })).id, "the upload's id");
  } catch (e) {
    if (!(e instanceof ResponseError) || e.response.status !== 409) {
      throw e;
    }
    // uploaded before: the problem body names the earlier file
    return required((await e.response.json()).existingFileId as string | undefined, "existingFileId");
  }
}

async function poll(api: DefaultApi, fileId: string, timeoutMs = 120_000): Promise<FileBody> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const file = await api.getFile({ fileId });
    if (file.status === "COMPLETED" || file.status === "FAILED" || Date.now() > deadline) {
      return file;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Every page, of the smallest size the service allows (10 rows), so that the client pages through more than one. */
async function conversations(api: DefaultApi, fileId: string): Promise<{ rows: unknown[]; total?: number; pages: number }> {
  const rows: unknown[] = [];
  for (let page = 1; ; page++) {
    const body = await api.listConversations({ fileId, page: String(page), size: "10", sort: ["startTime:asc"] });
    rows.push(...(body.items ?? []).map(ConversationBodyToJSON));
    if (page >= (body.totalPages ?? 0)) {
      return { rows, total: body.total, pages: page };
    }
  }
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) {
    throw new Error(`the answer has no ${what}`);
  }
  return value;
}

async function main(): Promise<void> {
  const [base, capture, out] = process.argv.slice(2);
  const api = new DefaultApi(new Configuration({ basePath: base.replace(/\/+$/, "") }));
  const fileId = await upload(api, capture);
  const file = await poll(api, fileId);
  const { rows, total, pages } = await conversations(api, fileId);
  const csv = await api.exportConversationsCsv({ fileId, sort: ["startTime:asc"] });
  writeFileSync(join(out, "conversations.json"), JSON.stringify(rows));
  writeFileSync(join(out, "conversations.csv"), csv);
  console.log(JSON.stringify({ fileId, status: file.status, conversationCount: file.conversationCount, total,
    pages, rows: rows.length }));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
