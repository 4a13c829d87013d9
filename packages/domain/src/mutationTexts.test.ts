import { describe, expect, it } from 'vitest';
import { couldNotTexts, failureTexts, successTexts } from './mutationTexts.js';

describe('the toasts of a change (spec 2 section 8)', () => {
  it('says what succeeded, one text a key', () => {
    expect(successTexts('portfolio', { added: 'added', deleted: 'deleted' })).toEqual({
      added: 'The portfolio was added successfully',
      deleted: 'The portfolio was deleted successfully',
    });
    expect(successTexts('components', { allAssigned: 'assigned' }, true)).toEqual({
      allAssigned: 'The components were assigned successfully',
    });
  });

  it('titles a failure with the noun capitalised and explains it, under failedTitle and failed or a prefix', () => {
    expect(failureTexts('customer', 'saved')).toEqual({
      failedTitle: 'Customer could not be saved',
      failed: 'The customer could not be saved due to an error.',
    });
    expect(failureTexts('Plant View', 'updated', 'viewUpdate')).toEqual({
      viewUpdateFailedTitle: 'Plant View could not be updated',
      viewUpdateFailed: 'The Plant View could not be updated due to an error.',
    });
  });

  it('names a failure without a cause', () => {
    expect(couldNotTexts('plant', { unassignFailed: 'unassigned' })).toEqual({
      unassignFailed: 'The plant could not be unassigned',
    });
  });
});
