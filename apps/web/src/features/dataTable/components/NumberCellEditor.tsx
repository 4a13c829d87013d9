import type { TextCell } from '@glideapps/glide-data-grid';
import { useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { checkNumberText } from '../utils/numberRules';
import { takeTypedKeys } from '../utils/typeAhead';

interface Props {
  value: TextCell;
  initialValue?: string;
  onChange: (cell: TextCell) => void;
  onFinishedEditing: (cell?: TextCell, movement?: readonly [-1 | 0 | 1, -1 | 0 | 1]) => void;
}

/**
 * The number cell editor. Enter commits and moves down (also text that breaks the number rules, which
 * the table then shows as a warning); Escape cancels. Only valid text reaches the grid's pending
 * value, so leaving the editor by clicking elsewhere drops invalid input (spec 1 section 5).
 */
export function NumberCellEditor({ value, initialValue, onChange, onFinishedEditing }: Props) {
  const [text, setText] = useState(initialValue ?? value.data);
  // The input has focus once mounted (autoFocus in the commit): keys typed until then join the text.
  useLayoutEffect(() => {
    if (initialValue === undefined) return void takeTypedKeys();
    const typed = takeTypedKeys();
    if (typed.commit) onFinishedEditing({ ...value, data: initialValue + typed.keys }, [0, 1]);
    else if (typed.keys) setText((t) => t + typed.keys);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const valid = checkNumberText(text).ok;
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      e.stopPropagation();
      onFinishedEditing(
        { ...value, data: text },
        e.key === 'Enter' ? [0, e.shiftKey ? -1 : 1] : [e.shiftKey ? -1 : 1, 0],
      );
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onFinishedEditing(undefined, [0, 0]);
    }
  };
  return (
    <input
      autoFocus
      aria-label="Value"
      aria-invalid={!valid}
      data-testid="number-cell-editor"
      inputMode="decimal"
      value={text}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        // Invalid text leaves no pending value, so closing by a click elsewhere commits nothing.
        onChange((checkNumberText(next).ok ? { ...value, data: next } : undefined) as TextCell);
      }}
      onKeyDown={onKeyDown}
      onFocus={(e) => {
        // Typing a character opens the editor with that character: keep the caret after it.
        if (initialValue !== undefined) e.currentTarget.setSelectionRange(text.length, text.length);
      }}
      style={{
        width: '100%',
        height: '100%',
        minWidth: 80,
        border: `2px solid ${valid ? '#0bb7a0' : '#ffab1a'}`,
        outline: 'none',
        padding: '4px 6px',
        font: 'inherit',
        background: valid ? '#fff' : '#fff2db',
      }}
    />
  );
}
