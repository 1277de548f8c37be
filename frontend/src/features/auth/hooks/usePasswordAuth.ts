import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../toast/hooks/useToast';
import { type RegisterAnswer, simpleLogin, simpleRegister } from '../auth-api';
import type { User } from '../auth-types';
import { rememberSignUpIntent } from '../auth-redirect';
import { REGISTRATION_SENT_TOAST } from '../components/RegistrationSent';

export type PasswordMode = 'signIn' | 'signUp';

export interface SentRegistration {
  email: string;
  answer: RegisterAnswer;
}

/**
 * What every e-mail and password form does, always through the product's own API (see
 * one-sign-in.ts): a sign-in answers the user, for the form to sign in; a sign-up remembers the
 * visit's intent (trial, return address), says the e-mail went out and keeps it in `sent` (the
 * account waits for its link) and answers null. A failure throws the API's error.
 */
export function usePasswordAuth() {
  const { toast } = useToast();
  const [search] = useSearchParams();
  const [sent, setSent] = useState<SentRegistration | null>(null);

  const submit = async (
    mode: PasswordMode,
    email: string,
    password: string,
  ): Promise<User | null> => {
    const address = email.trim();
    if (mode === 'signIn') return simpleLogin(address, password);
    const answer = await simpleRegister(address, password);
    rememberSignUpIntent(search, window.localStorage);
    toast(REGISTRATION_SENT_TOAST);
    setSent({ email: address, answer });
    return null;
  };

  return { submit, sent, clearSent: () => setSent(null) };
}
