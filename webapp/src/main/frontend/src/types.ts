// Shapes of the pcaplens REST API v1 (see shared/spec/api.md), taken from the types generated out of the
// service's OpenAPI document at build time (api-types.ts): a field renamed in a Java record no longer type-checks
// here. The document marks no field as required, so each shape names the fields the service always sends (its
// primitives and non-null values); a name that is not a field of the generated type fails the build too.
// Optional fields are absent when unknown.
import type { paths } from './api-types';

/** The JSON answer of a GET path of the API. */
type Answer<P extends keyof paths> = paths[P] extends {
  get: { responses: { 200: { content: { 'application/json': infer T } } } };
}
  ? T
  : never;

/** `T` with the fields `K` always present. */
type Sent<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };

/** `T` with fields of its own typed more precisely than the generated type can (enums sent as strings, nested shapes). */
type Refined<T, R extends { [P in keyof R]: P extends keyof T ? unknown : never }> = Omit<T, keyof R> & R;

/** One element of an optional array field. */
type Element<A> = NonNullable<A> extends readonly (infer E)[] ? E : never;

export type Id = string | number;

export type FileStatus = 'QUEUED' | 'ANALYZING' | 'COMPLETED' | 'FAILED';

type FileBody = Answer<'/api/v1/files/{fileId}'>;

/** How one analysis tool ended for a file (tshark, ndpiReader, suricata, …): COMPLETED, FAILED or SKIPPED. */
export type ToolRun = NonNullable<FileBody['tools']>[string];

type RulesetBody = NonNullable<ToolRun['ruleset']>;

/**
 * The Suricata rules an IDS run loads or loaded: every source (the built-in rules first) with its enabled rules,
 * digest and date; `builtInOnly` when nothing beyond the 9 built-in rules is loaded, with `warning` saying so.
 */
export type IdsRuleset = Refined<
  Sent<RulesetBody, 'ruleCount' | 'builtInOnly' | 'version' | 'sources'>,
  { sources: Sent<Element<RulesetBody['sources']>, 'name' | 'origin' | 'builtIn' | 'ruleCount' | 'version'>[] }
>;

/** What the service runs on (GET /system); only the parts the UI shows. */
export type SystemInfo = Refined<Answer<'/api/v1/system'>, { idsRuleset?: IdsRuleset }>;

/**
 * How many findings of each severity a capture has; absent from a file record while no detector has run over it.
 * `mostSevere` is null when `total` is 0.
 */
export type FindingCounts = Refined<
  Sent<NonNullable<FileBody['findings']>, 'total' | 'critical' | 'high' | 'medium' | 'low' | 'info'>,
  { mostSevere?: FindingSeverity | null }
>;

export type CaptureFile = Refined<
  Sent<FileBody, 'id' | 'name' | 'size' | 'sha256' | 'status' | 'uploadedAt' | 'enableDpi' | 'enableIds' | 'enableFileExtraction'>,
  { status: FileStatus; findings?: FindingCounts | null }
>;

/** The latest re-analysis of a file: the file's results stay those of the earlier run until it is COMPLETED. */
export type Reanalysis = Refined<
  Sent<Answer<'/api/v1/files/{fileId}/reanalysis'>, 'fileId' | 'status' | 'enableDpi' | 'enableIds' | 'enableFileExtraction'>,
  { status: FileStatus }
>;

/** A page of a list: the same fields for every list of the API. */
type PageBody = Answer<'/api/v1/files'>;
export type Paged<T> = Refined<Sent<PageBody, 'items' | 'page' | 'size' | 'total' | 'totalPages'>, { items: T[] }>;

type ConversationBody = Answer<'/api/v1/conversations/{conversationId}'>;

/**
 * A conversation. appName (nDPI) is a guess unless dpiConfidence is "DPI" or "DPI (cache)" (see isAppGuess);
 * hostname is the TLS server name (SNI) or the HTTP host; certificate dates are ISO-8601 with an offset. The IDS
 * fields are absent when intrusion detection was not enabled for the file and present (possibly empty) when it
 * was; customRules is empty when the rules ran and none fired; a geolocation is absent for internal addresses.
 */
