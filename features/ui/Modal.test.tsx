import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from './Modal';

function Opener({ unclosable = false }: { unclosable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal
          title="Log in"
          closeLabel="Close"
          onClose={() => setOpen(false)}
          unclosable={unclosable}
        >
          <input aria-label="Login" />
          <button type="button">Submit</button>
        </Modal>
      )}
    </>
  );
}

function open(unclosable = false) {
  render(<Opener unclosable={unclosable} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Log in' }) };
}

describe('Modal', () => {
  it('is a modal dialog named by its title, focused on its first field', () => {
    const { dialog } = open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Login' })).toHaveFocus();
  });

  it('keeps focus inside with Tab and Shift+Tab', () => {
    const { dialog } = open();
    screen.getByRole('button', { name: 'Submit' }).focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', () => {
    const { dialog, opener } = open();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('an unclosable modal has no close button and ignores Escape', () => {
    const { dialog } = open(true);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
