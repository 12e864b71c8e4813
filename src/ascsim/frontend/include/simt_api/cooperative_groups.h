// Generated from ascsim.spec by `python -m ascsim.generate`: edit the spec, not this file.
#ifndef __ASCSIM_SIMT_API_COOPERATIVE_GROUPS_H
#define __ASCSIM_SIMT_API_COOPERATIVE_GROUPS_H
#include "c_api/utils/types.h"
#include "simt_api/device_types.h"
#include "simt_api/device_functions.h"

#ifndef __ASCSIM_HOST__
// __ascsim_cg_sync: ascsim's barrier of each tile of size consecutive thread ranks of the block (thread_block_tile::sync).
__simt_callee__ __attribute__((annotate("ascsim_simt:944"))) inline void __ascsim_cg_sync(uint32_t size);
// __ascsim_cg_sync_lanes: ascsim's barrier of the lanes of the warp that lanes names (coalesced_group::sync).
__simt_callee__ __attribute__((annotate("ascsim_simt:945"))) inline void __ascsim_cg_sync_lanes(uint32_t lanes);
// __ascsim_cg_shfl: ascsim's shuffle of a tile wider than a warp: var of the tile's thread of rank src_rank % size.
__simt_callee__ __attribute__((annotate("ascsim_simt:946"))) inline int32_t __ascsim_cg_shfl(int32_t var, int32_t src_rank, uint32_t size);
__simt_callee__ __attribute__((annotate("ascsim_simt:947"))) inline uint32_t __ascsim_cg_shfl(uint32_t var, int32_t src_rank, uint32_t size);
__simt_callee__ __attribute__((annotate("ascsim_simt:948"))) inline float __ascsim_cg_shfl(float var, int32_t src_rank, uint32_t size);
__simt_callee__ __attribute__((annotate("ascsim_simt:949"))) inline int64_t __ascsim_cg_shfl(int64_t var, int32_t src_rank, uint32_t size);
__simt_callee__ __attribute__((annotate("ascsim_simt:950"))) inline uint64_t __ascsim_cg_shfl(uint64_t var, int32_t src_rank, uint32_t size);
__simt_callee__ __attribute__((annotate("ascsim_simt:951"))) inline half __ascsim_cg_shfl(half var, int32_t src_rank, uint32_t size);
__simt_callee__ __attribute__((annotate("ascsim_simt:952"))) inline bfloat16_t __ascsim_cg_shfl(bfloat16_t var, int32_t src_rank, uint32_t size);
// __ascsim_cg_any: ascsim's vote of a tile wider than a warp: 1 if any thread's predicate is non-zero.
__simt_callee__ __attribute__((annotate("ascsim_simt:953"))) inline int32_t __ascsim_cg_any(int32_t predicate, uint32_t size);
// __ascsim_cg_all: ascsim's vote of a tile wider than a warp: 1 if every thread's predicate is non-zero.
__simt_callee__ __attribute__((annotate("ascsim_simt:954"))) inline int32_t __ascsim_cg_all(int32_t predicate, uint32_t size);
// __ascsim_cg_check: ascsim's check of a partition: size a power of two up to largest dividing parent_threads (0: any); wider than a warp only with a scratch of scratch_threads >= the block's.
__simt_callee__ __attribute__((annotate("ascsim_simt:955"))) inline void __ascsim_cg_check(uint32_t size, uint32_t largest, uint32_t parent_threads, uint32_t scratch_threads);

