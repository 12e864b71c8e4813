# Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
from ascsim.simt_python import SimtKernel as SimtKernel
from ascsim.simt_python import SimtPtr as SimtPtr
from ascsim.simt_python import active as active
from ascsim.simt_python import blockDim as blockDim
from ascsim.simt_python import blockIdx as blockIdx
from ascsim.simt_python import gridDim as gridDim
from ascsim.simt_python import simt_kernel as simt_kernel
from ascsim.simt_python import threadIdx as threadIdx
from ascsim.simt_python import warpSize as warpSize
from collections.abc import Callable
from typing import Any

asc_syncthreads: Callable[..., Any]
asc_threadfence: Callable[..., Any]
asc_threadfence_block: Callable[..., Any]
asc_atomic_add: Callable[..., Any]
asc_atomic_sub: Callable[..., Any]
asc_atomic_exch: Callable[..., Any]
asc_atomic_max: Callable[..., Any]
asc_atomic_min: Callable[..., Any]
asc_atomic_inc: Callable[..., Any]
asc_atomic_dec: Callable[..., Any]
asc_atomic_cas: Callable[..., Any]
asc_atomic_and: Callable[..., Any]
asc_atomic_or: Callable[..., Any]
asc_atomic_xor: Callable[..., Any]
asc_all: Callable[..., Any]
asc_any: Callable[..., Any]
asc_ballot: Callable[..., Any]
asc_activemask: Callable[..., Any]
asc_shfl: Callable[..., Any]
asc_shfl_up: Callable[..., Any]
asc_shfl_down: Callable[..., Any]
asc_shfl_xor: Callable[..., Any]
asc_reduce_add: Callable[..., Any]
asc_reduce_max: Callable[..., Any]
asc_reduce_min: Callable[..., Any]
__float2float_rn: Callable[..., Any]
__float2int_rn: Callable[..., Any]
__float2uint_rn: Callable[..., Any]
__float2ll_rn: Callable[..., Any]
__float2ull_rn: Callable[..., Any]
__int2float_rn: Callable[..., Any]
__uint2float_rn: Callable[..., Any]
__ll2float_rn: Callable[..., Any]
__ull2float_rn: Callable[..., Any]
__float2float_rz: Callable[..., Any]
__float2int_rz: Callable[..., Any]
__float2uint_rz: Callable[..., Any]
__float2ll_rz: Callable[..., Any]
__float2ull_rz: Callable[..., Any]
__int2float_rz: Callable[..., Any]
__uint2float_rz: Callable[..., Any]
__ll2float_rz: Callable[..., Any]
__ull2float_rz: Callable[..., Any]
__float2float_rd: Callable[..., Any]
__float2int_rd: Callable[..., Any]
__float2uint_rd: Callable[..., Any]
__float2ll_rd: Callable[..., Any]
__float2ull_rd: Callable[..., Any]
__int2float_rd: Callable[..., Any]
__uint2float_rd: Callable[..., Any]
__ll2float_rd: Callable[..., Any]
__ull2float_rd: Callable[..., Any]
__float2float_ru: Callable[..., Any]
__float2int_ru: Callable[..., Any]
__float2uint_ru: Callable[..., Any]
__float2ll_ru: Callable[..., Any]
__float2ull_ru: Callable[..., Any]
__int2float_ru: Callable[..., Any]
__uint2float_ru: Callable[..., Any]
__ll2float_ru: Callable[..., Any]
__ull2float_ru: Callable[..., Any]
__float2float_rna: Callable[..., Any]
__float2int_rna: Callable[..., Any]
__float2uint_rna: Callable[..., Any]
__float2ll_rna: Callable[..., Any]
__float2ull_rna: Callable[..., Any]
__int2float_rna: Callable[..., Any]
__uint2float_rna: Callable[..., Any]
__ll2float_rna: Callable[..., Any]
__ull2float_rna: Callable[..., Any]
__int_as_float: Callable[..., Any]
__uint_as_float: Callable[..., Any]
__float_as_int: Callable[..., Any]
__float_as_uint: Callable[..., Any]
__mulhi: Callable[..., Any]
__umulhi: Callable[..., Any]
__mul64hi: Callable[..., Any]
__umul64hi: Callable[..., Any]
__mul_i32toi64: Callable[..., Any]
__brev: Callable[..., Any]
__clz: Callable[..., Any]
__ffs: Callable[..., Any]
__popc: Callable[..., Any]
__byte_perm: Callable[..., Any]
__saturatef: Callable[..., Any]
__sad: Callable[..., Any]
__usad: Callable[..., Any]
__mul24: Callable[..., Any]
__umul24: Callable[..., Any]
__fdividef: Callable[..., Any]
__hadd: Callable[..., Any]
__rhadd: Callable[..., Any]
__uhadd: Callable[..., Any]
__urhadd: Callable[..., Any]
asc_ldcg: Callable[..., Any]
asc_ldca: Callable[..., Any]
asc_stcg: Callable[..., Any]
asc_stwt: Callable[..., Any]
asc_dcci_entire: Callable[..., Any]
asc_dcci_single: Callable[..., Any]
asc_nop: Callable[..., Any]
__isGlobal: Callable[..., Any]
__isUbuf: Callable[..., Any]
__isLocal: Callable[..., Any]
__cvta_generic_to_global: Callable[..., Any]
__cvta_generic_to_ubuf: Callable[..., Any]
__cvta_generic_to_local: Callable[..., Any]
__cvta_global_to_generic: Callable[..., Any]
__cvta_ubuf_to_generic: Callable[..., Any]
__cvta_local_to_generic: Callable[..., Any]
laneid: Callable[..., Any]
lanemask_eq: Callable[..., Any]
lanemask_lt: Callable[..., Any]
lanemask_le: Callable[..., Any]
lanemask_gt: Callable[..., Any]
lanemask_ge: Callable[..., Any]
clock: Callable[..., Any]
acosf: Callable[..., Any]
acoshf: Callable[..., Any]
asinf: Callable[..., Any]
asinhf: Callable[..., Any]
atanf: Callable[..., Any]
atanhf: Callable[..., Any]
cbrtf: Callable[..., Any]
ceilf: Callable[..., Any]
cosf: Callable[..., Any]
coshf: Callable[..., Any]
cospif: Callable[..., Any]
cyl_bessel_i0f: Callable[..., Any]
cyl_bessel_i1f: Callable[..., Any]
erfcf: Callable[..., Any]
erfcinvf: Callable[..., Any]
erfcxf: Callable[..., Any]
erff: Callable[..., Any]
erfinvf: Callable[..., Any]
exp10f: Callable[..., Any]
exp2f: Callable[..., Any]
expf: Callable[..., Any]
expm1f: Callable[..., Any]
fabsf: Callable[..., Any]
floorf: Callable[..., Any]
j0f: Callable[..., Any]
j1f: Callable[..., Any]
lgammaf: Callable[..., Any]
log10f: Callable[..., Any]
log1pf: Callable[..., Any]
log2f: Callable[..., Any]
logbf: Callable[..., Any]
logf: Callable[..., Any]
nearbyintf: Callable[..., Any]
normcdfinvf: Callable[..., Any]
normcdff: Callable[..., Any]
rcbrtf: Callable[..., Any]
rintf: Callable[..., Any]
roundf: Callable[..., Any]
rsqrtf: Callable[..., Any]
sinf: Callable[..., Any]
sinhf: Callable[..., Any]
sinpif: Callable[..., Any]
sqrtf: Callable[..., Any]
tanf: Callable[..., Any]
tanhf: Callable[..., Any]
tanpif: Callable[..., Any]
tgammaf: Callable[..., Any]
truncf: Callable[..., Any]
atan2f: Callable[..., Any]
copysignf: Callable[..., Any]
fdimf: Callable[..., Any]
fmaxf: Callable[..., Any]
fminf: Callable[..., Any]
fmodf: Callable[..., Any]
hypotf: Callable[..., Any]
powf: Callable[..., Any]
remainderf: Callable[..., Any]
rhypotf: Callable[..., Any]
fdividef: Callable[..., Any]
fmaf: Callable[..., Any]
ldexpf: Callable[..., Any]
scalbnf: Callable[..., Any]
scalblnf: Callable[..., Any]
nextafterf: Callable[..., Any]
ilogbf: Callable[..., Any]
lroundf: Callable[..., Any]
llroundf: Callable[..., Any]
lrintf: Callable[..., Any]
llrintf: Callable[..., Any]
norm3df: Callable[..., Any]
rnorm3df: Callable[..., Any]
norm4df: Callable[..., Any]
rnorm4df: Callable[..., Any]
jnf: Callable[..., Any]
y0f: Callable[..., Any]
y1f: Callable[..., Any]
ynf: Callable[..., Any]
nanf: Callable[..., Any]
isfinite: Callable[..., Any]
isnan: Callable[..., Any]
isinf: Callable[..., Any]
signbit: Callable[..., Any]
frexpf: Callable[..., Any]
modff: Callable[..., Any]
remquof: Callable[..., Any]
sincosf: Callable[..., Any]
sincospif: Callable[..., Any]
normf: Callable[..., Any]
rnormf: Callable[..., Any]
abs: Callable[..., Any]
labs: Callable[..., Any]
llabs: Callable[..., Any]
llmax: Callable[..., Any]
ullmax: Callable[..., Any]
umax: Callable[..., Any]
llmin: Callable[..., Any]
ullmin: Callable[..., Any]
umin: Callable[..., Any]
max: Callable[..., Any]
min: Callable[..., Any]
__hisnan: Callable[..., Any]
__hisinf: Callable[..., Any]
__hfma: Callable[..., Any]
__habs: Callable[..., Any]
__hmax: Callable[..., Any]
__hmin: Callable[..., Any]
__hmax_nan: Callable[..., Any]
__hmin_nan: Callable[..., Any]
__hneg: Callable[..., Any]
__hsub: Callable[..., Any]
__hmul: Callable[..., Any]
__hdiv: Callable[..., Any]
__hfma_relu: Callable[..., Any]
hcos: Callable[..., Any]
hsin: Callable[..., Any]
htanh: Callable[..., Any]
hexp: Callable[..., Any]
hexp2: Callable[..., Any]
hexp10: Callable[..., Any]
hlog: Callable[..., Any]
hlog2: Callable[..., Any]
hlog10: Callable[..., Any]
hsqrt: Callable[..., Any]
hrsqrt: Callable[..., Any]
hrcp: Callable[..., Any]
hfloor: Callable[..., Any]
hrint: Callable[..., Any]
hceil: Callable[..., Any]
htrunc: Callable[..., Any]
__heq: Callable[..., Any]
__hequ: Callable[..., Any]
__hne: Callable[..., Any]
__hneu: Callable[..., Any]
__hle: Callable[..., Any]
__hleu: Callable[..., Any]
__hge: Callable[..., Any]
__hgeu: Callable[..., Any]
__hlt: Callable[..., Any]
__hltu: Callable[..., Any]
__hgt: Callable[..., Any]
__hgtu: Callable[..., Any]
__float2half: Callable[..., Any]
__float2half_rn: Callable[..., Any]
__float2half_rn_sat: Callable[..., Any]
__uint2half_rn_sat: Callable[..., Any]
__int2half_rn_sat: Callable[..., Any]
__uint2half_rn: Callable[..., Any]
__int2half_rn: Callable[..., Any]
__ll2half_rn: Callable[..., Any]
__ull2half_rn: Callable[..., Any]
__float2half_rz: Callable[..., Any]
__float2half_rz_sat: Callable[..., Any]
__uint2half_rz_sat: Callable[..., Any]
__int2half_rz_sat: Callable[..., Any]
__uint2half_rz: Callable[..., Any]
__int2half_rz: Callable[..., Any]
__ll2half_rz: Callable[..., Any]
__ull2half_rz: Callable[..., Any]
__float2half_rd: Callable[..., Any]
__float2half_rd_sat: Callable[..., Any]
__uint2half_rd_sat: Callable[..., Any]
__int2half_rd_sat: Callable[..., Any]
__uint2half_rd: Callable[..., Any]
__int2half_rd: Callable[..., Any]
__ll2half_rd: Callable[..., Any]
__ull2half_rd: Callable[..., Any]
__float2half_ru: Callable[..., Any]
__float2half_ru_sat: Callable[..., Any]
__uint2half_ru_sat: Callable[..., Any]
__int2half_ru_sat: Callable[..., Any]
__uint2half_ru: Callable[..., Any]
__int2half_ru: Callable[..., Any]
__ll2half_ru: Callable[..., Any]
__ull2half_ru: Callable[..., Any]
__float2half_rna: Callable[..., Any]
__float2half_rna_sat: Callable[..., Any]
__uint2half_rna_sat: Callable[..., Any]
__int2half_rna_sat: Callable[..., Any]
__uint2half_rna: Callable[..., Any]
__int2half_rna: Callable[..., Any]
__ll2half_rna: Callable[..., Any]
__ull2half_rna: Callable[..., Any]
__float2half_ro: Callable[..., Any]
__float2half_ro_sat: Callable[..., Any]
__half2float: Callable[..., Any]
__half2uint_rn: Callable[..., Any]
__half2int_rn: Callable[..., Any]
__half2ll_rn: Callable[..., Any]
__half2ull_rn: Callable[..., Any]
__half2uint_rz: Callable[..., Any]
__half2int_rz: Callable[..., Any]
__half2ll_rz: Callable[..., Any]
__half2ull_rz: Callable[..., Any]
__half2uint_rd: Callable[..., Any]
__half2int_rd: Callable[..., Any]
__half2ll_rd: Callable[..., Any]
__half2ull_rd: Callable[..., Any]
__half2uint_ru: Callable[..., Any]
__half2int_ru: Callable[..., Any]
__half2ll_ru: Callable[..., Any]
__half2ull_ru: Callable[..., Any]
__half2uint_rna: Callable[..., Any]
__half2int_rna: Callable[..., Any]
__half2ll_rna: Callable[..., Any]
__half2ull_rna: Callable[..., Any]
__ushort_as_half: Callable[..., Any]
__half_as_ushort: Callable[..., Any]
__half2half_rn: Callable[..., Any]
__half2half_rz: Callable[..., Any]
__half2half_rd: Callable[..., Any]
__half2half_ru: Callable[..., Any]
__half2half_rna: Callable[..., Any]
__half2char_rz: Callable[..., Any]
__half2uchar_rz: Callable[..., Any]
__half2short_rn: Callable[..., Any]
__half2short_rz: Callable[..., Any]
__half2short_rd: Callable[..., Any]
__half2short_ru: Callable[..., Any]
__half2ushort_rn: Callable[..., Any]
__half2ushort_rz: Callable[..., Any]
__half2ushort_rd: Callable[..., Any]
__half2ushort_ru: Callable[..., Any]
__short2half_rn: Callable[..., Any]
__short2half_rz: Callable[..., Any]
__short2half_rd: Callable[..., Any]
__short2half_ru: Callable[..., Any]
__ushort2half_rn: Callable[..., Any]
__ushort2half_rz: Callable[..., Any]
__ushort2half_rd: Callable[..., Any]
__ushort2half_ru: Callable[..., Any]
__half_as_short: Callable[..., Any]
__short_as_half: Callable[..., Any]
h2cos: Callable[..., Any]
h2sin: Callable[..., Any]
h2tanh: Callable[..., Any]
h2exp: Callable[..., Any]
h2exp2: Callable[..., Any]
h2exp10: Callable[..., Any]
h2log: Callable[..., Any]
h2log2: Callable[..., Any]
h2log10: Callable[..., Any]
h2sqrt: Callable[..., Any]
h2rsqrt: Callable[..., Any]
h2rcp: Callable[..., Any]
h2floor: Callable[..., Any]
h2rint: Callable[..., Any]
h2ceil: Callable[..., Any]
h2trunc: Callable[..., Any]
__haddx2: Callable[..., Any]
__hsubx2: Callable[..., Any]
__hmulx2: Callable[..., Any]
__hdivx2: Callable[..., Any]
__habsx2: Callable[..., Any]
__hnegx2: Callable[..., Any]
__hfmax2: Callable[..., Any]
__hfmax2_relu: Callable[..., Any]
__hcmadd: Callable[..., Any]
__hmaxx2: Callable[..., Any]
__hminx2: Callable[..., Any]
__hmaxx2_nan: Callable[..., Any]
__hminx2_nan: Callable[..., Any]
__isnanx2: Callable[..., Any]
__heqx2: Callable[..., Any]
__hbeqx2: Callable[..., Any]
__heqx2_mask: Callable[..., Any]
__hequx2: Callable[..., Any]
__hbequx2: Callable[..., Any]
__hequx2_mask: Callable[..., Any]
__hnex2: Callable[..., Any]
__hbnex2: Callable[..., Any]
__hnex2_mask: Callable[..., Any]
__hneux2: Callable[..., Any]
__hbneux2: Callable[..., Any]
__hneux2_mask: Callable[..., Any]
__hlex2: Callable[..., Any]
__hblex2: Callable[..., Any]
__hlex2_mask: Callable[..., Any]
__hleux2: Callable[..., Any]
__hbleux2: Callable[..., Any]
__hleux2_mask: Callable[..., Any]
__hgex2: Callable[..., Any]
__hbgex2: Callable[..., Any]
__hgex2_mask: Callable[..., Any]
__hgeux2: Callable[..., Any]
__hbgeux2: Callable[..., Any]
__hgeux2_mask: Callable[..., Any]
__hltx2: Callable[..., Any]
__hbltx2: Callable[..., Any]
__hltx2_mask: Callable[..., Any]
__hltux2: Callable[..., Any]
__hbltux2: Callable[..., Any]
__hltux2_mask: Callable[..., Any]
__hgtx2: Callable[..., Any]
__hbgtx2: Callable[..., Any]
__hgtx2_mask: Callable[..., Any]
__hgtux2: Callable[..., Any]
__hbgtux2: Callable[..., Any]
__hgtux2_mask: Callable[..., Any]
__float22half2_rn: Callable[..., Any]
__float22half2_rn_sat: Callable[..., Any]
__float22half2_rz_sat: Callable[..., Any]
__float22half2_rd: Callable[..., Any]
__float22half2_rd_sat: Callable[..., Any]
__float22half2_ru: Callable[..., Any]
__float22half2_ru_sat: Callable[..., Any]
__float22half2_rna: Callable[..., Any]
__float22half2_rna_sat: Callable[..., Any]
__float22half2_ro: Callable[..., Any]
__float22half2_ro_sat: Callable[..., Any]
__floats2half2_rn: Callable[..., Any]
__low2float: Callable[..., Any]
__low2half: Callable[..., Any]
__low2half2: Callable[..., Any]
__lows2half2: Callable[..., Any]
__high2float: Callable[..., Any]
__high2half: Callable[..., Any]
__high2half2: Callable[..., Any]
__highs2half2: Callable[..., Any]
__lowhigh2highlow: Callable[..., Any]
__halves2half2: Callable[..., Any]
make_half2: Callable[..., Any]
__float2bfloat16: Callable[..., Any]
__float2bfloat16_rn: Callable[..., Any]
__float2bfloat16_rn_sat: Callable[..., Any]
__uint2bfloat16_rn: Callable[..., Any]
__int2bfloat16_rn: Callable[..., Any]
__ll2bfloat16_rn: Callable[..., Any]
__ull2bfloat16_rn: Callable[..., Any]
__float2bfloat16_rz: Callable[..., Any]
__float2bfloat16_rz_sat: Callable[..., Any]
__uint2bfloat16_rz: Callable[..., Any]
__int2bfloat16_rz: Callable[..., Any]
__ll2bfloat16_rz: Callable[..., Any]
__ull2bfloat16_rz: Callable[..., Any]
__float2bfloat16_rd: Callable[..., Any]
__float2bfloat16_rd_sat: Callable[..., Any]
__uint2bfloat16_rd: Callable[..., Any]
__int2bfloat16_rd: Callable[..., Any]
__ll2bfloat16_rd: Callable[..., Any]
__ull2bfloat16_rd: Callable[..., Any]
__float2bfloat16_ru: Callable[..., Any]
__float2bfloat16_ru_sat: Callable[..., Any]
__uint2bfloat16_ru: Callable[..., Any]
__int2bfloat16_ru: Callable[..., Any]
__ll2bfloat16_ru: Callable[..., Any]
__ull2bfloat16_ru: Callable[..., Any]
__float2bfloat16_rna: Callable[..., Any]
__float2bfloat16_rna_sat: Callable[..., Any]
__uint2bfloat16_rna: Callable[..., Any]
__int2bfloat16_rna: Callable[..., Any]
__ll2bfloat16_rna: Callable[..., Any]
__ull2bfloat16_rna: Callable[..., Any]
__bfloat162float: Callable[..., Any]
__bfloat162uint_rn: Callable[..., Any]
__bfloat162int_rn: Callable[..., Any]
__bfloat162ll_rn: Callable[..., Any]
__bfloat162ull_rn: Callable[..., Any]
__bfloat162uint_rz: Callable[..., Any]
__bfloat162int_rz: Callable[..., Any]
__bfloat162ll_rz: Callable[..., Any]
__bfloat162ull_rz: Callable[..., Any]
__bfloat162uint_rd: Callable[..., Any]
__bfloat162int_rd: Callable[..., Any]
__bfloat162ll_rd: Callable[..., Any]
__bfloat162ull_rd: Callable[..., Any]
__bfloat162uint_ru: Callable[..., Any]
__bfloat162int_ru: Callable[..., Any]
__bfloat162ll_ru: Callable[..., Any]
__bfloat162ull_ru: Callable[..., Any]
__bfloat162uint_rna: Callable[..., Any]
__bfloat162int_rna: Callable[..., Any]
__bfloat162ll_rna: Callable[..., Any]
__bfloat162ull_rna: Callable[..., Any]
__ushort_as_bfloat16: Callable[..., Any]
__bfloat16_as_ushort: Callable[..., Any]
__bfloat162bfloat16_rn: Callable[..., Any]
__bfloat162bfloat16_rz: Callable[..., Any]
__bfloat162bfloat16_rd: Callable[..., Any]
__bfloat162bfloat16_ru: Callable[..., Any]
__bfloat162bfloat16_rna: Callable[..., Any]
__half2bfloat16_rn: Callable[..., Any]
__half2bfloat16_rz: Callable[..., Any]
__half2bfloat16_rd: Callable[..., Any]
__half2bfloat16_ru: Callable[..., Any]
__half2bfloat16_rna: Callable[..., Any]
__bfloat162half_rn: Callable[..., Any]
__bfloat162half_rn_sat: Callable[..., Any]
__bfloat162half_rz: Callable[..., Any]
__bfloat162half_rz_sat: Callable[..., Any]
__bfloat162half_rd: Callable[..., Any]
__bfloat162half_rd_sat: Callable[..., Any]
__bfloat162half_ru: Callable[..., Any]
__bfloat162half_ru_sat: Callable[..., Any]
__bfloat162half_rna: Callable[..., Any]
__bfloat162half_rna_sat: Callable[..., Any]
__float22bfloat162_rn: Callable[..., Any]
__float22bfloat162_rn_sat: Callable[..., Any]
__float22bfloat162_rz: Callable[..., Any]
__float22bfloat162_rz_sat: Callable[..., Any]
__float22bfloat162_rd: Callable[..., Any]
__float22bfloat162_rd_sat: Callable[..., Any]
__float22bfloat162_ru: Callable[..., Any]
__float22bfloat162_ru_sat: Callable[..., Any]
__float22bfloat162_rna: Callable[..., Any]
__float22bfloat162_rna_sat: Callable[..., Any]
__bfloat1622float2: Callable[..., Any]
__float2bfloat162_rn: Callable[..., Any]
__bfloat162bfloat162: Callable[..., Any]
__floats2bfloat162_rn: Callable[..., Any]
__low2bfloat16: Callable[..., Any]
__low2bfloat162: Callable[..., Any]
__lows2bfloat162: Callable[..., Any]
__high2bfloat16: Callable[..., Any]
__high2bfloat162: Callable[..., Any]
__highs2bfloat162: Callable[..., Any]
__halves2bfloat162: Callable[..., Any]
make_bfloat162: Callable[..., Any]
__asc_cvt_float_to_fp8: Callable[..., Any]
__asc_cvt_float2_to_fp8x2: Callable[..., Any]
__float22hif82_rna: Callable[..., Any]
__float22hif82_rna_sat: Callable[..., Any]
__float22hif82_rh: Callable[..., Any]
__float22hif82_rh_sat: Callable[..., Any]
__half22hif82_rna: Callable[..., Any]
__half22hif82_rna_sat: Callable[..., Any]
__half22hif82_rh: Callable[..., Any]
__half22hif82_rh_sat: Callable[..., Any]
__hif822float2: Callable[..., Any]
__hif822half2: Callable[..., Any]
__e4m3x22float2: Callable[..., Any]
__e5m2x22float2: Callable[..., Any]
__ascsim_cg_sync: Callable[..., Any]
__ascsim_cg_sync_lanes: Callable[..., Any]
__ascsim_cg_shfl: Callable[..., Any]
__ascsim_cg_any: Callable[..., Any]
__ascsim_cg_all: Callable[..., Any]
__ascsim_cg_check: Callable[..., Any]
make_short2: Callable[..., Any]
make_short3: Callable[..., Any]
make_short4: Callable[..., Any]
make_ushort2: Callable[..., Any]
make_ushort3: Callable[..., Any]
make_ushort4: Callable[..., Any]
make_char2: Callable[..., Any]
make_char3: Callable[..., Any]
make_char4: Callable[..., Any]
make_uchar2: Callable[..., Any]
make_uchar3: Callable[..., Any]
make_uchar4: Callable[..., Any]
make_float2: Callable[..., Any]
make_float3: Callable[..., Any]
make_float4: Callable[..., Any]
make_long2: Callable[..., Any]
make_long3: Callable[..., Any]
make_long4: Callable[..., Any]
make_ulong2: Callable[..., Any]
make_ulong3: Callable[..., Any]
make_ulong4: Callable[..., Any]
make_longlong2: Callable[..., Any]
make_longlong3: Callable[..., Any]
make_longlong4: Callable[..., Any]
make_ulonglong2: Callable[..., Any]
make_ulonglong3: Callable[..., Any]
make_ulonglong4: Callable[..., Any]
make_int2: Callable[..., Any]
make_int3: Callable[..., Any]
make_int4: Callable[..., Any]
make_uint2: Callable[..., Any]
make_uint3: Callable[..., Any]
make_uint4: Callable[..., Any]

