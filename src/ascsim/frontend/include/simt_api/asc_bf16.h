// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_SIMT_API_ASC_BF16_H
#define __ASCSIM_SIMT_API_ASC_BF16_H
#include "c_api/utils/types.h"
#include "simt_api/device_types.h"

#ifndef __ASCSIM_HOST__
// __hisnan: true if x is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:697"))) inline bool __hisnan(bfloat16_t x);
// __hisinf: true if x is infinite.
__simt_callee__ __attribute__((annotate("ascsim_simt:698"))) inline bool __hisinf(bfloat16_t x);
// __hfma: x * y + z, rounded once.
__simt_callee__ __attribute__((annotate("ascsim_simt:699"))) inline bfloat16_t __hfma(bfloat16_t x, bfloat16_t y, bfloat16_t z);
// __habs: |x|.
__simt_callee__ __attribute__((annotate("ascsim_simt:700"))) inline bfloat16_t __habs(bfloat16_t x);
// __hmax: The larger of x and y (the other if one is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:701"))) inline bfloat16_t __hmax(bfloat16_t x, bfloat16_t y);
// __hmin: The smaller of x and y (the other if one is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:702"))) inline bfloat16_t __hmin(bfloat16_t x, bfloat16_t y);
// __hmax_nan: The larger of x and y; NaN if either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:703"))) inline bfloat16_t __hmax_nan(bfloat16_t x, bfloat16_t y);
// __hmin_nan: The smaller of x and y; NaN if either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:704"))) inline bfloat16_t __hmin_nan(bfloat16_t x, bfloat16_t y);
// __hneg: -x.
__simt_callee__ __attribute__((annotate("ascsim_simt:705"))) inline bfloat16_t __hneg(bfloat16_t x);
// __hadd: x + y, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:706"))) inline bfloat16_t __hadd(bfloat16_t x, bfloat16_t y);
// __hsub: x - y, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:707"))) inline bfloat16_t __hsub(bfloat16_t x, bfloat16_t y);
// __hmul: x * y, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:708"))) inline bfloat16_t __hmul(bfloat16_t x, bfloat16_t y);
// __hdiv: x / y, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:709"))) inline bfloat16_t __hdiv(bfloat16_t x, bfloat16_t y);
// hcos: cos of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:710"))) inline bfloat16_t hcos(bfloat16_t x);
// hsin: sin of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:711"))) inline bfloat16_t hsin(bfloat16_t x);
// htanh: tanh of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:712"))) inline bfloat16_t htanh(bfloat16_t x);
// hexp: exp of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:713"))) inline bfloat16_t hexp(bfloat16_t x);
// hexp2: exp2 of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:714"))) inline bfloat16_t hexp2(bfloat16_t x);
// hexp10: exp10 of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:715"))) inline bfloat16_t hexp10(bfloat16_t x);
// hlog: log of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:716"))) inline bfloat16_t hlog(bfloat16_t x);
// hlog2: log2 of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:717"))) inline bfloat16_t hlog2(bfloat16_t x);
// hlog10: log10 of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:718"))) inline bfloat16_t hlog10(bfloat16_t x);
// hsqrt: sqrt of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:719"))) inline bfloat16_t hsqrt(bfloat16_t x);
// hrsqrt: rsqrt of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:720"))) inline bfloat16_t hrsqrt(bfloat16_t x);
// hrcp: rcp of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:721"))) inline bfloat16_t hrcp(bfloat16_t x);
// hfloor: floor of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:722"))) inline bfloat16_t hfloor(bfloat16_t x);
// hrint: rint of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:723"))) inline bfloat16_t hrint(bfloat16_t x);
// hceil: ceil of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:724"))) inline bfloat16_t hceil(bfloat16_t x);
// htrunc: trunc of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:725"))) inline bfloat16_t htrunc(bfloat16_t x);
// __heq: x eq y (false if either is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:726"))) inline bool __heq(bfloat16_t x, bfloat16_t y);
// __hequ: x eq y, or either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:727"))) inline bool __hequ(bfloat16_t x, bfloat16_t y);
// __hne: x ne y (false if either is NaN, except ne).
__simt_callee__ __attribute__((annotate("ascsim_simt:728"))) inline bool __hne(bfloat16_t x, bfloat16_t y);
// __hneu: x ne y, or either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:729"))) inline bool __hneu(bfloat16_t x, bfloat16_t y);
// __hle: x le y (false if either is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:730"))) inline bool __hle(bfloat16_t x, bfloat16_t y);
// __hleu: x le y, or either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:731"))) inline bool __hleu(bfloat16_t x, bfloat16_t y);
// __hge: x ge y (false if either is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:732"))) inline bool __hge(bfloat16_t x, bfloat16_t y);
// __hgeu: x ge y, or either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:733"))) inline bool __hgeu(bfloat16_t x, bfloat16_t y);
// __hlt: x lt y (false if either is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:734"))) inline bool __hlt(bfloat16_t x, bfloat16_t y);
// __hltu: x lt y, or either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:735"))) inline bool __hltu(bfloat16_t x, bfloat16_t y);
// __hgt: x gt y (false if either is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:736"))) inline bool __hgt(bfloat16_t x, bfloat16_t y);
// __hgtu: x gt y, or either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:737"))) inline bool __hgtu(bfloat16_t x, bfloat16_t y);
// __float2bfloat16: x rounded to bfloat16_t (to nearest, ties to even).
__simt_callee__ __attribute__((annotate("ascsim_simt:738"))) inline bfloat16_t __float2bfloat16(float x);
// __float2bfloat16_rn: x rounded to bfloat16_t (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:739"))) inline bfloat16_t __float2bfloat16_rn(float x);
// __float2bfloat16_rn_sat: x rounded to bfloat16_t (rn); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:740"))) inline bfloat16_t __float2bfloat16_rn_sat(float x);
// __uint2bfloat16_rn: x rounded to bfloat16_t (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:741"))) inline bfloat16_t __uint2bfloat16_rn(unsigned int x);
// __int2bfloat16_rn: x rounded to bfloat16_t (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:742"))) inline bfloat16_t __int2bfloat16_rn(int x);
// __ll2bfloat16_rn: x rounded to bfloat16_t (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:743"))) inline bfloat16_t __ll2bfloat16_rn(long long int x);
// __ull2bfloat16_rn: x rounded to bfloat16_t (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:744"))) inline bfloat16_t __ull2bfloat16_rn(unsigned long long int x);
// __float2bfloat16_rz: x rounded to bfloat16_t (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:745"))) inline bfloat16_t __float2bfloat16_rz(float x);
// __float2bfloat16_rz_sat: x rounded to bfloat16_t (rz); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:746"))) inline bfloat16_t __float2bfloat16_rz_sat(float x);
// __uint2bfloat16_rz: x rounded to bfloat16_t (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:747"))) inline bfloat16_t __uint2bfloat16_rz(unsigned int x);
// __int2bfloat16_rz: x rounded to bfloat16_t (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:748"))) inline bfloat16_t __int2bfloat16_rz(int x);
// __ll2bfloat16_rz: x rounded to bfloat16_t (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:749"))) inline bfloat16_t __ll2bfloat16_rz(long long int x);
// __ull2bfloat16_rz: x rounded to bfloat16_t (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:750"))) inline bfloat16_t __ull2bfloat16_rz(unsigned long long int x);
// __float2bfloat16_rd: x rounded to bfloat16_t (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:751"))) inline bfloat16_t __float2bfloat16_rd(float x);
// __float2bfloat16_rd_sat: x rounded to bfloat16_t (rd); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:752"))) inline bfloat16_t __float2bfloat16_rd_sat(float x);
// __uint2bfloat16_rd: x rounded to bfloat16_t (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:753"))) inline bfloat16_t __uint2bfloat16_rd(unsigned int x);
// __int2bfloat16_rd: x rounded to bfloat16_t (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:754"))) inline bfloat16_t __int2bfloat16_rd(int x);
// __ll2bfloat16_rd: x rounded to bfloat16_t (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:755"))) inline bfloat16_t __ll2bfloat16_rd(long long int x);
// __ull2bfloat16_rd: x rounded to bfloat16_t (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:756"))) inline bfloat16_t __ull2bfloat16_rd(unsigned long long int x);
// __float2bfloat16_ru: x rounded to bfloat16_t (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:757"))) inline bfloat16_t __float2bfloat16_ru(float x);
// __float2bfloat16_ru_sat: x rounded to bfloat16_t (ru); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:758"))) inline bfloat16_t __float2bfloat16_ru_sat(float x);
// __uint2bfloat16_ru: x rounded to bfloat16_t (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:759"))) inline bfloat16_t __uint2bfloat16_ru(unsigned int x);
// __int2bfloat16_ru: x rounded to bfloat16_t (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:760"))) inline bfloat16_t __int2bfloat16_ru(int x);
// __ll2bfloat16_ru: x rounded to bfloat16_t (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:761"))) inline bfloat16_t __ll2bfloat16_ru(long long int x);
// __ull2bfloat16_ru: x rounded to bfloat16_t (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:762"))) inline bfloat16_t __ull2bfloat16_ru(unsigned long long int x);
// __float2bfloat16_rna: x rounded to bfloat16_t (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:763"))) inline bfloat16_t __float2bfloat16_rna(float x);
// __float2bfloat16_rna_sat: x rounded to bfloat16_t (rna); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:764"))) inline bfloat16_t __float2bfloat16_rna_sat(float x);
// __uint2bfloat16_rna: x rounded to bfloat16_t (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:765"))) inline bfloat16_t __uint2bfloat16_rna(unsigned int x);
// __int2bfloat16_rna: x rounded to bfloat16_t (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:766"))) inline bfloat16_t __int2bfloat16_rna(int x);
// __ll2bfloat16_rna: x rounded to bfloat16_t (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:767"))) inline bfloat16_t __ll2bfloat16_rna(long long int x);
// __ull2bfloat16_rna: x rounded to bfloat16_t (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:768"))) inline bfloat16_t __ull2bfloat16_rna(unsigned long long int x);
// __bfloat162float: x as a float (exact).
__simt_callee__ __attribute__((annotate("ascsim_simt:769"))) inline float __bfloat162float(bfloat16_t x);
// __bfloat162uint_rn: x rounded to unsigned int (rn; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:770"))) inline unsigned int __bfloat162uint_rn(bfloat16_t x);
// __bfloat162int_rn: x rounded to int (rn; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:771"))) inline int __bfloat162int_rn(bfloat16_t x);
// __bfloat162ll_rn: x rounded to long long int (rn; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:772"))) inline long long int __bfloat162ll_rn(bfloat16_t x);
// __bfloat162ull_rn: x rounded to unsigned long long int (rn; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:773"))) inline unsigned long long int __bfloat162ull_rn(bfloat16_t x);
// __bfloat162uint_rz: x rounded to unsigned int (rz; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:774"))) inline unsigned int __bfloat162uint_rz(bfloat16_t x);
// __bfloat162int_rz: x rounded to int (rz; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:775"))) inline int __bfloat162int_rz(bfloat16_t x);
// __bfloat162ll_rz: x rounded to long long int (rz; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:776"))) inline long long int __bfloat162ll_rz(bfloat16_t x);
// __bfloat162ull_rz: x rounded to unsigned long long int (rz; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:777"))) inline unsigned long long int __bfloat162ull_rz(bfloat16_t x);
// __bfloat162uint_rd: x rounded to unsigned int (rd; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:778"))) inline unsigned int __bfloat162uint_rd(bfloat16_t x);
// __bfloat162int_rd: x rounded to int (rd; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:779"))) inline int __bfloat162int_rd(bfloat16_t x);
// __bfloat162ll_rd: x rounded to long long int (rd; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:780"))) inline long long int __bfloat162ll_rd(bfloat16_t x);
// __bfloat162ull_rd: x rounded to unsigned long long int (rd; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:781"))) inline unsigned long long int __bfloat162ull_rd(bfloat16_t x);
// __bfloat162uint_ru: x rounded to unsigned int (ru; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:782"))) inline unsigned int __bfloat162uint_ru(bfloat16_t x);
// __bfloat162int_ru: x rounded to int (ru; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:783"))) inline int __bfloat162int_ru(bfloat16_t x);
// __bfloat162ll_ru: x rounded to long long int (ru; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:784"))) inline long long int __bfloat162ll_ru(bfloat16_t x);
// __bfloat162ull_ru: x rounded to unsigned long long int (ru; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:785"))) inline unsigned long long int __bfloat162ull_ru(bfloat16_t x);
// __bfloat162uint_rna: x rounded to unsigned int (rna; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:786"))) inline unsigned int __bfloat162uint_rna(bfloat16_t x);
// __bfloat162int_rna: x rounded to int (rna; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:787"))) inline int __bfloat162int_rna(bfloat16_t x);
// __bfloat162ll_rna: x rounded to long long int (rna; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:788"))) inline long long int __bfloat162ll_rna(bfloat16_t x);
// __bfloat162ull_rna: x rounded to unsigned long long int (rna; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:789"))) inline unsigned long long int __bfloat162ull_rna(bfloat16_t x);
// __ushort_as_bfloat16: The bits of x as a bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:790"))) inline bfloat16_t __ushort_as_bfloat16(unsigned short x);
// __bfloat16_as_ushort: The bits of x as an unsigned short.
__simt_callee__ __attribute__((annotate("ascsim_simt:791"))) inline unsigned short __bfloat16_as_ushort(bfloat16_t x);
// asc_atomic_add: Writes the sum of the bfloat16_t element and val; returns the element before (inexact on the chip, says the page).
__simt_callee__ __attribute__((annotate("ascsim_simt:792"))) inline bfloat16_t asc_atomic_add(bfloat16_t* address, bfloat16_t val);
// asc_atomic_max: Writes the larger of the bfloat16_t element and val; returns the element before (inexact on the chip, says the page).
__simt_callee__ __attribute__((annotate("ascsim_simt:793"))) inline bfloat16_t asc_atomic_max(bfloat16_t* address, bfloat16_t val);
// asc_atomic_min: Writes the smaller of the bfloat16_t element and val; returns the element before (inexact on the chip, says the page).
__simt_callee__ __attribute__((annotate("ascsim_simt:794"))) inline bfloat16_t asc_atomic_min(bfloat16_t* address, bfloat16_t val);
// asc_atomic_sub: asc_atomic_sub on a bfloat16_t element.
__simt_callee__ __attribute__((annotate("ascsim_simt:795"))) inline bfloat16_t asc_atomic_sub(bfloat16_t* address, bfloat16_t val);
// asc_ldcg: asc_ldcg of a bfloat16_t element.
__simt_callee__ __attribute__((annotate("ascsim_simt:796"))) inline bfloat16_t asc_ldcg(bfloat16_t* address);
// asc_ldca: asc_ldca of a bfloat16_t element.
__simt_callee__ __attribute__((annotate("ascsim_simt:797"))) inline bfloat16_t asc_ldca(bfloat16_t* address);
// asc_stcg: asc_stcg of a bfloat16_t element.
__simt_callee__ __attribute__((annotate("ascsim_simt:798"))) inline void asc_stcg(bfloat16_t* address, bfloat16_t val);
// asc_stwt: asc_stwt of a bfloat16_t element.
__simt_callee__ __attribute__((annotate("ascsim_simt:799"))) inline void asc_stwt(bfloat16_t* address, bfloat16_t val);
// asc_shfl: asc_shfl of a bfloat16_t value.
__simt_callee__ __attribute__((annotate("ascsim_simt:800"))) inline bfloat16_t asc_shfl(bfloat16_t var, int32_t src_lane, int32_t width = warpSize);
// asc_shfl_up: asc_shfl_up of a bfloat16_t value.
__simt_callee__ __attribute__((annotate("ascsim_simt:801"))) inline bfloat16_t asc_shfl_up(bfloat16_t var, uint32_t delta, int32_t width = warpSize);
// asc_shfl_down: asc_shfl_down of a bfloat16_t value.
__simt_callee__ __attribute__((annotate("ascsim_simt:802"))) inline bfloat16_t asc_shfl_down(bfloat16_t var, uint32_t delta, int32_t width = warpSize);
// asc_shfl_xor: asc_shfl_xor of a bfloat16_t value.
__simt_callee__ __attribute__((annotate("ascsim_simt:803"))) inline bfloat16_t asc_shfl_xor(bfloat16_t var, int32_t lane_mask, int32_t width = warpSize);
// __bfloat162bfloat16_rn: x rounded to an integral bfloat16_t (rn; a zero result is +0).
__simt_callee__ __attribute__((annotate("ascsim_simt:804"))) inline bfloat16_t __bfloat162bfloat16_rn(bfloat16_t x);
// __bfloat162bfloat16_rz: x rounded to an integral bfloat16_t (rz; a zero result is +0).
__simt_callee__ __attribute__((annotate("ascsim_simt:805"))) inline bfloat16_t __bfloat162bfloat16_rz(bfloat16_t x);
// __bfloat162bfloat16_rd: x rounded to an integral bfloat16_t (rd; a zero result is +0).
__simt_callee__ __attribute__((annotate("ascsim_simt:806"))) inline bfloat16_t __bfloat162bfloat16_rd(bfloat16_t x);
// __bfloat162bfloat16_ru: x rounded to an integral bfloat16_t (ru; a zero result is +0).
__simt_callee__ __attribute__((annotate("ascsim_simt:807"))) inline bfloat16_t __bfloat162bfloat16_ru(bfloat16_t x);
// __bfloat162bfloat16_rna: x rounded to an integral bfloat16_t (rna; a zero result is +0).
__simt_callee__ __attribute__((annotate("ascsim_simt:808"))) inline bfloat16_t __bfloat162bfloat16_rna(bfloat16_t x);
// __half2bfloat16_rn: x rounded to bfloat16_t (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:809"))) inline bfloat16_t __half2bfloat16_rn(half x);
// __half2bfloat16_rz: x rounded to bfloat16_t (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:810"))) inline bfloat16_t __half2bfloat16_rz(half x);
// __half2bfloat16_rd: x rounded to bfloat16_t (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:811"))) inline bfloat16_t __half2bfloat16_rd(half x);
// __half2bfloat16_ru: x rounded to bfloat16_t (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:812"))) inline bfloat16_t __half2bfloat16_ru(half x);
// __half2bfloat16_rna: x rounded to bfloat16_t (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:813"))) inline bfloat16_t __half2bfloat16_rna(half x);
// __bfloat162half_rn: x rounded to half (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:814"))) inline half __bfloat162half_rn(bfloat16_t x);
// __bfloat162half_rn_sat: x rounded to half (rn); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:815"))) inline half __bfloat162half_rn_sat(bfloat16_t x);
// __bfloat162half_rz: x rounded to half (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:816"))) inline half __bfloat162half_rz(bfloat16_t x);
// __bfloat162half_rz_sat: x rounded to half (rz); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:817"))) inline half __bfloat162half_rz_sat(bfloat16_t x);
// __bfloat162half_rd: x rounded to half (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:818"))) inline half __bfloat162half_rd(bfloat16_t x);
// __bfloat162half_rd_sat: x rounded to half (rd); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:819"))) inline half __bfloat162half_rd_sat(bfloat16_t x);
// __bfloat162half_ru: x rounded to half (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:820"))) inline half __bfloat162half_ru(bfloat16_t x);
// __bfloat162half_ru_sat: x rounded to half (ru); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:821"))) inline half __bfloat162half_ru_sat(bfloat16_t x);
// __bfloat162half_rna: x rounded to half (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:822"))) inline half __bfloat162half_rna(bfloat16_t x);
// __bfloat162half_rna_sat: x rounded to half (rna); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:823"))) inline half __bfloat162half_rna_sat(bfloat16_t x);
// __hfma_relu: max(x * y + z, 0), rounded once (NaN stays NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:824"))) inline bfloat16_t __hfma_relu(bfloat16_t x, bfloat16_t y, bfloat16_t z);
// h2cos: cos of each member, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:825"))) inline bfloat16x2_t h2cos(bfloat16x2_t x);
// h2sin: sin of each member, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:826"))) inline bfloat16x2_t h2sin(bfloat16x2_t x);
// h2tanh: tanh of each member, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:827"))) inline bfloat16x2_t h2tanh(bfloat16x2_t x);
// h2exp: exp of each member, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:828"))) inline bfloat16x2_t h2exp(bfloat16x2_t x);
// h2exp2: exp2 of each member, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:829"))) inline bfloat16x2_t h2exp2(bfloat16x2_t x);
// h2exp10: exp10 of each member, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:830"))) inline bfloat16x2_t h2exp10(bfloat16x2_t x);
// h2log: log of each member, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:831"))) inline bfloat16x2_t h2log(bfloat16x2_t x);
// h2log2: log2 of each member, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:832"))) inline bfloat16x2_t h2log2(bfloat16x2_t x);
// h2log10: log10 of each member, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:833"))) inline bfloat16x2_t h2log10(bfloat16x2_t x);
// h2sqrt: sqrt of each member, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:834"))) inline bfloat16x2_t h2sqrt(bfloat16x2_t x);
// h2rsqrt: rsqrt of each member, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:835"))) inline bfloat16x2_t h2rsqrt(bfloat16x2_t x);
// h2rcp: rcp of each member, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:836"))) inline bfloat16x2_t h2rcp(bfloat16x2_t x);
// h2floor: floor of each member, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:837"))) inline bfloat16x2_t h2floor(bfloat16x2_t x);
// h2rint: rint of each member, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:838"))) inline bfloat16x2_t h2rint(bfloat16x2_t x);
// h2ceil: ceil of each member, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:839"))) inline bfloat16x2_t h2ceil(bfloat16x2_t x);
// h2trunc: trunc of each member, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:840"))) inline bfloat16x2_t h2trunc(bfloat16x2_t x);
// __haddx2: x + y member by member, each rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:841"))) inline bfloat16x2_t __haddx2(bfloat16x2_t x, bfloat16x2_t y);
// __hsubx2: x - y member by member, each rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:842"))) inline bfloat16x2_t __hsubx2(bfloat16x2_t x, bfloat16x2_t y);
// __hmulx2: x * y member by member, each rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:843"))) inline bfloat16x2_t __hmulx2(bfloat16x2_t x, bfloat16x2_t y);
// __hdivx2: x / y member by member, each rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:844"))) inline bfloat16x2_t __hdivx2(bfloat16x2_t x, bfloat16x2_t y);
// __habsx2: |x| of each member.
__simt_callee__ __attribute__((annotate("ascsim_simt:845"))) inline bfloat16x2_t __habsx2(bfloat16x2_t x);
// __hnegx2: -x of each member.
__simt_callee__ __attribute__((annotate("ascsim_simt:846"))) inline bfloat16x2_t __hnegx2(bfloat16x2_t x);
// __hfmax2: x * y + z member by member, each rounded once.
__simt_callee__ __attribute__((annotate("ascsim_simt:847"))) inline bfloat16x2_t __hfmax2(bfloat16x2_t x, bfloat16x2_t y, bfloat16x2_t z);
// __hfmax2_relu: max(x * y + z, 0) member by member, each rounded once (NaN stays NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:848"))) inline bfloat16x2_t __hfmax2_relu(bfloat16x2_t x, bfloat16x2_t y, bfloat16x2_t z);
// __hcmadd: x * y + z of complex numbers (x the real part, y the imaginary), by two fused multiply-adds per part.
__simt_callee__ __attribute__((annotate("ascsim_simt:849"))) inline bfloat16x2_t __hcmadd(bfloat16x2_t x, bfloat16x2_t y, bfloat16x2_t z);
// __hmaxx2: The larger member by member (the other if one is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:850"))) inline bfloat16x2_t __hmaxx2(bfloat16x2_t x, bfloat16x2_t y);
// __hminx2: The smaller member by member (the other if one is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:851"))) inline bfloat16x2_t __hminx2(bfloat16x2_t x, bfloat16x2_t y);
// __hmaxx2_nan: The larger member by member; NaN if either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:852"))) inline bfloat16x2_t __hmaxx2_nan(bfloat16x2_t x, bfloat16x2_t y);
// __hminx2_nan: The smaller member by member; NaN if either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:853"))) inline bfloat16x2_t __hminx2_nan(bfloat16x2_t x, bfloat16x2_t y);
// __isnanx2: 1.0 for each member that is NaN, else 0.0.
__simt_callee__ __attribute__((annotate("ascsim_simt:854"))) inline bfloat16x2_t __isnanx2(bfloat16x2_t x);
// __heqx2: x eq y member by member: 1.0 or 0.0 (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:855"))) inline bfloat16x2_t __heqx2(bfloat16x2_t x, bfloat16x2_t y);
// __hbeqx2: true if x eq y for both members (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:856"))) inline bool __hbeqx2(bfloat16x2_t x, bfloat16x2_t y);
// __heqx2_mask: x eq y member by member as 0xFFFF or 0 in the low (x) and high (y) 16 bits (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:857"))) inline unsigned int __heqx2_mask(bfloat16x2_t x, bfloat16x2_t y);
// __hequx2: x eq y member by member: 1.0 or 0.0 (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:858"))) inline bfloat16x2_t __hequx2(bfloat16x2_t x, bfloat16x2_t y);
// __hbequx2: true if x eq y for both members (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:859"))) inline bool __hbequx2(bfloat16x2_t x, bfloat16x2_t y);
// __hequx2_mask: x eq y member by member as 0xFFFF or 0 in the low (x) and high (y) 16 bits (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:860"))) inline unsigned int __hequx2_mask(bfloat16x2_t x, bfloat16x2_t y);
// __hnex2: x ne y member by member: 1.0 or 0.0 (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:861"))) inline bfloat16x2_t __hnex2(bfloat16x2_t x, bfloat16x2_t y);
// __hbnex2: true if x ne y for both members (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:862"))) inline bool __hbnex2(bfloat16x2_t x, bfloat16x2_t y);
// __hnex2_mask: x ne y member by member as 0xFFFF or 0 in the low (x) and high (y) 16 bits (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:863"))) inline unsigned int __hnex2_mask(bfloat16x2_t x, bfloat16x2_t y);
// __hneux2: x ne y member by member: 1.0 or 0.0 (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:864"))) inline bfloat16x2_t __hneux2(bfloat16x2_t x, bfloat16x2_t y);
// __hbneux2: true if x ne y for both members (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:865"))) inline bool __hbneux2(bfloat16x2_t x, bfloat16x2_t y);
// __hneux2_mask: x ne y member by member as 0xFFFF or 0 in the low (x) and high (y) 16 bits (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:866"))) inline unsigned int __hneux2_mask(bfloat16x2_t x, bfloat16x2_t y);
// __hlex2: x le y member by member: 1.0 or 0.0 (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:867"))) inline bfloat16x2_t __hlex2(bfloat16x2_t x, bfloat16x2_t y);
// __hblex2: true if x le y for both members (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:868"))) inline bool __hblex2(bfloat16x2_t x, bfloat16x2_t y);
// __hlex2_mask: x le y member by member as 0xFFFF or 0 in the low (x) and high (y) 16 bits (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:869"))) inline unsigned int __hlex2_mask(bfloat16x2_t x, bfloat16x2_t y);
// __hleux2: x le y member by member: 1.0 or 0.0 (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:870"))) inline bfloat16x2_t __hleux2(bfloat16x2_t x, bfloat16x2_t y);
// __hbleux2: true if x le y for both members (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:871"))) inline bool __hbleux2(bfloat16x2_t x, bfloat16x2_t y);
// __hleux2_mask: x le y member by member as 0xFFFF or 0 in the low (x) and high (y) 16 bits (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:872"))) inline unsigned int __hleux2_mask(bfloat16x2_t x, bfloat16x2_t y);
// __hgex2: x ge y member by member: 1.0 or 0.0 (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:873"))) inline bfloat16x2_t __hgex2(bfloat16x2_t x, bfloat16x2_t y);
// __hbgex2: true if x ge y for both members (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:874"))) inline bool __hbgex2(bfloat16x2_t x, bfloat16x2_t y);
// __hgex2_mask: x ge y member by member as 0xFFFF or 0 in the low (x) and high (y) 16 bits (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:875"))) inline unsigned int __hgex2_mask(bfloat16x2_t x, bfloat16x2_t y);
// __hgeux2: x ge y member by member: 1.0 or 0.0 (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:876"))) inline bfloat16x2_t __hgeux2(bfloat16x2_t x, bfloat16x2_t y);
// __hbgeux2: true if x ge y for both members (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:877"))) inline bool __hbgeux2(bfloat16x2_t x, bfloat16x2_t y);
// __hgeux2_mask: x ge y member by member as 0xFFFF or 0 in the low (x) and high (y) 16 bits (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:878"))) inline unsigned int __hgeux2_mask(bfloat16x2_t x, bfloat16x2_t y);
// __hltx2: x lt y member by member: 1.0 or 0.0 (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:879"))) inline bfloat16x2_t __hltx2(bfloat16x2_t x, bfloat16x2_t y);
// __hbltx2: true if x lt y for both members (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:880"))) inline bool __hbltx2(bfloat16x2_t x, bfloat16x2_t y);
// __hltx2_mask: x lt y member by member as 0xFFFF or 0 in the low (x) and high (y) 16 bits (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:881"))) inline unsigned int __hltx2_mask(bfloat16x2_t x, bfloat16x2_t y);
// __hltux2: x lt y member by member: 1.0 or 0.0 (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:882"))) inline bfloat16x2_t __hltux2(bfloat16x2_t x, bfloat16x2_t y);
// __hbltux2: true if x lt y for both members (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:883"))) inline bool __hbltux2(bfloat16x2_t x, bfloat16x2_t y);
// __hltux2_mask: x lt y member by member as 0xFFFF or 0 in the low (x) and high (y) 16 bits (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:884"))) inline unsigned int __hltux2_mask(bfloat16x2_t x, bfloat16x2_t y);
// __hgtx2: x gt y member by member: 1.0 or 0.0 (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:885"))) inline bfloat16x2_t __hgtx2(bfloat16x2_t x, bfloat16x2_t y);
// __hbgtx2: true if x gt y for both members (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:886"))) inline bool __hbgtx2(bfloat16x2_t x, bfloat16x2_t y);
// __hgtx2_mask: x gt y member by member as 0xFFFF or 0 in the low (x) and high (y) 16 bits (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:887"))) inline unsigned int __hgtx2_mask(bfloat16x2_t x, bfloat16x2_t y);
// __hgtux2: x gt y member by member: 1.0 or 0.0 (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:888"))) inline bfloat16x2_t __hgtux2(bfloat16x2_t x, bfloat16x2_t y);
// __hbgtux2: true if x gt y for both members (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:889"))) inline bool __hbgtux2(bfloat16x2_t x, bfloat16x2_t y);
// __hgtux2_mask: x gt y member by member as 0xFFFF or 0 in the low (x) and high (y) 16 bits (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:890"))) inline unsigned int __hgtux2_mask(bfloat16x2_t x, bfloat16x2_t y);
// __float22bfloat162_rn: Each member of x rounded to bfloat16_t (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:891"))) inline bfloat16x2_t __float22bfloat162_rn(float2 x);
// __float22bfloat162_rn_sat: Each member of x rounded to bfloat16_t (rn); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:892"))) inline bfloat16x2_t __float22bfloat162_rn_sat(float2 x);
// __float22bfloat162_rz: Each member of x rounded to bfloat16_t (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:893"))) inline bfloat16x2_t __float22bfloat162_rz(float2 x);
// __float22bfloat162_rz_sat: Each member of x rounded to bfloat16_t (rz); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:894"))) inline bfloat16x2_t __float22bfloat162_rz_sat(float2 x);
// __float22bfloat162_rd: Each member of x rounded to bfloat16_t (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:895"))) inline bfloat16x2_t __float22bfloat162_rd(float2 x);
// __float22bfloat162_rd_sat: Each member of x rounded to bfloat16_t (rd); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:896"))) inline bfloat16x2_t __float22bfloat162_rd_sat(float2 x);
// __float22bfloat162_ru: Each member of x rounded to bfloat16_t (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:897"))) inline bfloat16x2_t __float22bfloat162_ru(float2 x);
// __float22bfloat162_ru_sat: Each member of x rounded to bfloat16_t (ru); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:898"))) inline bfloat16x2_t __float22bfloat162_ru_sat(float2 x);
// __float22bfloat162_rna: Each member of x rounded to bfloat16_t (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:899"))) inline bfloat16x2_t __float22bfloat162_rna(float2 x);
// __float22bfloat162_rna_sat: Each member of x rounded to bfloat16_t (rna); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:900"))) inline bfloat16x2_t __float22bfloat162_rna_sat(float2 x);
// __bfloat1622float2: Each member of x as a float (exact).
__simt_callee__ __attribute__((annotate("ascsim_simt:901"))) inline float2 __bfloat1622float2(bfloat16x2_t x);
// __float2bfloat162_rn: x rounded to bfloat16_t (to nearest, ties to even) in both members.
__simt_callee__ __attribute__((annotate("ascsim_simt:902"))) inline bfloat16x2_t __float2bfloat162_rn(float x);
// __bfloat162bfloat162: x in both members.
__simt_callee__ __attribute__((annotate("ascsim_simt:903"))) inline bfloat16x2_t __bfloat162bfloat162(bfloat16_t x);
// __floats2bfloat162_rn: (x, y), each rounded to bfloat16_t (to nearest, ties to even).
__simt_callee__ __attribute__((annotate("ascsim_simt:904"))) inline bfloat16x2_t __floats2bfloat162_rn(float x, float y);
// __low2float: The low member (x) as a float (exact).
__simt_callee__ __attribute__((annotate("ascsim_simt:905"))) inline float __low2float(bfloat16x2_t x);
// __low2bfloat16: The low member of x.
__simt_callee__ __attribute__((annotate("ascsim_simt:906"))) inline bfloat16_t __low2bfloat16(bfloat16x2_t x);
// __low2bfloat162: The low member of x in both members.
__simt_callee__ __attribute__((annotate("ascsim_simt:907"))) inline bfloat16x2_t __low2bfloat162(bfloat16x2_t x);
// __lows2bfloat162: (the low member of x, the low member of y).
__simt_callee__ __attribute__((annotate("ascsim_simt:908"))) inline bfloat16x2_t __lows2bfloat162(bfloat16x2_t x, bfloat16x2_t y);
// __high2float: The high member (x.y) as a float (exact).
__simt_callee__ __attribute__((annotate("ascsim_simt:909"))) inline float __high2float(bfloat16x2_t x);
// __high2bfloat16: The high member of x.
__simt_callee__ __attribute__((annotate("ascsim_simt:910"))) inline bfloat16_t __high2bfloat16(bfloat16x2_t x);
// __high2bfloat162: The high member of x in both members.
__simt_callee__ __attribute__((annotate("ascsim_simt:911"))) inline bfloat16x2_t __high2bfloat162(bfloat16x2_t x);
// __highs2bfloat162: (the high member of x, the high member of y).
__simt_callee__ __attribute__((annotate("ascsim_simt:912"))) inline bfloat16x2_t __highs2bfloat162(bfloat16x2_t x, bfloat16x2_t y);
// __lowhigh2highlow: x with its members swapped.
__simt_callee__ __attribute__((annotate("ascsim_simt:913"))) inline bfloat16x2_t __lowhigh2highlow(bfloat16x2_t x);
// __halves2bfloat162: (x, y) as a pair.
__simt_callee__ __attribute__((annotate("ascsim_simt:914"))) inline bfloat16x2_t __halves2bfloat162(bfloat16_t x, bfloat16_t y);
// make_bfloat162: (x, y) as a pair.
__simt_callee__ __attribute__((annotate("ascsim_simt:915"))) inline bfloat16x2_t make_bfloat162(bfloat16_t x, bfloat16_t y);
// asc_atomic_add: Writes the sums to the bfloat16x2_t element, member by member; returns the element before.
__simt_callee__ __attribute__((annotate("ascsim_simt:916"))) inline bfloat16x2_t asc_atomic_add(bfloat16x2_t* address, bfloat16x2_t val);
// asc_atomic_sub: Writes the differences to the bfloat16x2_t element, member by member; returns the element before.
__simt_callee__ __attribute__((annotate("ascsim_simt:917"))) inline bfloat16x2_t asc_atomic_sub(bfloat16x2_t* address, bfloat16x2_t val);
// asc_atomic_max: Writes the larger members to the bfloat16x2_t element, member by member; returns the element before.
__simt_callee__ __attribute__((annotate("ascsim_simt:918"))) inline bfloat16x2_t asc_atomic_max(bfloat16x2_t* address, bfloat16x2_t val);
// asc_atomic_min: Writes the smaller members to the bfloat16x2_t element, member by member; returns the element before.
__simt_callee__ __attribute__((annotate("ascsim_simt:919"))) inline bfloat16x2_t asc_atomic_min(bfloat16x2_t* address, bfloat16x2_t val);
// asc_atomic_exch: Writes val to the bfloat16x2_t element, member by member; returns the element before.
__simt_callee__ __attribute__((annotate("ascsim_simt:920"))) inline bfloat16x2_t asc_atomic_exch(bfloat16x2_t* address, bfloat16x2_t val);
// asc_atomic_cas: Writes val if the pair equals compare to the bfloat16x2_t element, member by member; returns the element before.
__simt_callee__ __attribute__((annotate("ascsim_simt:921"))) inline bfloat16x2_t asc_atomic_cas(bfloat16x2_t* address, bfloat16x2_t compare, bfloat16x2_t val);
// asc_shfl: asc_shfl of a bfloat16x2_t value (both members from the same lane).
__simt_callee__ __attribute__((annotate("ascsim_simt:922"))) inline bfloat16x2_t asc_shfl(bfloat16x2_t var, int src_lane, int width = warpSize);
// asc_shfl_up: asc_shfl_up of a bfloat16x2_t value (both members from the same lane).
__simt_callee__ __attribute__((annotate("ascsim_simt:923"))) inline bfloat16x2_t asc_shfl_up(bfloat16x2_t var, unsigned int delta, int width = warpSize);
// asc_shfl_down: asc_shfl_down of a bfloat16x2_t value (both members from the same lane).
__simt_callee__ __attribute__((annotate("ascsim_simt:924"))) inline bfloat16x2_t asc_shfl_down(bfloat16x2_t var, unsigned int delta, int width = warpSize);
// asc_shfl_xor: asc_shfl_xor of a bfloat16x2_t value (both members from the same lane).
__simt_callee__ __attribute__((annotate("ascsim_simt:925"))) inline bfloat16x2_t asc_shfl_xor(bfloat16x2_t var, int lane_mask, int width = warpSize);
// asc_ldcg: asc_ldcg of a bfloat16x2_t (one access of 4 bytes).
__simt_callee__ __attribute__((annotate("ascsim_simt:926"))) inline bfloat16x2_t asc_ldcg(bfloat16x2_t* address);
// asc_ldca: asc_ldca of a bfloat16x2_t (one access of 4 bytes).
__simt_callee__ __attribute__((annotate("ascsim_simt:927"))) inline bfloat16x2_t asc_ldca(bfloat16x2_t* address);
// asc_stcg: asc_stcg of a bfloat16x2_t (one access of 4 bytes).
__simt_callee__ __attribute__((annotate("ascsim_simt:928"))) inline void asc_stcg(bfloat16x2_t* address, bfloat16x2_t val);
// asc_stwt: asc_stwt of a bfloat16x2_t (one access of 4 bytes).
__simt_callee__ __attribute__((annotate("ascsim_simt:929"))) inline void asc_stwt(bfloat16x2_t* address, bfloat16x2_t val);
#endif

#endif  // __ASCSIM_SIMT_API_ASC_BF16_H
