/** How many of the newest the bell shows (requirements-next §8.3). */
export const BELL_SIZE = 5;

export const NOTIFICATION_CENTER_PATH = '/notification-center';