__all__ = [
    "SimtKernel",
    "SimtPtr",
    "active",
    "blockDim",
    "blockIdx",
    "gridDim",
    "simt_kernel",
    "threadIdx",
    "warpSize",
    "asc_syncthreads",
    "asc_threadfence",
    "asc_threadfence_block",
    "asc_atomic_add",
    "asc_atomic_sub",
    "asc_atomic_exch",
    "asc_atomic_max",
    "asc_atomic_min",
    "asc_atomic_inc",
    "asc_atomic_dec",
    "asc_atomic_cas",
    "asc_atomic_and",
    "asc_atomic_or",
    "asc_atomic_xor",
    "asc_all",
    "asc_any",
    "asc_ballot",
    "asc_activemask",
    "asc_shfl",
    "asc_shfl_up",
    "asc_shfl_down",
    "asc_shfl_xor",
    "asc_reduce_add",
    "asc_reduce_max",
    "asc_reduce_min",
    "__float2float_rn",
    "__float2int_rn",
    "__float2uint_rn",
    "__float2ll_rn",
    "__float2ull_rn",
    "__int2float_rn",
    "__uint2float_rn",
    "__ll2float_rn",
    "__ull2float_rn",
    "__float2float_rz",
    "__float2int_rz",
    "__float2uint_rz",
    "__float2ll_rz",
    "__float2ull_rz",
    "__int2float_rz",
    "__uint2float_rz",
    "__ll2float_rz",
    "__ull2float_rz",
    "__float2float_rd",
    "__float2int_rd",
    "__float2uint_rd",
    "__float2ll_rd",
    "__float2ull_rd",
    "__int2float_rd",
    "__uint2float_rd",
    "__ll2float_rd",
    "__ull2float_rd",
    "__float2float_ru",
    "__float2int_ru",
    "__float2uint_ru",
    "__float2ll_ru",
    "__float2ull_ru",
    "__int2float_ru",
    "__uint2float_ru",
    "__ll2float_ru",
    "__ull2float_ru",
    "__float2float_rna",
    "__float2int_rna",
    "__float2uint_rna",
    "__float2ll_rna",
    "__float2ull_rna",
    "__int2float_rna",
    "__uint2float_rna",
    "__ll2float_rna",
    "__ull2float_rna",
    "__int_as_float",
    "__uint_as_float",
    "__float_as_int",
    "__float_as_uint",
    "__mulhi",
    "__umulhi",
    "__mul64hi",
    "__umul64hi",
    "__mul_i32toi64",
    "__brev",
    "__clz",
    "__ffs",
    "__popc",
    "__byte_perm",
    "__saturatef",
    "__sad",
    "__usad",
    "__mul24",
    "__umul24",
    "__fdividef",
    "__hadd",
    "__rhadd",
    "__uhadd",
    "__urhadd",
    "asc_ldcg",
    "asc_ldca",
    "asc_stcg",
    "asc_stwt",
    "asc_dcci_entire",
    "asc_dcci_single",
    "asc_nop",
    "__isGlobal",
    "__isUbuf",
    "__isLocal",
    "__cvta_generic_to_global",
    "__cvta_generic_to_ubuf",
    "__cvta_generic_to_local",
    "__cvta_global_to_generic",
    "__cvta_ubuf_to_generic",
    "__cvta_local_to_generic",
    "laneid",
    "lanemask_eq",
    "lanemask_lt",
    "lanemask_le",
    "lanemask_gt",
    "lanemask_ge",
    "clock",
    "acosf",
    "acoshf",
    "asinf",
    "asinhf",
    "atanf",
    "atanhf",
    "cbrtf",
    "ceilf",
    "cosf",
    "coshf",
    "cospif",
    "cyl_bessel_i0f",
    "cyl_bessel_i1f",
    "erfcf",
    "erfcinvf",
    "erfcxf",
    "erff",
    "erfinvf",
    "exp10f",
    "exp2f",
    "expf",
    "expm1f",
    "fabsf",
    "floorf",
    "j0f",
    "j1f",
    "lgammaf",
    "log10f",
    "log1pf",
    "log2f",
    "logbf",
    "logf",
    "nearbyintf",
    "normcdfinvf",
    "normcdff",
    "rcbrtf",
    "rintf",
    "roundf",
    "rsqrtf",
    "sinf",
    "sinhf",
    "sinpif",
    "sqrtf",
    "tanf",
    "tanhf",
    "tanpif",
    "tgammaf",
    "truncf",
    "atan2f",
    "copysignf",
    "fdimf",
    "fmaxf",
    "fminf",
    "fmodf",
    "hypotf",
    "powf",
    "remainderf",
    "rhypotf",
    "fdividef",
    "fmaf",
    "ldexpf",
    "scalbnf",
    "scalblnf",
    "nextafterf",
    "ilogbf",
    "lroundf",
    "llroundf",
    "lrintf",
    "llrintf",
    "norm3df",
    "rnorm3df",
    "norm4df",
    "rnorm4df",
    "jnf",
    "y0f",
    "y1f",
    "ynf",
    "nanf",
    "isfinite",
    "isnan",
    "isinf",
    "signbit",
    "frexpf",
    "modff",
    "remquof",
    "sincosf",
    "sincospif",
    "normf",
    "rnormf",
    "abs",
    "labs",
    "llabs",
    "llmax",
    "ullmax",
    "umax",
    "llmin",
    "ullmin",
    "umin",
    "max",
    "min",
    "__hisnan",
    "__hisinf",
    "__hfma",
    "__habs",
    "__hmax",
    "__hmin",
    "__hmax_nan",
    "__hmin_nan",
    "__hneg",
    "__hsub",
    "__hmul",
    "__hdiv",
    "__hfma_relu",
    "hcos",
    "hsin",
    "htanh",
    "hexp",
    "hexp2",
    "hexp10",
    "hlog",
    "hlog2",
    "hlog10",
    "hsqrt",
    "hrsqrt",
    "hrcp",
    "hfloor",
    "hrint",
    "hceil",
    "htrunc",
    "__heq",
    "__hequ",
    "__hne",
    "__hneu",
    "__hle",
    "__hleu",
    "__hge",
    "__hgeu",
    "__hlt",
    "__hltu",
    "__hgt",
    "__hgtu",
    "__float2half",
    "__float2half_rn",
    "__float2half_rn_sat",
    "__uint2half_rn_sat",
    "__int2half_rn_sat",
    "__uint2half_rn",
    "__int2half_rn",
    "__ll2half_rn",
    "__ull2half_rn",
    "__float2half_rz",
    "__float2half_rz_sat",
    "__uint2half_rz_sat",
    "__int2half_rz_sat",
    "__uint2half_rz",
    "__int2half_rz",
    "__ll2half_rz",
    "__ull2half_rz",
    "__float2half_rd",
    "__float2half_rd_sat",
    "__uint2half_rd_sat",
    "__int2half_rd_sat",
    "__uint2half_rd",
    "__int2half_rd",
    "__ll2half_rd",
    "__ull2half_rd",
    "__float2half_ru",
    "__float2half_ru_sat",
    "__uint2half_ru_sat",
    "__int2half_ru_sat",
    "__uint2half_ru",
    "__int2half_ru",
    "__ll2half_ru",
    "__ull2half_ru",
    "__float2half_rna",
    "__float2half_rna_sat",
    "__uint2half_rna_sat",
    "__int2half_rna_sat",
    "__uint2half_rna",
    "__int2half_rna",
    "__ll2half_rna",
    "__ull2half_rna",
    "__float2half_ro",
    "__float2half_ro_sat",
    "__half2float",
    "__half2uint_rn",
    "__half2int_rn",
    "__half2ll_rn",
    "__half2ull_rn",
    "__half2uint_rz",
    "__half2int_rz",
    "__half2ll_rz",
    "__half2ull_rz",
    "__half2uint_rd",
    "__half2int_rd",
    "__half2ll_rd",
    "__half2ull_rd",
    "__half2uint_ru",
    "__half2int_ru",
    "__half2ll_ru",
    "__half2ull_ru",
    "__half2uint_rna",
    "__half2int_rna",
    "__half2ll_rna",
    "__half2ull_rna",
    "__ushort_as_half",
    "__half_as_ushort",
    "__half2half_rn",
    "__half2half_rz",
    "__half2half_rd",
    "__half2half_ru",
    "__half2half_rna",
    "__half2char_rz",
    "__half2uchar_rz",
    "__half2short_rn",
    "__half2short_rz",
    "__half2short_rd",
    "__half2short_ru",
    "__half2ushort_rn",
    "__half2ushort_rz",
    "__half2ushort_rd",
    "__half2ushort_ru",
    "__short2half_rn",
    "__short2half_rz",
    "__short2half_rd",
    "__short2half_ru",
    "__ushort2half_rn",
    "__ushort2half_rz",
    "__ushort2half_rd",
    "__ushort2half_ru",
    "__half_as_short",
    "__short_as_half",
    "h2cos",
    "h2sin",
    "h2tanh",
    "h2exp",
    "h2exp2",
    "h2exp10",
    "h2log",
    "h2log2",
    "h2log10",
    "h2sqrt",
    "h2rsqrt",
    "h2rcp",
    "h2floor",
    "h2rint",
    "h2ceil",
    "h2trunc",
    "__haddx2",
    "__hsubx2",
    "__hmulx2",
    "__hdivx2",
    "__habsx2",
    "__hnegx2",
    "__hfmax2",
    "__hfmax2_relu",
    "__hcmadd",
    "__hmaxx2",
    "__hminx2",
    "__hmaxx2_nan",
    "__hminx2_nan",
    "__isnanx2",
    "__heqx2",
    "__hbeqx2",
    "__heqx2_mask",
    "__hequx2",
    "__hbequx2",
    "__hequx2_mask",
    "__hnex2",
    "__hbnex2",
    "__hnex2_mask",
    "__hneux2",
    "__hbneux2",
    "__hneux2_mask",
    "__hlex2",
    "__hblex2",
    "__hlex2_mask",
    "__hleux2",
    "__hbleux2",
    "__hleux2_mask",
    "__hgex2",
    "__hbgex2",
    "__hgex2_mask",
    "__hgeux2",
    "__hbgeux2",
    "__hgeux2_mask",
    "__hltx2",
    "__hbltx2",
    "__hltx2_mask",
    "__hltux2",
    "__hbltux2",
    "__hltux2_mask",
    "__hgtx2",
    "__hbgtx2",
    "__hgtx2_mask",
    "__hgtux2",
    "__hbgtux2",
    "__hgtux2_mask",
    "__float22half2_rn",
    "__float22half2_rn_sat",
    "__float22half2_rz_sat",
    "__float22half2_rd",
    "__float22half2_rd_sat",
    "__float22half2_ru",
    "__float22half2_ru_sat",
    "__float22half2_rna",
    "__float22half2_rna_sat",
    "__float22half2_ro",
    "__float22half2_ro_sat",
    "__floats2half2_rn",
    "__low2float",
    "__low2half",
    "__low2half2",
    "__lows2half2",
    "__high2float",
    "__high2half",
    "__high2half2",
    "__highs2half2",
    "__lowhigh2highlow",
    "__halves2half2",
    "make_half2",
    "__float2bfloat16",
    "__float2bfloat16_rn",
    "__float2bfloat16_rn_sat",
    "__uint2bfloat16_rn",
    "__int2bfloat16_rn",
    "__ll2bfloat16_rn",
    "__ull2bfloat16_rn",
    "__float2bfloat16_rz",
    "__float2bfloat16_rz_sat",
    "__uint2bfloat16_rz",
    "__int2bfloat16_rz",
    "__ll2bfloat16_rz",
    "__ull2bfloat16_rz",
    "__float2bfloat16_rd",
    "__float2bfloat16_rd_sat",
    "__uint2bfloat16_rd",
    "__int2bfloat16_rd",
    "__ll2bfloat16_rd",
    "__ull2bfloat16_rd",
    "__float2bfloat16_ru",
    "__float2bfloat16_ru_sat",
    "__uint2bfloat16_ru",
    "__int2bfloat16_ru",
    "__ll2bfloat16_ru",
    "__ull2bfloat16_ru",
    "__float2bfloat16_rna",
    "__float2bfloat16_rna_sat",
    "__uint2bfloat16_rna",
    "__int2bfloat16_rna",
    "__ll2bfloat16_rna",
    "__ull2bfloat16_rna",
    "__bfloat162float",
    "__bfloat162uint_rn",
    "__bfloat162int_rn",
    "__bfloat162ll_rn",
    "__bfloat162ull_rn",
    "__bfloat162uint_rz",
    "__bfloat162int_rz",
    "__bfloat162ll_rz",
    "__bfloat162ull_rz",
    "__bfloat162uint_rd",
    "__bfloat162int_rd",
    "__bfloat162ll_rd",
    "__bfloat162ull_rd",
    "__bfloat162uint_ru",
    "__bfloat162int_ru",
    "__bfloat162ll_ru",
    "__bfloat162ull_ru",
    "__bfloat162uint_rna",
    "__bfloat162int_rna",
    "__bfloat162ll_rna",
    "__bfloat162ull_rna",
    "__ushort_as_bfloat16",
    "__bfloat16_as_ushort",
    "__bfloat162bfloat16_rn",
    "__bfloat162bfloat16_rz",
    "__bfloat162bfloat16_rd",
    "__bfloat162bfloat16_ru",
    "__bfloat162bfloat16_rna",
    "__half2bfloat16_rn",
    "__half2bfloat16_rz",
    "__half2bfloat16_rd",
    "__half2bfloat16_ru",
    "__half2bfloat16_rna",
    "__bfloat162half_rn",
    "__bfloat162half_rn_sat",
    "__bfloat162half_rz",
    "__bfloat162half_rz_sat",
    "__bfloat162half_rd",
    "__bfloat162half_rd_sat",
    "__bfloat162half_ru",
    "__bfloat162half_ru_sat",
    "__bfloat162half_rna",
    "__bfloat162half_rna_sat",
    "__float22bfloat162_rn",
    "__float22bfloat162_rn_sat",
    "__float22bfloat162_rz",
    "__float22bfloat162_rz_sat",
    "__float22bfloat162_rd",
    "__float22bfloat162_rd_sat",
    "__float22bfloat162_ru",
    "__float22bfloat162_ru_sat",
    "__float22bfloat162_rna",
    "__float22bfloat162_rna_sat",
    "__bfloat1622float2",
    "__float2bfloat162_rn",
    "__bfloat162bfloat162",
    "__floats2bfloat162_rn",
    "__low2bfloat16",
    "__low2bfloat162",
    "__lows2bfloat162",
    "__high2bfloat16",
    "__high2bfloat162",
    "__highs2bfloat162",
    "__halves2bfloat162",
    "make_bfloat162",
    "__asc_cvt_float_to_fp8",
    "__asc_cvt_float2_to_fp8x2",
    "__float22hif82_rna",
    "__float22hif82_rna_sat",
    "__float22hif82_rh",
    "__float22hif82_rh_sat",
    "__half22hif82_rna",
    "__half22hif82_rna_sat",
    "__half22hif82_rh",
    "__half22hif82_rh_sat",
    "__hif822float2",
    "__hif822half2",
    "__e4m3x22float2",
    "__e5m2x22float2",
    "__ascsim_cg_sync",
    "__ascsim_cg_sync_lanes",
    "__ascsim_cg_shfl",
    "__ascsim_cg_any",
    "__ascsim_cg_all",
    "__ascsim_cg_check",
    "make_short2",
    "make_short3",
    "make_short4",
    "make_ushort2",
    "make_ushort3",
    "make_ushort4",
    "make_char2",
    "make_char3",
    "make_char4",
    "make_uchar2",
    "make_uchar3",
    "make_uchar4",
    "make_float2",
    "make_float3",
    "make_float4",
    "make_long2",
    "make_long3",
    "make_long4",
    "make_ulong2",
    "make_ulong3",
    "make_ulong4",
    "make_longlong2",
    "make_longlong3",
    "make_longlong4",
    "make_ulonglong2",
    "make_ulonglong3",
    "make_ulonglong4",
    "make_int2",
    "make_int3",
    "make_int4",
    "make_uint2",
    "make_uint3",
    "make_uint4",
]
