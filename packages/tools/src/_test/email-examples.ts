/**
 * Valid addresses from RFC 3696 §3, RFC 5322 Appendix A and internationalized ones (RFC 6531),
 * shared by the e-mail matcher's test and email-validator's, so the tools agree on them.
 * `ipLiteral`: valid only where address literals are allowed.
 */
export const VALID_EMAILS: ReadonlyArray<{ address: string; ipLiteral?: boolean }> = [
  { address: 'john.q.public@example.com' },
  { address: 'customer/department=shipping@example.com' },
  { address: 'user+mailbox/department=shipping@example.com' },
  { address: '$A12345@example.com' },
  { address: '!def!xyz%abc@example.com' },
  { address: '_somename@example.com' },
  { address: "o'reilly@example.com" },
  { address: '"Fred Bloggs"@example.com' },
  { address: '" "@example.org' },
  { address: '"john..doe"@example.com' },
  { address: 'नामा@example.com' },
  { address: 'अजय@डाटा.भारत' },
  { address: '用户@例子.广告' },
  { address: 'квіточка@пошта.укр' },
  { address: 'Dörte@Sörensen.example.com' },
  { address: 'postmaster@[192.0.2.1]', ipLiteral: true },
  { address: 'x@xn--mgbh0fb.xn--kgbechtv' },
];
