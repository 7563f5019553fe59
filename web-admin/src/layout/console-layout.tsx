import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ConsoleAppBar } from './console-app-bar';

export const ConsoleLayout = ({ children }: { children: ReactNode }) => <Layout appBar={ConsoleAppBar}>{children}</Layout>;
