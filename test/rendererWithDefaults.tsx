// Tests that render one component many times with a few props changed each time.
import type { ComponentType } from 'react';
import { renderWeb } from './renderWeb';

/**
 * A render function for `Component` at `route`: each call renders it with `defaults` and the
 * props it is given on top, e.g. `renderForm({ canWrite: false })`.
 */
export function rendererWithDefaults<P extends object>(
  Component: ComponentType<P>,
  defaults: P,
  route: Parameters<typeof renderWeb>[1],
) {
  return (props: Partial<P> = {}) => renderWeb(<Component {...defaults} {...props} />, route);
}
