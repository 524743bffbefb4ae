import type { BookingSettings, Season } from '@nuzul/shared/terms';
import type { PropertyFacts } from '../listings/property.access';
import type { SeasonRow, SectionRows } from './terms.repository';

export function toSeason(row: SeasonRow): Season {
  return {
    id: row.id,
    seasonName: row.seasonName,
    dailyPrice: row.dailyPrice,
    extraGuestPrice: row.extraGuestPrice,
    guests: row.guests,
    minStay: row.minStay,
    maxStay: row.maxStay,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
  };
}

/** A list section that was never saved has no rows: every saved one has at least one. */
const saved = <T, R>(rows: T[], present: (rows: T[]) => R): R | null =>
  rows.length ? present(rows) : null;

/** The rows of the eight sections as the API answers them; null for a section never saved. */
export function toBookingSettings(
  propertyId: string,
  facts: PropertyFacts,
  rows: SectionRows,
): BookingSettings {
  const { chargeProfile, checkInOut, availability, arrival } = rows;
  return {
    propertyId,
    timeZone: facts.timeZone,
    completedSections: facts.completedSections,
    chargeProfile: chargeProfile
      ? {
          fees: rows.fees.map((fee) => ({
            kind: fee.kind,
            typeId: fee.typeId,
            discriminator: fee.discriminator,
            value: fee.value,
            percentage: fee.percentage,
            collectionTime: fee.collectionTime,
            optional: fee.optional,
          })),
          downPayment: {
            type: chargeProfile.downPaymentType,
            percentage: chargeProfile.downPaymentPercentage,
            amount: chargeProfile.downPaymentAmount,
          },
          securityDeposit: {
            type: chargeProfile.securityDepositType,
            percentage: chargeProfile.securityDepositPercentage,
            amount: chargeProfile.securityDepositAmount,
          },
        }
      : null,
    checkInOut: checkInOut
      ? {
          checkInLocation: checkInOut.checkInLocation,
          checkInFrom: checkInOut.checkInFrom,
          checkInTo: checkInOut.checkInTo,
          checkOutTime: checkInOut.checkOutTime,
          earlyLateRanges: rows.earlyLateRanges.map((range) => ({
            feeType: range.feeType,
            from: range.fromTime,
            to: range.toTime,
            cost: range.cost,
          })),
        }
      : null,
    seasons: rows.seasons.map(toSeason),
    availability: availability
      ? {
          basePrice: availability.basePrice,
          minNights: availability.minNights,
          maxNights: availability.maxNights,
          preparationHours: availability.preparationHours,
          openFrom: availability.openFrom,
          openUntil: availability.openUntil,
        }
      : null,
    arrival: arrival
      ? {
          landlordName: arrival.landlordName,
          landlordEmail: arrival.landlordEmail,
          landlordContact: arrival.landlordContact,
          arrivalContactHours: arrival.arrivalContactHours,
          arrivalInstructions: rows.arrivalInstructions.map((entry) => ({
            language: entry.language,
            howToArrive: entry.howToArrive,
            pickupDetails: entry.pickupDetails,
          })),
        }
      : null,
    paymentMethods: saved(rows.paymentMethods, (methods) => ({
      methods: methods.map((method) => ({ methodId: method.methodId, note: method.note })),
    })),
    terms: saved(rows.termsLinks, (links) => ({
      terms: links.map((link) => ({ language: link.language, url: link.url })),
    })),
    cancellation: saved(rows.cancellationPolicies, (policies) => ({
      policies: policies.map((policy) => ({
        fromDays: policy.fromDays,
        toDays: policy.toDays,
        penaltyPercent: policy.penaltyPercent,
      })),
    })),
  };
}
