// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_SIMT_API_ASC_FP16_H
#define __ASCSIM_SIMT_API_ASC_FP16_H
#include "c_api/utils/types.h"

#ifndef __ASCSIM_HOST__
// __hisnan: true if x is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:358"))) inline bool __hisnan(half x);
// __hisinf: true if x is infinite.
__simt_callee__ __attribute__((annotate("ascsim_simt:359"))) inline bool __hisinf(half x);
// __hfma: x * y + z, rounded once.
__simt_callee__ __attribute__((annotate("ascsim_simt:360"))) inline half __hfma(half x, half y, half z);
// __habs: |x|.
__simt_callee__ __attribute__((annotate("ascsim_simt:361"))) inline half __habs(half x);
// __hmax: The larger of x and y (the other if one is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:362"))) inline half __hmax(half x, half y);
// __hmin: The smaller of x and y (the other if one is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:363"))) inline half __hmin(half x, half y);
// __hmax_nan: The larger of x and y; NaN if either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:364"))) inline half __hmax_nan(half x, half y);
// __hmin_nan: The smaller of x and y; NaN if either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:365"))) inline half __hmin_nan(half x, half y);
// __hneg: -x.
__simt_callee__ __attribute__((annotate("ascsim_simt:366"))) inline half __hneg(half x);
// __hadd: x + y, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:367"))) inline half __hadd(half x, half y);
// __hsub: x - y, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:368"))) inline half __hsub(half x, half y);
// __hmul: x * y, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:369"))) inline half __hmul(half x, half y);
// __hdiv: x / y, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:370"))) inline half __hdiv(half x, half y);
// __hfma_relu: max(x * y + z, 0), rounded once (NaN stays NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:371"))) inline half __hfma_relu(half x, half y, half z);
// hcos: cos of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:372"))) inline half hcos(half x);
// hsin: sin of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:373"))) inline half hsin(half x);
// htanh: tanh of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:374"))) inline half htanh(half x);
// hexp: exp of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:375"))) inline half hexp(half x);
// hexp2: exp2 of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:376"))) inline half hexp2(half x);
// hexp10: exp10 of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:377"))) inline half hexp10(half x);
// hlog: log of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:378"))) inline half hlog(half x);
// hlog2: log2 of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:379"))) inline half hlog2(half x);
// hlog10: log10 of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:380"))) inline half hlog10(half x);
// hsqrt: sqrt of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:381"))) inline half hsqrt(half x);
// hrsqrt: rsqrt of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:382"))) inline half hrsqrt(half x);
// hrcp: rcp of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:383"))) inline half hrcp(half x);
// hfloor: floor of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:384"))) inline half hfloor(half x);
// hrint: rint of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:385"))) inline half hrint(half x);
// hceil: ceil of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:386"))) inline half hceil(half x);
// htrunc: trunc of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:387"))) inline half htrunc(half x);
// __heq: x eq y (false if either is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:388"))) inline bool __heq(half x, half y);
// __hequ: x eq y, or either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:389"))) inline bool __hequ(half x, half y);
// __hne: x ne y (false if either is NaN, except ne).
__simt_callee__ __attribute__((annotate("ascsim_simt:390"))) inline bool __hne(half x, half y);
// __hneu: x ne y, or either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:391"))) inline bool __hneu(half x, half y);
// __hle: x le y (false if either is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:392"))) inline bool __hle(half x, half y);
// __hleu: x le y, or either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:393"))) inline bool __hleu(half x, half y);
// __hge: x ge y (false if either is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:394"))) inline bool __hge(half x, half y);
// __hgeu: x ge y, or either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:395"))) inline bool __hgeu(half x, half y);
// __hlt: x lt y (false if either is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:396"))) inline bool __hlt(half x, half y);
// __hltu: x lt y, or either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:397"))) inline bool __hltu(half x, half y);
// __hgt: x gt y (false if either is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:398"))) inline bool __hgt(half x, half y);
// __hgtu: x gt y, or either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:399"))) inline bool __hgtu(half x, half y);
// __float2half: x rounded to half (to nearest, ties to even).
__simt_callee__ __attribute__((annotate("ascsim_simt:400"))) inline half __float2half(float x);
// __float2half_rn: x rounded to half (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:401"))) inline half __float2half_rn(float x);
// __float2half_rn_sat: x rounded to half (rn); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:402"))) inline half __float2half_rn_sat(float x);
// __uint2half_rn_sat: x rounded to half (rn); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:403"))) inline half __uint2half_rn_sat(unsigned int x);
// __int2half_rn_sat: x rounded to half (rn); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:404"))) inline half __int2half_rn_sat(int x);
// __uint2half_rn: x rounded to half (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:405"))) inline half __uint2half_rn(unsigned int x);
// __int2half_rn: x rounded to half (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:406"))) inline half __int2half_rn(int x);
// __ll2half_rn: x rounded to half (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:407"))) inline half __ll2half_rn(long long int x);
// __ull2half_rn: x rounded to half (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:408"))) inline half __ull2half_rn(unsigned long long int x);
// __float2half_rz: x rounded to half (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:409"))) inline half __float2half_rz(float x);
// __float2half_rz_sat: x rounded to half (rz); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:410"))) inline half __float2half_rz_sat(float x);
// __uint2half_rz_sat: x rounded to half (rz); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:411"))) inline half __uint2half_rz_sat(unsigned int x);
// __int2half_rz_sat: x rounded to half (rz); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:412"))) inline half __int2half_rz_sat(int x);
// __uint2half_rz: x rounded to half (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:413"))) inline half __uint2half_rz(unsigned int x);
// __int2half_rz: x rounded to half (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:414"))) inline half __int2half_rz(int x);
// __ll2half_rz: x rounded to half (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:415"))) inline half __ll2half_rz(long long int x);
// __ull2half_rz: x rounded to half (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:416"))) inline half __ull2half_rz(unsigned long long int x);
// __float2half_rd: x rounded to half (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:417"))) inline half __float2half_rd(float x);
// __float2half_rd_sat: x rounded to half (rd); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:418"))) inline half __float2half_rd_sat(float x);
// __uint2half_rd_sat: x rounded to half (rd); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:419"))) inline half __uint2half_rd_sat(unsigned int x);
// __int2half_rd_sat: x rounded to half (rd); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:420"))) inline half __int2half_rd_sat(int x);
// __uint2half_rd: x rounded to half (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:421"))) inline half __uint2half_rd(unsigned int x);
// __int2half_rd: x rounded to half (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:422"))) inline half __int2half_rd(int x);
// __ll2half_rd: x rounded to half (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:423"))) inline half __ll2half_rd(long long int x);
// __ull2half_rd: x rounded to half (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:424"))) inline half __ull2half_rd(unsigned long long int x);
// __float2half_ru: x rounded to half (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:425"))) inline half __float2half_ru(float x);
// __float2half_ru_sat: x rounded to half (ru); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:426"))) inline half __float2half_ru_sat(float x);
// __uint2half_ru_sat: x rounded to half (ru); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:427"))) inline half __uint2half_ru_sat(unsigned int x);
// __int2half_ru_sat: x rounded to half (ru); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:428"))) inline half __int2half_ru_sat(int x);
// __uint2half_ru: x rounded to half (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:429"))) inline half __uint2half_ru(unsigned int x);
// __int2half_ru: x rounded to half (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:430"))) inline half __int2half_ru(int x);
// __ll2half_ru: x rounded to half (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:431"))) inline half __ll2half_ru(long long int x);
// __ull2half_ru: x rounded to half (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:432"))) inline half __ull2half_ru(unsigned long long int x);
// __float2half_rna: x rounded to half (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:433"))) inline half __float2half_rna(float x);
// __float2half_rna_sat: x rounded to half (rna); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:434"))) inline half __float2half_rna_sat(float x);
// __uint2half_rna_sat: x rounded to half (rna); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:435"))) inline half __uint2half_rna_sat(unsigned int x);
// __int2half_rna_sat: x rounded to half (rna); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:436"))) inline half __int2half_rna_sat(int x);
// __uint2half_rna: x rounded to half (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:437"))) inline half __uint2half_rna(unsigned int x);
// __int2half_rna: x rounded to half (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:438"))) inline half __int2half_rna(int x);
// __ll2half_rna: x rounded to half (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:439"))) inline half __ll2half_rna(long long int x);
// __ull2half_rna: x rounded to half (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:440"))) inline half __ull2half_rna(unsigned long long int x);
// __float2half_ro: x rounded to half (ro).
__simt_callee__ __attribute__((annotate("ascsim_simt:441"))) inline half __float2half_ro(float x);
// __float2half_ro_sat: x rounded to half (ro); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:442"))) inline half __float2half_ro_sat(float x);
// __half2float: x as a float (exact).
__simt_callee__ __attribute__((annotate("ascsim_simt:443"))) inline float __half2float(half x);
// __half2uint_rn: x rounded to unsigned int (rn; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:444"))) inline unsigned int __half2uint_rn(half x);
// __half2int_rn: x rounded to int (rn; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:445"))) inline int __half2int_rn(half x);
// __half2ll_rn: x rounded to long long int (rn; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:446"))) inline long long int __half2ll_rn(half x);
// __half2ull_rn: x rounded to unsigned long long int (rn; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:447"))) inline unsigned long long int __half2ull_rn(half x);
// __half2uint_rz: x rounded to unsigned int (rz; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:448"))) inline unsigned int __half2uint_rz(half x);
// __half2int_rz: x rounded to int (rz; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:449"))) inline int __half2int_rz(half x);
// __half2ll_rz: x rounded to long long int (rz; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:450"))) inline long long int __half2ll_rz(half x);
// __half2ull_rz: x rounded to unsigned long long int (rz; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:451"))) inline unsigned long long int __half2ull_rz(half x);
// __half2uint_rd: x rounded to unsigned int (rd; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:452"))) inline unsigned int __half2uint_rd(half x);
// __half2int_rd: x rounded to int (rd; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:453"))) inline int __half2int_rd(half x);
// __half2ll_rd: x rounded to long long int (rd; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:454"))) inline long long int __half2ll_rd(half x);
// __half2ull_rd: x rounded to unsigned long long int (rd; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:455"))) inline unsigned long long int __half2ull_rd(half x);
// __half2uint_ru: x rounded to unsigned int (ru; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:456"))) inline unsigned int __half2uint_ru(half x);
// __half2int_ru: x rounded to int (ru; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:457"))) inline int __half2int_ru(half x);
// __half2ll_ru: x rounded to long long int (ru; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:458"))) inline long long int __half2ll_ru(half x);
// __half2ull_ru: x rounded to unsigned long long int (ru; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:459"))) inline unsigned long long int __half2ull_ru(half x);
// __half2uint_rna: x rounded to unsigned int (rna; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:460"))) inline unsigned int __half2uint_rna(half x);
// __half2int_rna: x rounded to int (rna; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:461"))) inline int __half2int_rna(half x);
// __half2ll_rna: x rounded to long long int (rna; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:462"))) inline long long int __half2ll_rna(half x);
// __half2ull_rna: x rounded to unsigned long long int (rna; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:463"))) inline unsigned long long int __half2ull_rna(half x);
// __ushort_as_half: The bits of x as a half.
__simt_callee__ __attribute__((annotate("ascsim_simt:464"))) inline half __ushort_as_half(unsigned short x);
// __half_as_ushort: The bits of x as an unsigned short.
__simt_callee__ __attribute__((annotate("ascsim_simt:465"))) inline unsigned short __half_as_ushort(half x);
// asc_atomic_add: Writes the sum of the half element and val; returns the element before (inexact on the chip, says the page).
__simt_callee__ __attribute__((annotate("ascsim_simt:466"))) inline half asc_atomic_add(half* address, half val);
// asc_atomic_max: Writes the larger of the half element and val; returns the element before (inexact on the chip, says the page).
__simt_callee__ __attribute__((annotate("ascsim_simt:467"))) inline half asc_atomic_max(half* address, half val);
// asc_atomic_min: Writes the smaller of the half element and val; returns the element before (inexact on the chip, says the page).
__simt_callee__ __attribute__((annotate("ascsim_simt:468"))) inline half asc_atomic_min(half* address, half val);
// asc_atomic_sub: asc_atomic_sub on a half element.
__simt_callee__ __attribute__((annotate("ascsim_simt:469"))) inline half asc_atomic_sub(half* address, half val);
// asc_ldcg: asc_ldcg of a half element.
__simt_callee__ __attribute__((annotate("ascsim_simt:470"))) inline half asc_ldcg(half* address);
// asc_ldca: asc_ldca of a half element.
__simt_callee__ __attribute__((annotate("ascsim_simt:471"))) inline half asc_ldca(half* address);
// asc_stcg: asc_stcg of a half element.
__simt_callee__ __attribute__((annotate("ascsim_simt:472"))) inline void asc_stcg(half* address, half val);
// asc_stwt: asc_stwt of a half element.
__simt_callee__ __attribute__((annotate("ascsim_simt:473"))) inline void asc_stwt(half* address, half val);
// asc_shfl: asc_shfl of a half value.
__simt_callee__ __attribute__((annotate("ascsim_simt:474"))) inline half asc_shfl(half var, int32_t src_lane, int32_t width = warpSize);
// asc_shfl_up: asc_shfl_up of a half value.
__simt_callee__ __attribute__((annotate("ascsim_simt:475"))) inline half asc_shfl_up(half var, uint32_t delta, int32_t width = warpSize);
// asc_shfl_down: asc_shfl_down of a half value.
__simt_callee__ __attribute__((annotate("ascsim_simt:476"))) inline half asc_shfl_down(half var, uint32_t delta, int32_t width = warpSize);
// asc_shfl_xor: asc_shfl_xor of a half value.
__simt_callee__ __attribute__((annotate("ascsim_simt:477"))) inline half asc_shfl_xor(half var, int32_t lane_mask, int32_t width = warpSize);
// asc_reduce_add: asc_reduce_add of a half value.
__simt_callee__ __attribute__((annotate("ascsim_simt:478"))) inline half asc_reduce_add(half val);
// asc_reduce_max: asc_reduce_max of a half value.
__simt_callee__ __attribute__((annotate("ascsim_simt:479"))) inline half asc_reduce_max(half val);
// asc_reduce_min: asc_reduce_min of a half value.
__simt_callee__ __attribute__((annotate("ascsim_simt:480"))) inline half asc_reduce_min(half val);
// __half2half_rn: x rounded to an integral half (rn; a zero result is +0).
__simt_callee__ __attribute__((annotate("ascsim_simt:481"))) inline half __half2half_rn(half x);
// __half2half_rz: x rounded to an integral half (rz; a zero result is +0).
__simt_callee__ __attribute__((annotate("ascsim_simt:482"))) inline half __half2half_rz(half x);
// __half2half_rd: x rounded to an integral half (rd; a zero result is +0).
__simt_callee__ __attribute__((annotate("ascsim_simt:483"))) inline half __half2half_rd(half x);
// __half2half_ru: x rounded to an integral half (ru; a zero result is +0).
__simt_callee__ __attribute__((annotate("ascsim_simt:484"))) inline half __half2half_ru(half x);
// __half2half_rna: x rounded to an integral half (rna; a zero result is +0).
__simt_callee__ __attribute__((annotate("ascsim_simt:485"))) inline half __half2half_rna(half x);
// __half2char_rz: x rounded to signed char (rz; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:486"))) inline signed char __half2char_rz(half x);
// __half2uchar_rz: x rounded to unsigned char (rz; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:487"))) inline unsigned char __half2uchar_rz(half x);
// __half2short_rn: x rounded to short (rn; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:488"))) inline short __half2short_rn(half x);
// __half2short_rz: x rounded to short (rz; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:489"))) inline short __half2short_rz(half x);
// __half2short_rd: x rounded to short (rd; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:490"))) inline short __half2short_rd(half x);
// __half2short_ru: x rounded to short (ru; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:491"))) inline short __half2short_ru(half x);
// __half2ushort_rn: x rounded to unsigned short (rn; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:492"))) inline unsigned short __half2ushort_rn(half x);
// __half2ushort_rz: x rounded to unsigned short (rz; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:493"))) inline unsigned short __half2ushort_rz(half x);
// __half2ushort_rd: x rounded to unsigned short (rd; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:494"))) inline unsigned short __half2ushort_rd(half x);
// __half2ushort_ru: x rounded to unsigned short (ru; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:495"))) inline unsigned short __half2ushort_ru(half x);
// __short2half_rn: x rounded to half (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:496"))) inline half __short2half_rn(short x);
// __short2half_rz: x rounded to half (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:497"))) inline half __short2half_rz(short x);
// __short2half_rd: x rounded to half (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:498"))) inline half __short2half_rd(short x);
// __short2half_ru: x rounded to half (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:499"))) inline half __short2half_ru(short x);
// __ushort2half_rn: x rounded to half (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:500"))) inline half __ushort2half_rn(unsigned short x);
// __ushort2half_rz: x rounded to half (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:501"))) inline half __ushort2half_rz(unsigned short x);
// __ushort2half_rd: x rounded to half (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:502"))) inline half __ushort2half_rd(unsigned short x);
// __ushort2half_ru: x rounded to half (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:503"))) inline half __ushort2half_ru(unsigned short x);
// __half_as_short: The bits of x as a short.
__simt_callee__ __attribute__((annotate("ascsim_simt:504"))) inline short __half_as_short(half x);
// __short_as_half: The bits of x as a half.
__simt_callee__ __attribute__((annotate("ascsim_simt:505"))) inline half __short_as_half(short x);
#endif

#endif  // __ASCSIM_SIMT_API_ASC_FP16_H
