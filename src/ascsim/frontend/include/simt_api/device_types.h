// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_SIMT_API_DEVICE_TYPES_H
#define __ASCSIM_SIMT_API_DEVICE_TYPES_H
#include "c_api/utils/types.h"

struct __attribute__((aligned(4))) short2 { short x; short y; };
struct __attribute__((aligned(2))) short3 { short x; short y; short z; };
struct __attribute__((aligned(8))) short4 { short x; short y; short z; short w; };
struct __attribute__((aligned(4))) ushort2 { unsigned short x; unsigned short y; };
struct __attribute__((aligned(2))) ushort3 { unsigned short x; unsigned short y; unsigned short z; };
struct __attribute__((aligned(8))) ushort4 { unsigned short x; unsigned short y; unsigned short z; unsigned short w; };
struct __attribute__((aligned(2))) char2 { signed char x; signed char y; };
struct __attribute__((aligned(1))) char3 { signed char x; signed char y; signed char z; };
struct __attribute__((aligned(4))) char4 { signed char x; signed char y; signed char z; signed char w; };
struct __attribute__((aligned(2))) uchar2 { unsigned char x; unsigned char y; };
struct __attribute__((aligned(1))) uchar3 { unsigned char x; unsigned char y; unsigned char z; };
struct __attribute__((aligned(4))) uchar4 { unsigned char x; unsigned char y; unsigned char z; unsigned char w; };
struct __attribute__((aligned(8))) float2 { float x; float y; };
struct __attribute__((aligned(4))) float3 { float x; float y; float z; };
struct __attribute__((aligned(16))) float4 { float x; float y; float z; float w; };
struct __attribute__((aligned(16))) long2 { long int x; long int y; };
struct __attribute__((aligned(8))) long3 { long int x; long int y; long int z; };
struct __attribute__((aligned(32))) long4 { long int x; long int y; long int z; long int w; };
struct __attribute__((aligned(16))) ulong2 { unsigned long int x; unsigned long int y; };
struct __attribute__((aligned(8))) ulong3 { unsigned long int x; unsigned long int y; unsigned long int z; };
struct __attribute__((aligned(32))) ulong4 { unsigned long int x; unsigned long int y; unsigned long int z; unsigned long int w; };
struct __attribute__((aligned(16))) longlong2 { long long int x; long long int y; };
struct __attribute__((aligned(8))) longlong3 { long long int x; long long int y; long long int z; };
struct __attribute__((aligned(32))) longlong4 { long long int x; long long int y; long long int z; long long int w; };
struct __attribute__((aligned(16))) ulonglong2 { unsigned long long int x; unsigned long long int y; };
struct __attribute__((aligned(8))) ulonglong3 { unsigned long long int x; unsigned long long int y; unsigned long long int z; };
struct __attribute__((aligned(32))) ulonglong4 { unsigned long long int x; unsigned long long int y; unsigned long long int z; unsigned long long int w; };
struct __attribute__((aligned(8))) int2 { int x; int y; };
struct __attribute__((aligned(4))) int3 { int x; int y; int z; };
struct __attribute__((aligned(16))) int4 { int x; int y; int z; int w; };
struct __attribute__((aligned(8))) uint2 { unsigned int x; unsigned int y; };
struct __attribute__((aligned(4))) uint3 { unsigned int x; unsigned int y; unsigned int z; };
struct __attribute__((aligned(16))) uint4 { unsigned int x; unsigned int y; unsigned int z; unsigned int w; };
struct __attribute__((aligned(4))) half2 { half x; half y; };
struct __attribute__((aligned(4))) bfloat16x2_t { bfloat16_t x; bfloat16_t y; };
struct __attribute__((aligned(2))) float8_e4m3x2_t { fp8_e4m3fn_t x; fp8_e4m3fn_t y; };
struct __attribute__((aligned(2))) float8_e5m2x2_t { fp8_e5m2_t x; fp8_e5m2_t y; };
struct __attribute__((aligned(2))) hifloat8x2_t { hifloat8_t x; hifloat8_t y; };
#ifndef __ASCSIM_HOST__
inline short2 operator+(short2 a, short2 b) { return short2{(short)(a.x + b.x), (short)(a.y + b.y)}; }
inline short2 operator-(short2 a, short2 b) { return short2{(short)(a.x - b.x), (short)(a.y - b.y)}; }
inline short2 operator*(short2 a, short2 b) { return short2{(short)(a.x * b.x), (short)(a.y * b.y)}; }
inline short2 operator/(short2 a, short2 b) { return short2{(short)(a.x / b.x), (short)(a.y / b.y)}; }
inline short3 operator+(short3 a, short3 b) { return short3{(short)(a.x + b.x), (short)(a.y + b.y), (short)(a.z + b.z)}; }
inline short3 operator-(short3 a, short3 b) { return short3{(short)(a.x - b.x), (short)(a.y - b.y), (short)(a.z - b.z)}; }
inline short3 operator*(short3 a, short3 b) { return short3{(short)(a.x * b.x), (short)(a.y * b.y), (short)(a.z * b.z)}; }
inline short3 operator/(short3 a, short3 b) { return short3{(short)(a.x / b.x), (short)(a.y / b.y), (short)(a.z / b.z)}; }
inline short4 operator+(short4 a, short4 b) { return short4{(short)(a.x + b.x), (short)(a.y + b.y), (short)(a.z + b.z), (short)(a.w + b.w)}; }
inline short4 operator-(short4 a, short4 b) { return short4{(short)(a.x - b.x), (short)(a.y - b.y), (short)(a.z - b.z), (short)(a.w - b.w)}; }
inline short4 operator*(short4 a, short4 b) { return short4{(short)(a.x * b.x), (short)(a.y * b.y), (short)(a.z * b.z), (short)(a.w * b.w)}; }
inline short4 operator/(short4 a, short4 b) { return short4{(short)(a.x / b.x), (short)(a.y / b.y), (short)(a.z / b.z), (short)(a.w / b.w)}; }
inline ushort2 operator+(ushort2 a, ushort2 b) { return ushort2{(unsigned short)(a.x + b.x), (unsigned short)(a.y + b.y)}; }
inline ushort2 operator-(ushort2 a, ushort2 b) { return ushort2{(unsigned short)(a.x - b.x), (unsigned short)(a.y - b.y)}; }
inline ushort2 operator*(ushort2 a, ushort2 b) { return ushort2{(unsigned short)(a.x * b.x), (unsigned short)(a.y * b.y)}; }
inline ushort2 operator/(ushort2 a, ushort2 b) { return ushort2{(unsigned short)(a.x / b.x), (unsigned short)(a.y / b.y)}; }
inline ushort3 operator+(ushort3 a, ushort3 b) { return ushort3{(unsigned short)(a.x + b.x), (unsigned short)(a.y + b.y), (unsigned short)(a.z + b.z)}; }
inline ushort3 operator-(ushort3 a, ushort3 b) { return ushort3{(unsigned short)(a.x - b.x), (unsigned short)(a.y - b.y), (unsigned short)(a.z - b.z)}; }
inline ushort3 operator*(ushort3 a, ushort3 b) { return ushort3{(unsigned short)(a.x * b.x), (unsigned short)(a.y * b.y), (unsigned short)(a.z * b.z)}; }
inline ushort3 operator/(ushort3 a, ushort3 b) { return ushort3{(unsigned short)(a.x / b.x), (unsigned short)(a.y / b.y), (unsigned short)(a.z / b.z)}; }
inline ushort4 operator+(ushort4 a, ushort4 b) { return ushort4{(unsigned short)(a.x + b.x), (unsigned short)(a.y + b.y), (unsigned short)(a.z + b.z), (unsigned short)(a.w + b.w)}; }
inline ushort4 operator-(ushort4 a, ushort4 b) { return ushort4{(unsigned short)(a.x - b.x), (unsigned short)(a.y - b.y), (unsigned short)(a.z - b.z), (unsigned short)(a.w - b.w)}; }
inline ushort4 operator*(ushort4 a, ushort4 b) { return ushort4{(unsigned short)(a.x * b.x), (unsigned short)(a.y * b.y), (unsigned short)(a.z * b.z), (unsigned short)(a.w * b.w)}; }
inline ushort4 operator/(ushort4 a, ushort4 b) { return ushort4{(unsigned short)(a.x / b.x), (unsigned short)(a.y / b.y), (unsigned short)(a.z / b.z), (unsigned short)(a.w / b.w)}; }
inline char2 operator+(char2 a, char2 b) { return char2{(signed char)(a.x + b.x), (signed char)(a.y + b.y)}; }
inline char2 operator-(char2 a, char2 b) { return char2{(signed char)(a.x - b.x), (signed char)(a.y - b.y)}; }
inline char2 operator*(char2 a, char2 b) { return char2{(signed char)(a.x * b.x), (signed char)(a.y * b.y)}; }
inline char2 operator/(char2 a, char2 b) { return char2{(signed char)(a.x / b.x), (signed char)(a.y / b.y)}; }
inline char3 operator+(char3 a, char3 b) { return char3{(signed char)(a.x + b.x), (signed char)(a.y + b.y), (signed char)(a.z + b.z)}; }
inline char3 operator-(char3 a, char3 b) { return char3{(signed char)(a.x - b.x), (signed char)(a.y - b.y), (signed char)(a.z - b.z)}; }
inline char3 operator*(char3 a, char3 b) { return char3{(signed char)(a.x * b.x), (signed char)(a.y * b.y), (signed char)(a.z * b.z)}; }
inline char3 operator/(char3 a, char3 b) { return char3{(signed char)(a.x / b.x), (signed char)(a.y / b.y), (signed char)(a.z / b.z)}; }
inline char4 operator+(char4 a, char4 b) { return char4{(signed char)(a.x + b.x), (signed char)(a.y + b.y), (signed char)(a.z + b.z), (signed char)(a.w + b.w)}; }
inline char4 operator-(char4 a, char4 b) { return char4{(signed char)(a.x - b.x), (signed char)(a.y - b.y), (signed char)(a.z - b.z), (signed char)(a.w - b.w)}; }
inline char4 operator*(char4 a, char4 b) { return char4{(signed char)(a.x * b.x), (signed char)(a.y * b.y), (signed char)(a.z * b.z), (signed char)(a.w * b.w)}; }
inline char4 operator/(char4 a, char4 b) { return char4{(signed char)(a.x / b.x), (signed char)(a.y / b.y), (signed char)(a.z / b.z), (signed char)(a.w / b.w)}; }
inline uchar2 operator+(uchar2 a, uchar2 b) { return uchar2{(unsigned char)(a.x + b.x), (unsigned char)(a.y + b.y)}; }
inline uchar2 operator-(uchar2 a, uchar2 b) { return uchar2{(unsigned char)(a.x - b.x), (unsigned char)(a.y - b.y)}; }
inline uchar2 operator*(uchar2 a, uchar2 b) { return uchar2{(unsigned char)(a.x * b.x), (unsigned char)(a.y * b.y)}; }
inline uchar2 operator/(uchar2 a, uchar2 b) { return uchar2{(unsigned char)(a.x / b.x), (unsigned char)(a.y / b.y)}; }
inline uchar3 operator+(uchar3 a, uchar3 b) { return uchar3{(unsigned char)(a.x + b.x), (unsigned char)(a.y + b.y), (unsigned char)(a.z + b.z)}; }
inline uchar3 operator-(uchar3 a, uchar3 b) { return uchar3{(unsigned char)(a.x - b.x), (unsigned char)(a.y - b.y), (unsigned char)(a.z - b.z)}; }
inline uchar3 operator*(uchar3 a, uchar3 b) { return uchar3{(unsigned char)(a.x * b.x), (unsigned char)(a.y * b.y), (unsigned char)(a.z * b.z)}; }
inline uchar3 operator/(uchar3 a, uchar3 b) { return uchar3{(unsigned char)(a.x / b.x), (unsigned char)(a.y / b.y), (unsigned char)(a.z / b.z)}; }
inline uchar4 operator+(uchar4 a, uchar4 b) { return uchar4{(unsigned char)(a.x + b.x), (unsigned char)(a.y + b.y), (unsigned char)(a.z + b.z), (unsigned char)(a.w + b.w)}; }
inline uchar4 operator-(uchar4 a, uchar4 b) { return uchar4{(unsigned char)(a.x - b.x), (unsigned char)(a.y - b.y), (unsigned char)(a.z - b.z), (unsigned char)(a.w - b.w)}; }
inline uchar4 operator*(uchar4 a, uchar4 b) { return uchar4{(unsigned char)(a.x * b.x), (unsigned char)(a.y * b.y), (unsigned char)(a.z * b.z), (unsigned char)(a.w * b.w)}; }
inline uchar4 operator/(uchar4 a, uchar4 b) { return uchar4{(unsigned char)(a.x / b.x), (unsigned char)(a.y / b.y), (unsigned char)(a.z / b.z), (unsigned char)(a.w / b.w)}; }
inline float2 operator+(float2 a, float2 b) { return float2{(float)(a.x + b.x), (float)(a.y + b.y)}; }
inline float2 operator-(float2 a, float2 b) { return float2{(float)(a.x - b.x), (float)(a.y - b.y)}; }
inline float2 operator*(float2 a, float2 b) { return float2{(float)(a.x * b.x), (float)(a.y * b.y)}; }
inline float2 operator/(float2 a, float2 b) { return float2{(float)(a.x / b.x), (float)(a.y / b.y)}; }
inline float3 operator+(float3 a, float3 b) { return float3{(float)(a.x + b.x), (float)(a.y + b.y), (float)(a.z + b.z)}; }
inline float3 operator-(float3 a, float3 b) { return float3{(float)(a.x - b.x), (float)(a.y - b.y), (float)(a.z - b.z)}; }
inline float3 operator*(float3 a, float3 b) { return float3{(float)(a.x * b.x), (float)(a.y * b.y), (float)(a.z * b.z)}; }
inline float3 operator/(float3 a, float3 b) { return float3{(float)(a.x / b.x), (float)(a.y / b.y), (float)(a.z / b.z)}; }
inline float4 operator+(float4 a, float4 b) { return float4{(float)(a.x + b.x), (float)(a.y + b.y), (float)(a.z + b.z), (float)(a.w + b.w)}; }
inline float4 operator-(float4 a, float4 b) { return float4{(float)(a.x - b.x), (float)(a.y - b.y), (float)(a.z - b.z), (float)(a.w - b.w)}; }
inline float4 operator*(float4 a, float4 b) { return float4{(float)(a.x * b.x), (float)(a.y * b.y), (float)(a.z * b.z), (float)(a.w * b.w)}; }
inline float4 operator/(float4 a, float4 b) { return float4{(float)(a.x / b.x), (float)(a.y / b.y), (float)(a.z / b.z), (float)(a.w / b.w)}; }
inline long2 operator+(long2 a, long2 b) { return long2{(long int)(a.x + b.x), (long int)(a.y + b.y)}; }
inline long2 operator-(long2 a, long2 b) { return long2{(long int)(a.x - b.x), (long int)(a.y - b.y)}; }
inline long2 operator*(long2 a, long2 b) { return long2{(long int)(a.x * b.x), (long int)(a.y * b.y)}; }
inline long2 operator/(long2 a, long2 b) { return long2{(long int)(a.x / b.x), (long int)(a.y / b.y)}; }
inline long3 operator+(long3 a, long3 b) { return long3{(long int)(a.x + b.x), (long int)(a.y + b.y), (long int)(a.z + b.z)}; }
inline long3 operator-(long3 a, long3 b) { return long3{(long int)(a.x - b.x), (long int)(a.y - b.y), (long int)(a.z - b.z)}; }
inline long3 operator*(long3 a, long3 b) { return long3{(long int)(a.x * b.x), (long int)(a.y * b.y), (long int)(a.z * b.z)}; }
inline long3 operator/(long3 a, long3 b) { return long3{(long int)(a.x / b.x), (long int)(a.y / b.y), (long int)(a.z / b.z)}; }
inline long4 operator+(long4 a, long4 b) { return long4{(long int)(a.x + b.x), (long int)(a.y + b.y), (long int)(a.z + b.z), (long int)(a.w + b.w)}; }
inline long4 operator-(long4 a, long4 b) { return long4{(long int)(a.x - b.x), (long int)(a.y - b.y), (long int)(a.z - b.z), (long int)(a.w - b.w)}; }
inline long4 operator*(long4 a, long4 b) { return long4{(long int)(a.x * b.x), (long int)(a.y * b.y), (long int)(a.z * b.z), (long int)(a.w * b.w)}; }
inline long4 operator/(long4 a, long4 b) { return long4{(long int)(a.x / b.x), (long int)(a.y / b.y), (long int)(a.z / b.z), (long int)(a.w / b.w)}; }
inline ulong2 operator+(ulong2 a, ulong2 b) { return ulong2{(unsigned long int)(a.x + b.x), (unsigned long int)(a.y + b.y)}; }
inline ulong2 operator-(ulong2 a, ulong2 b) { return ulong2{(unsigned long int)(a.x - b.x), (unsigned long int)(a.y - b.y)}; }
inline ulong2 operator*(ulong2 a, ulong2 b) { return ulong2{(unsigned long int)(a.x * b.x), (unsigned long int)(a.y * b.y)}; }
inline ulong2 operator/(ulong2 a, ulong2 b) { return ulong2{(unsigned long int)(a.x / b.x), (unsigned long int)(a.y / b.y)}; }
inline ulong3 operator+(ulong3 a, ulong3 b) { return ulong3{(unsigned long int)(a.x + b.x), (unsigned long int)(a.y + b.y), (unsigned long int)(a.z + b.z)}; }
inline ulong3 operator-(ulong3 a, ulong3 b) { return ulong3{(unsigned long int)(a.x - b.x), (unsigned long int)(a.y - b.y), (unsigned long int)(a.z - b.z)}; }
inline ulong3 operator*(ulong3 a, ulong3 b) { return ulong3{(unsigned long int)(a.x * b.x), (unsigned long int)(a.y * b.y), (unsigned long int)(a.z * b.z)}; }
inline ulong3 operator/(ulong3 a, ulong3 b) { return ulong3{(unsigned long int)(a.x / b.x), (unsigned long int)(a.y / b.y), (unsigned long int)(a.z / b.z)}; }
inline ulong4 operator+(ulong4 a, ulong4 b) { return ulong4{(unsigned long int)(a.x + b.x), (unsigned long int)(a.y + b.y), (unsigned long int)(a.z + b.z), (unsigned long int)(a.w + b.w)}; }
inline ulong4 operator-(ulong4 a, ulong4 b) { return ulong4{(unsigned long int)(a.x - b.x), (unsigned long int)(a.y - b.y), (unsigned long int)(a.z - b.z), (unsigned long int)(a.w - b.w)}; }
inline ulong4 operator*(ulong4 a, ulong4 b) { return ulong4{(unsigned long int)(a.x * b.x), (unsigned long int)(a.y * b.y), (unsigned long int)(a.z * b.z), (unsigned long int)(a.w * b.w)}; }
inline ulong4 operator/(ulong4 a, ulong4 b) { return ulong4{(unsigned long int)(a.x / b.x), (unsigned long int)(a.y / b.y), (unsigned long int)(a.z / b.z), (unsigned long int)(a.w / b.w)}; }
inline longlong2 operator+(longlong2 a, longlong2 b) { return longlong2{(long long int)(a.x + b.x), (long long int)(a.y + b.y)}; }
inline longlong2 operator-(longlong2 a, longlong2 b) { return longlong2{(long long int)(a.x - b.x), (long long int)(a.y - b.y)}; }
inline longlong2 operator*(longlong2 a, longlong2 b) { return longlong2{(long long int)(a.x * b.x), (long long int)(a.y * b.y)}; }
inline longlong2 operator/(longlong2 a, longlong2 b) { return longlong2{(long long int)(a.x / b.x), (long long int)(a.y / b.y)}; }
inline longlong3 operator+(longlong3 a, longlong3 b) { return longlong3{(long long int)(a.x + b.x), (long long int)(a.y + b.y), (long long int)(a.z + b.z)}; }
inline longlong3 operator-(longlong3 a, longlong3 b) { return longlong3{(long long int)(a.x - b.x), (long long int)(a.y - b.y), (long long int)(a.z - b.z)}; }
inline longlong3 operator*(longlong3 a, longlong3 b) { return longlong3{(long long int)(a.x * b.x), (long long int)(a.y * b.y), (long long int)(a.z * b.z)}; }
inline longlong3 operator/(longlong3 a, longlong3 b) { return longlong3{(long long int)(a.x / b.x), (long long int)(a.y / b.y), (long long int)(a.z / b.z)}; }
inline longlong4 operator+(longlong4 a, longlong4 b) { return longlong4{(long long int)(a.x + b.x), (long long int)(a.y + b.y), (long long int)(a.z + b.z), (long long int)(a.w + b.w)}; }
inline longlong4 operator-(longlong4 a, longlong4 b) { return longlong4{(long long int)(a.x - b.x), (long long int)(a.y - b.y), (long long int)(a.z - b.z), (long long int)(a.w - b.w)}; }
inline longlong4 operator*(longlong4 a, longlong4 b) { return longlong4{(long long int)(a.x * b.x), (long long int)(a.y * b.y), (long long int)(a.z * b.z), (long long int)(a.w * b.w)}; }
inline longlong4 operator/(longlong4 a, longlong4 b) { return longlong4{(long long int)(a.x / b.x), (long long int)(a.y / b.y), (long long int)(a.z / b.z), (long long int)(a.w / b.w)}; }
inline ulonglong2 operator+(ulonglong2 a, ulonglong2 b) { return ulonglong2{(unsigned long long int)(a.x + b.x), (unsigned long long int)(a.y + b.y)}; }
inline ulonglong2 operator-(ulonglong2 a, ulonglong2 b) { return ulonglong2{(unsigned long long int)(a.x - b.x), (unsigned long long int)(a.y - b.y)}; }
inline ulonglong2 operator*(ulonglong2 a, ulonglong2 b) { return ulonglong2{(unsigned long long int)(a.x * b.x), (unsigned long long int)(a.y * b.y)}; }
inline ulonglong2 operator/(ulonglong2 a, ulonglong2 b) { return ulonglong2{(unsigned long long int)(a.x / b.x), (unsigned long long int)(a.y / b.y)}; }
inline ulonglong3 operator+(ulonglong3 a, ulonglong3 b) { return ulonglong3{(unsigned long long int)(a.x + b.x), (unsigned long long int)(a.y + b.y), (unsigned long long int)(a.z + b.z)}; }
inline ulonglong3 operator-(ulonglong3 a, ulonglong3 b) { return ulonglong3{(unsigned long long int)(a.x - b.x), (unsigned long long int)(a.y - b.y), (unsigned long long int)(a.z - b.z)}; }
inline ulonglong3 operator*(ulonglong3 a, ulonglong3 b) { return ulonglong3{(unsigned long long int)(a.x * b.x), (unsigned long long int)(a.y * b.y), (unsigned long long int)(a.z * b.z)}; }
inline ulonglong3 operator/(ulonglong3 a, ulonglong3 b) { return ulonglong3{(unsigned long long int)(a.x / b.x), (unsigned long long int)(a.y / b.y), (unsigned long long int)(a.z / b.z)}; }
inline ulonglong4 operator+(ulonglong4 a, ulonglong4 b) { return ulonglong4{(unsigned long long int)(a.x + b.x), (unsigned long long int)(a.y + b.y), (unsigned long long int)(a.z + b.z), (unsigned long long int)(a.w + b.w)}; }
inline ulonglong4 operator-(ulonglong4 a, ulonglong4 b) { return ulonglong4{(unsigned long long int)(a.x - b.x), (unsigned long long int)(a.y - b.y), (unsigned long long int)(a.z - b.z), (unsigned long long int)(a.w - b.w)}; }
inline ulonglong4 operator*(ulonglong4 a, ulonglong4 b) { return ulonglong4{(unsigned long long int)(a.x * b.x), (unsigned long long int)(a.y * b.y), (unsigned long long int)(a.z * b.z), (unsigned long long int)(a.w * b.w)}; }
inline ulonglong4 operator/(ulonglong4 a, ulonglong4 b) { return ulonglong4{(unsigned long long int)(a.x / b.x), (unsigned long long int)(a.y / b.y), (unsigned long long int)(a.z / b.z), (unsigned long long int)(a.w / b.w)}; }
inline int2 operator+(int2 a, int2 b) { return int2{(int)(a.x + b.x), (int)(a.y + b.y)}; }
inline int2 operator-(int2 a, int2 b) { return int2{(int)(a.x - b.x), (int)(a.y - b.y)}; }
inline int2 operator*(int2 a, int2 b) { return int2{(int)(a.x * b.x), (int)(a.y * b.y)}; }
inline int2 operator/(int2 a, int2 b) { return int2{(int)(a.x / b.x), (int)(a.y / b.y)}; }
inline int3 operator+(int3 a, int3 b) { return int3{(int)(a.x + b.x), (int)(a.y + b.y), (int)(a.z + b.z)}; }
inline int3 operator-(int3 a, int3 b) { return int3{(int)(a.x - b.x), (int)(a.y - b.y), (int)(a.z - b.z)}; }
inline int3 operator*(int3 a, int3 b) { return int3{(int)(a.x * b.x), (int)(a.y * b.y), (int)(a.z * b.z)}; }
inline int3 operator/(int3 a, int3 b) { return int3{(int)(a.x / b.x), (int)(a.y / b.y), (int)(a.z / b.z)}; }
inline int4 operator+(int4 a, int4 b) { return int4{(int)(a.x + b.x), (int)(a.y + b.y), (int)(a.z + b.z), (int)(a.w + b.w)}; }
inline int4 operator-(int4 a, int4 b) { return int4{(int)(a.x - b.x), (int)(a.y - b.y), (int)(a.z - b.z), (int)(a.w - b.w)}; }
inline int4 operator*(int4 a, int4 b) { return int4{(int)(a.x * b.x), (int)(a.y * b.y), (int)(a.z * b.z), (int)(a.w * b.w)}; }
inline int4 operator/(int4 a, int4 b) { return int4{(int)(a.x / b.x), (int)(a.y / b.y), (int)(a.z / b.z), (int)(a.w / b.w)}; }
inline uint2 operator+(uint2 a, uint2 b) { return uint2{(unsigned int)(a.x + b.x), (unsigned int)(a.y + b.y)}; }
inline uint2 operator-(uint2 a, uint2 b) { return uint2{(unsigned int)(a.x - b.x), (unsigned int)(a.y - b.y)}; }
inline uint2 operator*(uint2 a, uint2 b) { return uint2{(unsigned int)(a.x * b.x), (unsigned int)(a.y * b.y)}; }
inline uint2 operator/(uint2 a, uint2 b) { return uint2{(unsigned int)(a.x / b.x), (unsigned int)(a.y / b.y)}; }
inline uint3 operator+(uint3 a, uint3 b) { return uint3{(unsigned int)(a.x + b.x), (unsigned int)(a.y + b.y), (unsigned int)(a.z + b.z)}; }
inline uint3 operator-(uint3 a, uint3 b) { return uint3{(unsigned int)(a.x - b.x), (unsigned int)(a.y - b.y), (unsigned int)(a.z - b.z)}; }
inline uint3 operator*(uint3 a, uint3 b) { return uint3{(unsigned int)(a.x * b.x), (unsigned int)(a.y * b.y), (unsigned int)(a.z * b.z)}; }
inline uint3 operator/(uint3 a, uint3 b) { return uint3{(unsigned int)(a.x / b.x), (unsigned int)(a.y / b.y), (unsigned int)(a.z / b.z)}; }
inline uint4 operator+(uint4 a, uint4 b) { return uint4{(unsigned int)(a.x + b.x), (unsigned int)(a.y + b.y), (unsigned int)(a.z + b.z), (unsigned int)(a.w + b.w)}; }
inline uint4 operator-(uint4 a, uint4 b) { return uint4{(unsigned int)(a.x - b.x), (unsigned int)(a.y - b.y), (unsigned int)(a.z - b.z), (unsigned int)(a.w - b.w)}; }
inline uint4 operator*(uint4 a, uint4 b) { return uint4{(unsigned int)(a.x * b.x), (unsigned int)(a.y * b.y), (unsigned int)(a.z * b.z), (unsigned int)(a.w * b.w)}; }
inline uint4 operator/(uint4 a, uint4 b) { return uint4{(unsigned int)(a.x / b.x), (unsigned int)(a.y / b.y), (unsigned int)(a.z / b.z), (unsigned int)(a.w / b.w)}; }
inline half2 operator+(half2 a, half2 b) { return half2{(half)(a.x + b.x), (half)(a.y + b.y)}; }
inline half2 operator-(half2 a, half2 b) { return half2{(half)(a.x - b.x), (half)(a.y - b.y)}; }
inline half2 operator*(half2 a, half2 b) { return half2{(half)(a.x * b.x), (half)(a.y * b.y)}; }
inline half2 operator/(half2 a, half2 b) { return half2{(half)(a.x / b.x), (half)(a.y / b.y)}; }
inline bfloat16x2_t operator+(bfloat16x2_t a, bfloat16x2_t b) { return bfloat16x2_t{(bfloat16_t)(a.x + b.x), (bfloat16_t)(a.y + b.y)}; }
inline bfloat16x2_t operator-(bfloat16x2_t a, bfloat16x2_t b) { return bfloat16x2_t{(bfloat16_t)(a.x - b.x), (bfloat16_t)(a.y - b.y)}; }
inline bfloat16x2_t operator*(bfloat16x2_t a, bfloat16x2_t b) { return bfloat16x2_t{(bfloat16_t)(a.x * b.x), (bfloat16_t)(a.y * b.y)}; }
inline bfloat16x2_t operator/(bfloat16x2_t a, bfloat16x2_t b) { return bfloat16x2_t{(bfloat16_t)(a.x / b.x), (bfloat16_t)(a.y / b.y)}; }
#endif

#endif  // __ASCSIM_SIMT_API_DEVICE_TYPES_H