export type Conversation = Sent<
  ConversationBody,
  'id' | 'fileId' | 'srcIp' | 'dstIp' | 'protocol' | 'packetCount' | 'totalBytes' | 'startTime' | 'endTime' | 'durationMs' | 'extractedFileCount'
>;

type FlowBody = Element<Answer<'/api/v1/files/{fileId}/flows'>['items']>;

/** One conversation row of a flow: its Protocol label, packets and id. */
export type FlowLabel = Sent<Element<FlowBody['labels']>, 'protocol' | 'packets' | 'conversationId'>;

/**
 * A transport flow: the conversation rows of one connection together. src is the initiator ("SYN": it sent the
 * first SYN; "FIRST_PACKET": it sent the first packet); its id is the smallest id of its rows.
 */
export type Flow = Refined<
  Sent<
    FlowBody,
    'id' | 'fileId' | 'transport' | 'srcIp' | 'dstIp' | 'initiator' | 'protocol' | 'packetCount' | 'totalBytes' | 'srcPackets' | 'srcBytes' | 'dstPackets' | 'dstBytes' | 'startTime' | 'endTime' | 'durationMs'
  >,
  { labels: FlowLabel[]; conversationIds: number[] }
>;

/** The list filters as one Wireshark display filter; no filter where one of them has none (named in inexpressible). */
export type WiresharkFilterSet = Sent<Answer<'/api/v1/files/{fileId}/conversations/wireshark-filter'>, 'inexpressible'>;

/** A custom signature match (signatures.yml) with its severity in lower case. */
export type RuleMatch = Element<ConversationBody['customRules']>;

/** source is "online" (green badge) or "offline" (grey badge, the bundled database). */
export type Geo = NonNullable<ConversationBody['srcGeo']>;

export type Severity = 'critical' | 'high' | 'medium' | 'low';

export const SEVERITIES: readonly Severity[] = ['critical', 'high', 'medium', 'low'];

/**
 * GET …/conversations/facets: every pill filter's values with their counts. The service declares it as a map of
 * maps, so the names are written out here.
 */
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
export type HostInfo = Sent<Answer<'/api/v1/conversations/{conversationId}/hosts/{ip}'>, 'ip' | 'conversationId'>;

type SessionBody = Answer<'/api/v1/conversations/{conversationId}/session'>;

export type Direction = 'CLIENT_TO_SERVER' | 'SERVER_TO_CLIENT';

export type SessionChunk = Refined<Sent<Element<SessionBody['chunks']>, 'offset' | 'length' | 'frames'>, { direction: Direction }>;

/** Bytes that were sent but are missing from the capture; `offset` counts the bytes of its direction, like a chunk's. */
export type SessionGap = Refined<Sent<Element<SessionBody['gaps']>, 'offset' | 'length'>, { direction: Direction }>;

export type HttpMessage = Refined<Sent<Element<SessionBody['http']>, 'kind'>, { direction: Direction }>;

/** GET /conversations/{id}/session: the reassembled stream. */
export type Session = Refined<
  Sent<SessionBody, 'conversationId'>,
  { chunks?: SessionChunk[]; gaps?: SessionGap[]; http?: HttpMessage[] }
>;

type ExtractedList = Answer<'/api/v1/files/{fileId}/extracted'>;

/** GET /files/{fileId}/extracted: one file carved out of the capture. */
export type ExtractedFile = Sent<Element<ExtractedList['items']>, 'id' | 'fileId' | 'conversationId'>;

/** Every matching file, or one page of them (GET /files/{fileId}/extracted with page and size). */
export type ExtractedFiles = Refined<Sent<ExtractedList, 'total' | 'page' | 'size' | 'totalPages'>, { items?: ExtractedFile[] }>;

type PacketBody = Element<Answer<'/api/v1/conversations/{conversationId}/packets'>['items']>;

export type PacketRow = Refined<
  Sent<PacketBody, 'index' | 'frameNumber' | 'timestamp' | 'srcIp' | 'dstIp' | 'protocol' | 'frameLength' | 'ascii'>,
  { direction: Direction }
