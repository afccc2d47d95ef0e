/** Where the catalog screens live: the admin area or the orders panel (managers). */
export type MenuArea = 'admin' | 'staff';

export type MenuPaths = {
  list: string;
  add: string;
  detail: (id: number | string) => string;
  edit: (id: number | string) => string;
  /** Only the admin area manages categories. */
  addCategory: string | null;
  editCategory: ((id: number | string) => string) | null;
};

export function menuPaths(area: MenuArea): MenuPaths {
  if (area === 'admin') {
    return {
      list: '/admin/menu',
      add: '/admin/menu/add-new-meal',
      detail: (id) => `/admin/menu/${id}`,
      edit: (id) => `/admin/menu/${id}/edit`,
      addCategory: '/admin/menu/add-category',
      editCategory: (id) => `/admin/menu/add-category?id=${id}`,
    };
  }
  return {
    list: '/comenzi/editare-produse',
    add: '/comenzi/adaugare-fel-mancare',
    detail: (id) => `/comenzi/editare-produse/${id}`,
    edit: (id) => `/comenzi/${id}/edit`,
    addCategory: null,
    editCategory: null,
  };
}
