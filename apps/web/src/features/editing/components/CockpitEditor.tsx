import { Suspense } from 'react';
import { PageLoader } from '@/ui/PageLoader';
import type { CockpitEditMode } from '../utils/editModes';
import { CockpitEditorView } from './CockpitEditorView';

/** Mount point of the cockpit's edit modes (rendered by the cockpit page while `edit` is set). */
export function CockpitEditor({ mode }: { mode: CockpitEditMode }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <CockpitEditorView mode={mode} />
    </Suspense>
  );
}
