// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_SIMT_API_MATH_FUNCTIONS_H
#define __ASCSIM_SIMT_API_MATH_FUNCTIONS_H
#include "c_api/utils/types.h"
#include <cmath>
#include "simt_api/math_constants.h"
#include "simt_api/device_types.h"

#ifndef __ASCSIM_HOST__
// acosf: The arc cosine of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:313"))) float acosf(float x);
// acoshf: The inverse hyperbolic cosine of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:314"))) float acoshf(float x);
// asinf: The arc sine of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:315"))) float asinf(float x);
// asinhf: The inverse hyperbolic sine of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:316"))) float asinhf(float x);
// atanf: The arc tangent of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:317"))) float atanf(float x);
// atanhf: The inverse hyperbolic tangent of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:318"))) float atanhf(float x);
// cbrtf: The cube root of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:319"))) float cbrtf(float x);
// ceilf: The smallest integral value not below x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:320"))) float ceilf(float x);
// cosf: The cosine of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:321"))) float cosf(float x);
// coshf: The hyperbolic cosine of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:322"))) float coshf(float x);
// cospif: cos(pi * x).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:323"))) float cospif(float x);
// cyl_bessel_i0f: The modified Bessel function I0 of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:324"))) float cyl_bessel_i0f(float x);
// cyl_bessel_i1f: The modified Bessel function I1 of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:325"))) float cyl_bessel_i1f(float x);
// erfcf: The complementary error function of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:326"))) float erfcf(float x);
// erfcinvf: The inverse complementary error function of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:327"))) float erfcinvf(float x);
// erfcxf: exp(x^2) * erfc(x).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:328"))) float erfcxf(float x);
// erff: The error function of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:329"))) float erff(float x);
// erfinvf: The inverse error function of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:330"))) float erfinvf(float x);
// exp10f: 10 to the power x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:331"))) float exp10f(float x);
// exp2f: 2 to the power x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:332"))) float exp2f(float x);
// expf: e to the power x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:333"))) float expf(float x);
// expm1f: exp(x) - 1.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:334"))) float expm1f(float x);
// fabsf: |x|.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:335"))) float fabsf(float x);
// floorf: The largest integral value not above x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:336"))) float floorf(float x);
// j0f: The Bessel function J0 of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:337"))) float j0f(float x);
// j1f: The Bessel function J1 of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:338"))) float j1f(float x);
// lgammaf: ln |Gamma(x)|.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:339"))) float lgammaf(float x);
// log10f: The base-10 logarithm of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:340"))) float log10f(float x);
// log1pf: ln(1 + x).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:341"))) float log1pf(float x);
// log2f: The base-2 logarithm of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:342"))) float log2f(float x);
// logbf: The exponent of x as a float.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:343"))) float logbf(float x);
// logf: The natural logarithm of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:344"))) float logf(float x);
// nearbyintf: x rounded to an integral value (ties to even).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:345"))) float nearbyintf(float x);
// normcdfinvf: The inverse of the standard normal distribution function.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:346"))) float normcdfinvf(float x);
// normcdff: The standard normal distribution function of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:347"))) float normcdff(float x);
// rcbrtf: 1 / cbrt(x).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:348"))) float rcbrtf(float x);
// rintf: x rounded to an integral value (ties to even).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:349"))) float rintf(float x);
// roundf: x rounded to an integral value (ties away from zero).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:350"))) float roundf(float x);
// rsqrtf: 1 / sqrt(x).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:351"))) float rsqrtf(float x);
// sinf: The sine of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:352"))) float sinf(float x);
// sinhf: The hyperbolic sine of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:353"))) float sinhf(float x);
// sinpif: sin(pi * x).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:354"))) float sinpif(float x);
// sqrtf: The square root of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:355"))) float sqrtf(float x);
// tanf: The tangent of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:356"))) float tanf(float x);
// tanhf: The hyperbolic tangent of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:357"))) float tanhf(float x);
// tanpif: tan(pi * x).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:358"))) float tanpif(float x);
// tgammaf: Gamma(x).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:359"))) float tgammaf(float x);
// truncf: x rounded toward zero to an integral value.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:360"))) float truncf(float x);
// atan2f: The arc tangent of y / x, in the quadrant of the point (x, y).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:361"))) float atan2f(float y, float x);
// copysignf: |x| with the sign of y.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:362"))) float copysignf(float x, float y);
// fdimf: x - y if x > y, else +0.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:363"))) float fdimf(float x, float y);
// fmaxf: The larger of x and y (the other if one is NaN).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:364"))) float fmaxf(float x, float y);
// fminf: The smaller of x and y (the other if one is NaN).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:365"))) float fminf(float x, float y);
// fmodf: x - trunc(x / y) * y.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:366"))) float fmodf(float x, float y);
// hypotf: sqrt(x^2 + y^2).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:367"))) float hypotf(float x, float y);
// powf: x to the power y.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:368"))) float powf(float x, float y);
// remainderf: x - n * y, n the integer nearest x / y (ties to even).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:369"))) float remainderf(float x, float y);
// rhypotf: 1 / sqrt(x^2 + y^2).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:370"))) float rhypotf(float x, float y);
// fdividef: x / y.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:371"))) float fdividef(float x, float y);
// fmaf: x * y + z, rounded once.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:372"))) float fmaf(float x, float y, float z);
// ldexpf: x * 2^exp.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:373"))) float ldexpf(float x, int exp);
// scalbnf: x * 2^n.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:374"))) float scalbnf(float x, int32_t n);
// scalblnf: x * 2^n.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:375"))) float scalblnf(float x, int64_t n);
// nextafterf: The next float after x toward y.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:376"))) float nextafterf(float x, float y);
// ilogbf: The unbiased exponent of x as an int.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:377"))) int ilogbf(float x);
// lroundf: x rounded to a long (ties away from zero).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:378"))) long int lroundf(float x);
// llroundf: x rounded to a long long (ties away from zero).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:379"))) long long int llroundf(float x);
// lrintf: x rounded to a long (ties to even).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:380"))) long int lrintf(float x);
// llrintf: x rounded to a long long (ties to even).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:381"))) long long int llrintf(float x);
// norm3df: sqrt(a^2 + b^2 + c^2).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:382"))) float norm3df(float a, float b, float c);
// rnorm3df: 1 / sqrt(a^2 + b^2 + c^2).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:383"))) float rnorm3df(float a, float b, float c);
// norm4df: sqrt(a^2 + b^2 + c^2 + d^2).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:384"))) float norm4df(float a, float b, float c, float d);
// rnorm4df: 1 / sqrt(a^2 + b^2 + c^2 + d^2).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:385"))) float rnorm4df(float a, float b, float c, float d);
// jnf: The Bessel function Jn of x.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:386"))) float jnf(int n, float x);
// y0f: The Bessel function of the second kind Y0 of x (NaN for x < 0).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:387"))) float y0f(float x);
// y1f: The Bessel function of the second kind Y1 of x (NaN for x < 0).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:388"))) float y1f(float x);
// ynf: The Bessel function of the second kind Yn of x (NaN for n < 0 or x < 0).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:389"))) float ynf(int n, float x);
// nanf: A quiet NaN (the default one, whatever tagp says).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:390"))) float nanf(const char* tagp);
// frexpf: The mantissa of x in [0.5, 1); *exp gets the exponent.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:395"))) float frexpf(float x, int* exp);
// modff: The fractional part of x; *n gets the integral part.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:396"))) float modff(float x, float* n);
// remquof: remainderf(x, y); *quo gets the low 3 bits of the quotient, with its sign.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:397"))) float remquof(float x, float y, int* quo);
// sincosf: *s gets sinf(x), *c gets cosf(x).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:398"))) void sincosf(float x, float* s, float* c);
// sincospif: *s gets sinpif(x), *c gets cospif(x).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:399"))) void sincospif(float x, float* s, float* c);
// normf: sqrt(a[0]^2 + ... + a[n-1]^2) (|a[0]| for n < 1).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:400"))) float normf(int n, float* a);
// rnormf: 1 / sqrt(a[0]^2 + ... + a[n-1]^2) (1 / |a[0]| for n < 1).
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:401"))) float rnormf(int n, float* a);
// abs: |x|.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:402"))) int abs(int x);
// labs: |x|.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:403"))) long int labs(long int x);
// llabs: |x|.
extern "C" __simt_callee__ __attribute__((annotate("ascsim_simt:404"))) long long int llabs(long long int x);
// llmax: The larger of x and y.
__simt_callee__ __attribute__((annotate("ascsim_simt:405"))) inline long long int llmax(long long int x, long long int y);
// ullmax: The larger of x and y.
__simt_callee__ __attribute__((annotate("ascsim_simt:406"))) inline unsigned long long int ullmax(unsigned long long int x, unsigned long long int y);
// umax: The larger of x and y.
__simt_callee__ __attribute__((annotate("ascsim_simt:407"))) inline unsigned int umax(unsigned int x, unsigned int y);
// llmin: The smaller of x and y.
__simt_callee__ __attribute__((annotate("ascsim_simt:408"))) inline long long int llmin(long long int x, long long int y);
// ullmin: The smaller of x and y.
__simt_callee__ __attribute__((annotate("ascsim_simt:409"))) inline unsigned long long int ullmin(unsigned long long int x, unsigned long long int y);
// umin: The smaller of x and y.
__simt_callee__ __attribute__((annotate("ascsim_simt:410"))) inline unsigned int umin(unsigned int x, unsigned int y);
// max: The larger of x and y.
__simt_callee__ __attribute__((annotate("ascsim_simt:411"))) inline long long int max(long long int x, long long int y);
__simt_callee__ __attribute__((annotate("ascsim_simt:412"))) inline unsigned long long int max(unsigned long long int x, unsigned long long int y);
__simt_callee__ __attribute__((annotate("ascsim_simt:413"))) inline unsigned int max(unsigned int x, unsigned int y);
__simt_callee__ __attribute__((annotate("ascsim_simt:414"))) inline long int max(long int x, long int y);
__simt_callee__ __attribute__((annotate("ascsim_simt:415"))) inline int max(int x, int y);
__simt_callee__ __attribute__((annotate("ascsim_simt:416"))) inline short max(short x, short y);
__simt_callee__ __attribute__((annotate("ascsim_simt:417"))) inline char max(char x, char y);
__simt_callee__ __attribute__((annotate("ascsim_simt:418"))) inline unsigned long int max(unsigned long int x, unsigned long int y);
__simt_callee__ __attribute__((annotate("ascsim_simt:419"))) inline unsigned short max(unsigned short x, unsigned short y);
__simt_callee__ __attribute__((annotate("ascsim_simt:420"))) inline unsigned char max(unsigned char x, unsigned char y);
__simt_callee__ __attribute__((annotate("ascsim_simt:421"))) inline float max(float x, float y);
__simt_callee__ __attribute__((annotate("ascsim_simt:422"))) inline unsigned int max(unsigned int x, int y);
__simt_callee__ __attribute__((annotate("ascsim_simt:423"))) inline unsigned int max(int x, unsigned int y);
__simt_callee__ __attribute__((annotate("ascsim_simt:424"))) inline unsigned long int max(unsigned long int x, long int y);
__simt_callee__ __attribute__((annotate("ascsim_simt:425"))) inline unsigned long int max(long int x, unsigned long int y);
__simt_callee__ __attribute__((annotate("ascsim_simt:426"))) inline unsigned long long int max(unsigned long long int x, long long int y);
__simt_callee__ __attribute__((annotate("ascsim_simt:427"))) inline unsigned long long int max(long long int x, unsigned long long int y);
// min: The smaller of x and y.
__simt_callee__ __attribute__((annotate("ascsim_simt:428"))) inline long long int min(long long int x, long long int y);
__simt_callee__ __attribute__((annotate("ascsim_simt:429"))) inline unsigned long long int min(unsigned long long int x, unsigned long long int y);
__simt_callee__ __attribute__((annotate("ascsim_simt:430"))) inline unsigned int min(unsigned int x, unsigned int y);
__simt_callee__ __attribute__((annotate("ascsim_simt:431"))) inline long int min(long int x, long int y);
__simt_callee__ __attribute__((annotate("ascsim_simt:432"))) inline int min(int x, int y);
__simt_callee__ __attribute__((annotate("ascsim_simt:433"))) inline short min(short x, short y);
__simt_callee__ __attribute__((annotate("ascsim_simt:434"))) inline char min(char x, char y);
__simt_callee__ __attribute__((annotate("ascsim_simt:435"))) inline unsigned long int min(unsigned long int x, unsigned long int y);
__simt_callee__ __attribute__((annotate("ascsim_simt:436"))) inline unsigned short min(unsigned short x, unsigned short y);
__simt_callee__ __attribute__((annotate("ascsim_simt:437"))) inline unsigned char min(unsigned char x, unsigned char y);
__simt_callee__ __attribute__((annotate("ascsim_simt:438"))) inline float min(float x, float y);
__simt_callee__ __attribute__((annotate("ascsim_simt:439"))) inline unsigned int min(unsigned int x, int y);
__simt_callee__ __attribute__((annotate("ascsim_simt:440"))) inline unsigned int min(int x, unsigned int y);
__simt_callee__ __attribute__((annotate("ascsim_simt:441"))) inline unsigned long int min(unsigned long int x, long int y);
__simt_callee__ __attribute__((annotate("ascsim_simt:442"))) inline unsigned long int min(long int x, unsigned long int y);
__simt_callee__ __attribute__((annotate("ascsim_simt:443"))) inline unsigned long long int min(unsigned long long int x, long long int y);
__simt_callee__ __attribute__((annotate("ascsim_simt:444"))) inline unsigned long long int min(long long int x, unsigned long long int y);
// abs: |x|.
__simt_callee__ __attribute__((annotate("ascsim_simt:445"))) inline float abs(float x);
#endif

#endif  // __ASCSIM_SIMT_API_MATH_FUNCTIONS_H
