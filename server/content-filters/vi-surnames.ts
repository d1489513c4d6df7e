// Shared by person-name.ts and person-r21.ts (its own module: they would otherwise import each other).
/** Vietnamese family names (~40 cover nearly everyone): a run with Vietnamese letters and none of them is no person's. */
export const VI_SURNAMES = new Set(
  "nguy\u1ec5n tr\u1ea7n l\u00ea ph\u1ea1m ho\u00e0ng hu\u1ef3nh phan v\u0169 v\u00f5 \u0111\u1eb7ng b\u00f9i \u0111\u1ed7 h\u1ed3 ng\u00f4 d\u01b0\u01a1ng l\u00fd l\u00e2m mai tr\u01b0\u01a1ng cao \u0111inh l\u01b0\u01a1ng t\u1ea1 t\u00f4 ki\u1ec1u h\u00e0 qu\u00e1ch th\u00e1i v\u01b0\u01a1ng \u0111o\u00e0n tr\u1ecbnh \u0111\u00e0o t\u0103ng ch\u00e2u la giang t\u1ed1ng \u00f4n kh\u1ed5ng l\u1ea1i ph\u00f9ng t\u1eeb ch\u1eed c\u00f9 ninh h\u1ee9a \u00e2u t\u00f4n".split(" "),
);
