export const FETCH_FAILED = 'Failed to fetch data.';
export const WHAT_COUNTS =
  'Se numără doar comenzile livrate (cele respinse nu se numără niciodată). Zilele și lunile sunt după ora României: o comandă de la 00:30 pe 1 ale lunii intră în luna nouă.';
export const BOTH_DATES = 'Pentru un interval personalizat alegeți ambele date (data de început și data de sfârșit).';
export const CUSTOMERS_EXPLAINED =
  'Clienții cu cont și cei care au comandat fără cont (după adresa de e-mail); se numără doar comenzile livrate, cele respinse niciodată.';
export const DOWNLOAD_FAILED = 'Fișierul nu a putut fi descărcat.';
export const NO_DATA = 'Nu există date pentru perioada aleasă.';
