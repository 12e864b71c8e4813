// ascsim prelude, force-included before every translation unit (clang -include): what the
// bisheng compiler knows without any #include.
#ifndef __ASCSIM_PRELUDE_H
#define __ASCSIM_PRELUDE_H

// The fixed-width integer types: an .asc file that includes nothing may use them (the vendor's
// compiler declares them for every .asc file).
#include <cstdint>

// Function qualifiers become annotations the interpreter reads. Every pointer value carries its
// memory space at run time, so __gm__ vanishes; __ubuf__ stays as an annotation because it makes
// a local array live in the Unified Buffer, and so does __cbuf__ (the L1 Buffer).
#define __global__ __attribute__((annotate("ascsim_global")))
#define __vector__ __attribute__((annotate("ascsim_vector")))
#define __cube__ __attribute__((annotate("ascsim_cube")))
#define __aicore__ __attribute__((annotate("ascsim_aicore")))
#define __simd_vf__ __attribute__((annotate("ascsim_simd_vf")))
#define __simd_callee__ __attribute__((annotate("ascsim_simd_callee")))
#define __gm__
#define __ubuf__ __attribute__((annotate("ascsim_ubuf")))
#define __cbuf__ __attribute__((annotate("ascsim_cbuf")))
// The cube core's buffers: L0A, L0B, L0C, the fixpipe buffer and the bias table.
#define __ca__ __attribute__((annotate("ascsim_ca")))
#define __cb__ __attribute__((annotate("ascsim_cb")))
#define __cc__ __attribute__((annotate("ascsim_cc")))
#define __fbuf__ __attribute__((annotate("ascsim_fbuf")))
#define __biasbuf__ __attribute__((annotate("ascsim_biasbuf")))
// __mix__(cube cores, vector cores): each block runs the kernel on one cube core and two vector cores.
#define __mix__(...) __attribute__((annotate("ascsim_mix")))

// Which core runs (the chip compiles a __mix__ kernel once per core type; ascsim asks at run time).
int __ascsim_core_type(void);
#define ASC_IS_AIV (__ascsim_core_type() == 0)
#define ASC_IS_AIC (__ascsim_core_type() == 1)
#define ASC_IS_NOT_AIV (__ascsim_core_type() != 0)
#define ASC_IS_NOT_AIC (__ascsim_core_type() != 1)
#define ASCEND_IS_AIV ASC_IS_AIV
#define ASCEND_IS_AIC ASC_IS_AIC
#define ASCEND_IS_NOT_AIV ASC_IS_NOT_AIV
#define ASCEND_IS_NOT_AIC ASC_IS_NOT_AIC

#define __simt_vf__ __attribute__((annotate("ascsim_simt_vf")))
#define __simt_callee__ __attribute__((annotate("ascsim_simt_callee")))
#define __launch_bounds__(...)
// A function for both sides (__host__ __aicore__): it is an ordinary function to both compilers.
#define __host__

#ifndef __NPU_ARCH__
#define __NPU_ARCH__ 3510
#endif
#define __ASCSIM__ 1

// kernel<<<blocks, dyn_ub[, stream]>>>(args) is rewritten, keeping every line and column, to
// kernel,$(blocks, dyn_ub[, stream])  (args): the launch helper below makes that well-typed.
template <class... A>
struct __ascsim_launch_args {};
struct __ascsim_launch_cfg {
    template <class... A>
    __ascsim_launch_args<A...> operator()(A&&... args) const;
};
// The type an argument has as a parameter (std::decay_t, without <type_traits>).
template <class T> struct __ascsim_decay { typedef T type; };
template <class T> struct __ascsim_decay<T&> : __ascsim_decay<T> {};
template <class T> struct __ascsim_decay<T&&> : __ascsim_decay<T> {};
template <class T> struct __ascsim_decay<const T> : __ascsim_decay<T> {};
template <class T, unsigned long N> struct __ascsim_decay<T[N]> { typedef T* type; };
// A kernel template launched without template arguments (k<<<...>>>(args)): the arguments' decayed types
// pick its instantiation, which the program then names.
template <class... A>
void operator,(void (*kernel)(typename __ascsim_decay<A>::type...), const __ascsim_launch_args<A...>& launch);
// The second launch argument is the dynamic UB size in bytes, or nullptr for none.
__ascsim_launch_cfg $(unsigned long long blocks);
template <class D>
__ascsim_launch_cfg $(unsigned long long blocks, D dyn_ub, void* stream = nullptr);


// SIMT: the shape of a grid or block, and the built-in indices of the running thread (the SIMT
// engine gives each thread its own values).
struct dim3 {
    unsigned int x, y, z;
    constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1) : x(vx), y(vy), z(vz) {}
};
extern const dim3 threadIdx;
extern const dim3 blockIdx;
extern const dim3 blockDim;
extern const dim3 gridDim;
constexpr int warpSize = 32;
// A SIMT launch: kernel<<<grid, block, dyn_ub, stream>>>(args), grid and block integers or dim3.
template <class G, class B, class D>
__ascsim_launch_cfg $(G grid, B block, D dyn_ub, void* stream);

#endif
