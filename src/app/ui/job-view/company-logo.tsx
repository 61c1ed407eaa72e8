import { Image } from '@mantine/core';
import { apiAssetUrl } from '../../api/client';

const FALLBACK_LOGO = '/images/company-logo-fallback.svg';

/** A company's logo (a path on the API host), or the fallback image when there is none or it fails. */
export function CompanyLogo({
  path,
  companyName,
  size = 48,
}: {
  path: string | null;
  companyName: string;
  size?: number;
}) {
  return (
    <Image
      src={apiAssetUrl(path) ?? FALLBACK_LOGO}
      fallbackSrc={FALLBACK_LOGO}
      alt={`${companyName} logo`}
      w={size}
      h={size}
      radius="sm"
      fit="contain"
      loading="lazy"
    />
  );
}
