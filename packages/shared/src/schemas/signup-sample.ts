// A complete dealer application that passes every check: the sample the shared schemas' tests change one field of.
import type { SignupForm } from './dealer';

export const SAMPLE_APPLICATION: SignupForm = {
  username: 'dealer01',
  password: 'secret1',
  passwordConfirm: 'secret1',
  phoneNumber: '01012345678',
  email: 'a@b.kr',
  name: '김딜러',
  image: '/uploads/a.png',
  businessCard: '/uploads/b.png',
  agencyName: '서울모터스',
  agencyNumber: '0212345678',
  agencyAddress: '서울특별시 강남구 역삼동 1',
  agencyAddressDetail: '2층',
  agencyRegistrationImage: '/uploads/c.pdf',
  businessNumber: '1248100998',
  position: '대표',
};
