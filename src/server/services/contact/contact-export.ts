import type { MyData } from '@contract/account';
import type { DbOrTx } from '../file-store';
import { consentLogForExport } from './contact-shares';
import { candidateSightings } from './profile-sightings';

/** The export's part of issue 37 §3: the consent log and who saw the profile. */
export async function consentDataForExport(
  db: DbOrTx,
  userId: number,
): Promise<Pick<MyData, 'contact_consents' | 'profile_sightings'>> {
  return {
    contact_consents: await consentLogForExport(db, userId),
    profile_sightings: await candidateSightings(db, userId),
  };
}
