import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ConsoleAppBar } from './console-app-bar';
import { ConsoleMenu } from './console-menu';
import { MfaEnrolmentGate } from '../security/mfa-enrolment-gate';

export const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={ConsoleAppBar} menu={ConsoleMenu}>
    <MfaEnrolmentGate>{children}</MfaEnrolmentGate>
  </Layout>
);
