import { useState } from 'react';

/**
 * A value with a button that copies it to the clipboard, the value shown too: what is copied can be read, and
 * selected by hand where the browser refuses clipboard access (plain HTTP to a non-local host).
 */
export function CopyText({ text, label, testId }: { text: string; label: string; testId: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () => {
    const write = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
    write.then(() => setState('copied'), () => setState('failed'));
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
