import { useSearchParams } from 'react-router';

/**
 * A list's filters kept in the address (?q=…&status=…), so a filtered list can be reloaded and
 * shared: the filters applied, and `apply` to set them (an empty field drops out).
 */
export function useFilters<K extends string>(names: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(names.flatMap((n) => (params.get(n) ? [[n, params.get(n)!]] : []))) as Partial<Record<K, string>>;
  const apply = (values: Partial<Record<K, string>>) =>
    setParams(Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '').map(([k, v]) => [k, v.trim()])));
  return { applied, apply, key: params.toString() };
}
