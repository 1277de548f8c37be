import { createContext } from 'react';

export const TOAST_DURATION_MS = 5000;

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export interface ToastContextValue {
  /** Shows a notification, replacing the one on screen: only one is visible at a time. */
  toast: (message: ToastMessage) => void;
  dismiss: () => void;
}

export const ToastContext = createContext<ToastContextValue | null>(null);
