// ascsim host prelude, force-included when the host part of a program is compiled natively: the
// device qualifiers vanish (device functions keep empty bodies here and run in the simulator), and
// a kernel launch sends its arguments, converted to the kernel's parameter types, to the simulator.
#ifndef __ASCSIM_HOST_H
#define __ASCSIM_HOST_H
#define __ASCSIM_HOST__ 1
#define __ASCSIM__ 1
#ifndef __NPU_ARCH__
#define __NPU_ARCH__ 3510
#endif
#define __global__
#define __vector__
#define __cube__
#define __aicore__
#define __simd_vf__
#define __simd_callee__
#define __simt_vf__
#define __simt_callee__
#define __host__
#define __launch_bounds__(...)
#define __gm__
#define __ubuf__
#define __cbuf__
#define __ca__
#define __cb__
#define __cc__
#define __fbuf__
#define __biasbuf__
#define __mix__(...)

#ifdef __cplusplus
#include <cstddef>
#include <cstdint>  // as the device side's prelude: .asc files may use int32_t ... without an include
#include <tuple>
#include <type_traits>
#include <utility>

extern "C" void __ascsim_launch_bytes(void* kernel, const char* file, unsigned line, unsigned long long blocks,
                                      unsigned long long dyn_ub, int dyn_ub_is_pointer, void* stream,
                                      unsigned count, const unsigned* sizes, const void* const* values);

// The grid and block shape of the next launch, for a SIMT launch (<<<grid, block, dyn_ub, stream>>>).
extern "C" void __ascsim_simt_dims(const unsigned* grid, const unsigned* block);

// The shape of a SIMT grid or block.
struct dim3 {
    unsigned int x, y, z;
    constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1) : x(vx), y(vy), z(vz) {}
};

// Kernels without a dynamic symbol (internal linkage) are made known by address, from the end of the main file.
extern "C" int __ascsim_register_kernel(void* address, const char* symbol);

// Where a launch is and its <<<...>>> configuration.
struct __ascsim_cfg {
    const char* file;
    unsigned line;
    unsigned long long blocks, dyn_ub;
    int dyn_ub_is_pointer;
    void* stream;
    unsigned grid[3];
    unsigned block[3];  // all 0 unless the launch is a SIMT launch

    // The launch's arguments, decayed and held until the kernel (left of the comma) is known.
    template <class... A>
    struct pending {
        const __ascsim_cfg* cfg;
        std::tuple<std::decay_t<A>...> args;
    };
    template <class... A>
    pending<A...> operator()(A&&... args) const {
        return {this, std::tuple<std::decay_t<A>...>(std::forward<A>(args)...)};
    }
};

template <class D>
inline __ascsim_cfg __ascsim_cfg_at(const char* file, unsigned line, unsigned long long blocks, D dyn_ub,
                                    void* stream = nullptr) {
    if constexpr (std::is_same_v<D, std::nullptr_t>) {
        return {file, line, blocks, 0, 0, stream};
    } else if constexpr (std::is_pointer_v<D>) {
        return {file, line, blocks, 0, 1, stream};
    } else {
        return {file, line, blocks, static_cast<unsigned long long>(dyn_ub), 0, stream};
    }
}
inline __ascsim_cfg __ascsim_cfg_at(const char* file, unsigned line, unsigned long long blocks) {
    return {file, line, blocks, 0, 0, nullptr};
}
template <class G>
inline void __ascsim_dim(unsigned* out, G v) {
    if constexpr (std::is_same_v<std::decay_t<G>, dim3>) {
        out[0] = v.x, out[1] = v.y, out[2] = v.z;
    } else {
        out[0] = static_cast<unsigned>(v), out[1] = 1, out[2] = 1;
    }
}
template <class G, class B, class D>
inline __ascsim_cfg __ascsim_cfg_at(const char* file, unsigned line, G grid, B block, D dyn_ub, void* stream) {
    __ascsim_cfg c{file, line, 0, static_cast<unsigned long long>(dyn_ub), 0, stream, {0, 0, 0}, {0, 0, 0}};
    __ascsim_dim(c.grid, grid);
    __ascsim_dim(c.block, block);
    c.blocks = static_cast<unsigned long long>(c.grid[0]) * c.grid[1] * c.grid[2];
    return c;
}
// A launch's "<<<" becomes ",$(" in the host part, as long as what it replaces, so that the compiler's
// messages about the launch's arguments keep the columns of the user's line.
#define $(...) __ascsim_cfg_at(__FILE__, __LINE__, __VA_ARGS__)

template <class... P, class Tuple, std::size_t... I>
inline void __ascsim_send(void* kernel, const __ascsim_cfg& c, Tuple& given, std::index_sequence<I...>) {
    // Each argument becomes its parameter's type, as in a call; the simulator reads the bytes.
    std::tuple<std::decay_t<P>...> params(std::get<I>(given)...);
    unsigned sizes[sizeof...(P) + 1] = {static_cast<unsigned>(sizeof(std::decay_t<P>))..., 0u};
    const void* values[sizeof...(P) + 1] = {static_cast<const void*>(&std::get<I>(params))..., nullptr};
    if (c.block[0] != 0) __ascsim_simt_dims(c.grid, c.block);
    __ascsim_launch_bytes(kernel, c.file, c.line, c.blocks, c.dyn_ub, c.dyn_ub_is_pointer, c.stream,
                          static_cast<unsigned>(sizeof...(P)), sizes, values);
}

template <class... P, class... A>
inline void operator,(void (*kernel)(P...), __ascsim_cfg::pending<A...>&& launch) {
    static_assert(sizeof...(P) == sizeof...(A), "the launch passes a different number of arguments than the "
                                                "kernel takes");
    // The simulator knows the kernel by its symbol.
    __ascsim_send<P...>(reinterpret_cast<void*>(kernel), *launch.cfg, launch.args, std::index_sequence_for<P...>{});
}
// A kernel template launched without template arguments (k<<<...>>>(args)): the arguments' decayed types
// pick its instantiation. Taken by const reference, so that for any other kernel the form above, a better
// match, is the one chosen.
template <class... A>
inline void operator,(void (*kernel)(std::decay_t<A>...), const __ascsim_cfg::pending<A...>& launch) {
    auto args = launch.args;
    __ascsim_send<std::decay_t<A>...>(reinterpret_cast<void*>(kernel), *launch.cfg, args,
                                      std::index_sequence_for<A...>{});
}
#endif
#endif
