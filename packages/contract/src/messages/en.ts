import type { ErrorKey } from "../errors.ts";
import type { ValidKey } from "../validation.ts";

/** Messages of error codes and validation keys; the server answers with them, the web shows them. */
export interface ApiMessages {
  error: Record<ErrorKey, string>;
  valid: Record<ValidKey, string>;
}

export const en: ApiMessages = {
  error: {
    invalidPassword: "The password is incorrect.",
    incorrectPasscode: "The code is incorrect.",
    expiredPasscode: "The code has expired. Request a new one.",
    codeRequired: "Enter the code.",
    invalidEvent: "This event is not available.",
    tokenAlreadyExists: "This already exists.",
    notAUser: "No account was found for this e-mail address.",
    emailNotVerified: "Your e-mail address is not verified yet. We sent the verification mail again.",
    expiredRequest: "This request has expired. Please start again.",
    alreadyInvited: "This person has already been invited.",
    expiredLink: "This link has expired.",
    invalidPeriod: "This is outside the event period.",
    qrMintingLimit: "The issuing limit for this QR code has been reached.",
    notApplied: "You have not applied for this event.",
    expiredRsvp: "RSVP for this event has closed.",
    issuingLimit: "The issuing limit has been reached.",
    notOwned: "This is not your item.",
    paymentInfoError: "The payment information does not match. Please try again.",
    seatAlreadyReserved: "Someone else has just taken this seat. Please choose another.",
    insufficientBalance: "Your balance is insufficient.",
    expiredXrpPayment: "The payment time has expired.",
    authExpired: "Your verification has expired. Please verify again.",
    validation: "Some fields need your attention.",
    badRequest: "The request could not be read.",
    unauthorized: "Please sign in to continue.",
    forbidden: "You are not allowed to do this.",
    notFound: "We could not find what you were looking for.",
    payloadTooLarge: "The request is too large.",
    withdrawBlocked:
      "You still hold tickets for events that have not ended. You can delete your account after they end.",
    imageInvalid: "Choose a JPG, PNG or WebP picture of at most 5 MB.",
    notEnoughTickets: "Not enough tickets are left.",
    purchaseLimit: "You have reached the purchase limit for this product on your account.",
    maxCount: "You can choose at most {{count}} tickets or seats.",
    productInfoExpired: "The product information has changed. Please check the prices again.",
    paymentTimeExceeded: "The payment time has run out. Please choose again.",
    paymentFailed: "The payment did not go through. You can try again.",
    nonRefundable: "This item can no longer be refunded.",
    adultOnly: "This event is for adults (19+) only. Verify your identity to continue.",
    rateLimited: "Too many requests. Please wait a moment and try again.",
    internal: "Something went wrong on our side. Please try again.",
    unavailable: "The service is temporarily unavailable. Please try again shortly.",
  },
  valid: {
    required: "This field is required.",
    email: "Enter a valid e-mail address.",
    phone: "Enter a phone number that starts with a digit.",
    phoneFormat: "Enter digits only, without hyphens.",
    pwdRequirements:
      "Use at least 8 characters with a lowercase letter and at least one digit, space or symbol.",
    pwdConfirm: "The passwords do not match.",
    birthFormat: "Enter your date of birth as YYYYMMDD (19xx or 20xx).",
    maxLength: "Enter at most {{max}} characters.",
    minLength: "Enter at least {{min}} characters.",
    refCode: "Invalid referral code.",
    mustMatch: "The fields must match.",
    integer: "Enter a whole number.",
    twoDecimals: "Enter at most two decimal places.",
    min: "The value must be at least {{min}}.",
    max: "The value must be at most {{max}}.",
    chooseMin: "Choose at least {{min}}.",
    fileType: "This file type is not accepted.",
    fileSize: "The file is too large.",
    codeLength: "Enter all 6 digits of the code.",
    format: "The format is not valid.",
    invalid: "This value is not valid.",
  },
};
