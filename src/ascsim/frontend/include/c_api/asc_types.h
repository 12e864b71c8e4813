#ifndef __ASCSIM_ASC_TYPES_H
#define __ASCSIM_ASC_TYPES_H
#include <cstdint>

// Element types without a host arithmetic type of their own: one raw byte each, converted to
// and from float by the interpreter (fp8 formats via ml_dtypes, hifloat8 by ascsim.hifloat8).
typedef _Float16 half;
typedef __bf16 bfloat16_t;
#define __ASCSIM_BYTE_FLOAT(name)   \
    struct name {                   \
        uint8_t __raw;              \
        name() = default;           \
        name(float value);          \
        operator float() const;     \
    };
__ASCSIM_BYTE_FLOAT(hifloat8_t)
__ASCSIM_BYTE_FLOAT(fp8_e8m0_t)
__ASCSIM_BYTE_FLOAT(fp8_e5m2_t)
__ASCSIM_BYTE_FLOAT(fp8_e4m3fn_t)
#undef __ASCSIM_BYTE_FLOAT

// Register types: distinct structs, so overloads resolve per element type.
// X(element type, register type) for every type a vector register holds.
#define __ASCSIM_VECTOR_TYPES(X)      \
    X(int8_t, vector_int8_t)          \
    X(uint8_t, vector_uint8_t)        \
    X(hifloat8_t, vector_hifloat8_t)  \
    X(fp8_e8m0_t, vector_fp8_e8m0_t)  \
    X(fp8_e5m2_t, vector_fp8_e5m2_t)  \
    X(fp8_e4m3fn_t, vector_fp8_e4m3fn_t) \
    X(int16_t, vector_int16_t)        \
    X(uint16_t, vector_uint16_t)      \
    X(half, vector_half)              \
    X(bfloat16_t, vector_bfloat16_t)  \
    X(int32_t, vector_int32_t)        \
    X(uint32_t, vector_uint32_t)      \
    X(float, vector_float)
#define __ASCSIM_DECLARE_REGISTER(T, V) \
    struct V {                          \
        uint8_t __bytes[256];           \
    };
__ASCSIM_VECTOR_TYPES(__ASCSIM_DECLARE_REGISTER)
#undef __ASCSIM_DECLARE_REGISTER
struct vector_bool {
    uint8_t __bits[32];
};
// The unaligned store register of asc_squeeze_and_storeunalign.
struct vector_align {
    uint8_t __bytes[32];
};

typedef enum {
    PIPE_S = 0,
    PIPE_V = 1,
    PIPE_M = 2,
    PIPE_MTE1 = 3,
    PIPE_MTE2 = 4,
    PIPE_MTE3 = 5,
    PIPE_ALL = 6,
    PIPE_FIX = 10,
} pipe_t;

typedef enum {
    EVENT_ID0 = 0,
    EVENT_ID1 = 1,
    EVENT_ID2 = 2,
    EVENT_ID3 = 3,
    EVENT_ID4 = 4,
    EVENT_ID5 = 5,
    EVENT_ID6 = 6,
    EVENT_ID7 = 7,
} event_t;

typedef enum {
    PAT_ALL = 0,
    PAT_VL1 = 1,
    PAT_VL2 = 2,
    PAT_VL3 = 3,
    PAT_VL4 = 4,
    PAT_VL8 = 5,
    PAT_VL16 = 6,
    PAT_VL32 = 7,
    PAT_VL64 = 8,
    PAT_VL128 = 9,
    PAT_M3 = 10,
    PAT_M4 = 11,
    PAT_H = 12,
    PAT_Q = 13,
    PAT_ALLF = 15,
} pat_t;

typedef enum {
    VV_ALL = 0,
    VST_VLD = 1,
    VLD_VST = 2,
    VST_VST = 3,
    VS_ALL = 4,
    VST_LD = 5,
    VLD_ST = 6,
    VST_ST = 7,
    SV_ALL = 8,
    ST_VLD = 9,
    LD_VST = 10,
    ST_VST = 11,
} mem_bar_t;

#endif
