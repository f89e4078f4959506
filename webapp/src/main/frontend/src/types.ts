// Shapes of the pcaplens REST API v1 (see shared/spec/api.md). Optional fields are absent when unknown.

export type Id = string | number;

export type FileStatus = 'QUEUED' | 'ANALYZING' | 'COMPLETED' | 'FAILED';

export interface Progress {
  percent: number;
  stage?: string;
}

/** How one analysis tool ended for a file (tshark, ndpiReader, suricata, …). */
export type ToolStatus = 'COMPLETED' | 'FAILED' | 'SKIPPED';

export interface ToolRun {
  status: ToolStatus;
  reason?: string;
}

export interface CaptureFile {
  id: Id;
  name: string;
  size: number;
  sha256: string;
  status: FileStatus;
  statusReason?: string;
  progress?: Progress;
  uploadedAt: string;
  completedAt?: string;
  captureStart?: string;
  captureEnd?: string;
  packetCount?: number;
  conversationCount?: number;
  enableDpi: boolean;
  enableIds: boolean;
  enableFileExtraction: boolean;
  /** Per analysis tool, keyed by tool name, e.g. {"tshark":{"status":"COMPLETED"},"ndpiReader":{"status":"SKIPPED"}}. */
  tools?: Record<string, ToolRun>;
}

export interface Paged<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
  totalPages: number;
}

export interface Conversation {
  id: Id;
  fileId: Id;
  srcIp: string;
  srcPort?: number;
  dstIp: string;
  dstPort?: number;
  protocol: string;
  transport?: string;
  dissectorProtocol?: string;
  /** Flow enrichment (nDPI). appName is a guess unless dpiConfidence is "DPI" or "DPI (cache)" (see isAppGuess). */
  appName?: string;
  category?: string;
  dpiConfidence?: string;
  flowRisks?: string[];
  /** TLS server name (SNI). */
  hostname?: string;
  ja3Client?: string;
  ja3Server?: string;
  tlsIssuer?: string;
  tlsSubject?: string;
  /** Certificate validity, ISO-8601 with offset. */
  certNotBefore?: string;
  certNotAfter?: string;
  packetCount: number;
  totalBytes: number;
  startTime: string;
  endTime: string;
  durationMs?: number;
  fileTypes?: string[];
  httpUserAgents?: string[];
  /**
   * Intrusion detection (Suricata): distinct alert signature names. Absent when IDS was not enabled for the
   * file; present (possibly empty) when it was.
   */
  idsAlerts?: string[];
  /** The alerts with their rule id and severity (1 is the highest); absent/present like idsAlerts. */
  idsAlertDetails?: IdsAlertDetail[];
  /** Custom signature matches (signatures.yml); empty when the rules ran and none fired. */
  customRules?: RuleMatch[];
  /** Geolocation of external addresses; absent for internal ones. */
  srcGeo?: Geo;
  dstGeo?: Geo;
  srcDeviceType?: string;
  dstDeviceType?: string;
  extractedFileCount?: number;
}

export type Severity = 'critical' | 'high' | 'medium' | 'low';

export const SEVERITIES: readonly Severity[] = ['critical', 'high', 'medium', 'low'];

export interface RuleMatch {
  name: string;
  severity: Severity | string;
}

export interface Geo {
  country?: string;
  countryCode?: string;
  region?: string;
  city?: string;
  asn?: string;
  org?: string;
  /** "online" (green badge) or "offline" (grey badge, the bundled database). */
  source?: 'online' | 'offline' | string;
}

/** GET …/conversations/facets: every pill filter's values with their counts. */
export interface Facets {
  protocols?: Record<string, number>;
  dissectorProtocols?: Record<string, number>;
  apps?: Record<string, number>;
  categories?: Record<string, number>;
  fileTypes?: Record<string, number>;
  risks?: Record<string, number>;
  idsAlerts?: Record<string, number>;
  customRules?: Record<string, number>;
  /** Rule name → its severity. */
  customRuleSeverities?: Record<string, string>;
  /** Severity → conversations with a rule of that severity. */
  severities?: Record<string, number>;
  countries?: Record<string, number>;
  deviceTypes?: Record<string, number>;
}

