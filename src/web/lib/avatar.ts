/** The picture shown for someone who has not uploaded one. */
export const DEFAULT_AVATAR = '/avatar-default.svg';
