import {
  PROFILE_DEFAULT_COUNTRY,
  profileRequest,
  type Language,
  type ProfileInput,
  type User,
} from '@nuzul/shared/accounts';

/** The profile form's fields: texts as typed, choices as ids or codes. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  address: string;
  countryCode: string | null;
  regionId: number | null;
  cityId: number | null;
  regionName: string;
  cityName: string;
  postCode: string;
  birthday: string;
  mobile: string;
  about: string;
  language: Language;
  nationality: string | null;
}

export function profileValues(user: User): ProfileFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    address: user.address ?? '',
    countryCode: user.countryCode ?? PROFILE_DEFAULT_COUNTRY,
    regionId: user.regionId,
    cityId: user.cityId,
    regionName: user.regionName ?? '',
    cityName: user.cityName ?? '',
    postCode: user.postCode ?? '',
    birthday: user.birthday ?? '',
    mobile: user.mobile ?? '',
    about: user.about ?? '',
    language: user.language,
    nationality: user.nationality,
  };
}

export function profileBody(values: ProfileFormValues): ProfileInput {
  return { ...values };
}

/** The profile as the API would store it, for "has anything changed". */
export function normalisedProfile(values: ProfileFormValues): string {
  const parsed = profileRequest.safeParse(profileBody(values));
  return JSON.stringify(parsed.success ? parsed.data : values);
}
