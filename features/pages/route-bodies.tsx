import type { ReactNode } from 'react';
import {
  LoginPageBody,
  PasswordResetPageBody,
  RegistrationPageBody,
} from '@/features/auth/AuthPages';
import { SportLine } from '@/features/line/SportLine';
import { OneTapFinish } from '@/features/social/OneTapFinish';
import type { RouteMatch } from '@/server/routes/match';

/**
 * What a route shows inside its page frame (breadcrumbs, heading, description), by route id.
 * A domain adds its route here; a route without an entry shows the frame and its sections.
 */
export type RouteBody = (props: {
  lng: string;
  match: RouteMatch;
}) => Promise<ReactNode> | ReactNode;

export const ROUTE_BODIES: Readonly<Record<string, RouteBody>> = {
  login: async (props) => (
    <>
      <OneTapFinish lng={props.lng} />
      {await LoginPageBody(props)}
    </>
  ),
  registration: RegistrationPageBody,
  line: SportLine,
  passwordReset: PasswordResetPageBody,
};