>;

export type Role = 'viewer' | 'analyst' | 'admin';

/**
 * Who the service takes the caller for (GET /caller): with authentication off, nobody in particular; otherwise the
 * caller's name (`token:<name>` for an API token) and strongest role.
 */
export type Caller = Refined<Sent<Answer<'/api/v1/caller'>, 'authentication'>, { role?: Role }>;

/**
 * A hunt query saved under a name (GET /queries/{name}): its text as saved, its scope (`all`, `file:<fileId>` or
 * `network:<networkId>`), and `owner`, the caller who saved it, absent with authentication off.
 */
export type SavedQuery = Sent<Answer<'/api/v1/queries/{name}'>, 'name' | 'expression' | 'scope' | 'createdAt'>;

/** GET /queries: the caller's saved queries, by name. */
export type SavedQueryList = Refined<Answer<'/api/v1/queries'>, { items: SavedQuery[] }>;

/** RFC 9457 problem details, with the extension members the API names (written by hand: no record carries them). */
export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  instance?: string;
  existingFileId?: Id;
  /** On a 401 when the service signs browsers in through OpenID Connect: where to sign in. */
  login?: string;
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

/** GET /tracer/{id}/steps: CLIENT is a packet from the conversation's srcIp (spec 10.6 item 4), SERVER any other. */
export type StepDirection = 'CLIENT' | 'SERVER';

type StepsBody = Answer<'/api/v1/tracer/{conversationId}/steps'>;

/** What the tracer replays: every packet of the row's connection (the default) or the row's own packets. */
export type ReplayScope = 'connection' | 'row';

/**
 * One packet of a traced conversation; `index` counts from 1 in capture order, `size` is the frame's bytes,
 * `protocol` the packet's own label, `conversationId` and `rowProtocol` the row it belongs to.
 */
export type TraceStep = Refined<
  Sent<
    Element<StepsBody['items']>,
    'index' | 'frameNumber' | 'direction' | 'protocol' | 'size' | 'timestamp' | 'conversationId' | 'rowProtocol'
  >,
  { direction: StepDirection }
>;

/** A run of steps: `items` start at step `offset + 1` of `total`, from `rows` conversation rows. */
export type TraceSteps = Refined<Sent<StepsBody, 'offset' | 'limit' | 'total' | 'scope' | 'rows'>, { items: TraceStep[]; scope: ReplayScope }>;

type PeersBody = Answer<'/api/v1/tracer/{conversationId}/peers'>;

/** A peer of the traced host: `conversationId` is the conversation the tracer opens for it. */
export type TracePeer = Sent<Element<PeersBody['peers']>, 'ip' | 'responded' | 'traced' | 'packetCount' | 'conversationId'>;

/**
 * GET /tracer/{id}/peers: the star graph around `host` (the traced conversation's srcIp), traced peer first. The
 * counts are of all `peerCount` peers, drawn or not; `ring` "ports" draws the ports of the host's only peer
 * (each peer then has its `port`); `unavailable` says why there is no ring.
 */
export type TracePeers = Refined<
  Sent<PeersBody, 'respondedCount' | 'silentCount' | 'peerCount' | 'ring'>,
  { peers: TracePeer[]; ring: 'peers' | 'ports' }
>;

/** A step's explanation: written by a language model ("llm", `producer` names it) or the built-in explainer. */
export type StepExplanation = Refined<
  Sent<Answer<'/api/v1/tracer/{conversationId}/steps/{index}/explanation'>, 'index' | 'explanation' | 'source' | 'producer' | 'cached'>,
  { source: 'llm' | 'builtin' }
>;

/** How urgently a monitored network's change should be looked at (its own scale, not the custom rules'). */
export type ChangeSeverity = 'INFO' | 'WARNING' | 'CRITICAL';

export const CHANGE_SEVERITIES: readonly ChangeSeverity[] = ['INFO', 'WARNING', 'CRITICAL'];

/** A monitored network: captures of one site taken over time (GET /monitor/networks/{id}). */
export type Network = Sent<Answer<'/api/v1/monitor/networks/{networkId}'>, 'id' | 'name' | 'description' | 'snapshotCount'>;

