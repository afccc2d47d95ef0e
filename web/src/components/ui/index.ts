export { Alert } from './alert';
export { Button, ButtonLink, buttonClass } from './button';
export { EmptyState } from './empty-state';
export { FormField } from './form-field';
export { Checkbox, Input, Textarea } from './input';
export { Modal } from './modal';
export { ComingSoon, PageShell, ShellPage, useDocumentTitle } from './page-shell';
export { PageLoader, Skeleton, Spinner } from './spinner';
