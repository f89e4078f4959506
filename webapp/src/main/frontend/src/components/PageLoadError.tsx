import { ApiError, errorMessage } from '../api';
import { Link } from '../router';

interface PageLoadErrorProps {
  /** Why the page's own resource could not be fetched. */
  error: unknown;
  /** Said when the service answered 404. */
  missing: string;
  /** Put before the error's message otherwise, e.g. "Could not load the file". */
  failed: string;
  testIds: { missing: string; failed: string };
}

/** A page whose resource is gone or could not be fetched: why, and the way back to the file list. */
export function PageLoadError({ error, missing, failed, testIds }: PageLoadErrorProps) {
  const gone = error instanceof ApiError && error.status === 404;
  return (
    <div className="alert alert-error" role="alert" data-testid={gone ? testIds.missing : testIds.failed}>
      {gone ? missing : `${failed}: ${errorMessage(error)}`} <Link to="/">Back to the file list</Link>
    </div>
  );
}

/** A capture's page whose file record is gone or could not be fetched. */
export function CaptureLoadError({ error }: { error: unknown }) {
  return (
    <PageLoadError
      error={error}
      missing="This capture file does not exist (it may have been deleted)."
      failed="Could not load the file"
      testIds={{ missing: 'file-not-found', failed: 'load-error' }}
    />
  );
}