type SnapshotBody = Element<Answer<'/api/v1/monitor/networks/{networkId}/snapshots'>>;
type SummaryBody = NonNullable<SnapshotBody['summary']>;

/**
 * A snapshot's point on the timeline: its hosts, conversations and bytes; the changes its pair found by severity
 * (every severity present, zeros included); the violations it holds, new or not.
 */
export type SnapshotSummary = Refined<
  Sent<SummaryBody, 'hosts' | 'conversations' | 'bytes' | 'changeCount' | 'changes' | 'violationCount' | 'violations'>,
  { changes: Record<ChangeSeverity, number>; violations: Partial<Record<ChangeSeverity, number>> }
>;

/** A capture placed in a network's timeline; `order` counts from 1 for the earliest capture start. */
export type Snapshot = Refined<
  Sent<SnapshotBody, 'id' | 'networkId' | 'fileId' | 'order' | 'captureStart' | 'changeCount' | 'summary'>,
  { summary: SnapshotSummary }
>;
// `tools` (the capture's tools, as its file record has them) is empty while the capture is first analysed

type ChangeBody = Answer<'/api/v1/monitor/networks/{networkId}/changes'>;

/**
 * What one snapshot brought compared with the one before it. `fromSnapshotId` is absent for the first snapshot,
 * `before` and `after` when that side has no value; `notes` is empty when nothing was noted. `reviewed` is also true
 * for a change `accepted` with the network's baseline; `muted` when its type is muted for its entity.
 */
export type Change = Refined<
  Sent<Element<ChangeBody['items']>, 'id' | 'toSnapshotId' | 'type' | 'entity' | 'description' | 'severity' | 'reviewed' | 'notes' | 'muted' | 'accepted'>,
  { severity: ChangeSeverity }
>;

type FactsBody = Answer<'/api/v1/monitor/networks/{networkId}/snapshots/{snapshotId}/facts'>;

/** GET …/snapshots/{id}/facts: what change detection saw in one snapshot. `idsAlerts` is absent when IDS did not run. */
export type SnapshotFacts = Refined<Sent<FactsBody, 'snapshot' | 'summary'>, { snapshot: Snapshot; summary: SnapshotSummary }>;

type OverviewBody = Answer<'/api/v1/files/{fileId}/overview'>;

/** One layer of the protocol hierarchy: frames and bytes of every frame whose layer path passes through it. */
export type Layer = Refined<Sent<Element<OverviewBody['protocolHierarchy']>, 'protocol' | 'frames' | 'bytes'>, { children?: Layer[] }>;

/** GET /files/{id}/timeline: packets and bytes per bin, bins `binNanos` wide from `start` (absent without packets). */
export type Timeline = Refined<
  Sent<Answer<'/api/v1/files/{fileId}/timeline'>, 'binNanos' | 'bins'>,
  { bins: Sent<Element<Answer<'/api/v1/files/{fileId}/timeline'>['bins']>, 'start' | 'packets' | 'bytes'>[] }
>;

/**
 * GET /files/{id}/overview: the summary (capture times absent for a capture without packets) and each chart's
 * series, ranked; series of later versions of the service may be added beside them.
 */
export type Overview = Refined<
  Sent<OverviewBody, 'summary'>,
  {
    summary: Sent<NonNullable<OverviewBody['summary']>, 'packets' | 'conversations' | 'flows' | 'bytes' | 'internalHosts' | 'externalHosts'>;
    protocolHierarchy?: Layer[];
    topFlows?: Flow[];
  }
>;

/** Wireshark's Expert Info severities, least severe first. */
export type ExpertSeverity = 'COMMENT' | 'CHAT' | 'NOTE' | 'WARNING' | 'ERROR';

type ExpertBody = Element<Answer<'/api/v1/conversations/{conversationId}/packets/{frameNumber}/detail'>['expert']>;

/** One Expert Info entry of a packet (a retransmission, a zero window, a malformed packet …). */
export type ExpertEntry = Refined<Sent<ExpertBody, 'message' | 'group'>, { severity: ExpertSeverity }>;