namespace cooperative_groups {

// Which kind of group a thread_group object describes.
enum class group_type : unsigned int { thread_block_type, tiled_group_type, coalesced_group_type };

// The scratch a block needs for tiles wider than a warp, in GM or UB. ascsim's collectives of such tiles
// keep nothing in it; its size and alignment are the chip's: five 8-byte barrier words and one 8-byte word
// per warp of the largest block.
template <unsigned int MaxBlockSize = 1024>
struct block_tile_memory {
    static_assert(MaxBlockSize > 0 && MaxBlockSize <= 2048, "block_tile_memory: MaxBlockSize is 1 to 2048 threads");
    static_assert(MaxBlockSize % 32 == 0, "block_tile_memory: MaxBlockSize is a multiple of the warp size, 32");
    unsigned long long __words[5 + MaxBlockSize / 32];
};

namespace __cg {
// The thread's rank in its block and the block's thread count.
__simt_callee__ inline unsigned int rank_in_block()
{
    return threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
}
__simt_callee__ inline unsigned int block_threads() { return blockDim.x * blockDim.y * blockDim.z; }
// The lowest `count` bits set (count up to 32).
__simt_callee__ inline unsigned int low_bits(unsigned int count)
{
    return count >= 32u ? 0xffffffffu : (1u << count) - 1u;
}
// The lane of the group member of rank `rank` (the rank-th set bit of `lanes`, from bit 0).
__simt_callee__ inline int lane_of_rank(unsigned int lanes, unsigned int rank)
{
    unsigned int rest = lanes;
    for (unsigned int skipped = 0; skipped < rank; ++skipped) {
        rest &= rest - 1u;
    }
    return __ffs(static_cast<int>(rest)) - 1;
}
// The lanes of `lanes` whose bits `bits` has, packed in rank order (bit r: the member of rank r).
__simt_callee__ inline unsigned int pack_by_rank(unsigned int lanes, unsigned int bits)
{
    unsigned int packed = 0u;
    unsigned int rank = 0u;
    for (unsigned int lane = 0; lane < 32u; ++lane) {
        if ((lanes >> lane) & 1u) {
            packed |= ((bits >> lane) & 1u) << rank;
            ++rank;
        }
    }
    return packed;
}
// The members of `lanes` whose rank divided by `tile` equals `which`.
__simt_callee__ inline unsigned int lanes_of_part(unsigned int lanes, unsigned int tile, unsigned int which)
{
    unsigned int part = 0u;
    unsigned int rank = 0u;
    for (unsigned int lane = 0; lane < 32u; ++lane) {
        if ((lanes >> lane) & 1u) {
            if (rank / tile == which) {
                part |= 1u << lane;
            }
            ++rank;
        }
    }
    return part;
}
}  // namespace __cg

// Any group: a block, a tile whose size is known at run time, or a set of lanes of a warp.
class thread_group {
public:
    group_type __kind;
    unsigned int __width;            // a tile's threads
    unsigned int __lanes;            // a coalesced group's lanes of the warp
    unsigned int __meta_rank;        // the group's index among its parent's parts
    unsigned int __meta_size;        // how many parts the parent made
    unsigned int __scratch_threads;  // a block's block_tile_memory size (0: none)

    __simt_callee__ inline thread_group(group_type kind, unsigned int width, unsigned int lanes,
                                        unsigned int meta_rank, unsigned int meta_size, unsigned int scratch_threads)
        : __kind(kind), __width(width), __lanes(lanes), __meta_rank(meta_rank), __meta_size(meta_size),
          __scratch_threads(scratch_threads)
    {
    }
    __simt_callee__ inline unsigned long long size() const;
    __simt_callee__ inline unsigned long long num_threads() const;
    __simt_callee__ inline unsigned long long thread_rank() const;
    __simt_callee__ inline void sync() const;
    __simt_callee__ inline group_type get_type() const;
};

// The threads of the running block.
class thread_block : public thread_group {
public:
    __simt_callee__ inline explicit thread_block(unsigned int scratch_threads)
        : thread_group(group_type::thread_block_type, 0u, 0u, 0u, 1u, scratch_threads)
    {
    }
    __simt_callee__ inline static void sync();
    __simt_callee__ inline static unsigned int thread_rank();
    __simt_callee__ inline static dim3 group_index();
    __simt_callee__ inline static dim3 thread_index();
    __simt_callee__ inline static dim3 dim_threads();
    __simt_callee__ inline static unsigned int num_threads();
    __simt_callee__ inline static unsigned int size();
    __simt_callee__ inline static dim3 group_dim();
};

// A tile of Size consecutive thread ranks (a power of two up to 2048), made by tiled_partition<Size>.
template <unsigned int Size, typename ParentT = void>
class thread_block_tile {
    static_assert(Size > 0 && (Size & (Size - 1)) == 0 && Size <= 2048,
                  "thread_block_tile: Size is a power of two from 1 to 2048");

public:
    unsigned int __meta_rank;
    unsigned int __meta_size;
    unsigned int __scratch_threads;

