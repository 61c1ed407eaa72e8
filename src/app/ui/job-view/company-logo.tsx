import { apiAssetUrl } from '@app/api/client';
import { Image } from '@mantine/core';
import { useAfterPaint } from '../after-paint';

const FALLBACK_LOGO = '/images/company-logo-fallback.svg';

/** A transparent pixel (no request): the logo's place until the screen around it is painted. */
const NOT_YET = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * A company's logo (a path on the API host), or the fallback image when there is none or it fails.
 */
export function CompanyLogo({
  path,
  companyName,
  size = 48,
}: {
  path: string | null;
  companyName: string;
  size?: number;
}) {
  // asked for once the screen around it has been painted: a list's logos are not among the
  // requests its first paint waits for (the same image element all along: nothing moves)
  const painted = useAfterPaint();
  return (
    <Image
      src={painted ? (apiAssetUrl(path) ?? FALLBACK_LOGO) : NOT_YET}
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
