// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_SIMT_API_VECTOR_FUNCTIONS_H
#define __ASCSIM_SIMT_API_VECTOR_FUNCTIONS_H
#include "c_api/utils/types.h"
#include "simt_api/device_types.h"

#ifndef __ASCSIM_HOST__
// make_short2: The short2 of its 2 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:956"))) inline short2 make_short2(short x, short y);
// make_short3: The short3 of its 3 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:957"))) inline short3 make_short3(short x, short y, short z);
// make_short4: The short4 of its 4 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:958"))) inline short4 make_short4(short x, short y, short z, short w);
// make_ushort2: The ushort2 of its 2 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:959"))) inline ushort2 make_ushort2(unsigned short x, unsigned short y);
// make_ushort3: The ushort3 of its 3 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:960"))) inline ushort3 make_ushort3(unsigned short x, unsigned short y, unsigned short z);
// make_ushort4: The ushort4 of its 4 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:961"))) inline ushort4 make_ushort4(unsigned short x, unsigned short y, unsigned short z, unsigned short w);
// make_char2: The char2 of its 2 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:962"))) inline char2 make_char2(signed char x, signed char y);
// make_char3: The char3 of its 3 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:963"))) inline char3 make_char3(signed char x, signed char y, signed char z);
// make_char4: The char4 of its 4 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:964"))) inline char4 make_char4(signed char x, signed char y, signed char z, signed char w);
// make_uchar2: The uchar2 of its 2 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:965"))) inline uchar2 make_uchar2(unsigned char x, unsigned char y);
// make_uchar3: The uchar3 of its 3 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:966"))) inline uchar3 make_uchar3(unsigned char x, unsigned char y, unsigned char z);
// make_uchar4: The uchar4 of its 4 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:967"))) inline uchar4 make_uchar4(unsigned char x, unsigned char y, unsigned char z, unsigned char w);
// make_float2: The float2 of its 2 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:968"))) inline float2 make_float2(float x, float y);
// make_float3: The float3 of its 3 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:969"))) inline float3 make_float3(float x, float y, float z);
// make_float4: The float4 of its 4 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:970"))) inline float4 make_float4(float x, float y, float z, float w);
// make_long2: The long2 of its 2 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:971"))) inline long2 make_long2(long int x, long int y);
// make_long3: The long3 of its 3 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:972"))) inline long3 make_long3(long int x, long int y, long int z);
// make_long4: The long4 of its 4 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:973"))) inline long4 make_long4(long int x, long int y, long int z, long int w);
// make_ulong2: The ulong2 of its 2 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:974"))) inline ulong2 make_ulong2(unsigned long int x, unsigned long int y);
// make_ulong3: The ulong3 of its 3 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:975"))) inline ulong3 make_ulong3(unsigned long int x, unsigned long int y, unsigned long int z);
// make_ulong4: The ulong4 of its 4 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:976"))) inline ulong4 make_ulong4(unsigned long int x, unsigned long int y, unsigned long int z, unsigned long int w);
// make_longlong2: The longlong2 of its 2 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:977"))) inline longlong2 make_longlong2(long long int x, long long int y);
// make_longlong3: The longlong3 of its 3 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:978"))) inline longlong3 make_longlong3(long long int x, long long int y, long long int z);
// make_longlong4: The longlong4 of its 4 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:979"))) inline longlong4 make_longlong4(long long int x, long long int y, long long int z, long long int w);
// make_ulonglong2: The ulonglong2 of its 2 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:980"))) inline ulonglong2 make_ulonglong2(unsigned long long int x, unsigned long long int y);
// make_ulonglong3: The ulonglong3 of its 3 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:981"))) inline ulonglong3 make_ulonglong3(unsigned long long int x, unsigned long long int y, unsigned long long int z);
// make_ulonglong4: The ulonglong4 of its 4 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:982"))) inline ulonglong4 make_ulonglong4(unsigned long long int x, unsigned long long int y, unsigned long long int z, unsigned long long int w);
// make_int2: The int2 of its 2 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:983"))) inline int2 make_int2(int x, int y);
// make_int3: The int3 of its 3 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:984"))) inline int3 make_int3(int x, int y, int z);
// make_int4: The int4 of its 4 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:985"))) inline int4 make_int4(int x, int y, int z, int w);
// make_uint2: The uint2 of its 2 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:986"))) inline uint2 make_uint2(unsigned int x, unsigned int y);
// make_uint3: The uint3 of its 3 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:987"))) inline uint3 make_uint3(unsigned int x, unsigned int y, unsigned int z);
// make_uint4: The uint4 of its 4 arguments, in member order.
__simt_callee__ __attribute__((annotate("ascsim_simt:988"))) inline uint4 make_uint4(unsigned int x, unsigned int y, unsigned int z, unsigned int w);
#endif

#endif  // __ASCSIM_SIMT_API_VECTOR_FUNCTIONS_H
