import type { FormEvent, ReactNode } from 'react';

interface IdsFormProps {
  action: string;
  ids: readonly (string | number)[];
  /** The export's scope (`row`, `connection`), when it takes one. */
  scope?: string;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  testId: string;
  title?: string;
  children: ReactNode;
}

/**
 * A download of chosen rows: their ids go in a form body (a request line holds about a thousand), the browser
 * saves the answer (an attachment) and stays on the page; with an API token the tab posts the form itself
 * (useDownload's submit).
 */
export function IdsForm({ action, ids, scope, onSubmit, testId, title, children }: IdsFormProps) {
  return (
    <form className="inline-form" method="post" action={action} onSubmit={onSubmit}>
      <input type="hidden" name="ids" value={ids.join(',')} />
      {scope && <input type="hidden" name="scope" value={scope} />}
      <button type="submit" className="button" data-testid={testId} title={title}>
        {children}
      </button>
    </form>
  );
}
