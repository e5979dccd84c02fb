// India keeps one time zone; every date and time a patient reads is India's wall clock.
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
