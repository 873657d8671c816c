// Fixed external and static links used across the app.
export const KAKAO_CHANNEL_URL = 'https://pf.kakao.com/_autobid/chat';
export const DEALER_INTRO_PDF_URL = '/dealer-introduction.pdf';
export const COPYRIGHT = '© 오토비드 Corp. All rights reserved.';
