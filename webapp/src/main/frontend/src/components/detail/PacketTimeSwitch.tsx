import type { PacketTimeFormat } from './PacketTable';

const STORAGE_KEY = 'pcaplens.packets.time';

export function loadPacketTimeFormat(): PacketTimeFormat {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'relative' ? 'relative' : 'absolute';
  } catch {
    return 'absolute';
  }
}

export function savePacketTimeFormat(format: PacketTimeFormat): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, format);
  } catch {
    // storage disabled: the choice lasts while the panel is open
  }
}

/** Time of capture, or seconds since the conversation began (Wireshark's "View › Time Display Format"). */
export function PacketTimeSwitch({ value, onChange }: { value: PacketTimeFormat; onChange: (format: PacketTimeFormat) => void }) {
  return (
    <label className="packet-time-switch">
      Time{' '}
      <select value={value} onChange={(e) => onChange(e.target.value === 'relative' ? 'relative' : 'absolute')} data-testid="packet-time-format">
        <option value="absolute">of capture</option>
        <option value="relative">since conversation start</option>
      </select>
    </label>
  );
}
