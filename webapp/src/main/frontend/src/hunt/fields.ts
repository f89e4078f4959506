// The language's fields come from GET /api/v1/query/fields; these few stand in until it answers (and in tests).
import type { QueryField } from './types';

export const FALLBACK_FIELDS: readonly QueryField[] = [
  { name: 'ip', type: 'ADDRESS', many: false, description: 'Either address', example: 'ip == 10.0.0.0/8' },
  { name: 'ip.src', type: 'ADDRESS', many: false, description: 'Source address', example: 'ip.src == 192.168.1.10' },
  { name: 'ip.dst', type: 'ADDRESS', many: false, description: 'Destination address', example: 'ip.dst == 8.8.8.8' },
  { name: 'port', type: 'NUMBER', many: false, description: 'Either port', example: 'port == 443' },
  { name: 'app', type: 'LABEL', many: false, description: 'Application (nDPI)', example: 'app == "YouTube"' },
  { name: 'sni', type: 'LABEL', many: false, description: 'TLS server name', example: 'sni contains "google"' },
  { name: 'ja4', type: 'TEXT', many: false, description: 'JA4 client fingerprint', example: 'ja4 == "t13d1516h2_8daaf6152771_b186095e22b6"' },
  { name: 'bytes', type: 'NUMBER', many: false, description: 'Bytes both ways', example: 'bytes > 10M' },
];
