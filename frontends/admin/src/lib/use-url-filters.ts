import { useLocation, useSearchParams } from '@app/ui/router';
import { useEffect, useState } from 'react';

/** One filter of a list as its address names it: the query parameter, its default, and which values it takes. */
export interface UrlFilter<Value extends string = string> {
  param: string;
  /** The value shown when the address holds none (or one not accepted); never written to the address. */
  initial: Value;
  /** Which values the filter takes; without it, any text (a search box). */
  accepts?: (value: string) => value is Value;
}

/** A filter's values: those its `accepts` takes, or any text. */
type ValueOf<Filter> = Filter extends { accepts: (value: string) => value is infer Value extends string } ? Value : string;
type ValuesOf<Schema extends Record<string, UrlFilter>> = { [Key in keyof Schema]: ValueOf<Schema[Key]> };

function valuesOf<Schema extends Record<string, UrlFilter>>(schema: Schema, params: URLSearchParams): ValuesOf<Schema> {
  const entries = Object.entries(schema).map(([key, { param, initial, accepts }]) => {
    const given = params.get(param);
    return [key, given !== null && (accepts?.(given) ?? true) ? given : initial];
  });
  return Object.fromEntries(entries) as ValuesOf<Schema>;
}

/**
 * The address of a list: the parameters it always carries, then each filter only when it is not the default,
 * then those of the address it has that neither names (another list's on the same page), as they were.
 */
function paramsOf<Schema extends Record<string, UrlFilter>>(
  schema: Schema,
  values: ValuesOf<Schema>,
  always: Record<string, string>,
  current: URLSearchParams,
): URLSearchParams {
  const params = new URLSearchParams(always);
  const own = new Set([...Object.keys(always), ...Object.values(schema).map(({ param }) => param)]);
  for (const [key, { param, initial }] of Object.entries(schema)) {
    const value = values[key];
    if (value && value !== initial) params.set(param, value);
  }
  for (const [param, value] of current) if (!own.has(param)) params.append(param, value);
  return params;
}

/** Marks the addresses a list writes itself, to tell them from a link, Back or Forward. */
const WRITTEN_BY_LIST = 'url-filters';

/**
 * A list's filters (tab, search, status…), kept in its address so a link, a bookmark or a reload shows the
 * same list (issue 45). `schema` (a module-level constant) names each filter's parameter and default;
 * `always` holds parameters the address carries whatever the filters (the ambassadors' ?type=), written
 * back when the address lacks them or differs.
 *
 * The filters live in state, the address following them (replaced, not pushed: Back leaves the list rather
 * than undoing each keystroke). The router applies an address in a transition, which a search box typed
 * into cannot wait for. An address from elsewhere (a sidebar link, Back) sets the filters afresh.
 */
export function useUrlFilters<Schema extends Record<string, UrlFilter>>(schema: Schema, always: Record<string, string> = {}) {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [values, setValues] = useState(() => valuesOf(schema, params));
  const [readFrom, setReadFrom] = useState(location.key);
  if (location.key !== readFrom && location.state !== WRITTEN_BY_LIST) {
    setReadFrom(location.key);
    setValues(valuesOf(schema, params));
  }

  const write = (next: ValuesOf<Schema>) =>
    setParams((current) => paramsOf(schema, next, always, current), { replace: true, state: WRITTEN_BY_LIST });
  const change = (next: Partial<ValuesOf<Schema>>) => {
    const changed = { ...values, ...next };
    setValues(changed);
    write(changed);
  };

  const missingAlways = Object.entries(always).some(([param, value]) => params.get(param) !== value);
  useEffect(() => {
    if (missingAlways) write(values);
  });

  return [values, change] as const;
}
