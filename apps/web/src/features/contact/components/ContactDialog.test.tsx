import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../../../../test/i18nForTests';
import { renderWeb } from '../../../../../../test/renderWeb';
import { ContactDialog } from './ContactDialog';

beforeAll(() => initTestI18n('common'));

describe('Contact Us', () => {
  it('shows subject and body read-only with optional comments, and asks for confirmation before sending', async () => {
    renderWeb(
      <ContactDialog
        draft={{ subject: 'Request 30-day trial: Long-Term Planning', body: 'Please start a trial for Hochalm.' }}
        onClose={() => {}}
      />,
      { route: 'optimization', url: '/en/operations/optimization/alpine' },
    );
    const subject = (await screen.findByLabelText('Subject')) as HTMLInputElement;
    expect(subject.value).toBe('Request 30-day trial: Long-Term Planning');
    expect(subject.readOnly).toBe(true);
    expect((screen.getByLabelText('Body') as HTMLTextAreaElement).readOnly).toBe(true);
    const comments = screen.getByLabelText(/Comments/) as HTMLTextAreaElement;
    expect(comments.readOnly).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText("Please confirm that you'd like to submit a contact request.")).toBeTruthy();
  });

  it('Submit is disabled when subject, body and comments are all empty', async () => {
    renderWeb(<ContactDialog draft={{ subject: '', body: ' ' }} onClose={() => {}} />, {
      route: 'optimization',
      url: '/en/operations/optimization/alpine',
    });
    expect((await screen.findByRole('button', { name: 'Submit' })).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText(/Comments/), { target: { value: 'Hello' } });
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(false);
  });
});
