// Shapes of the pcaplens REST API v1 (see shared/spec/api.md). Optional fields are absent when unknown.

export type Id = string | number;

export type FileStatus = 'QUEUED' | 'ANALYZING' | 'COMPLETED' | 'FAILED';

export interface Progress {
  percent: number;
  stage?: string;
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
  appName?: string;
  category?: string;
  flowRisks?: string[];
  hostname?: string;
  packetCount: number;
  totalBytes: number;
  startTime: string;
  endTime: string;
  durationMs?: number;
  fileTypes?: string[];
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
