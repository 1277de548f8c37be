import { useContext, useSyncExternalStore } from 'react';
import {
  currentTheme,
  prerenderedTheme,
  subscribeToTheme,
  ThemeContext,
  type ThemeContextValue,
} from '../components/ThemeProvider';

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside <ThemeProvider>');
  const theme = useSyncExternalStore(subscribeToTheme, currentTheme, prerenderedTheme);
  return { theme, toggleTheme: context.toggleTheme };
}
