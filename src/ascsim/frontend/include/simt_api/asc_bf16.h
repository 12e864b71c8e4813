// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_SIMT_API_ASC_BF16_H
#define __ASCSIM_SIMT_API_ASC_BF16_H
#include "c_api/utils/types.h"

#ifndef __ASCSIM_HOST__
// __hisnan: true if x is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:506"))) inline bool __hisnan(bfloat16_t x);
// __hisinf: true if x is infinite.
__simt_callee__ __attribute__((annotate("ascsim_simt:507"))) inline bool __hisinf(bfloat16_t x);
// __hfma: x * y + z, rounded once.
__simt_callee__ __attribute__((annotate("ascsim_simt:508"))) inline bfloat16_t __hfma(bfloat16_t x, bfloat16_t y, bfloat16_t z);
// __habs: |x|.
__simt_callee__ __attribute__((annotate("ascsim_simt:509"))) inline bfloat16_t __habs(bfloat16_t x);
// __hmax: The larger of x and y (the other if one is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:510"))) inline bfloat16_t __hmax(bfloat16_t x, bfloat16_t y);
// __hmin: The smaller of x and y (the other if one is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:511"))) inline bfloat16_t __hmin(bfloat16_t x, bfloat16_t y);
// __hmax_nan: The larger of x and y; NaN if either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:512"))) inline bfloat16_t __hmax_nan(bfloat16_t x, bfloat16_t y);
// __hmin_nan: The smaller of x and y; NaN if either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:513"))) inline bfloat16_t __hmin_nan(bfloat16_t x, bfloat16_t y);
// __hneg: -x.
__simt_callee__ __attribute__((annotate("ascsim_simt:514"))) inline bfloat16_t __hneg(bfloat16_t x);
// __hadd: x + y, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:515"))) inline bfloat16_t __hadd(bfloat16_t x, bfloat16_t y);
// __hsub: x - y, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:516"))) inline bfloat16_t __hsub(bfloat16_t x, bfloat16_t y);
// __hmul: x * y, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:517"))) inline bfloat16_t __hmul(bfloat16_t x, bfloat16_t y);
// __hdiv: x / y, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:518"))) inline bfloat16_t __hdiv(bfloat16_t x, bfloat16_t y);
// hcos: cos of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:519"))) inline bfloat16_t hcos(bfloat16_t x);
// hsin: sin of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:520"))) inline bfloat16_t hsin(bfloat16_t x);
// htanh: tanh of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:521"))) inline bfloat16_t htanh(bfloat16_t x);
// hexp: exp of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:522"))) inline bfloat16_t hexp(bfloat16_t x);
// hexp2: exp2 of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:523"))) inline bfloat16_t hexp2(bfloat16_t x);
// hexp10: exp10 of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:524"))) inline bfloat16_t hexp10(bfloat16_t x);
// hlog: log of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:525"))) inline bfloat16_t hlog(bfloat16_t x);
// hlog2: log2 of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:526"))) inline bfloat16_t hlog2(bfloat16_t x);
// hlog10: log10 of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:527"))) inline bfloat16_t hlog10(bfloat16_t x);
// hsqrt: sqrt of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:528"))) inline bfloat16_t hsqrt(bfloat16_t x);
// hrsqrt: rsqrt of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:529"))) inline bfloat16_t hrsqrt(bfloat16_t x);
// hrcp: rcp of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:530"))) inline bfloat16_t hrcp(bfloat16_t x);
// hfloor: floor of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:531"))) inline bfloat16_t hfloor(bfloat16_t x);
// hrint: rint of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:532"))) inline bfloat16_t hrint(bfloat16_t x);
// hceil: ceil of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:533"))) inline bfloat16_t hceil(bfloat16_t x);
// htrunc: trunc of x, rounded to bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:534"))) inline bfloat16_t htrunc(bfloat16_t x);
// __heq: x eq y (false if either is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:535"))) inline bool __heq(bfloat16_t x, bfloat16_t y);
// __hequ: x eq y, or either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:536"))) inline bool __hequ(bfloat16_t x, bfloat16_t y);
// __hne: x ne y (false if either is NaN, except ne).
__simt_callee__ __attribute__((annotate("ascsim_simt:537"))) inline bool __hne(bfloat16_t x, bfloat16_t y);
// __hneu: x ne y, or either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:538"))) inline bool __hneu(bfloat16_t x, bfloat16_t y);
// __hle: x le y (false if either is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:539"))) inline bool __hle(bfloat16_t x, bfloat16_t y);
// __hleu: x le y, or either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:540"))) inline bool __hleu(bfloat16_t x, bfloat16_t y);
// __hge: x ge y (false if either is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:541"))) inline bool __hge(bfloat16_t x, bfloat16_t y);
// __hgeu: x ge y, or either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:542"))) inline bool __hgeu(bfloat16_t x, bfloat16_t y);
// __hlt: x lt y (false if either is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:543"))) inline bool __hlt(bfloat16_t x, bfloat16_t y);
// __hltu: x lt y, or either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:544"))) inline bool __hltu(bfloat16_t x, bfloat16_t y);
// __hgt: x gt y (false if either is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:545"))) inline bool __hgt(bfloat16_t x, bfloat16_t y);
// __hgtu: x gt y, or either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:546"))) inline bool __hgtu(bfloat16_t x, bfloat16_t y);
// __float2bfloat16: x rounded to bfloat16_t (to nearest, ties to even).
__simt_callee__ __attribute__((annotate("ascsim_simt:547"))) inline bfloat16_t __float2bfloat16(float x);
// __float2bfloat16_rn: x rounded to bfloat16_t (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:548"))) inline bfloat16_t __float2bfloat16_rn(float x);
// __float2bfloat16_rn_sat: x rounded to bfloat16_t (rn); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:549"))) inline bfloat16_t __float2bfloat16_rn_sat(float x);
// __uint2bfloat16_rn: x rounded to bfloat16_t (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:550"))) inline bfloat16_t __uint2bfloat16_rn(unsigned int x);
// __int2bfloat16_rn: x rounded to bfloat16_t (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:551"))) inline bfloat16_t __int2bfloat16_rn(int x);
// __ll2bfloat16_rn: x rounded to bfloat16_t (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:552"))) inline bfloat16_t __ll2bfloat16_rn(long long int x);
// __ull2bfloat16_rn: x rounded to bfloat16_t (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:553"))) inline bfloat16_t __ull2bfloat16_rn(unsigned long long int x);
// __float2bfloat16_rz: x rounded to bfloat16_t (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:554"))) inline bfloat16_t __float2bfloat16_rz(float x);
// __float2bfloat16_rz_sat: x rounded to bfloat16_t (rz); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:555"))) inline bfloat16_t __float2bfloat16_rz_sat(float x);
// __uint2bfloat16_rz: x rounded to bfloat16_t (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:556"))) inline bfloat16_t __uint2bfloat16_rz(unsigned int x);
// __int2bfloat16_rz: x rounded to bfloat16_t (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:557"))) inline bfloat16_t __int2bfloat16_rz(int x);
// __ll2bfloat16_rz: x rounded to bfloat16_t (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:558"))) inline bfloat16_t __ll2bfloat16_rz(long long int x);
// __ull2bfloat16_rz: x rounded to bfloat16_t (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:559"))) inline bfloat16_t __ull2bfloat16_rz(unsigned long long int x);
// __float2bfloat16_rd: x rounded to bfloat16_t (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:560"))) inline bfloat16_t __float2bfloat16_rd(float x);
// __float2bfloat16_rd_sat: x rounded to bfloat16_t (rd); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:561"))) inline bfloat16_t __float2bfloat16_rd_sat(float x);
// __uint2bfloat16_rd: x rounded to bfloat16_t (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:562"))) inline bfloat16_t __uint2bfloat16_rd(unsigned int x);
// __int2bfloat16_rd: x rounded to bfloat16_t (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:563"))) inline bfloat16_t __int2bfloat16_rd(int x);
// __ll2bfloat16_rd: x rounded to bfloat16_t (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:564"))) inline bfloat16_t __ll2bfloat16_rd(long long int x);
// __ull2bfloat16_rd: x rounded to bfloat16_t (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:565"))) inline bfloat16_t __ull2bfloat16_rd(unsigned long long int x);
// __float2bfloat16_ru: x rounded to bfloat16_t (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:566"))) inline bfloat16_t __float2bfloat16_ru(float x);
// __float2bfloat16_ru_sat: x rounded to bfloat16_t (ru); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:567"))) inline bfloat16_t __float2bfloat16_ru_sat(float x);
// __uint2bfloat16_ru: x rounded to bfloat16_t (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:568"))) inline bfloat16_t __uint2bfloat16_ru(unsigned int x);
// __int2bfloat16_ru: x rounded to bfloat16_t (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:569"))) inline bfloat16_t __int2bfloat16_ru(int x);
// __ll2bfloat16_ru: x rounded to bfloat16_t (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:570"))) inline bfloat16_t __ll2bfloat16_ru(long long int x);
// __ull2bfloat16_ru: x rounded to bfloat16_t (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:571"))) inline bfloat16_t __ull2bfloat16_ru(unsigned long long int x);
// __float2bfloat16_rna: x rounded to bfloat16_t (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:572"))) inline bfloat16_t __float2bfloat16_rna(float x);
// __float2bfloat16_rna_sat: x rounded to bfloat16_t (rna); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:573"))) inline bfloat16_t __float2bfloat16_rna_sat(float x);
// __uint2bfloat16_rna: x rounded to bfloat16_t (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:574"))) inline bfloat16_t __uint2bfloat16_rna(unsigned int x);
// __int2bfloat16_rna: x rounded to bfloat16_t (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:575"))) inline bfloat16_t __int2bfloat16_rna(int x);
// __ll2bfloat16_rna: x rounded to bfloat16_t (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:576"))) inline bfloat16_t __ll2bfloat16_rna(long long int x);
// __ull2bfloat16_rna: x rounded to bfloat16_t (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:577"))) inline bfloat16_t __ull2bfloat16_rna(unsigned long long int x);
// __bfloat162float: x as a float (exact).
__simt_callee__ __attribute__((annotate("ascsim_simt:578"))) inline float __bfloat162float(bfloat16_t x);
// __bfloat162uint_rn: x rounded to unsigned int (rn; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:579"))) inline unsigned int __bfloat162uint_rn(bfloat16_t x);
// __bfloat162int_rn: x rounded to int (rn; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:580"))) inline int __bfloat162int_rn(bfloat16_t x);
// __bfloat162ll_rn: x rounded to long long int (rn; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:581"))) inline long long int __bfloat162ll_rn(bfloat16_t x);
// __bfloat162ull_rn: x rounded to unsigned long long int (rn; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:582"))) inline unsigned long long int __bfloat162ull_rn(bfloat16_t x);
// __bfloat162uint_rz: x rounded to unsigned int (rz; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:583"))) inline unsigned int __bfloat162uint_rz(bfloat16_t x);
// __bfloat162int_rz: x rounded to int (rz; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:584"))) inline int __bfloat162int_rz(bfloat16_t x);
// __bfloat162ll_rz: x rounded to long long int (rz; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:585"))) inline long long int __bfloat162ll_rz(bfloat16_t x);
// __bfloat162ull_rz: x rounded to unsigned long long int (rz; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:586"))) inline unsigned long long int __bfloat162ull_rz(bfloat16_t x);
// __bfloat162uint_rd: x rounded to unsigned int (rd; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:587"))) inline unsigned int __bfloat162uint_rd(bfloat16_t x);
// __bfloat162int_rd: x rounded to int (rd; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:588"))) inline int __bfloat162int_rd(bfloat16_t x);
// __bfloat162ll_rd: x rounded to long long int (rd; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:589"))) inline long long int __bfloat162ll_rd(bfloat16_t x);
// __bfloat162ull_rd: x rounded to unsigned long long int (rd; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:590"))) inline unsigned long long int __bfloat162ull_rd(bfloat16_t x);
// __bfloat162uint_ru: x rounded to unsigned int (ru; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:591"))) inline unsigned int __bfloat162uint_ru(bfloat16_t x);
// __bfloat162int_ru: x rounded to int (ru; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:592"))) inline int __bfloat162int_ru(bfloat16_t x);
// __bfloat162ll_ru: x rounded to long long int (ru; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:593"))) inline long long int __bfloat162ll_ru(bfloat16_t x);
// __bfloat162ull_ru: x rounded to unsigned long long int (ru; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:594"))) inline unsigned long long int __bfloat162ull_ru(bfloat16_t x);
// __bfloat162uint_rna: x rounded to unsigned int (rna; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:595"))) inline unsigned int __bfloat162uint_rna(bfloat16_t x);
// __bfloat162int_rna: x rounded to int (rna; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:596"))) inline int __bfloat162int_rna(bfloat16_t x);
// __bfloat162ll_rna: x rounded to long long int (rna; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:597"))) inline long long int __bfloat162ll_rna(bfloat16_t x);
// __bfloat162ull_rna: x rounded to unsigned long long int (rna; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:598"))) inline unsigned long long int __bfloat162ull_rna(bfloat16_t x);
// __ushort_as_bfloat16: The bits of x as a bfloat16_t.
__simt_callee__ __attribute__((annotate("ascsim_simt:599"))) inline bfloat16_t __ushort_as_bfloat16(unsigned short x);
// __bfloat16_as_ushort: The bits of x as an unsigned short.
__simt_callee__ __attribute__((annotate("ascsim_simt:600"))) inline unsigned short __bfloat16_as_ushort(bfloat16_t x);
// asc_atomic_add: Writes the sum of the bfloat16_t element and val; returns the element before (inexact on the chip, says the page).
__simt_callee__ __attribute__((annotate("ascsim_simt:601"))) inline bfloat16_t asc_atomic_add(bfloat16_t* address, bfloat16_t val);
// asc_atomic_max: Writes the larger of the bfloat16_t element and val; returns the element before (inexact on the chip, says the page).
__simt_callee__ __attribute__((annotate("ascsim_simt:602"))) inline bfloat16_t asc_atomic_max(bfloat16_t* address, bfloat16_t val);
// asc_atomic_min: Writes the smaller of the bfloat16_t element and val; returns the element before (inexact on the chip, says the page).
__simt_callee__ __attribute__((annotate("ascsim_simt:603"))) inline bfloat16_t asc_atomic_min(bfloat16_t* address, bfloat16_t val);
// asc_atomic_sub: asc_atomic_sub on a bfloat16_t element.
__simt_callee__ __attribute__((annotate("ascsim_simt:604"))) inline bfloat16_t asc_atomic_sub(bfloat16_t* address, bfloat16_t val);
// asc_ldcg: asc_ldcg of a bfloat16_t element.
__simt_callee__ __attribute__((annotate("ascsim_simt:605"))) inline bfloat16_t asc_ldcg(bfloat16_t* address);
// asc_ldca: asc_ldca of a bfloat16_t element.
__simt_callee__ __attribute__((annotate("ascsim_simt:606"))) inline bfloat16_t asc_ldca(bfloat16_t* address);
// asc_stcg: asc_stcg of a bfloat16_t element.
__simt_callee__ __attribute__((annotate("ascsim_simt:607"))) inline void asc_stcg(bfloat16_t* address, bfloat16_t val);
// asc_stwt: asc_stwt of a bfloat16_t element.
__simt_callee__ __attribute__((annotate("ascsim_simt:608"))) inline void asc_stwt(bfloat16_t* address, bfloat16_t val);
// asc_shfl: asc_shfl of a bfloat16_t value.
__simt_callee__ __attribute__((annotate("ascsim_simt:609"))) inline bfloat16_t asc_shfl(bfloat16_t var, int32_t src_lane, int32_t width = warpSize);
// asc_shfl_up: asc_shfl_up of a bfloat16_t value.
__simt_callee__ __attribute__((annotate("ascsim_simt:610"))) inline bfloat16_t asc_shfl_up(bfloat16_t var, uint32_t delta, int32_t width = warpSize);
// asc_shfl_down: asc_shfl_down of a bfloat16_t value.
__simt_callee__ __attribute__((annotate("ascsim_simt:611"))) inline bfloat16_t asc_shfl_down(bfloat16_t var, uint32_t delta, int32_t width = warpSize);
// asc_shfl_xor: asc_shfl_xor of a bfloat16_t value.
__simt_callee__ __attribute__((annotate("ascsim_simt:612"))) inline bfloat16_t asc_shfl_xor(bfloat16_t var, int32_t lane_mask, int32_t width = warpSize);
// __bfloat162bfloat16_rn: x rounded to an integral bfloat16_t (rn; a zero result is +0).
__simt_callee__ __attribute__((annotate("ascsim_simt:613"))) inline bfloat16_t __bfloat162bfloat16_rn(bfloat16_t x);
// __bfloat162bfloat16_rz: x rounded to an integral bfloat16_t (rz; a zero result is +0).
__simt_callee__ __attribute__((annotate("ascsim_simt:614"))) inline bfloat16_t __bfloat162bfloat16_rz(bfloat16_t x);
// __bfloat162bfloat16_rd: x rounded to an integral bfloat16_t (rd; a zero result is +0).
__simt_callee__ __attribute__((annotate("ascsim_simt:615"))) inline bfloat16_t __bfloat162bfloat16_rd(bfloat16_t x);
// __bfloat162bfloat16_ru: x rounded to an integral bfloat16_t (ru; a zero result is +0).
__simt_callee__ __attribute__((annotate("ascsim_simt:616"))) inline bfloat16_t __bfloat162bfloat16_ru(bfloat16_t x);
// __bfloat162bfloat16_rna: x rounded to an integral bfloat16_t (rna; a zero result is +0).
__simt_callee__ __attribute__((annotate("ascsim_simt:617"))) inline bfloat16_t __bfloat162bfloat16_rna(bfloat16_t x);
// __half2bfloat16_rn: x rounded to bfloat16_t (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:618"))) inline bfloat16_t __half2bfloat16_rn(half x);
// __half2bfloat16_rz: x rounded to bfloat16_t (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:619"))) inline bfloat16_t __half2bfloat16_rz(half x);
// __half2bfloat16_rd: x rounded to bfloat16_t (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:620"))) inline bfloat16_t __half2bfloat16_rd(half x);
// __half2bfloat16_ru: x rounded to bfloat16_t (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:621"))) inline bfloat16_t __half2bfloat16_ru(half x);
// __half2bfloat16_rna: x rounded to bfloat16_t (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:622"))) inline bfloat16_t __half2bfloat16_rna(half x);
// __bfloat162half_rn: x rounded to half (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:623"))) inline half __bfloat162half_rn(bfloat16_t x);
// __bfloat162half_rn_sat: x rounded to half (rn); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:624"))) inline half __bfloat162half_rn_sat(bfloat16_t x);
// __bfloat162half_rz: x rounded to half (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:625"))) inline half __bfloat162half_rz(bfloat16_t x);
// __bfloat162half_rz_sat: x rounded to half (rz); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:626"))) inline half __bfloat162half_rz_sat(bfloat16_t x);
// __bfloat162half_rd: x rounded to half (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:627"))) inline half __bfloat162half_rd(bfloat16_t x);
// __bfloat162half_rd_sat: x rounded to half (rd); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:628"))) inline half __bfloat162half_rd_sat(bfloat16_t x);
// __bfloat162half_ru: x rounded to half (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:629"))) inline half __bfloat162half_ru(bfloat16_t x);
// __bfloat162half_ru_sat: x rounded to half (ru); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:630"))) inline half __bfloat162half_ru_sat(bfloat16_t x);
// __bfloat162half_rna: x rounded to half (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:631"))) inline half __bfloat162half_rna(bfloat16_t x);
// __bfloat162half_rna_sat: x rounded to half (rna); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:632"))) inline half __bfloat162half_rna_sat(bfloat16_t x);
// __hfma_relu: max(x * y + z, 0), rounded once (NaN stays NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:633"))) inline bfloat16_t __hfma_relu(bfloat16_t x, bfloat16_t y, bfloat16_t z);
#endif

#endif  // __ASCSIM_SIMT_API_ASC_BF16_H