    __simt_callee__ inline thread_block_tile(unsigned int meta_rank, unsigned int meta_size,
                                             unsigned int scratch_threads)
        : __meta_rank(meta_rank), __meta_size(meta_size), __scratch_threads(scratch_threads)
    {
    }
    // A tile keeps its place when its parent's type is forgotten (thread_block_tile<Size> t = ...).
    template <typename OtherParentT>
    __simt_callee__ inline thread_block_tile(const thread_block_tile<Size, OtherParentT>& other)
        : __meta_rank(other.__meta_rank), __meta_size(other.__meta_size), __scratch_threads(other.__scratch_threads)
    {
    }
    __simt_callee__ inline void sync() const;
    __simt_callee__ inline static unsigned long long thread_rank();
    __simt_callee__ inline static unsigned long long num_threads();
    __simt_callee__ inline static unsigned long long size();
    __simt_callee__ inline unsigned int meta_group_rank() const;
    __simt_callee__ inline unsigned int meta_group_size() const;
    template <typename T>
    __simt_callee__ inline T shfl(T var, int src_rank) const;
    template <typename T>
    __simt_callee__ inline T shfl_up(T var, unsigned int delta) const;
    template <typename T>
    __simt_callee__ inline T shfl_down(T var, unsigned int delta) const;
    template <typename T>
    __simt_callee__ inline T shfl_xor(T var, unsigned int lane_mask) const;
    __simt_callee__ inline int any(int predicate) const;
    __simt_callee__ inline int all(int predicate) const;
    __simt_callee__ inline unsigned int ballot(int predicate) const;

