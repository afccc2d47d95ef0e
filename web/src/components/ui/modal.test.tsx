import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LayeredModal } from './layered-modal';
import { Modal } from './modal';

/** A page with a button before and after the opener, and a dialog with a field and two buttons. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Înainte</button>
      <button type="button" onClick={() => setOpen(true)}>
        Deschide
      </button>
      <button type="button">După</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Detalii" footer={<button type="button">Salvează</button>}>
        <label>
          Nume <input />
        </label>
      </Modal>
    </>
  );
}

/** A form dialog with an alert dialog over it (as the panel's accept form and its refusal). */
function Layered() {
  const [form, setForm] = useState(false);
  const [alert, setAlert] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setForm(true)}>
        Formular
      </button>
      <LayeredModal open={form} onClose={() => setForm(false)} title="Formular">
        <button type="button" onClick={() => setAlert(true)}>
          Avertizare
        </button>
      </LayeredModal>
      <LayeredModal open={alert} onClose={() => setAlert(false)} title="Atenție">
        <button type="button">Am înțeles</button>
      </LayeredModal>
    </>
  );
}

describe('Modal', () => {
  it('moves focus in, keeps Tab and Shift+Tab inside, closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Deschide' }));
    const dialog = screen.getByRole('dialog', { name: 'Detalii' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Închide' });
    expect(close).toHaveFocus();

    // Forward: ×, the field, Salvează, and round to × again — never the page's buttons.
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Nume' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Salvează' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    // Backward from the first: the last.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Salvează' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deschide' })).toHaveFocus();
  });

  it('gives focus back to the opener when closed by its × button', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Deschide' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deschide' })).toHaveFocus();
  });
});

/** A routed dialog: opening it mounts the page under it anew, so its opener is a new element. */
function Remounting() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a key={open ? 'under-the-dialog' : 'page'} href="/meniu/7" onClick={(e) => (e.preventDefault(), setOpen(true))}>
        Ecler
      </a>
      <Modal open={open} onClose={() => setOpen(false)} title="Ecler" />
    </>
  );
}

describe('Modal over a route', () => {
  it('gives focus back to the link that opened it when the page under it was mounted anew', async () => {
    const user = userEvent.setup();
    render(<Remounting />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Ecler' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ecler' })).toHaveFocus();
  });
});

describe('LayeredModal', () => {
  it('answers Escape and traps Tab only in the top dialog, and each gives focus back where it was', async () => {
    const user = userEvent.setup();
    render(<Layered />);
    await user.click(screen.getByRole('button', { name: 'Formular' }));
    await user.click(screen.getByRole('button', { name: 'Avertizare' }));
    const alert = screen.getByRole('dialog', { name: 'Atenție' });
    expect(alert).toContainElement(document.activeElement as HTMLElement);
    for (let presses = 0; presses < 4; presses += 1) {
      await user.tab();
      expect(alert).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Atenție' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Formular' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avertizare' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Formular' })).toHaveFocus();
  });
});
