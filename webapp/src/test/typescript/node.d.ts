// The few Node.js APIs the round trip uses, declared here because the web UI's build (whose TypeScript compiles it)
// has no @types/node; fetch, FormData, Blob and File are the DOM library's, which Node.js 20 provides as globals.
declare const process: { argv: string[]; exitCode?: number };

declare module "node:fs" {
  export function readFileSync(path: string): Uint8Array<ArrayBuffer>;
  export function writeFileSync(path: string, data: string): void;
}

declare module "node:path" {
  export function basename(path: string): string;
  export function join(...paths: string[]): string;
}