    // The tile's bits of a warp-wide mask, moved down to bit 0 (a tile of at most 32 threads).
    __simt_callee__ inline static unsigned int __own_bits(unsigned int warp_bits)
    {
        return (warp_bits >> (static_cast<unsigned int>(laneid()) & ~(Size - 1u) & 31u)) & __cg::low_bits(Size);
    }
};

// Lanes of one warp that run together (coalesced_threads), or a part of such a set.
class coalesced_group : public thread_group {
public:
    __simt_callee__ inline coalesced_group(unsigned int lanes, unsigned int meta_rank, unsigned int meta_size)
        : thread_group(group_type::coalesced_group_type, 0u, lanes, meta_rank, meta_size, 0u)
    {
    }
    __simt_callee__ inline void sync() const;
    __simt_callee__ inline unsigned long long num_threads() const;
    __simt_callee__ inline unsigned long long size() const;
    __simt_callee__ inline unsigned long long thread_rank() const;
    __simt_callee__ inline unsigned long long meta_group_size() const;
    __simt_callee__ inline unsigned long long meta_group_rank() const;
    template <typename T>
    __simt_callee__ inline T shfl(T var, int src_rank) const;
    template <typename T>
    __simt_callee__ inline T shfl_up(T var, unsigned int delta) const;
    template <typename T>
    __simt_callee__ inline T shfl_down(T var, unsigned int delta) const;
    __simt_callee__ inline int any(int predicate) const;
    __simt_callee__ inline int all(int predicate) const;
    __simt_callee__ inline unsigned int ballot(int predicate) const;
};

__simt_callee__ inline thread_block this_thread_block();
template <unsigned int MaxBlockSize>
__simt_callee__ inline thread_block this_thread_block(block_tile_memory<MaxBlockSize>& scratch);
__simt_callee__ inline coalesced_group coalesced_threads();
template <unsigned int Size, typename ParentT>
__simt_callee__ inline thread_block_tile<Size, ParentT> tiled_partition(const ParentT& g);
__simt_callee__ inline thread_group tiled_partition(const thread_group& parent, unsigned int tilesz);
__simt_callee__ inline thread_group tiled_partition(const thread_block& parent, unsigned int tilesz);
__simt_callee__ inline coalesced_group tiled_partition(const coalesced_group& parent, unsigned int tilesz);
__simt_callee__ inline coalesced_group binary_partition(const coalesced_group& g, bool pred);
template <unsigned int Size, typename ParentT>
__simt_callee__ inline coalesced_group binary_partition(const thread_block_tile<Size, ParentT>& g, bool pred);

// -- thread_group --------------------------------------------------------------------------------
__simt_callee__ inline unsigned long long thread_group::size() const
{
    if (__kind == group_type::coalesced_group_type) {
        return static_cast<unsigned long long>(__popc(__lanes));
    }
    if (__kind == group_type::tiled_group_type) {
        return __width;
    }
    return __cg::block_threads();
}
__simt_callee__ inline unsigned long long thread_group::num_threads() const { return size(); }
__simt_callee__ inline unsigned long long thread_group::thread_rank() const
{
    if (__kind == group_type::coalesced_group_type) {
        return static_cast<unsigned long long>(__popc(__lanes & static_cast<unsigned int>(lanemask_lt())));
    }
    if (__kind == group_type::tiled_group_type) {
        return __cg::rank_in_block() & (__width - 1u);
    }
    return __cg::rank_in_block();
}
__simt_callee__ inline void thread_group::sync() const
{
    if (__kind == group_type::coalesced_group_type) {
        __ascsim_cg_sync_lanes(__lanes);
    } else if (__kind == group_type::tiled_group_type) {
        __ascsim_cg_sync(__width);
    } else {
        asc_syncthreads();
    }
}
__simt_callee__ inline group_type thread_group::get_type() const { return __kind; }

// -- thread_block --------------------------------------------------------------------------------
__simt_callee__ inline void thread_block::sync() { asc_syncthreads(); }
__simt_callee__ inline unsigned int thread_block::thread_rank() { return __cg::rank_in_block(); }
__simt_callee__ inline dim3 thread_block::group_index() { return blockIdx; }
__simt_callee__ inline dim3 thread_block::thread_index() { return threadIdx; }
__simt_callee__ inline dim3 thread_block::dim_threads() { return blockDim; }
__simt_callee__ inline unsigned int thread_block::num_threads() { return __cg::block_threads(); }
__simt_callee__ inline unsigned int thread_block::size() { return __cg::block_threads(); }
__simt_callee__ inline dim3 thread_block::group_dim() { return blockDim; }

__simt_callee__ inline thread_block this_thread_block()
{
    thread_block block(0u);
    return block;
}
template <unsigned int MaxBlockSize>
__simt_callee__ inline thread_block this_thread_block(block_tile_memory<MaxBlockSize>& scratch)
{
    thread_block block(MaxBlockSize);
    return block;
}

// -- thread_block_tile ---------------------------------------------------------------------------
template <unsigned int Size, typename ParentT>
__simt_callee__ inline void thread_block_tile<Size, ParentT>::sync() const
{
    __ascsim_cg_sync(Size);
}
template <unsigned int Size, typename ParentT>
__simt_callee__ inline unsigned long long thread_block_tile<Size, ParentT>::thread_rank()
{
    return __cg::rank_in_block() & (Size - 1u);
}
template <unsigned int Size, typename ParentT>
__simt_callee__ inline unsigned long long thread_block_tile<Size, ParentT>::num_threads()
{
    return Size;
}
template <unsigned int Size, typename ParentT>
__simt_callee__ inline unsigned long long thread_block_tile<Size, ParentT>::size()
{
    return Size;
}
template <unsigned int Size, typename ParentT>
__simt_callee__ inline unsigned int thread_block_tile<Size, ParentT>::meta_group_rank() const
{
    return __meta_rank;
}
template <unsigned int Size, typename ParentT>
__simt_callee__ inline unsigned int thread_block_tile<Size, ParentT>::meta_group_size() const
{
    return __meta_size;
}
template <unsigned int Size, typename ParentT>
template <typename T>
__simt_callee__ inline T thread_block_tile<Size, ParentT>::shfl(T var, int src_rank) const
{
    if (Size > 32u) {
        return __ascsim_cg_shfl(var, src_rank, Size);
    }
    return asc_shfl(var, src_rank, static_cast<int>(Size));
}
template <unsigned int Size, typename ParentT>
template <typename T>
__simt_callee__ inline T thread_block_tile<Size, ParentT>::shfl_up(T var, unsigned int delta) const
{
    static_assert(Size <= 32, "thread_block_tile::shfl_up: tiles of at most 32 threads");
    return asc_shfl_up(var, delta, static_cast<int>(Size));
}
template <unsigned int Size, typename ParentT>
template <typename T>
__simt_callee__ inline T thread_block_tile<Size, ParentT>::shfl_down(T var, unsigned int delta) const
{
    static_assert(Size <= 32, "thread_block_tile::shfl_down: tiles of at most 32 threads");
    return asc_shfl_down(var, delta, static_cast<int>(Size));
}
template <unsigned int Size, typename ParentT>
template <typename T>
__simt_callee__ inline T thread_block_tile<Size, ParentT>::shfl_xor(T var, unsigned int lane_mask) const
{
    static_assert(Size <= 32, "thread_block_tile::shfl_xor: tiles of at most 32 threads");
    return asc_shfl_xor(var, static_cast<int>(lane_mask), static_cast<int>(Size));
}
template <unsigned int Size, typename ParentT>
__simt_callee__ inline int thread_block_tile<Size, ParentT>::any(int predicate) const
{
    if (Size > 32u) {
        return __ascsim_cg_any(predicate, Size);
    }
    return __own_bits(asc_ballot(predicate)) != 0u ? 1 : 0;
}
template <unsigned int Size, typename ParentT>
__simt_callee__ inline int thread_block_tile<Size, ParentT>::all(int predicate) const
{
    if (Size > 32u) {
        return __ascsim_cg_all(predicate, Size);
    }
    return __own_bits(asc_ballot(predicate)) == __own_bits(asc_activemask()) ? 1 : 0;
}
template <unsigned int Size, typename ParentT>
__simt_callee__ inline unsigned int thread_block_tile<Size, ParentT>::ballot(int predicate) const
{
    static_assert(Size <= 32, "thread_block_tile::ballot: tiles of at most 32 threads");
    return __own_bits(asc_ballot(predicate));
}

namespace __cg {
// A tile of a block: its index among the block's tiles, and how many there are.
template <unsigned int Size>
__simt_callee__ inline thread_block_tile<Size, thread_block> part_of(const thread_block& g)
{
    __ascsim_cg_check(Size, 2048u, block_threads(), g.__scratch_threads);
    thread_block_tile<Size, thread_block> tile(rank_in_block() / Size, (block_threads() + Size - 1u) / Size,
                                               g.__scratch_threads);
    return tile;
}
// A tile of a tile: its index within the parent tile.
template <unsigned int Size, unsigned int ParentSize, typename GrandParentT>
__simt_callee__ inline thread_block_tile<Size, thread_block_tile<ParentSize, GrandParentT>> part_of(
    const thread_block_tile<ParentSize, GrandParentT>& g)
{
    static_assert(Size < ParentSize, "tiled_partition: a tile of a tile is smaller than its parent");
    __ascsim_cg_check(Size, 2048u, ParentSize, g.__scratch_threads);
    thread_block_tile<Size, thread_block_tile<ParentSize, GrandParentT>> tile(
        (rank_in_block() & (ParentSize - 1u)) / Size, ParentSize / Size, g.__scratch_threads);
    return tile;
}
// The part `rank / tilesz` of a coalesced set of lanes.
__simt_callee__ inline coalesced_group coalesced_part(unsigned int lanes, unsigned int tilesz, bool whole_tiles)
{
    __ascsim_cg_check(tilesz, 32u, 0u, 0u);
    unsigned int count = static_cast<unsigned int>(__popc(lanes));
    unsigned int rank = static_cast<unsigned int>(__popc(lanes & static_cast<unsigned int>(lanemask_lt())));
    coalesced_group part(lanes_of_part(lanes, tilesz, rank / tilesz), rank / tilesz,
                         whole_tiles ? count / tilesz : (count + tilesz - 1u) / tilesz);
    return part;
}
// The members of `lanes` whose predicate equals this thread's, as a group of two parts (one if all agree).
__simt_callee__ inline coalesced_group split(unsigned int lanes, bool pred)
{
    unsigned int set = asc_ballot(pred ? 1 : 0) & lanes;
    if (set == lanes || set == 0u) {
        coalesced_group whole(lanes, 0u, 1u);
        return whole;
    }
    coalesced_group side(pred ? set : (lanes & ~set), pred ? 1u : 0u, 2u);
    return side;
}
}  // namespace __cg

template <unsigned int Size, typename ParentT>
__simt_callee__ inline thread_block_tile<Size, ParentT> tiled_partition(const ParentT& g)
{
    return __cg::part_of<Size>(g);
}
__simt_callee__ inline thread_group tiled_partition(const thread_block& parent, unsigned int tilesz)
{
    __ascsim_cg_check(tilesz, 32u, 0u, 0u);
    unsigned int threads = __cg::block_threads();
    thread_group tile(group_type::tiled_group_type, tilesz, 0u, __cg::rank_in_block() / tilesz,
                      (threads + tilesz - 1u) / tilesz, parent.__scratch_threads);
    return tile;
}
__simt_callee__ inline thread_group tiled_partition(const thread_group& parent, unsigned int tilesz)
{
    if (parent.__kind == group_type::coalesced_group_type) {
        coalesced_group part = __cg::coalesced_part(parent.__lanes, tilesz, parent.__meta_size != 1u);
        thread_group as_group(group_type::coalesced_group_type, 0u, part.__lanes, part.__meta_rank,
                              part.__meta_size, 0u);
        return as_group;
    }
    if (parent.__kind == group_type::tiled_group_type) {
        __ascsim_cg_check(tilesz, 32u, parent.__width, 0u);
        thread_group tile(group_type::tiled_group_type, tilesz, 0u, (__cg::rank_in_block() & (parent.__width - 1u)) /
                          tilesz, parent.__width / tilesz, parent.__scratch_threads);
        return tile;
    }
    __ascsim_cg_check(tilesz, 32u, 0u, 0u);
    unsigned int threads = __cg::block_threads();
    thread_group tile(group_type::tiled_group_type, tilesz, 0u, __cg::rank_in_block() / tilesz,
                      (threads + tilesz - 1u) / tilesz, parent.__scratch_threads);
    return tile;
}
__simt_callee__ inline coalesced_group tiled_partition(const coalesced_group& parent, unsigned int tilesz)
{
    return __cg::coalesced_part(parent.__lanes, tilesz, parent.__meta_size != 1u);
}

// -- coalesced_group -----------------------------------------------------------------------------
__simt_callee__ inline coalesced_group coalesced_threads()
{
    coalesced_group active(asc_activemask(), 0u, 1u);
    return active;
}
__simt_callee__ inline void coalesced_group::sync() const { __ascsim_cg_sync_lanes(__lanes); }
__simt_callee__ inline unsigned long long coalesced_group::num_threads() const
{
    return static_cast<unsigned long long>(__popc(__lanes));
}
__simt_callee__ inline unsigned long long coalesced_group::size() const { return num_threads(); }
__simt_callee__ inline unsigned long long coalesced_group::thread_rank() const
{
    return static_cast<unsigned long long>(__popc(__lanes & static_cast<unsigned int>(lanemask_lt())));
}
__simt_callee__ inline unsigned long long coalesced_group::meta_group_size() const { return __meta_size; }
__simt_callee__ inline unsigned long long coalesced_group::meta_group_rank() const { return __meta_rank; }
template <typename T>
__simt_callee__ inline T coalesced_group::shfl(T var, int src_rank) const
{
    unsigned int count = static_cast<unsigned int>(__popc(__lanes));
    return asc_shfl(var, __cg::lane_of_rank(__lanes, static_cast<unsigned int>(src_rank) % count));
}
template <typename T>
__simt_callee__ inline T coalesced_group::shfl_up(T var, unsigned int delta) const
{
    // Every member reads (its own value where the source is outside the group), so all take part.
    unsigned int rank = static_cast<unsigned int>(__popc(__lanes & static_cast<unsigned int>(lanemask_lt())));
    unsigned int source = rank >= delta ? rank - delta : rank;
    return asc_shfl(var, __cg::lane_of_rank(__lanes, source));
}
template <typename T>
__simt_callee__ inline T coalesced_group::shfl_down(T var, unsigned int delta) const
{
    unsigned int count = static_cast<unsigned int>(__popc(__lanes));
    unsigned int rank = static_cast<unsigned int>(__popc(__lanes & static_cast<unsigned int>(lanemask_lt())));
    unsigned int source = rank + delta < count ? rank + delta : rank;
    return asc_shfl(var, __cg::lane_of_rank(__lanes, source));
}
__simt_callee__ inline int coalesced_group::any(int predicate) const
{
    return (asc_ballot(predicate) & __lanes) != 0u ? 1 : 0;
}
__simt_callee__ inline int coalesced_group::all(int predicate) const
{
    return (asc_ballot(predicate) & __lanes) == __lanes ? 1 : 0;
}
__simt_callee__ inline unsigned int coalesced_group::ballot(int predicate) const
{
    return __cg::pack_by_rank(__lanes, asc_ballot(predicate));
}

__simt_callee__ inline coalesced_group binary_partition(const coalesced_group& g, bool pred)
{
    return __cg::split(g.__lanes, pred);
}
template <unsigned int Size, typename ParentT>
__simt_callee__ inline coalesced_group binary_partition(const thread_block_tile<Size, ParentT>& g, bool pred)
{
    static_assert(Size <= 32, "binary_partition: tiles of at most 32 threads");
    unsigned int first = static_cast<unsigned int>(laneid()) & ~(Size - 1u) & 31u;
    return __cg::split(__cg::low_bits(Size) << first, pred);
}

}  // namespace cooperative_groups
#endif
#ifdef __ASCSIM_HOST__
namespace cooperative_groups {
template <unsigned int MaxBlockSize = 1024> struct block_tile_memory { unsigned long long __words[5 + MaxBlockSize / 32]; };
}
#endif

#endif  // __ASCSIM_SIMT_API_COOPERATIVE_GROUPS_H