type TreeBody = Element<Answer<'/api/v1/conversations/{conversationId}/packets/{frameNumber}/detail'>['tree']>;

/** A line of a packet's protocol tree; `source` indexes the detail's byte sources (-1: none). */
export type TreeNode = Refined<
  Sent<TreeBody, 'name' | 'label' | 'source' | 'position' | 'length' | 'hidden'>,
  { children: TreeNode[] }
>;

type DetailBody = Answer<'/api/v1/conversations/{conversationId}/packets/{frameNumber}/detail'>;

/** GET /conversations/{id}/packets/{frame}/detail: the frame's bytes, protocol tree and Expert Info. */
export type PacketDetail = Refined<
  Sent<DetailBody, 'frameNumber' | 'earlierFrames' | 'contextCut' | 'treeCut'>,
  { sources: { name: string; length: number; hex: string }[]; tree: TreeNode[]; expert: ExpertEntry[] }
>;

/** GET /conversations/{id}/expert?from&to: the frames of the range that have Expert Info. */
export type ExpertWindow = Refined<
  Sent<Answer<'/api/v1/conversations/{conversationId}/expert'>, 'from' | 'to' | 'coveredFrom'>,
  { frames: { frameNumber: number; expert: ExpertEntry[] }[] }
>;

/** A finding's severity (docs/findings.md), most severe first in FINDING_SEVERITIES. */
export type FindingSeverity = 'critical' | 'high' | 'medium' | 'low' | 'info';

export const FINDING_SEVERITIES: readonly FindingSeverity[] = ['critical', 'high', 'medium', 'low', 'info'];

type CaptureFindingsAnswer = Answer<'/api/v1/files/{fileId}/findings'>;

type FindingBody = Element<CaptureFindingsAnswer['items']>;

/**
 * One finding as a list shows it: its kind (e.g. "vertical_scan"), severity, title, explanation, hosts (the acting
 * host first), score (orders findings of one kind only), how many conversations prove it, `q` (the hunt expression
 * selecting them) and the detector with its version and parameters.
 */
export type Finding = Refined<
  Sent<
    FindingBody,
    | 'findingId' | 'fileId' | 'kind' | 'severity' | 'title' | 'explanation' | 'hosts' | 'score' | 'conversationCount'
    | 'q' | 'detector' | 'detectorVersion' | 'parameters'
  >,
  { severity: FindingSeverity }
>;

type DetectorRunBody = Element<CaptureFindingsAnswer['detectors']>;

/** How one detector's run over a capture went: "ran" (found may be 0) or "failed" with `failure`, why. */
export type DetectorRun = Refined<
  Sent<DetectorRunBody, 'detector' | 'version' | 'status' | 'found'>,
  { status: 'ran' | 'failed'; failure?: string | null }
>;

/** GET /files/{id}/findings: a page of the capture's findings and how each detector's run went. */
export type CaptureFindings = Refined<
  Sent<CaptureFindingsAnswer, 'items' | 'page' | 'size' | 'total' | 'totalPages' | 'detectors'>,
  { items: Finding[]; detectors: DetectorRun[] }
>;

type FindingDetailAnswer = Answer<'/api/v1/findings/{findingId}'>;

/**
 * GET /files/{id}/findings/narrative: a summary in prose of the capture's most severe findings, by a language model
 * ("model", named in `model`) or built in ("built-in", with `fallbackReason` when it stands in for a model). The
 * findings it summarises are `findingIds`, never what the text names.
 */
export type FindingsNarrative = Refined<
  Sent<Answer<'/api/v1/files/{fileId}/findings/narrative'>, 'fileId' | 'source' | 'text' | 'findings' | 'findingIds' | 'total'>,
  { source: 'model' | 'built-in' }
>;

/** GET /findings/{id}: the finding and a page of the ids of the conversations that prove it. */
export type FindingDetail = Refined<
  Sent<FindingDetailAnswer, 'finding' | 'conversationIds'>,
  { finding: Finding; conversationIds: Paged<number> }
>;
