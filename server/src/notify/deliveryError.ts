/**
 * A notification that could not be delivered (URL not whitelisted, refused by the receiver, no SMTP server…).
 * The message is written for the user and shown as is: test calls answer it as their 400 message, and alert
 * histories record it.
 */
export class DeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeliveryError';
  }
}
