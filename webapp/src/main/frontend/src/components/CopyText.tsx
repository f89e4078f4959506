import { useState } from 'react';

/**
 * Writes text to the clipboard. The Clipboard API exists only in secure contexts; a service reached over plain
 * HTTP by its host name is not one, and there the older copy command of a selected, off-screen text area does
 * the same within the click.
 */
function writeToClipboard(text: string): Promise<void> {
  if (window.isSecureContext && navigator.clipboard) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.left = '-9999px';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  return copied ? Promise.resolve() : Promise.reject(new Error('the browser refused to copy'));
}

/**
 * A value with a button that copies it to the clipboard, the value shown too: what is copied can be read, and
 * selected by hand where the browser refuses to copy.
 */
export function CopyText({ text, label, testId }: { text: string; label: string; testId: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () => {
    writeToClipboard(text).then(() => setState('copied'), () => setState('failed'));
  };
  return (
    <span className="copy-text">
      <code className="mono" data-testid={testId}>{text}</code>{' '}
      <button type="button" className="link-button" onClick={copy} title={`Copy the ${label} to the clipboard`} data-testid={`${testId}-copy`}>
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed: select the text' : 'Copy'}
      </button>
    </span>
  );
}
