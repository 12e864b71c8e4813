// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_SIMT_API_DEVICE_FUNCTIONS_H
#define __ASCSIM_SIMT_API_DEVICE_FUNCTIONS_H
#include "c_api/utils/types.h"
#include "simt_api/device_types.h"
#include "simt_api/device_sync_functions.h"
#include "simt_api/device_atomic_functions.h"
#include "simt_api/device_warp_functions.h"

#ifndef __ASCSIM_HOST__
// __float2float_rn: x rounded to an integral float (to nearest, ties to even).
__simt_callee__ __attribute__((annotate("ascsim_simt:82"))) inline float __float2float_rn(float x);
// __float2int_rn: x rounded to int (to nearest, ties to even; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:83"))) inline int __float2int_rn(float x);
// __float2uint_rn: x rounded to unsigned int (to nearest, ties to even; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:84"))) inline unsigned int __float2uint_rn(float x);
// __float2ll_rn: x rounded to long long int (to nearest, ties to even; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:85"))) inline long long int __float2ll_rn(float x);
// __float2ull_rn: x rounded to unsigned long long int (to nearest, ties to even; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:86"))) inline unsigned long long int __float2ull_rn(float x);
// __int2float_rn: x rounded to float (to nearest, ties to even).
__simt_callee__ __attribute__((annotate("ascsim_simt:87"))) inline float __int2float_rn(int x);
// __uint2float_rn: x rounded to float (to nearest, ties to even).
__simt_callee__ __attribute__((annotate("ascsim_simt:88"))) inline float __uint2float_rn(unsigned int x);
// __ll2float_rn: x rounded to float (to nearest, ties to even).
__simt_callee__ __attribute__((annotate("ascsim_simt:89"))) inline float __ll2float_rn(long long int x);
// __ull2float_rn: x rounded to float (to nearest, ties to even).
__simt_callee__ __attribute__((annotate("ascsim_simt:90"))) inline float __ull2float_rn(unsigned long long int x);
// __float2float_rz: x rounded to an integral float (toward zero).
__simt_callee__ __attribute__((annotate("ascsim_simt:91"))) inline float __float2float_rz(float x);
// __float2int_rz: x rounded to int (toward zero; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:92"))) inline int __float2int_rz(float x);
// __float2uint_rz: x rounded to unsigned int (toward zero; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:93"))) inline unsigned int __float2uint_rz(float x);
// __float2ll_rz: x rounded to long long int (toward zero; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:94"))) inline long long int __float2ll_rz(float x);
// __float2ull_rz: x rounded to unsigned long long int (toward zero; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:95"))) inline unsigned long long int __float2ull_rz(float x);
// __int2float_rz: x rounded to float (toward zero).
__simt_callee__ __attribute__((annotate("ascsim_simt:96"))) inline float __int2float_rz(int x);
// __uint2float_rz: x rounded to float (toward zero).
__simt_callee__ __attribute__((annotate("ascsim_simt:97"))) inline float __uint2float_rz(unsigned int x);
// __ll2float_rz: x rounded to float (toward zero).
__simt_callee__ __attribute__((annotate("ascsim_simt:98"))) inline float __ll2float_rz(long long int x);
// __ull2float_rz: x rounded to float (toward zero).
__simt_callee__ __attribute__((annotate("ascsim_simt:99"))) inline float __ull2float_rz(unsigned long long int x);
// __float2float_rd: x rounded to an integral float (down).
__simt_callee__ __attribute__((annotate("ascsim_simt:100"))) inline float __float2float_rd(float x);
// __float2int_rd: x rounded to int (down; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:101"))) inline int __float2int_rd(float x);
// __float2uint_rd: x rounded to unsigned int (down; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:102"))) inline unsigned int __float2uint_rd(float x);
// __float2ll_rd: x rounded to long long int (down; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:103"))) inline long long int __float2ll_rd(float x);
// __float2ull_rd: x rounded to unsigned long long int (down; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:104"))) inline unsigned long long int __float2ull_rd(float x);
// __int2float_rd: x rounded to float (down).
__simt_callee__ __attribute__((annotate("ascsim_simt:105"))) inline float __int2float_rd(int x);
// __uint2float_rd: x rounded to float (down).
__simt_callee__ __attribute__((annotate("ascsim_simt:106"))) inline float __uint2float_rd(unsigned int x);
// __ll2float_rd: x rounded to float (down).
__simt_callee__ __attribute__((annotate("ascsim_simt:107"))) inline float __ll2float_rd(long long int x);
// __ull2float_rd: x rounded to float (down).
__simt_callee__ __attribute__((annotate("ascsim_simt:108"))) inline float __ull2float_rd(unsigned long long int x);
// __float2float_ru: x rounded to an integral float (up).
__simt_callee__ __attribute__((annotate("ascsim_simt:109"))) inline float __float2float_ru(float x);
// __float2int_ru: x rounded to int (up; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:110"))) inline int __float2int_ru(float x);
// __float2uint_ru: x rounded to unsigned int (up; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:111"))) inline unsigned int __float2uint_ru(float x);
// __float2ll_ru: x rounded to long long int (up; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:112"))) inline long long int __float2ll_ru(float x);
// __float2ull_ru: x rounded to unsigned long long int (up; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:113"))) inline unsigned long long int __float2ull_ru(float x);
// __int2float_ru: x rounded to float (up).
__simt_callee__ __attribute__((annotate("ascsim_simt:114"))) inline float __int2float_ru(int x);
// __uint2float_ru: x rounded to float (up).
__simt_callee__ __attribute__((annotate("ascsim_simt:115"))) inline float __uint2float_ru(unsigned int x);
// __ll2float_ru: x rounded to float (up).
__simt_callee__ __attribute__((annotate("ascsim_simt:116"))) inline float __ll2float_ru(long long int x);
// __ull2float_ru: x rounded to float (up).
__simt_callee__ __attribute__((annotate("ascsim_simt:117"))) inline float __ull2float_ru(unsigned long long int x);
// __float2float_rna: x rounded to an integral float (to nearest, ties away from zero).
__simt_callee__ __attribute__((annotate("ascsim_simt:118"))) inline float __float2float_rna(float x);
// __float2int_rna: x rounded to int (to nearest, ties away from zero; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:119"))) inline int __float2int_rna(float x);
// __float2uint_rna: x rounded to unsigned int (to nearest, ties away from zero; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:120"))) inline unsigned int __float2uint_rna(float x);
// __float2ll_rna: x rounded to long long int (to nearest, ties away from zero; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:121"))) inline long long int __float2ll_rna(float x);
// __float2ull_rna: x rounded to unsigned long long int (to nearest, ties away from zero; saturating, NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:122"))) inline unsigned long long int __float2ull_rna(float x);
// __int2float_rna: x rounded to float (to nearest, ties away from zero).
__simt_callee__ __attribute__((annotate("ascsim_simt:123"))) inline float __int2float_rna(int x);
// __uint2float_rna: x rounded to float (to nearest, ties away from zero).
__simt_callee__ __attribute__((annotate("ascsim_simt:124"))) inline float __uint2float_rna(unsigned int x);
// __ll2float_rna: x rounded to float (to nearest, ties away from zero).
__simt_callee__ __attribute__((annotate("ascsim_simt:125"))) inline float __ll2float_rna(long long int x);
// __ull2float_rna: x rounded to float (to nearest, ties away from zero).
__simt_callee__ __attribute__((annotate("ascsim_simt:126"))) inline float __ull2float_rna(unsigned long long int x);
// __int_as_float: The bits of x as a float.
__simt_callee__ __attribute__((annotate("ascsim_simt:127"))) inline float __int_as_float(int x);
// __uint_as_float: The bits of x as a float.
__simt_callee__ __attribute__((annotate("ascsim_simt:128"))) inline float __uint_as_float(unsigned int x);
// __float_as_int: The bits of x as an int.
__simt_callee__ __attribute__((annotate("ascsim_simt:129"))) inline int __float_as_int(float x);
// __float_as_uint: The bits of x as an unsigned int.
__simt_callee__ __attribute__((annotate("ascsim_simt:130"))) inline unsigned int __float_as_uint(float x);
// __mulhi: The high 32 bits of the 64-bit product.
__simt_callee__ __attribute__((annotate("ascsim_simt:131"))) inline int __mulhi(int x, int y);
// __umulhi: The high 32 bits of the 64-bit product.
__simt_callee__ __attribute__((annotate("ascsim_simt:132"))) inline unsigned int __umulhi(unsigned int x, unsigned int y);
// __mul64hi: The high 64 bits of the 128-bit product.
__simt_callee__ __attribute__((annotate("ascsim_simt:133"))) inline long long int __mul64hi(long long int x, long long int y);
// __umul64hi: The high 64 bits of the 128-bit product.
__simt_callee__ __attribute__((annotate("ascsim_simt:134"))) inline unsigned long long int __umul64hi(unsigned long long int x, unsigned long long int y);
// __mul_i32toi64: The full 64-bit product of two 32-bit integers.
__simt_callee__ __attribute__((annotate("ascsim_simt:135"))) inline long long int __mul_i32toi64(int x, int y);
__simt_callee__ __attribute__((annotate("ascsim_simt:136"))) inline unsigned long long int __mul_i32toi64(unsigned int x, unsigned int y);
// __brev: The bits of x in reverse order.
__simt_callee__ __attribute__((annotate("ascsim_simt:137"))) inline unsigned int __brev(unsigned int x);
__simt_callee__ __attribute__((annotate("ascsim_simt:138"))) inline unsigned long long int __brev(unsigned long long int x);
__simt_callee__ __attribute__((annotate("ascsim_simt:139"))) inline unsigned long int __brev(unsigned long int x);
// __clz: The number of leading zero bits of x.
__simt_callee__ __attribute__((annotate("ascsim_simt:140"))) inline int __clz(int x);
__simt_callee__ __attribute__((annotate("ascsim_simt:141"))) inline int __clz(long long int x);
__simt_callee__ __attribute__((annotate("ascsim_simt:142"))) inline int __clz(long int x);
// __ffs: The position (from 1) of the lowest set bit of x; 0 for 0.
__simt_callee__ __attribute__((annotate("ascsim_simt:143"))) inline int __ffs(int x);
__simt_callee__ __attribute__((annotate("ascsim_simt:144"))) inline int __ffs(long long int x);
__simt_callee__ __attribute__((annotate("ascsim_simt:145"))) inline int __ffs(long int x);
// __popc: The number of set bits of x.
__simt_callee__ __attribute__((annotate("ascsim_simt:146"))) inline int __popc(unsigned int x);
__simt_callee__ __attribute__((annotate("ascsim_simt:147"))) inline int __popc(unsigned long long int x);
__simt_callee__ __attribute__((annotate("ascsim_simt:148"))) inline int __popc(unsigned long int x);
// __byte_perm: Byte i of the result is byte (s >> 4i) & 7 of the 8 bytes y:x.
__simt_callee__ __attribute__((annotate("ascsim_simt:149"))) inline unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s);
// __saturatef: x clamped to [0, 1] (NaN gives 0).
__simt_callee__ __attribute__((annotate("ascsim_simt:150"))) inline float __saturatef(float x);
// __sad: |x - y| + z.
__simt_callee__ __attribute__((annotate("ascsim_simt:151"))) inline unsigned int __sad(int x, int y, unsigned int z);
// __usad: |x - y| + z.
__simt_callee__ __attribute__((annotate("ascsim_simt:152"))) inline unsigned int __usad(unsigned int x, unsigned int y, unsigned int z);
// __mul24: The product of the low 24 bits of x and y (signed).
__simt_callee__ __attribute__((annotate("ascsim_simt:153"))) inline int __mul24(int x, int y);
// __umul24: The product of the low 24 bits of x and y.
__simt_callee__ __attribute__((annotate("ascsim_simt:154"))) inline unsigned int __umul24(unsigned int x, unsigned int y);
// __fdividef: x / y.
__simt_callee__ __attribute__((annotate("ascsim_simt:155"))) inline float __fdividef(float x, float y);
// __hadd: (x + y) >> 1 without overflow.
__simt_callee__ __attribute__((annotate("ascsim_simt:156"))) inline int __hadd(int x, int y);
// __rhadd: (x + y + 1) >> 1 without overflow.
__simt_callee__ __attribute__((annotate("ascsim_simt:157"))) inline int __rhadd(int x, int y);
// __uhadd: (x + y) >> 1 without overflow.
__simt_callee__ __attribute__((annotate("ascsim_simt:158"))) inline unsigned int __uhadd(unsigned int x, unsigned int y);
// __urhadd: (x + y + 1) >> 1 without overflow.
__simt_callee__ __attribute__((annotate("ascsim_simt:159"))) inline unsigned int __urhadd(unsigned int x, unsigned int y);
// asc_ldcg: Loads *address, cached in L2 only.
__simt_callee__ __attribute__((annotate("ascsim_simt:160"))) inline long int asc_ldcg(long int* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:161"))) inline unsigned long int asc_ldcg(unsigned long int* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:162"))) inline long long int asc_ldcg(long long int* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:163"))) inline unsigned long long int asc_ldcg(unsigned long long int* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:164"))) inline signed char asc_ldcg(signed char* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:165"))) inline unsigned char asc_ldcg(unsigned char* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:166"))) inline short asc_ldcg(short* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:167"))) inline unsigned short asc_ldcg(unsigned short* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:168"))) inline int asc_ldcg(int* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:169"))) inline unsigned int asc_ldcg(unsigned int* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:170"))) inline float asc_ldcg(float* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:171"))) inline char2 asc_ldcg(char2* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:172"))) inline char4 asc_ldcg(char4* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:173"))) inline uchar2 asc_ldcg(uchar2* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:174"))) inline uchar4 asc_ldcg(uchar4* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:175"))) inline short2 asc_ldcg(short2* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:176"))) inline short4 asc_ldcg(short4* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:177"))) inline ushort2 asc_ldcg(ushort2* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:178"))) inline ushort4 asc_ldcg(ushort4* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:179"))) inline int2 asc_ldcg(int2* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:180"))) inline int4 asc_ldcg(int4* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:181"))) inline uint2 asc_ldcg(uint2* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:182"))) inline uint4 asc_ldcg(uint4* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:183"))) inline long2 asc_ldcg(long2* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:184"))) inline long4 asc_ldcg(long4* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:185"))) inline ulong2 asc_ldcg(ulong2* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:186"))) inline ulong4 asc_ldcg(ulong4* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:187"))) inline longlong2 asc_ldcg(longlong2* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:188"))) inline longlong4 asc_ldcg(longlong4* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:189"))) inline ulonglong2 asc_ldcg(ulonglong2* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:190"))) inline ulonglong4 asc_ldcg(ulonglong4* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:191"))) inline float2 asc_ldcg(float2* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:192"))) inline float4 asc_ldcg(float4* address);
// asc_ldca: Loads *address, cached in every cache level.
__simt_callee__ __attribute__((annotate("ascsim_simt:193"))) inline long int asc_ldca(long int* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:194"))) inline unsigned long int asc_ldca(unsigned long int* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:195"))) inline long long int asc_ldca(long long int* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:196"))) inline unsigned long long int asc_ldca(unsigned long long int* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:197"))) inline signed char asc_ldca(signed char* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:198"))) inline unsigned char asc_ldca(unsigned char* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:199"))) inline short asc_ldca(short* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:200"))) inline unsigned short asc_ldca(unsigned short* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:201"))) inline int asc_ldca(int* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:202"))) inline unsigned int asc_ldca(unsigned int* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:203"))) inline float asc_ldca(float* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:204"))) inline char2 asc_ldca(char2* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:205"))) inline char4 asc_ldca(char4* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:206"))) inline uchar2 asc_ldca(uchar2* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:207"))) inline uchar4 asc_ldca(uchar4* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:208"))) inline short2 asc_ldca(short2* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:209"))) inline short4 asc_ldca(short4* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:210"))) inline ushort2 asc_ldca(ushort2* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:211"))) inline ushort4 asc_ldca(ushort4* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:212"))) inline int2 asc_ldca(int2* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:213"))) inline int4 asc_ldca(int4* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:214"))) inline uint2 asc_ldca(uint2* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:215"))) inline uint4 asc_ldca(uint4* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:216"))) inline long2 asc_ldca(long2* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:217"))) inline long4 asc_ldca(long4* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:218"))) inline ulong2 asc_ldca(ulong2* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:219"))) inline ulong4 asc_ldca(ulong4* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:220"))) inline longlong2 asc_ldca(longlong2* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:221"))) inline longlong4 asc_ldca(longlong4* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:222"))) inline ulonglong2 asc_ldca(ulonglong2* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:223"))) inline ulonglong4 asc_ldca(ulonglong4* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:224"))) inline float2 asc_ldca(float2* address);
__simt_callee__ __attribute__((annotate("ascsim_simt:225"))) inline float4 asc_ldca(float4* address);
// asc_stcg: Stores val at address, cached in L2 only.
__simt_callee__ __attribute__((annotate("ascsim_simt:226"))) inline void asc_stcg(long int* address, long int val);
__simt_callee__ __attribute__((annotate("ascsim_simt:227"))) inline void asc_stcg(unsigned long int* address, unsigned long int val);
__simt_callee__ __attribute__((annotate("ascsim_simt:228"))) inline void asc_stcg(long long int* address, long long int val);
__simt_callee__ __attribute__((annotate("ascsim_simt:229"))) inline void asc_stcg(unsigned long long int* address, unsigned long long int val);
__simt_callee__ __attribute__((annotate("ascsim_simt:230"))) inline void asc_stcg(signed char* address, signed char val);
__simt_callee__ __attribute__((annotate("ascsim_simt:231"))) inline void asc_stcg(unsigned char* address, unsigned char val);
__simt_callee__ __attribute__((annotate("ascsim_simt:232"))) inline void asc_stcg(short* address, short val);
__simt_callee__ __attribute__((annotate("ascsim_simt:233"))) inline void asc_stcg(unsigned short* address, unsigned short val);
__simt_callee__ __attribute__((annotate("ascsim_simt:234"))) inline void asc_stcg(int* address, int val);
__simt_callee__ __attribute__((annotate("ascsim_simt:235"))) inline void asc_stcg(unsigned int* address, unsigned int val);
__simt_callee__ __attribute__((annotate("ascsim_simt:236"))) inline void asc_stcg(float* address, float val);
__simt_callee__ __attribute__((annotate("ascsim_simt:237"))) inline void asc_stcg(char2* address, char2 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:238"))) inline void asc_stcg(char4* address, char4 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:239"))) inline void asc_stcg(uchar2* address, uchar2 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:240"))) inline void asc_stcg(uchar4* address, uchar4 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:241"))) inline void asc_stcg(short2* address, short2 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:242"))) inline void asc_stcg(short4* address, short4 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:243"))) inline void asc_stcg(ushort2* address, ushort2 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:244"))) inline void asc_stcg(ushort4* address, ushort4 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:245"))) inline void asc_stcg(int2* address, int2 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:246"))) inline void asc_stcg(int4* address, int4 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:247"))) inline void asc_stcg(uint2* address, uint2 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:248"))) inline void asc_stcg(uint4* address, uint4 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:249"))) inline void asc_stcg(long2* address, long2 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:250"))) inline void asc_stcg(long4* address, long4 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:251"))) inline void asc_stcg(ulong2* address, ulong2 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:252"))) inline void asc_stcg(ulong4* address, ulong4 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:253"))) inline void asc_stcg(longlong2* address, longlong2 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:254"))) inline void asc_stcg(longlong4* address, longlong4 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:255"))) inline void asc_stcg(ulonglong2* address, ulonglong2 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:256"))) inline void asc_stcg(ulonglong4* address, ulonglong4 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:257"))) inline void asc_stcg(float2* address, float2 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:258"))) inline void asc_stcg(float4* address, float4 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:259"))) inline void asc_stcg(char* address, char val);
// asc_stwt: Stores val at address, written through the caches.
__simt_callee__ __attribute__((annotate("ascsim_simt:260"))) inline void asc_stwt(long int* address, long int val);
__simt_callee__ __attribute__((annotate("ascsim_simt:261"))) inline void asc_stwt(unsigned long int* address, unsigned long int val);
__simt_callee__ __attribute__((annotate("ascsim_simt:262"))) inline void asc_stwt(long long int* address, long long int val);
__simt_callee__ __attribute__((annotate("ascsim_simt:263"))) inline void asc_stwt(unsigned long long int* address, unsigned long long int val);
__simt_callee__ __attribute__((annotate("ascsim_simt:264"))) inline void asc_stwt(signed char* address, signed char val);
__simt_callee__ __attribute__((annotate("ascsim_simt:265"))) inline void asc_stwt(unsigned char* address, unsigned char val);
__simt_callee__ __attribute__((annotate("ascsim_simt:266"))) inline void asc_stwt(short* address, short val);
__simt_callee__ __attribute__((annotate("ascsim_simt:267"))) inline void asc_stwt(unsigned short* address, unsigned short val);
__simt_callee__ __attribute__((annotate("ascsim_simt:268"))) inline void asc_stwt(int* address, int val);
__simt_callee__ __attribute__((annotate("ascsim_simt:269"))) inline void asc_stwt(unsigned int* address, unsigned int val);
__simt_callee__ __attribute__((annotate("ascsim_simt:270"))) inline void asc_stwt(float* address, float val);
__simt_callee__ __attribute__((annotate("ascsim_simt:271"))) inline void asc_stwt(char2* address, char2 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:272"))) inline void asc_stwt(char4* address, char4 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:273"))) inline void asc_stwt(uchar2* address, uchar2 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:274"))) inline void asc_stwt(uchar4* address, uchar4 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:275"))) inline void asc_stwt(short2* address, short2 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:276"))) inline void asc_stwt(short4* address, short4 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:277"))) inline void asc_stwt(ushort2* address, ushort2 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:278"))) inline void asc_stwt(ushort4* address, ushort4 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:279"))) inline void asc_stwt(int2* address, int2 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:280"))) inline void asc_stwt(int4* address, int4 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:281"))) inline void asc_stwt(uint2* address, uint2 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:282"))) inline void asc_stwt(uint4* address, uint4 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:283"))) inline void asc_stwt(long2* address, long2 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:284"))) inline void asc_stwt(long4* address, long4 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:285"))) inline void asc_stwt(ulong2* address, ulong2 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:286"))) inline void asc_stwt(ulong4* address, ulong4 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:287"))) inline void asc_stwt(longlong2* address, longlong2 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:288"))) inline void asc_stwt(longlong4* address, longlong4 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:289"))) inline void asc_stwt(ulonglong2* address, ulonglong2 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:290"))) inline void asc_stwt(ulonglong4* address, ulonglong4 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:291"))) inline void asc_stwt(float2* address, float2 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:292"))) inline void asc_stwt(float4* address, float4 val);
__simt_callee__ __attribute__((annotate("ascsim_simt:293"))) inline void asc_stwt(char* address, char val);
// asc_dcci_entire: Cleans and invalidates the data cache (every line).
__simt_callee__ __attribute__((annotate("ascsim_simt:294"))) inline void asc_dcci_entire(void* dst);
// asc_dcci_single: Cleans and invalidates the data cache line of dst.
__simt_callee__ __attribute__((annotate("ascsim_simt:295"))) inline void asc_dcci_single(void* dst);
// asc_nop: Does nothing for one cycle.
__simt_callee__ __attribute__((annotate("ascsim_simt:296"))) inline void asc_nop();
// __isGlobal: 1 if ptr points into GM, else 0.
__simt_callee__ __attribute__((annotate("ascsim_simt:297"))) inline unsigned int __isGlobal(const void* ptr);
// __isUbuf: 1 if ptr points into the Unified Buffer, else 0.
__simt_callee__ __attribute__((annotate("ascsim_simt:298"))) inline unsigned int __isUbuf(const void* ptr);
// __isLocal: 1 if ptr points into the thread's own memory, else 0.
__simt_callee__ __attribute__((annotate("ascsim_simt:299"))) inline unsigned int __isLocal(const void* ptr);
// __cvta_generic_to_global: The GM address ptr points to (0 for a null pointer).
__simt_callee__ __attribute__((annotate("ascsim_simt:300"))) inline size_t __cvta_generic_to_global(const void* ptr);
// __cvta_generic_to_ubuf: The UB byte offset ptr points to (0 for a null pointer).
__simt_callee__ __attribute__((annotate("ascsim_simt:301"))) inline size_t __cvta_generic_to_ubuf(const void* ptr);
// __cvta_generic_to_local: The address in the thread's own memory ptr points to (0 for a null pointer).
__simt_callee__ __attribute__((annotate("ascsim_simt:302"))) inline size_t __cvta_generic_to_local(const void* ptr);
// __cvta_global_to_generic: A pointer to the GM address rawbits.
__simt_callee__ __attribute__((annotate("ascsim_simt:303"))) inline void* __cvta_global_to_generic(size_t rawbits);
// __cvta_ubuf_to_generic: A pointer to the UB byte offset rawbits.
__simt_callee__ __attribute__((annotate("ascsim_simt:304"))) inline void* __cvta_ubuf_to_generic(size_t rawbits);
// __cvta_local_to_generic: A pointer to the address in the thread's own memory rawbits.
__simt_callee__ __attribute__((annotate("ascsim_simt:305"))) inline void* __cvta_local_to_generic(size_t rawbits);
// laneid: The lane of the calling thread in its warp (0 to 31).
__simt_callee__ __attribute__((annotate("ascsim_simt:306"))) inline int laneid();
// lanemask_eq: Bit i set for the lanes i equal to the calling lane.
__simt_callee__ __attribute__((annotate("ascsim_simt:307"))) inline int lanemask_eq();
// lanemask_lt: Bit i set for the lanes i below the calling lane.
__simt_callee__ __attribute__((annotate("ascsim_simt:308"))) inline int lanemask_lt();
// lanemask_le: Bit i set for the lanes i at or below the calling lane.
__simt_callee__ __attribute__((annotate("ascsim_simt:309"))) inline int lanemask_le();
// lanemask_gt: Bit i set for the lanes i above the calling lane.
__simt_callee__ __attribute__((annotate("ascsim_simt:310"))) inline int lanemask_gt();
// lanemask_ge: Bit i set for the lanes i at or above the calling lane.
__simt_callee__ __attribute__((annotate("ascsim_simt:311"))) inline int lanemask_ge();
// clock: The core's cycle counter (ascsim: a count that grows by a fixed step per call, the same for every thread of the call).
__simt_callee__ __attribute__((annotate("ascsim_simt:312"))) inline uint64_t clock();
template <auto funcPtr, typename... Args> __aicore__ void asc_vf_call(dim3 threadNums, Args&&... args);
#endif

#endif  // __ASCSIM_SIMT_API_DEVICE_FUNCTIONS_H
