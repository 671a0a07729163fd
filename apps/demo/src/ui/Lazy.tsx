import type { ComponentType } from 'preact';
import { useState } from 'preact/hooks';
import { t } from '../i18n/lang.js';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

interface Entry {
  component?: ComponentType<never>;
  error?: string;
  waiters: Set<() => void>;
}

/** One load per module for the life of the page. */
const loaded = new Map<Loader<never>, Entry>();

function entryFor<P>(load: Loader<P>): Entry {
  let entry = loaded.get(load as Loader<never>);
  if (!entry) {
    const fresh: Entry = { waiters: new Set() };
    entry = fresh;
    loaded.set(load as Loader<never>, fresh);
    load().then(
      (module) => {
        fresh.component = module.default as ComponentType<never>;
        for (const wake of fresh.waiters) wake();
        fresh.waiters.clear();
      },
      (error: unknown) => {
        fresh.error = String(error);
        for (const wake of fresh.waiters) wake();
        fresh.waiters.clear();
      },
    );
  }
  return entry;
}

/**
 * Renders the default export of a module loaded on first use, so the first screen does not
 * wait for it (the clock chart, the PGN viewer). Shows "Loading…" meanwhile. The load starts
 * during render, not in an effect, so it never waits for a paint.
 */
export function Lazy<P extends object>(props: { load: Loader<P>; props: P }) {
  const [, rerender] = useState(0);
  const entry = entryFor(props.load);
  if (!entry.component && !entry.error) entry.waiters.add(() => rerender((n) => n + 1));
  if (entry.error) return <p class="error">{entry.error}</p>;
  if (!entry.component) return <p class="muted">{t.loading}</p>;
  const Component = entry.component as unknown as ComponentType<P>;
  return <Component {...props.props} />;
}
