import { Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import type { LinkProps } from '@tanstack/react-router';
import { AnchorLink } from './links';

export interface BreadcrumbItem {
  label: string;
  /** A crumb with a target is a link; the last crumb is the current page. */
  to?: LinkProps['to'];
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** '/' by default; the assessment screen uses '>'. */
  separator?: string;
}

/** The specs' breadcrumbs, e.g. 'Onboarding / Fresher / Certification Details'. */
export function Breadcrumbs({ items, separator = '/' }: BreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb">
      <MantineBreadcrumbs
        separator={separator}
        separatorMargin={6}
        styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}
      >
        {items.map((item, index) => {
          const current = index === items.length - 1;
          if (item.to && !current) {
            return (
              <AnchorLink key={item.label} to={item.to} size="sm" fw={500} underline="hover">
                {item.label}
              </AnchorLink>
            );
          }
          return (
            <Text
              key={item.label}
              size="sm"
              c={current ? 'dark.7' : 'dimmed'}
              fw={current ? 600 : 400}
              aria-current={current ? 'page' : undefined}
            >
              {item.label}
            </Text>
          );
        })}
      </MantineBreadcrumbs>
    </nav>
  );
}
