import { useSessionStore } from '@/stores/session';

/** Generic fallback for failures that carry no message. */
const GENERIC_ERROR = 'A avut loc o eroare';
const SESSION_EXPIRED_MESSAGE = 'Sesiunea a expirat. Te rugăm să te autentifici din nou.';
/** The services' text for a refused token, when the answer carries none. */
const SESSION_ENDED_MESSAGE = 'Sesiunea a fost închisă. Vă rugăm să vă conectați din nou.';
const NETWORK_ERROR_MESSAGE = 'Serverul nu poate fi contactat. Verifică conexiunea și încearcă din nou.';

/** Failure of an API call, shaped like the backend's error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string>;
  readonly body: unknown;

  constructor(status: number, message: string, errors: Record<string, string> = {}, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Message to show for any thrown value: the server's text or a fallback. */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR): string {
  if (isApiError(error) && error.message) return error.message;
  return fallback;
}

type SessionExpiredHandler = () => void;
let onSessionExpired: SessionExpiredHandler | null = null;

/**
 * The app registers here what to do after a session ended on its own (the store's `ended` says
 * why): go and sign in again.
 */
export function setSessionExpiredHandler(handler: SessionExpiredHandler | null): void {
  onSessionExpired = handler;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  method?: Method;
  /** Plain objects are sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  params?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Public calls may skip the token even when a session exists. */
  skipAuth?: boolean;
  /** 'blob': a file (a PDF, a ZIP) is answered as its bytes; a failure still reads as JSON. */
  responseType?: 'json' | 'blob';
};

function buildUrl(path: string, params?: RequestOptions['params']): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function toErrors(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, string> = {};
  for (const [key, msg] of Object.entries(value as Record<string, unknown>)) {
    if (typeof msg === 'string') out[key] = msg;
    else if (Array.isArray(msg) && typeof msg[0] === 'string') out[key] = msg[0];
  }
  return out;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The server refused the session's token (expired, signed out everywhere, password reset): the
 * session ends and the app is told, once. A call that went out with an older token (the
 * customer signed in again meanwhile) leaves the new session alone.
 */
function endRefusedSession(sentToken: string, message: string): void {
  const current = useSessionStore.getState();
  if (current.token !== sentToken) return;
  current.end('refused', message || SESSION_ENDED_MESSAGE);
  onSessionExpired?.();
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, params, headers = {}, signal, skipAuth = false, responseType = 'json' } = options;
  const session = useSessionStore.getState();
  const finalHeaders: Record<string, string> = { Accept: 'application/json', ...headers };

  const sentToken = !skipAuth ? session.token : null;
  if (sentToken) {
    // Checked on every use: an expired session is cleared and the call stops.
    if (!session.ensureValid()) {
      onSessionExpired?.();
      throw new ApiError(401, SESSION_EXPIRED_MESSAGE);
    }
    finalHeaders.Authorization = `Bearer ${sentToken}`;
  }

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    finalHeaders['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, params), { method, headers: finalHeaders, body: payload, signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  if (response.ok && responseType === 'blob') return (await response.blob()) as T;
  const data = await readBody(response);
  if (!response.ok) {
    const obj = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
    const message =
      typeof obj.message === 'string' && obj.message
        ? obj.message
        : typeof data === 'string' && data && data.length < 300 && !data.trimStart().startsWith('<')
          ? data
          : '';
    const status = typeof obj.status === 'number' ? obj.status : response.status;
    if (response.status === 401 && sentToken) endRefusedSession(sentToken, message);
    throw new ApiError(status, message, toErrors(obj.errors), data);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  /** A file with the session's token (an <a href> could not send it). */
  blob: (path: string, options?: Omit<RequestOptions, 'method' | 'body' | 'responseType'>) =>
    request<Blob>(path, { ...options, headers: { Accept: '*/*', ...options?.headers }, method: 'GET', responseType: 'blob' }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'DELETE' }),
};
