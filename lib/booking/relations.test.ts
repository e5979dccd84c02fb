import { RELATIONS } from '@/lib/family';
import { MEMBER_RELATIONS } from './contract';

it("offers the family's relations, no more and no fewer", () => {
  expect([...MEMBER_RELATIONS]).toEqual([...RELATIONS]);
});
