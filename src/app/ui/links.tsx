import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

/** Mantine Anchor and Button as type-safe router links (TanStack `createLink`). */

type AnchorElementProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

interface AnchorBaseProps extends AnchorProps, AnchorElementProps {
  ref?: Ref<HTMLAnchorElement>;
}

function AnchorBase(props: AnchorBaseProps) {
  return <Anchor {...props} />;
}

interface ButtonBaseProps extends ButtonProps, AnchorElementProps {
  ref?: Ref<HTMLAnchorElement>;
}

function ButtonBase(props: ButtonBaseProps) {
  return <Button component="a" {...props} />;
}

const CreatedAnchorLink = createLink(AnchorBase);
const CreatedButtonLink = createLink(ButtonBase);

export const AnchorLink: LinkComponent<typeof AnchorBase> = (props) => (
  <CreatedAnchorLink preload="intent" {...props} />
);

export const ButtonLink: LinkComponent<typeof ButtonBase> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
);
