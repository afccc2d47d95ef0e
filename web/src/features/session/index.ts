export { LogoutRoute } from './components/logout-route';
export { RequireAccess } from './components/require-access';
export { SessionWatcher } from './components/session-watcher';
export { decideAccess, type AccessRule } from './lib/access';
