import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/*
 * Features never import each other, so the admin dashboards' card and toolbar (features/dashboards)
 * reach this one through its page: the page hands them in as the shell, and every dashboard keeps
 * one look (skeleton while loading, error with "Try again", empty note).
 */

export interface CardState {
  pending: boolean;
  error: boolean;
  onRetry: () => void;
}

export interface ShellCardProps {
  title: string;
  subtitle?: string | undefined;
  state: CardState;
  empty?: boolean;
  height: number;
  testId?: string;
  children: () => ReactNode;
}

export interface DashboardShell {
  Card: ComponentType<ShellCardProps>;
  Toolbar: ComponentType<{ title: string; period?: string | undefined }>;
}

const ShellContext = createContext<DashboardShell | null>(null);
export const DashboardShellProvider = ShellContext.Provider;

function useShell(): DashboardShell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('an eCommerce card outside <EcommerceDashboard>');
  return shell;
}

export function DashboardCard(props: ShellCardProps) {
  const { Card } = useShell();
  return <Card {...props} />;
}

export function DashboardToolbar(props: { title: string; period?: string | undefined }) {
  const { Toolbar } = useShell();
  return <Toolbar {...props} />;
}
