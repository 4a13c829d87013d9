import { Center, Loader } from '@mantine/core';

/** Full-area spinner while a page or its data loads. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}
