import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { showToast } from './toast';

type Toast = { color: string; message: string };

/**
 * A reviewer's decision (approve, reject, suspend, dismiss, pay out…): post it, say how it went in
 * a toast (green unless `told` picks a colour), then refresh the list it was taken from. A failure
 * is a red toast with the server's words unless `failed` shows it elsewhere (beside a reason field).
 */
export function useDecision<R, A = void>(
  send: (arg: A) => Promise<R>,
  o: { told: (r: R) => string | Toast; refresh: QueryKey; then?: (r: R) => void; failed?: (err: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (r) => {
      const told = o.told(r);
      void showToast(typeof told === 'string' ? { color: 'green', message: told } : told);
      o.then?.(r);
      void queryClient.invalidateQueries({ queryKey: o.refresh });
    },
    onError: o.failed ?? ((err) => void showToast({ color: 'red', message: err.message })),
  });
}
