import { useLocation } from 'react-router';

/**
 * The page a form is on, sent with it: when the browser posts the form itself (no JavaScript yet), the
 * action sends it back here with a flash (answerForm in lib/form-result.server.ts). Fetchers ignore it.
 */
export function BackField() {
  const { pathname, search } = useLocation();
  return <input type="hidden" name="back" value={`${pathname}${search}`} />;
}