/** GET /conversations/{id}/hosts/{ip}: the device classification popup of one endpoint. */
export interface HostInfo {
  ip: string;
  conversationId: Id;
  role?: 'SERVER' | 'CLIENT' | string;
  roleLabel?: string;
  roleNote?: string;
  service?: { port?: number; name?: string; note?: string };
  device?: {
    type?: string;
    confidence?: number;
    source?: string;
    rule?: string;
    mac?: string;
    vendor?: string;
    signals?: { text: string; type?: string; weight?: number }[];
  };
  geo?: Geo;
}

/** GET /conversations/{id}/session: the reassembled stream. */
export interface Session {
  conversationId: Id;
  transport?: string;
  client?: string;
  server?: string;
  bytesClientToServer?: number;
  bytesServerToClient?: number;
  truncated?: boolean;
  maxBytes?: number;
  chunks?: SessionChunk[];
  http?: HttpMessage[];
  /** Bytes that were sent but are missing from the capture. */
  gaps?: SessionGap[];
}

export interface SessionChunk {
  direction: Direction;
  offset: number;
  length: number;
  text?: string;
  hex?: string;
}

/** `offset` counts the bytes of its direction the session holds, like a chunk's offset. */
export interface SessionGap {
  direction: Direction;
  offset: number;
  length: number;
}

export interface HttpMessage {
  direction: Direction;
  kind: 'request' | 'response' | string;
  startLine?: string;
  headers?: { name: string; value: string }[];
  body?: {
    length?: number;
    decodedLength?: number;
    encodings?: string[];
    contentType?: string;
    text?: string;
    hex?: string;
    truncated?: boolean;
  };
}

/** GET /files/{fileId}/extracted: one file carved out of the capture. */
export interface ExtractedFile {
  id: Id;
  fileId: Id;
  conversationId: Id;
  protocol?: string;
  name?: string;
  size?: number;
  sha256?: string;
  fileType?: string;
  frameNumber?: number;
}

/** One IDS alert signature raised on a conversation. */
export interface IdsAlertDetail {
  signature: string;
  sid: number;
  /** 1 is the highest. */
  severity: number;
}

export type Direction = 'CLIENT_TO_SERVER' | 'SERVER_TO_CLIENT';

export interface PacketRow {
  index: number;
  frameNumber: number;
  direction: Direction;
  timestamp: string;
  srcIp: string;
  srcPort?: number;
  dstIp: string;
  dstPort?: number;
  protocol: string;
  frameLength: number;
  info?: string;
  payloadHex?: string;
  fileType?: string;
  ascii?: boolean;
}

/** RFC 9457 problem details, with the extension members the API names. */
export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  instance?: string;
  existingFileId?: Id;
}

export const ACTIVE_STATUSES: readonly FileStatus[] = ['QUEUED', 'ANALYZING'];

export function isActive(file: CaptureFile): boolean {
  return ACTIVE_STATUSES.includes(file.status);
}

/** Confidences that come from inspecting the payload; any other one (port, IP, guess) makes the app name a guess. */
export const INSPECTED_CONFIDENCES: readonly string[] = ['DPI', 'DPI (cache)'];

/** True when the application name was guessed (by port, IP, …) rather than found by inspection. */
export function isAppGuess(conv: Pick<Conversation, 'appName' | 'dpiConfidence'>): boolean {
  return !!conv.appName && !!conv.dpiConfidence && !INSPECTED_CONFIDENCES.includes(conv.dpiConfidence.trim());
}

/** True when intrusion detection ran for the conversation's file (the IDS fields are present, even if empty). */
export function hasIdsFields(conv: Pick<Conversation, 'idsAlerts' | 'idsAlertDetails'>): boolean {
  return Array.isArray(conv.idsAlerts) || Array.isArray(conv.idsAlertDetails);
}
