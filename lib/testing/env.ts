/** The variables of the HTTP SMS gateway provider, as tests configure it. */
export const SMS_GATEWAY_ENV = {
  SMS_PROVIDER: 'http',
  SMS_GATEWAY_URL: 'https://sms.example/v1/send',
  SMS_GATEWAY_KEY: 'key-0123456789',
  SMS_SENDER_ID: 'DGNBKS',
};
