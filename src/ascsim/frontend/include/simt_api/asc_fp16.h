// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_SIMT_API_ASC_FP16_H
#define __ASCSIM_SIMT_API_ASC_FP16_H
#include "c_api/utils/types.h"
#include "simt_api/device_types.h"

#ifndef __ASCSIM_HOST__
// __hisnan: true if x is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:446"))) inline bool __hisnan(half x);
// __hisinf: true if x is infinite.
__simt_callee__ __attribute__((annotate("ascsim_simt:447"))) inline bool __hisinf(half x);
// __hfma: x * y + z, rounded once.
__simt_callee__ __attribute__((annotate("ascsim_simt:448"))) inline half __hfma(half x, half y, half z);
// __habs: |x|.
__simt_callee__ __attribute__((annotate("ascsim_simt:449"))) inline half __habs(half x);
// __hmax: The larger of x and y (the other if one is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:450"))) inline half __hmax(half x, half y);
// __hmin: The smaller of x and y (the other if one is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:451"))) inline half __hmin(half x, half y);
// __hmax_nan: The larger of x and y; NaN if either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:452"))) inline half __hmax_nan(half x, half y);
// __hmin_nan: The smaller of x and y; NaN if either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:453"))) inline half __hmin_nan(half x, half y);
// __hneg: -x.
__simt_callee__ __attribute__((annotate("ascsim_simt:454"))) inline half __hneg(half x);
// __hadd: x + y, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:455"))) inline half __hadd(half x, half y);
// __hsub: x - y, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:456"))) inline half __hsub(half x, half y);
// __hmul: x * y, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:457"))) inline half __hmul(half x, half y);
// __hdiv: x / y, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:458"))) inline half __hdiv(half x, half y);
// __hfma_relu: max(x * y + z, 0), rounded once (NaN stays NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:459"))) inline half __hfma_relu(half x, half y, half z);
// hcos: cos of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:460"))) inline half hcos(half x);
// hsin: sin of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:461"))) inline half hsin(half x);
// htanh: tanh of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:462"))) inline half htanh(half x);
// hexp: exp of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:463"))) inline half hexp(half x);
// hexp2: exp2 of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:464"))) inline half hexp2(half x);
// hexp10: exp10 of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:465"))) inline half hexp10(half x);
// hlog: log of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:466"))) inline half hlog(half x);
// hlog2: log2 of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:467"))) inline half hlog2(half x);
// hlog10: log10 of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:468"))) inline half hlog10(half x);
// hsqrt: sqrt of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:469"))) inline half hsqrt(half x);
// hrsqrt: rsqrt of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:470"))) inline half hrsqrt(half x);
// hrcp: rcp of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:471"))) inline half hrcp(half x);
// hfloor: floor of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:472"))) inline half hfloor(half x);
// hrint: rint of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:473"))) inline half hrint(half x);
// hceil: ceil of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:474"))) inline half hceil(half x);
// htrunc: trunc of x, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:475"))) inline half htrunc(half x);
// __heq: x eq y (false if either is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:476"))) inline bool __heq(half x, half y);
// __hequ: x eq y, or either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:477"))) inline bool __hequ(half x, half y);
// __hne: x ne y (false if either is NaN, except ne).
__simt_callee__ __attribute__((annotate("ascsim_simt:478"))) inline bool __hne(half x, half y);
// __hneu: x ne y, or either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:479"))) inline bool __hneu(half x, half y);
// __hle: x le y (false if either is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:480"))) inline bool __hle(half x, half y);
// __hleu: x le y, or either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:481"))) inline bool __hleu(half x, half y);
// __hge: x ge y (false if either is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:482"))) inline bool __hge(half x, half y);
// __hgeu: x ge y, or either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:483"))) inline bool __hgeu(half x, half y);
// __hlt: x lt y (false if either is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:484"))) inline bool __hlt(half x, half y);
// __hltu: x lt y, or either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:485"))) inline bool __hltu(half x, half y);
// __hgt: x gt y (false if either is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:486"))) inline bool __hgt(half x, half y);
// __hgtu: x gt y, or either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:487"))) inline bool __hgtu(half x, half y);
// __float2half: x rounded to half (to nearest, ties to even).
__simt_callee__ __attribute__((annotate("ascsim_simt:488"))) inline half __float2half(float x);
// __float2half_rn: x rounded to half (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:489"))) inline half __float2half_rn(float x);
// __float2half_rn_sat: x rounded to half (rn); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:490"))) inline half __float2half_rn_sat(float x);
// __uint2half_rn_sat: x rounded to half (rn); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:491"))) inline half __uint2half_rn_sat(unsigned int x);
// __int2half_rn_sat: x rounded to half (rn); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:492"))) inline half __int2half_rn_sat(int x);
// __uint2half_rn: x rounded to half (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:493"))) inline half __uint2half_rn(unsigned int x);
// __int2half_rn: x rounded to half (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:494"))) inline half __int2half_rn(int x);
// __ll2half_rn: x rounded to half (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:495"))) inline half __ll2half_rn(long long int x);
// __ull2half_rn: x rounded to half (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:496"))) inline half __ull2half_rn(unsigned long long int x);
// __float2half_rz: x rounded to half (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:497"))) inline half __float2half_rz(float x);
// __float2half_rz_sat: x rounded to half (rz); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:498"))) inline half __float2half_rz_sat(float x);
// __uint2half_rz_sat: x rounded to half (rz); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:499"))) inline half __uint2half_rz_sat(unsigned int x);
// __int2half_rz_sat: x rounded to half (rz); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:500"))) inline half __int2half_rz_sat(int x);
// __uint2half_rz: x rounded to half (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:501"))) inline half __uint2half_rz(unsigned int x);
// __int2half_rz: x rounded to half (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:502"))) inline half __int2half_rz(int x);
// __ll2half_rz: x rounded to half (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:503"))) inline half __ll2half_rz(long long int x);
// __ull2half_rz: x rounded to half (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:504"))) inline half __ull2half_rz(unsigned long long int x);
// __float2half_rd: x rounded to half (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:505"))) inline half __float2half_rd(float x);
// __float2half_rd_sat: x rounded to half (rd); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:506"))) inline half __float2half_rd_sat(float x);
// __uint2half_rd_sat: x rounded to half (rd); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:507"))) inline half __uint2half_rd_sat(unsigned int x);
// __int2half_rd_sat: x rounded to half (rd); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:508"))) inline half __int2half_rd_sat(int x);
// __uint2half_rd: x rounded to half (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:509"))) inline half __uint2half_rd(unsigned int x);
// __int2half_rd: x rounded to half (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:510"))) inline half __int2half_rd(int x);
// __ll2half_rd: x rounded to half (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:511"))) inline half __ll2half_rd(long long int x);
// __ull2half_rd: x rounded to half (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:512"))) inline half __ull2half_rd(unsigned long long int x);
// __float2half_ru: x rounded to half (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:513"))) inline half __float2half_ru(float x);
// __float2half_ru_sat: x rounded to half (ru); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:514"))) inline half __float2half_ru_sat(float x);
// __uint2half_ru_sat: x rounded to half (ru); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:515"))) inline half __uint2half_ru_sat(unsigned int x);
// __int2half_ru_sat: x rounded to half (ru); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:516"))) inline half __int2half_ru_sat(int x);
// __uint2half_ru: x rounded to half (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:517"))) inline half __uint2half_ru(unsigned int x);
// __int2half_ru: x rounded to half (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:518"))) inline half __int2half_ru(int x);
// __ll2half_ru: x rounded to half (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:519"))) inline half __ll2half_ru(long long int x);
// __ull2half_ru: x rounded to half (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:520"))) inline half __ull2half_ru(unsigned long long int x);
// __float2half_rna: x rounded to half (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:521"))) inline half __float2half_rna(float x);
// __float2half_rna_sat: x rounded to half (rna); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:522"))) inline half __float2half_rna_sat(float x);
// __uint2half_rna_sat: x rounded to half (rna); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:523"))) inline half __uint2half_rna_sat(unsigned int x);
// __int2half_rna_sat: x rounded to half (rna); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:524"))) inline half __int2half_rna_sat(int x);
// __uint2half_rna: x rounded to half (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:525"))) inline half __uint2half_rna(unsigned int x);
// __int2half_rna: x rounded to half (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:526"))) inline half __int2half_rna(int x);
// __ll2half_rna: x rounded to half (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:527"))) inline half __ll2half_rna(long long int x);
// __ull2half_rna: x rounded to half (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:528"))) inline half __ull2half_rna(unsigned long long int x);
// __float2half_ro: x rounded to half (ro).
__simt_callee__ __attribute__((annotate("ascsim_simt:529"))) inline half __float2half_ro(float x);
// __float2half_ro_sat: x rounded to half (ro); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:530"))) inline half __float2half_ro_sat(float x);
// __half2float: x as a float (exact).
__simt_callee__ __attribute__((annotate("ascsim_simt:531"))) inline float __half2float(half x);
// __half2uint_rn: x rounded to unsigned int (rn; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:532"))) inline unsigned int __half2uint_rn(half x);
// __half2int_rn: x rounded to int (rn; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:533"))) inline int __half2int_rn(half x);
// __half2ll_rn: x rounded to long long int (rn; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:534"))) inline long long int __half2ll_rn(half x);
// __half2ull_rn: x rounded to unsigned long long int (rn; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:535"))) inline unsigned long long int __half2ull_rn(half x);
// __half2uint_rz: x rounded to unsigned int (rz; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:536"))) inline unsigned int __half2uint_rz(half x);
// __half2int_rz: x rounded to int (rz; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:537"))) inline int __half2int_rz(half x);
// __half2ll_rz: x rounded to long long int (rz; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:538"))) inline long long int __half2ll_rz(half x);
// __half2ull_rz: x rounded to unsigned long long int (rz; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:539"))) inline unsigned long long int __half2ull_rz(half x);
// __half2uint_rd: x rounded to unsigned int (rd; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:540"))) inline unsigned int __half2uint_rd(half x);
// __half2int_rd: x rounded to int (rd; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:541"))) inline int __half2int_rd(half x);
// __half2ll_rd: x rounded to long long int (rd; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:542"))) inline long long int __half2ll_rd(half x);
// __half2ull_rd: x rounded to unsigned long long int (rd; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:543"))) inline unsigned long long int __half2ull_rd(half x);
// __half2uint_ru: x rounded to unsigned int (ru; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:544"))) inline unsigned int __half2uint_ru(half x);
// __half2int_ru: x rounded to int (ru; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:545"))) inline int __half2int_ru(half x);
// __half2ll_ru: x rounded to long long int (ru; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:546"))) inline long long int __half2ll_ru(half x);
// __half2ull_ru: x rounded to unsigned long long int (ru; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:547"))) inline unsigned long long int __half2ull_ru(half x);
// __half2uint_rna: x rounded to unsigned int (rna; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:548"))) inline unsigned int __half2uint_rna(half x);
// __half2int_rna: x rounded to int (rna; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:549"))) inline int __half2int_rna(half x);
// __half2ll_rna: x rounded to long long int (rna; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:550"))) inline long long int __half2ll_rna(half x);
// __half2ull_rna: x rounded to unsigned long long int (rna; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:551"))) inline unsigned long long int __half2ull_rna(half x);
// __ushort_as_half: The bits of x as a half.
__simt_callee__ __attribute__((annotate("ascsim_simt:552"))) inline half __ushort_as_half(unsigned short x);
// __half_as_ushort: The bits of x as an unsigned short.
__simt_callee__ __attribute__((annotate("ascsim_simt:553"))) inline unsigned short __half_as_ushort(half x);
// asc_atomic_add: Writes the sum of the half element and val; returns the element before (inexact on the chip, says the page).
__simt_callee__ __attribute__((annotate("ascsim_simt:554"))) inline half asc_atomic_add(half* address, half val);
// asc_atomic_max: Writes the larger of the half element and val; returns the element before (inexact on the chip, says the page).
__simt_callee__ __attribute__((annotate("ascsim_simt:555"))) inline half asc_atomic_max(half* address, half val);
// asc_atomic_min: Writes the smaller of the half element and val; returns the element before (inexact on the chip, says the page).
__simt_callee__ __attribute__((annotate("ascsim_simt:556"))) inline half asc_atomic_min(half* address, half val);
// asc_atomic_sub: asc_atomic_sub on a half element.
__simt_callee__ __attribute__((annotate("ascsim_simt:557"))) inline half asc_atomic_sub(half* address, half val);
// asc_ldcg: asc_ldcg of a half element.
__simt_callee__ __attribute__((annotate("ascsim_simt:558"))) inline half asc_ldcg(half* address);
// asc_ldca: asc_ldca of a half element.
__simt_callee__ __attribute__((annotate("ascsim_simt:559"))) inline half asc_ldca(half* address);
// asc_stcg: asc_stcg of a half element.
__simt_callee__ __attribute__((annotate("ascsim_simt:560"))) inline void asc_stcg(half* address, half val);
// asc_stwt: asc_stwt of a half element.
__simt_callee__ __attribute__((annotate("ascsim_simt:561"))) inline void asc_stwt(half* address, half val);
// asc_shfl: asc_shfl of a half value.
__simt_callee__ __attribute__((annotate("ascsim_simt:562"))) inline half asc_shfl(half var, int32_t src_lane, int32_t width = warpSize);
// asc_shfl_up: asc_shfl_up of a half value.
__simt_callee__ __attribute__((annotate("ascsim_simt:563"))) inline half asc_shfl_up(half var, uint32_t delta, int32_t width = warpSize);
// asc_shfl_down: asc_shfl_down of a half value.
__simt_callee__ __attribute__((annotate("ascsim_simt:564"))) inline half asc_shfl_down(half var, uint32_t delta, int32_t width = warpSize);
// asc_shfl_xor: asc_shfl_xor of a half value.
__simt_callee__ __attribute__((annotate("ascsim_simt:565"))) inline half asc_shfl_xor(half var, int32_t lane_mask, int32_t width = warpSize);
// asc_reduce_add: asc_reduce_add of a half value.
__simt_callee__ __attribute__((annotate("ascsim_simt:566"))) inline half asc_reduce_add(half val);
// asc_reduce_max: asc_reduce_max of a half value.
__simt_callee__ __attribute__((annotate("ascsim_simt:567"))) inline half asc_reduce_max(half val);
// asc_reduce_min: asc_reduce_min of a half value.
__simt_callee__ __attribute__((annotate("ascsim_simt:568"))) inline half asc_reduce_min(half val);
// __half2half_rn: x rounded to an integral half (rn; a zero result is +0).
__simt_callee__ __attribute__((annotate("ascsim_simt:569"))) inline half __half2half_rn(half x);
// __half2half_rz: x rounded to an integral half (rz; a zero result is +0).
__simt_callee__ __attribute__((annotate("ascsim_simt:570"))) inline half __half2half_rz(half x);
// __half2half_rd: x rounded to an integral half (rd; a zero result is +0).
__simt_callee__ __attribute__((annotate("ascsim_simt:571"))) inline half __half2half_rd(half x);
// __half2half_ru: x rounded to an integral half (ru; a zero result is +0).
__simt_callee__ __attribute__((annotate("ascsim_simt:572"))) inline half __half2half_ru(half x);
// __half2half_rna: x rounded to an integral half (rna; a zero result is +0).
__simt_callee__ __attribute__((annotate("ascsim_simt:573"))) inline half __half2half_rna(half x);
// __half2char_rz: x rounded to signed char (rz; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:574"))) inline signed char __half2char_rz(half x);
// __half2uchar_rz: x rounded to unsigned char (rz; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:575"))) inline unsigned char __half2uchar_rz(half x);
// __half2short_rn: x rounded to short (rn; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:576"))) inline short __half2short_rn(half x);
// __half2short_rz: x rounded to short (rz; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:577"))) inline short __half2short_rz(half x);
// __half2short_rd: x rounded to short (rd; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:578"))) inline short __half2short_rd(half x);
// __half2short_ru: x rounded to short (ru; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:579"))) inline short __half2short_ru(half x);
// __half2ushort_rn: x rounded to unsigned short (rn; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:580"))) inline unsigned short __half2ushort_rn(half x);
// __half2ushort_rz: x rounded to unsigned short (rz; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:581"))) inline unsigned short __half2ushort_rz(half x);
// __half2ushort_rd: x rounded to unsigned short (rd; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:582"))) inline unsigned short __half2ushort_rd(half x);
// __half2ushort_ru: x rounded to unsigned short (ru; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:583"))) inline unsigned short __half2ushort_ru(half x);
// __short2half_rn: x rounded to half (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:584"))) inline half __short2half_rn(short x);
// __short2half_rz: x rounded to half (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:585"))) inline half __short2half_rz(short x);
// __short2half_rd: x rounded to half (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:586"))) inline half __short2half_rd(short x);
// __short2half_ru: x rounded to half (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:587"))) inline half __short2half_ru(short x);
// __ushort2half_rn: x rounded to half (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:588"))) inline half __ushort2half_rn(unsigned short x);
// __ushort2half_rz: x rounded to half (rz).
__simt_callee__ __attribute__((annotate("ascsim_simt:589"))) inline half __ushort2half_rz(unsigned short x);
// __ushort2half_rd: x rounded to half (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:590"))) inline half __ushort2half_rd(unsigned short x);
// __ushort2half_ru: x rounded to half (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:591"))) inline half __ushort2half_ru(unsigned short x);
// __half_as_short: The bits of x as a short.
__simt_callee__ __attribute__((annotate("ascsim_simt:592"))) inline short __half_as_short(half x);
// __short_as_half: The bits of x as a half.
__simt_callee__ __attribute__((annotate("ascsim_simt:593"))) inline half __short_as_half(short x);
// h2cos: cos of each member, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:594"))) inline half2 h2cos(half2 x);
// h2sin: sin of each member, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:595"))) inline half2 h2sin(half2 x);
// h2tanh: tanh of each member, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:596"))) inline half2 h2tanh(half2 x);
// h2exp: exp of each member, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:597"))) inline half2 h2exp(half2 x);
// h2exp2: exp2 of each member, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:598"))) inline half2 h2exp2(half2 x);
// h2exp10: exp10 of each member, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:599"))) inline half2 h2exp10(half2 x);
// h2log: log of each member, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:600"))) inline half2 h2log(half2 x);
// h2log2: log2 of each member, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:601"))) inline half2 h2log2(half2 x);
// h2log10: log10 of each member, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:602"))) inline half2 h2log10(half2 x);
// h2sqrt: sqrt of each member, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:603"))) inline half2 h2sqrt(half2 x);
// h2rsqrt: rsqrt of each member, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:604"))) inline half2 h2rsqrt(half2 x);
// h2rcp: rcp of each member, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:605"))) inline half2 h2rcp(half2 x);
// h2floor: floor of each member, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:606"))) inline half2 h2floor(half2 x);
// h2rint: rint of each member, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:607"))) inline half2 h2rint(half2 x);
// h2ceil: ceil of each member, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:608"))) inline half2 h2ceil(half2 x);
// h2trunc: trunc of each member, rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:609"))) inline half2 h2trunc(half2 x);
// __haddx2: x + y member by member, each rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:610"))) inline half2 __haddx2(half2 x, half2 y);
// __hsubx2: x - y member by member, each rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:611"))) inline half2 __hsubx2(half2 x, half2 y);
// __hmulx2: x * y member by member, each rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:612"))) inline half2 __hmulx2(half2 x, half2 y);
// __hdivx2: x / y member by member, each rounded to half.
__simt_callee__ __attribute__((annotate("ascsim_simt:613"))) inline half2 __hdivx2(half2 x, half2 y);
// __habsx2: |x| of each member.
__simt_callee__ __attribute__((annotate("ascsim_simt:614"))) inline half2 __habsx2(half2 x);
// __hnegx2: -x of each member.
__simt_callee__ __attribute__((annotate("ascsim_simt:615"))) inline half2 __hnegx2(half2 x);
// __hfmax2: x * y + z member by member, each rounded once.
__simt_callee__ __attribute__((annotate("ascsim_simt:616"))) inline half2 __hfmax2(half2 x, half2 y, half2 z);
// __hfmax2_relu: max(x * y + z, 0) member by member, each rounded once (NaN stays NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:617"))) inline half2 __hfmax2_relu(half2 x, half2 y, half2 z);
// __hcmadd: x * y + z of complex numbers (x the real part, y the imaginary), by two fused multiply-adds per part.
__simt_callee__ __attribute__((annotate("ascsim_simt:618"))) inline half2 __hcmadd(half2 x, half2 y, half2 z);
// __hmaxx2: The larger member by member (the other if one is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:619"))) inline half2 __hmaxx2(half2 x, half2 y);
// __hminx2: The smaller member by member (the other if one is NaN).
__simt_callee__ __attribute__((annotate("ascsim_simt:620"))) inline half2 __hminx2(half2 x, half2 y);
// __hmaxx2_nan: The larger member by member; NaN if either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:621"))) inline half2 __hmaxx2_nan(half2 x, half2 y);
// __hminx2_nan: The smaller member by member; NaN if either is NaN.
__simt_callee__ __attribute__((annotate("ascsim_simt:622"))) inline half2 __hminx2_nan(half2 x, half2 y);
// __isnanx2: 1.0 for each member that is NaN, else 0.0.
__simt_callee__ __attribute__((annotate("ascsim_simt:623"))) inline half2 __isnanx2(half2 x);
// __heqx2: x eq y member by member: 1.0 or 0.0 (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:624"))) inline half2 __heqx2(half2 x, half2 y);
// __hbeqx2: true if x eq y for both members (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:625"))) inline bool __hbeqx2(half2 x, half2 y);
// __heqx2_mask: x eq y member by member as 0xFFFF or 0 in the low (x) and high (y) 16 bits (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:626"))) inline unsigned int __heqx2_mask(half2 x, half2 y);
// __hequx2: x eq y member by member: 1.0 or 0.0 (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:627"))) inline half2 __hequx2(half2 x, half2 y);
// __hbequx2: true if x eq y for both members (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:628"))) inline bool __hbequx2(half2 x, half2 y);
// __hequx2_mask: x eq y member by member as 0xFFFF or 0 in the low (x) and high (y) 16 bits (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:629"))) inline unsigned int __hequx2_mask(half2 x, half2 y);
// __hnex2: x ne y member by member: 1.0 or 0.0 (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:630"))) inline half2 __hnex2(half2 x, half2 y);
// __hbnex2: true if x ne y for both members (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:631"))) inline bool __hbnex2(half2 x, half2 y);
// __hnex2_mask: x ne y member by member as 0xFFFF or 0 in the low (x) and high (y) 16 bits (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:632"))) inline unsigned int __hnex2_mask(half2 x, half2 y);
// __hneux2: x ne y member by member: 1.0 or 0.0 (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:633"))) inline half2 __hneux2(half2 x, half2 y);
// __hbneux2: true if x ne y for both members (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:634"))) inline bool __hbneux2(half2 x, half2 y);
// __hneux2_mask: x ne y member by member as 0xFFFF or 0 in the low (x) and high (y) 16 bits (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:635"))) inline unsigned int __hneux2_mask(half2 x, half2 y);
// __hlex2: x le y member by member: 1.0 or 0.0 (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:636"))) inline half2 __hlex2(half2 x, half2 y);
// __hblex2: true if x le y for both members (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:637"))) inline bool __hblex2(half2 x, half2 y);
// __hlex2_mask: x le y member by member as 0xFFFF or 0 in the low (x) and high (y) 16 bits (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:638"))) inline unsigned int __hlex2_mask(half2 x, half2 y);
// __hleux2: x le y member by member: 1.0 or 0.0 (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:639"))) inline half2 __hleux2(half2 x, half2 y);
// __hbleux2: true if x le y for both members (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:640"))) inline bool __hbleux2(half2 x, half2 y);
// __hleux2_mask: x le y member by member as 0xFFFF or 0 in the low (x) and high (y) 16 bits (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:641"))) inline unsigned int __hleux2_mask(half2 x, half2 y);
// __hgex2: x ge y member by member: 1.0 or 0.0 (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:642"))) inline half2 __hgex2(half2 x, half2 y);
// __hbgex2: true if x ge y for both members (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:643"))) inline bool __hbgex2(half2 x, half2 y);
// __hgex2_mask: x ge y member by member as 0xFFFF or 0 in the low (x) and high (y) 16 bits (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:644"))) inline unsigned int __hgex2_mask(half2 x, half2 y);
// __hgeux2: x ge y member by member: 1.0 or 0.0 (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:645"))) inline half2 __hgeux2(half2 x, half2 y);
// __hbgeux2: true if x ge y for both members (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:646"))) inline bool __hbgeux2(half2 x, half2 y);
// __hgeux2_mask: x ge y member by member as 0xFFFF or 0 in the low (x) and high (y) 16 bits (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:647"))) inline unsigned int __hgeux2_mask(half2 x, half2 y);
// __hltx2: x lt y member by member: 1.0 or 0.0 (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:648"))) inline half2 __hltx2(half2 x, half2 y);
// __hbltx2: true if x lt y for both members (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:649"))) inline bool __hbltx2(half2 x, half2 y);
// __hltx2_mask: x lt y member by member as 0xFFFF or 0 in the low (x) and high (y) 16 bits (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:650"))) inline unsigned int __hltx2_mask(half2 x, half2 y);
// __hltux2: x lt y member by member: 1.0 or 0.0 (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:651"))) inline half2 __hltux2(half2 x, half2 y);
// __hbltux2: true if x lt y for both members (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:652"))) inline bool __hbltux2(half2 x, half2 y);
// __hltux2_mask: x lt y member by member as 0xFFFF or 0 in the low (x) and high (y) 16 bits (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:653"))) inline unsigned int __hltux2_mask(half2 x, half2 y);
// __hgtx2: x gt y member by member: 1.0 or 0.0 (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:654"))) inline half2 __hgtx2(half2 x, half2 y);
// __hbgtx2: true if x gt y for both members (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:655"))) inline bool __hbgtx2(half2 x, half2 y);
// __hgtx2_mask: x gt y member by member as 0xFFFF or 0 in the low (x) and high (y) 16 bits (false for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:656"))) inline unsigned int __hgtx2_mask(half2 x, half2 y);
// __hgtux2: x gt y member by member: 1.0 or 0.0 (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:657"))) inline half2 __hgtux2(half2 x, half2 y);
// __hbgtux2: true if x gt y for both members (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:658"))) inline bool __hbgtux2(half2 x, half2 y);
// __hgtux2_mask: x gt y member by member as 0xFFFF or 0 in the low (x) and high (y) 16 bits (true for a NaN member).
__simt_callee__ __attribute__((annotate("ascsim_simt:659"))) inline unsigned int __hgtux2_mask(half2 x, half2 y);
// __float22half2_rn: Each member of x rounded to half (rn).
__simt_callee__ __attribute__((annotate("ascsim_simt:660"))) inline half2 __float22half2_rn(float2 x);
// __float22half2_rn_sat: Each member of x rounded to half (rn); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:661"))) inline half2 __float22half2_rn_sat(float2 x);
// __float22half2_rz_sat: Each member of x rounded to half (rz); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:662"))) inline half2 __float22half2_rz_sat(float2 x);
// __float22half2_rd: Each member of x rounded to half (rd).
__simt_callee__ __attribute__((annotate("ascsim_simt:663"))) inline half2 __float22half2_rd(float2 x);
// __float22half2_rd_sat: Each member of x rounded to half (rd); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:664"))) inline half2 __float22half2_rd_sat(float2 x);
// __float22half2_ru: Each member of x rounded to half (ru).
__simt_callee__ __attribute__((annotate("ascsim_simt:665"))) inline half2 __float22half2_ru(float2 x);
// __float22half2_ru_sat: Each member of x rounded to half (ru); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:666"))) inline half2 __float22half2_ru_sat(float2 x);
// __float22half2_rna: Each member of x rounded to half (rna).
__simt_callee__ __attribute__((annotate("ascsim_simt:667"))) inline half2 __float22half2_rna(float2 x);
// __float22half2_rna_sat: Each member of x rounded to half (rna); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:668"))) inline half2 __float22half2_rna_sat(float2 x);
// __float22half2_ro: Each member of x rounded to half (ro).
__simt_callee__ __attribute__((annotate("ascsim_simt:669"))) inline half2 __float22half2_ro(float2 x);
// __float22half2_ro_sat: Each member of x rounded to half (ro); an overflow gives the largest finite value.
__simt_callee__ __attribute__((annotate("ascsim_simt:670"))) inline half2 __float22half2_ro_sat(float2 x);
// __floats2half2_rn: (x, y), each rounded to half (to nearest, ties to even).
__simt_callee__ __attribute__((annotate("ascsim_simt:671"))) inline half2 __floats2half2_rn(float x, float y);
// __low2float: The low member (x) as a float (exact).
__simt_callee__ __attribute__((annotate("ascsim_simt:672"))) inline float __low2float(half2 x);
// __low2half: The low member of x.
__simt_callee__ __attribute__((annotate("ascsim_simt:673"))) inline half __low2half(half2 x);
// __low2half2: The low member of x in both members.
__simt_callee__ __attribute__((annotate("ascsim_simt:674"))) inline half2 __low2half2(half2 x);
// __lows2half2: (the low member of x, the low member of y).
__simt_callee__ __attribute__((annotate("ascsim_simt:675"))) inline half2 __lows2half2(half2 x, half2 y);
// __high2float: The high member (x.y) as a float (exact).
__simt_callee__ __attribute__((annotate("ascsim_simt:676"))) inline float __high2float(half2 x);
// __high2half: The high member of x.
__simt_callee__ __attribute__((annotate("ascsim_simt:677"))) inline half __high2half(half2 x);
// __high2half2: The high member of x in both members.
__simt_callee__ __attribute__((annotate("ascsim_simt:678"))) inline half2 __high2half2(half2 x);
// __highs2half2: (the high member of x, the high member of y).
__simt_callee__ __attribute__((annotate("ascsim_simt:679"))) inline half2 __highs2half2(half2 x, half2 y);
// __lowhigh2highlow: x with its members swapped.
__simt_callee__ __attribute__((annotate("ascsim_simt:680"))) inline half2 __lowhigh2highlow(half2 x);
// __halves2half2: (x, y) as a pair.
__simt_callee__ __attribute__((annotate("ascsim_simt:681"))) inline half2 __halves2half2(half x, half y);
// make_half2: (x, y) as a pair.
__simt_callee__ __attribute__((annotate("ascsim_simt:682"))) inline half2 make_half2(half x, half y);
// asc_atomic_add: Writes the sums to the half2 element, member by member; returns the element before.
__simt_callee__ __attribute__((annotate("ascsim_simt:683"))) inline half2 asc_atomic_add(half2* address, half2 val);
// asc_atomic_sub: Writes the differences to the half2 element, member by member; returns the element before.
__simt_callee__ __attribute__((annotate("ascsim_simt:684"))) inline half2 asc_atomic_sub(half2* address, half2 val);
// asc_atomic_max: Writes the larger members to the half2 element, member by member; returns the element before.
__simt_callee__ __attribute__((annotate("ascsim_simt:685"))) inline half2 asc_atomic_max(half2* address, half2 val);
// asc_atomic_min: Writes the smaller members to the half2 element, member by member; returns the element before.
__simt_callee__ __attribute__((annotate("ascsim_simt:686"))) inline half2 asc_atomic_min(half2* address, half2 val);
// asc_atomic_exch: Writes val to the half2 element, member by member; returns the element before.
__simt_callee__ __attribute__((annotate("ascsim_simt:687"))) inline half2 asc_atomic_exch(half2* address, half2 val);
// asc_atomic_cas: Writes val if the pair equals compare to the half2 element, member by member; returns the element before.
__simt_callee__ __attribute__((annotate("ascsim_simt:688"))) inline half2 asc_atomic_cas(half2* address, half2 compare, half2 val);
// asc_shfl: asc_shfl of a half2 value (both members from the same lane).
__simt_callee__ __attribute__((annotate("ascsim_simt:689"))) inline half2 asc_shfl(half2 var, int src_lane, int width = warpSize);
// asc_shfl_up: asc_shfl_up of a half2 value (both members from the same lane).
__simt_callee__ __attribute__((annotate("ascsim_simt:690"))) inline half2 asc_shfl_up(half2 var, unsigned int delta, int width = warpSize);
// asc_shfl_down: asc_shfl_down of a half2 value (both members from the same lane).
__simt_callee__ __attribute__((annotate("ascsim_simt:691"))) inline half2 asc_shfl_down(half2 var, unsigned int delta, int width = warpSize);
// asc_shfl_xor: asc_shfl_xor of a half2 value (both members from the same lane).
__simt_callee__ __attribute__((annotate("ascsim_simt:692"))) inline half2 asc_shfl_xor(half2 var, int lane_mask, int width = warpSize);
// asc_ldcg: asc_ldcg of a half2 (one access of 4 bytes).
__simt_callee__ __attribute__((annotate("ascsim_simt:693"))) inline half2 asc_ldcg(half2* address);
// asc_ldca: asc_ldca of a half2 (one access of 4 bytes).
__simt_callee__ __attribute__((annotate("ascsim_simt:694"))) inline half2 asc_ldca(half2* address);
// asc_stcg: asc_stcg of a half2 (one access of 4 bytes).
__simt_callee__ __attribute__((annotate("ascsim_simt:695"))) inline void asc_stcg(half2* address, half2 val);
// asc_stwt: asc_stwt of a half2 (one access of 4 bytes).
__simt_callee__ __attribute__((annotate("ascsim_simt:696"))) inline void asc_stwt(half2* address, half2 val);
#endif

#endif  // __ASCSIM_SIMT_API_ASC_FP16_H
