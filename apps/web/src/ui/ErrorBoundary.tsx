import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/** Catches render errors below it and shows `fallback` instead. */
export class ErrorBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unrecoverable error', error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
