import { create } from 'zustand';

/** Whether the cart dialog is open (the header button and the 'Vezi coșul' toast action open it). */
export const useCartUi = create<{ open: boolean; setOpen: (open: boolean) => void }>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));

export const openCart = () => useCartUi.getState().setOpen(true);
