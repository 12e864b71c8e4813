// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_C_API_UTILS_TYPES_H
#define __ASCSIM_C_API_UTILS_TYPES_H
#include <cstdint>
#include <type_traits>

#ifdef __ASCSIM_HOST__
#define __ASCSIM_WEAK __attribute__((weak))
#define __ASCSIM_INLINE
#else
#define __ASCSIM_WEAK
#define __ASCSIM_INLINE inline
#endif
typedef _Float16 half;
#if defined(__ASCSIM_HOST__) && !defined(__clang__) && __GNUC__ < 13
struct bfloat16_t { uint16_t __raw; bfloat16_t() = default; bfloat16_t(float v) { uint32_t b; __builtin_memcpy(&b, &v, 4); __raw = (b & 0x7fffffffu) > 0x7f800000u ? uint16_t((b >> 16) | 0x40u) : uint16_t((b + 0x7fffu + ((b >> 16) & 1u)) >> 16); } operator float() const { uint32_t b = uint32_t(__raw) << 16; float v; __builtin_memcpy(&v, &b, 4); return v; } };
#else
typedef __bf16 bfloat16_t;
#endif
// One raw byte each; the interpreter converts them to and from float.
struct hifloat8_t { uint8_t __raw; hifloat8_t() = default; hifloat8_t(float value); operator float() const; };
struct fp8_e8m0_t { uint8_t __raw; fp8_e8m0_t() = default; fp8_e8m0_t(float value); operator float() const; };
struct fp8_e5m2_t { uint8_t __raw; fp8_e5m2_t() = default; fp8_e5m2_t(float value); operator float() const; };
struct fp8_e4m3fn_t { uint8_t __raw; fp8_e4m3fn_t() = default; fp8_e4m3fn_t(float value); operator float() const; };
struct fp4x2_e2m1_t { uint8_t __raw; fp4x2_e2m1_t() = default; fp4x2_e2m1_t(float value); operator float() const; };
struct fp4x2_e1m2_t { uint8_t __raw; fp4x2_e1m2_t() = default; fp4x2_e1m2_t(float value); operator float() const; };
struct int4b_t { uint8_t __raw; int4b_t() = default; int4b_t(float value); operator float() const; };
// Registers: distinct structs, so overloads resolve per element type.
struct vector_int8_t { uint8_t __bytes[256]; vector_int8_t() = default; template <typename R, typename = decltype(R::__vreg)> explicit vector_int8_t(const R& other); static const bool __vreg = true; };
struct vector_uint8_t { uint8_t __bytes[256]; vector_uint8_t() = default; template <typename R, typename = decltype(R::__vreg)> explicit vector_uint8_t(const R& other); static const bool __vreg = true; };
struct vector_hifloat8_t { uint8_t __bytes[256]; vector_hifloat8_t() = default; template <typename R, typename = decltype(R::__vreg)> explicit vector_hifloat8_t(const R& other); static const bool __vreg = true; };
struct vector_fp8_e8m0_t { uint8_t __bytes[256]; vector_fp8_e8m0_t() = default; template <typename R, typename = decltype(R::__vreg)> explicit vector_fp8_e8m0_t(const R& other); static const bool __vreg = true; };
struct vector_fp8_e5m2_t { uint8_t __bytes[256]; vector_fp8_e5m2_t() = default; template <typename R, typename = decltype(R::__vreg)> explicit vector_fp8_e5m2_t(const R& other); static const bool __vreg = true; };
struct vector_fp8_e4m3fn_t { uint8_t __bytes[256]; vector_fp8_e4m3fn_t() = default; template <typename R, typename = decltype(R::__vreg)> explicit vector_fp8_e4m3fn_t(const R& other); static const bool __vreg = true; };
struct vector_int16_t { uint8_t __bytes[256]; vector_int16_t() = default; template <typename R, typename = decltype(R::__vreg)> explicit vector_int16_t(const R& other); static const bool __vreg = true; };
struct vector_uint16_t { uint8_t __bytes[256]; vector_uint16_t() = default; template <typename R, typename = decltype(R::__vreg)> explicit vector_uint16_t(const R& other); static const bool __vreg = true; };
struct vector_half { uint8_t __bytes[256]; vector_half() = default; template <typename R, typename = decltype(R::__vreg)> explicit vector_half(const R& other); static const bool __vreg = true; };
struct vector_bfloat16_t { uint8_t __bytes[256]; vector_bfloat16_t() = default; template <typename R, typename = decltype(R::__vreg)> explicit vector_bfloat16_t(const R& other); static const bool __vreg = true; };
struct vector_int32_t { uint8_t __bytes[256]; vector_int32_t() = default; template <typename R, typename = decltype(R::__vreg)> explicit vector_int32_t(const R& other); static const bool __vreg = true; };
struct vector_uint32_t { uint8_t __bytes[256]; vector_uint32_t() = default; template <typename R, typename = decltype(R::__vreg)> explicit vector_uint32_t(const R& other); static const bool __vreg = true; };
struct vector_float { uint8_t __bytes[256]; vector_float() = default; template <typename R, typename = decltype(R::__vreg)> explicit vector_float(const R& other); static const bool __vreg = true; };
struct vector_int64_t { uint8_t __bytes[256]; vector_int64_t() = default; template <typename R, typename = decltype(R::__vreg)> explicit vector_int64_t(const R& other); static const bool __vreg = true; };
struct vector_uint64_t { uint8_t __bytes[256]; vector_uint64_t() = default; template <typename R, typename = decltype(R::__vreg)> explicit vector_uint64_t(const R& other); static const bool __vreg = true; };
struct vector_fp4x2_e2m1_t { uint8_t __bytes[256]; vector_fp4x2_e2m1_t() = default; template <typename R, typename = decltype(R::__vreg)> explicit vector_fp4x2_e2m1_t(const R& other); static const bool __vreg = true; };
struct vector_fp4x2_e1m2_t { uint8_t __bytes[256]; vector_fp4x2_e1m2_t() = default; template <typename R, typename = decltype(R::__vreg)> explicit vector_fp4x2_e1m2_t(const R& other); static const bool __vreg = true; };
struct vector_int4x2_t { uint8_t __bytes[256]; vector_int4x2_t() = default; template <typename R, typename = decltype(R::__vreg)> explicit vector_int4x2_t(const R& other); static const bool __vreg = true; };
struct vector_bool { uint8_t __bits[32]; };
struct vector_align { uint8_t __bytes[32]; };
typedef vector_align vector_load_unalign;
typedef vector_align vector_store_unalign;
struct addr_reg { uint32_t __offset; };
constexpr uint8_t ASC_C_API_MRGSORT_ELEMENT_LEN = 4;
constexpr uint8_t ASC_VDEQ_SIZE = 16;
union asc_ndim_pad_count_config { uint64_t config = 0; struct { uint8_t loop1_lp_count; uint8_t loop1_rp_count; uint8_t loop2_lp_count; uint8_t loop2_rp_count; uint8_t loop3_lp_count; uint8_t loop3_rp_count; uint8_t loop4_lp_count; uint8_t loop4_rp_count; }; };
union asc_store_atomic_config { uint64_t config = 0; struct { uint64_t atomic_type : 3; uint64_t atomic_op : 2; uint64_t reserved1 : 59; }; };
union asc_fill_value_config { uint64_t config = 0; struct { uint64_t repeat : 15; uint64_t reserved1 : 1; uint64_t blk_num : 15; uint64_t reserved2 : 1; uint64_t dst_gap : 15; uint64_t reserved3 : 17; }; };
union asc_load3d_v2_config { uint64_t config = 65536; struct { uint64_t rpt_stride : 16; uint64_t rpt_time : 8; uint64_t rpt_mode : 1; uint64_t reserved2 : 39; }; };
union asc_l13d_fmatrix_config { uint64_t config = 0; struct { uint16_t l1_height; uint16_t l1_width; uint8_t padding_left_size; uint8_t padding_right_size; uint8_t padding_top_size; uint8_t padding_bottom_size; }; };
typedef enum { PIPE_S = 0, PIPE_V = 1, PIPE_M = 2, PIPE_MTE1 = 3, PIPE_MTE2 = 4, PIPE_MTE3 = 5, PIPE_ALL = 6, PIPE_FIX = 10 } pipe_t;
typedef enum { EVENT_ID0 = 0, EVENT_ID1 = 1, EVENT_ID2 = 2, EVENT_ID3 = 3, EVENT_ID4 = 4, EVENT_ID5 = 5, EVENT_ID6 = 6, EVENT_ID7 = 7 } event_t;
typedef enum { PAT_ALL = 0, PAT_VL1 = 1, PAT_VL2 = 2, PAT_VL3 = 3, PAT_VL4 = 4, PAT_VL8 = 5, PAT_VL16 = 6, PAT_VL32 = 7, PAT_VL64 = 8, PAT_VL128 = 9, PAT_M3 = 10, PAT_M4 = 11, PAT_H = 12, PAT_Q = 13, PAT_ALLF = 15 } pat_t;
typedef enum { VV_ALL = 0, VST_VLD = 1, VLD_VST = 2, VST_VST = 3, VS_ALL = 4, VST_LD = 5, VLD_ST = 6, VST_ST = 7, SV_ALL = 8, ST_VLD = 9, LD_VST = 10, ST_VST = 11, SS_ALL = 12, ST_LD = 13, LD_ST = 14, ST_ST = 15 } MEM_TYPE;
enum class asc_load_l2_cache_mode : uint8_t { NORMAL_FIRST_VICTIM = 0, NORMAL_LAST_VICTIM = 1, NORMAL_PERSISTENT = 2, NOTALLOC_KEEP = 4, NOTALLOC_CLEAN = 5, NOTALLOC_DROP = 6 };
enum class asc_store_l2_cache_mode : uint8_t { NORMAL_FIRST_VICTIM = 0, NORMAL_LAST_VICTIM = 1, NORMAL_PERSISTENT = 2, NOTALLOC_CLEAN = 4 };
enum class asc_channel_pad_mode : uint8_t { NONE = 0, EXPAND_1B = 1, EXPAND_2B = 2, EXPAND_4B = 3, EXPAND_8B = 4, EXPAND_16B = 5, COMPACT_4B = 6, COMPACT_8B = 7, COMPACT_16B = 8 };
typedef enum { DSB_ALL = 0, DSB_DDR = 1, DSB_UB = 2, DSB_SEQ = 3 } mem_dsb_t;
enum class asc_saturation_mode : uint8_t { FLOAT = 48, FLOAT8 = 50, INT = 53, CAST = 59 };
enum class asc_override_strategy : uint8_t { USE_API = 0, USE_GLOBAL = 1 };
typedef enum { ASC_LOCK_BLOCK = 0, ASC_LOCK_NON_BLOCK = 1 } ascMutexExecuteMode;
typedef ascMutexExecuteMode asc_mutex_execute_mode;
enum class QuantMode_t : uint8_t { NoQuant = 0, F322F16 = 1, F322BF16 = 2, DEQF16 = 3, VDEQF16 = 4, QF322B8_PRE = 5, VQF322B8_PRE = 6, REQ8 = 7, VREQ8 = 8, QF322FP8_PRE = 9, VQF322FP8_PRE = 10, QF322HIF8_PRE = 11, VQF322HIF8_PRE = 12, QF322HIF8_PRE_HYBRID = 13, VQF322HIF8_PRE_HYBRID = 14, QS322BF16_PRE = 15, VQS322BF16_PRE = 16, QF322F16_PRE = 17, VQF322F16_PRE = 18, QF322BF16_PRE = 19, VQF322BF16_PRE = 20, QF322F32_PRE = 21, VQF322F32_PRE = 22 };
enum class QuantMode_post : uint8_t { NoConv = 0, QS162B8_POST = 1, VQS162B8_POST = 2, QF162B8_POST = 3, VQF162B8_POST = 4, QS162S4_POST = 5, VQS162S4_POST = 6, QF162S4_POST = 7, VQF162S4_POST = 8, QS162S16_POST = 9, VQS162S16_POST = 10, QF162S16_POST = 11, VQF162S16_POST = 12 };
typedef QuantMode_t asc_quant_mode;
enum class asc_l13d_repeat_direction : uint8_t { M_DIRECTION = 0, K_DIRECTION = 1 };
enum class asc_hf32_round_mode : uint8_t { NEAREST_AWAY = 0, NEAREST_EVEN = 1, NEAREST_ZERO = 0 };
enum class asc_dual_dst_mode : uint8_t { DUAL_DST_DISABLE = 0, DUAL_DST_SPLIT_M = 1, DUAL_DST_SPLIT_N = 2 };
enum class asc_unit_flag_mode : uint8_t { DISABLE = 0, ENABLE_KEEP = 2, ENABLE_UPDATE = 3 };
enum class asc_relu_pre_mode : uint8_t { NONE = 0, NORMAL = 1, SCALAR = 2, VECTOR = 3 };
typedef enum { VA0 = 0, VA1 = 1, VA2 = 2, VA3 = 3, VA4 = 4, VA5 = 5, VA6 = 6, VA7 = 7 } ub_addr8_t;
enum class asc_position_mode : uint8_t { EVEN = 0, ODD = 1 };
enum class asc_position_quarter_mode : uint8_t { DISPERSE_FIRST_QUARTER = 0, DISPERSE_SECOND_QUARTER = 1, DISPERSE_THIRD_QUARTER = 2, DISPERSE_FOURTH_QUARTER = 3 };
#define ASC_POSITION_EVEN (std::integral_constant<asc_position_mode, asc_position_mode::EVEN>{})
#define ASC_POSITION_ODD (std::integral_constant<asc_position_mode, asc_position_mode::ODD>{})
#define ASC_DISPERSE_FIRST_QUARTER (std::integral_constant<asc_position_quarter_mode, asc_position_quarter_mode::DISPERSE_FIRST_QUARTER>{})
#define ASC_DISPERSE_SECOND_QUARTER (std::integral_constant<asc_position_quarter_mode, asc_position_quarter_mode::DISPERSE_SECOND_QUARTER>{})
#define ASC_DISPERSE_THIRD_QUARTER (std::integral_constant<asc_position_quarter_mode, asc_position_quarter_mode::DISPERSE_THIRD_QUARTER>{})
#define ASC_DISPERSE_FOURTH_QUARTER (std::integral_constant<asc_position_quarter_mode, asc_position_quarter_mode::DISPERSE_FOURTH_QUARTER>{})

#endif  // __ASCSIM_C_API_UTILS_TYPES_H
