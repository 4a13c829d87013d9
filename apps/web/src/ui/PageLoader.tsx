import { Center, Loader } from '@mantine/core';

/** Full-area spinner while a page or its data loads (the status region carries the name). */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="50vh" role="status" aria-live="polite" aria-label={label}>
      <Loader aria-hidden />
    </Center>
  );
}
