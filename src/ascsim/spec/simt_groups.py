"""``simt_api/cooperative_groups.h``: groups of SIMT threads (blocks, tiles, coalesced lanes) as C++ classes.

The API is C++ classes, so the header is C++ text (:data:`CXX`, ascsim's own design) whose methods are
built on the warp intrinsics, and :data:`MEMBERS` lists what it declares as data (``ascsim api``, the
comparison with the vendor's headers, the tests). What no intrinsic expresses is a native of
:data:`FUNCTIONS` (``__ascsim_cg_*``, implemented by :mod:`ascsim.simt_api.groups` over
:mod:`ascsim.ops.simt_groups`): the barrier of a tile or of a coalesced group, the shuffle and votes of a
tile wider than a warp, and the checks of a partition.
"""

from __future__ import annotations

from .. import dtypes as d
from . import Function, fn, impls, void
from .types import BF16, C_BOOL, C_INT, FLOAT, HALF, VOID, CType, scalar

_H = "simt_groups"
_NS = "cooperative_groups"
_I32, _U32, _I64, _U64 = (scalar(e) for e in (d.int32_t, d.uint32_t, d.int64_t, d.uint64_t))
_UINT = CType("unsigned int", "int", d.uint32_t)
_ULL = CType("unsigned long long", "int", d.uint64_t)
_T = CType("T", "template")
_DIM3 = CType("dim3", "group")


def _cls(c: str) -> CType:
    return CType(c, "group")


_GROUP_TYPE = _cls("group_type")
_BLOCK, _TILE, _COALESCED, _GROUP = (_cls(c) for c in ("thread_block", "thread_block_tile<Size, ParentT>",
                                                        "coalesced_group", "thread_group"))
_TYPENAME = "template <typename T>"
_TILE_TEMPLATE = "template <unsigned int Size, typename ParentT>"

FUNCTIONS: list[Function] = [
    fn("__ascsim_cg_sync", _H, "ascsim's barrier of each tile of size consecutive thread ranks of the block "
       "(thread_block_tile::sync).", where="simt")
    .form(impls.simt_groups.sync, *void(("size", _U32))),
    fn("__ascsim_cg_sync_lanes", _H, "ascsim's barrier of the lanes of the warp that lanes names "
       "(coalesced_group::sync).", where="simt")
    .form(impls.simt_groups.sync_lanes, *void(("lanes", _U32))),
    fn("__ascsim_cg_shfl", _H, "ascsim's shuffle of a tile wider than a warp: var of the tile's thread of "
       "rank src_rank % size.", where="simt")
    .forms(impls.simt_groups.shfl, (_I32, _U32, FLOAT, _I64, _U64, HALF, BF16),
           lambda t: (t, (("var", t), ("src_rank", _I32), ("size", _U32)))),
    fn("__ascsim_cg_any", _H, "ascsim's vote of a tile wider than a warp: 1 if any thread's predicate is "
       "non-zero.", where="simt")
    .form(impls.simt_groups.vote, _I32, (("predicate", _I32), ("size", _U32)), extra=("any",)),
    fn("__ascsim_cg_all", _H, "ascsim's vote of a tile wider than a warp: 1 if every thread's predicate is "
       "non-zero.", where="simt")
    .form(impls.simt_groups.vote, _I32, (("predicate", _I32), ("size", _U32)), extra=("all",)),
    fn("__ascsim_cg_check", _H, "ascsim's check of a partition: size a power of two up to largest dividing "
       "parent_threads (0: any); wider than a warp only with a scratch of scratch_threads >= the block's.",
       where="simt")
    .form(impls.simt_groups.check, *void(("size", _U32), ("largest", _U32), ("parent_threads", _U32),
                                         ("scratch_threads", _U32))),
]


def _member(scope: str, name: str, doc: str, ret: CType, *params: tuple[str, CType], template: str = "") -> Function:
    return fn(name, _H, doc, where="simt", scope=scope).form(impls.simt_groups.member, ret, params,
                                                            template=template)


def _methods(cls: str, doc_of: str, items: list[tuple[str, CType, tuple[tuple[str, CType], ...], str, str]]
             ) -> list[Function]:
    return [_member(f"{_NS}::{cls}", name, f"{doc_of}: {doc}", ret, *params, template=template)
            for name, ret, params, template, doc in items]


_PRED = (("predicate", C_INT),)
_SHUFFLES = [
    ("shfl", _T, (("var", _T), ("src_rank", C_INT)), _TYPENAME, "var of the member of rank src_rank modulo the "
     "group's size"),
    ("shfl_up", _T, (("var", _T), ("delta", _UINT)), _TYPENAME, "var of the member delta ranks below (its own "
     "below rank 0)"),
    ("shfl_down", _T, (("var", _T), ("delta", _UINT)), _TYPENAME, "var of the member delta ranks above (its own "
     "past the last rank)"),
]
_VOTES = [
    ("any", C_INT, _PRED, "", "1 if any member's predicate is non-zero, else 0"),
    ("all", C_INT, _PRED, "", "1 if every member's predicate is non-zero, else 0"),
    ("ballot", _UINT, _PRED, "", "bit r set when the member of rank r has a non-zero predicate"),
]
_SIZES = [
    ("sync", VOID, (), "", "waits until every member reached this call"),
    ("num_threads", _ULL, (), "", "the number of members"),
    ("size", _ULL, (), "", "the number of members"),
    ("thread_rank", _ULL, (), "", "the calling thread's rank among the members, from 0"),
]

MEMBERS: list[Function] = [
    *_methods("thread_group", "A group of any kind", [
        *_SIZES, ("get_type", _GROUP_TYPE, (), "", "which kind of group it is")]),
    *_methods("thread_block", "The block's threads", [
        ("sync", VOID, (), "", "asc_syncthreads()"),
        ("thread_rank", _UINT, (), "", "threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * "
         "blockDim.y"),
        ("group_index", _DIM3, (), "", "blockIdx"),
        ("thread_index", _DIM3, (), "", "threadIdx"),
        ("dim_threads", _DIM3, (), "", "blockDim"),
        ("num_threads", _UINT, (), "", "blockDim.x * blockDim.y * blockDim.z"),
        ("size", _UINT, (), "", "blockDim.x * blockDim.y * blockDim.z"),
        ("group_dim", _DIM3, (), "", "blockDim")]),
    *_methods("thread_block_tile", "A tile of Size threads", [
        *_SIZES,
        ("meta_group_rank", _UINT, (), "", "the tile's index among the tiles its parent was split into"),
        ("meta_group_size", _UINT, (), "", "how many tiles its parent was split into"),
        *_SHUFFLES,
        ("shfl_xor", _T, (("var", _T), ("lane_mask", _UINT)), _TYPENAME, "var of the member whose rank is the "
         "caller's XOR lane_mask"),
        *_VOTES]),
    *_methods("coalesced_group", "The lanes of a warp that ran together", [
        *_SIZES,
        ("meta_group_size", _ULL, (), "", "how many parts its parent was split into (1 for coalesced_threads)"),
        ("meta_group_rank", _ULL, (), "", "the part's index among its parent's parts (0 for coalesced_threads)"),
        *_SHUFFLES, *_VOTES]),
    _member(_NS, "this_thread_block", "The calling thread's block.", _BLOCK),
    _member(_NS, "this_thread_block", "The calling thread's block, with a scratch in GM or UB for tiles wider "
            "than a warp.", _BLOCK, ("scratch", _cls("block_tile_memory<MaxBlockSize>&")),
            template="template <unsigned int MaxBlockSize>"),
    _member(_NS, "coalesced_threads", "The active lanes of the calling warp.", _COALESCED),
    _member(_NS, "tiled_partition", "The calling thread's tile of Size threads (a power of two up to 2048) of a "
            "block or of a larger tile.", _TILE, ("g", _cls("const ParentT&")), template=_TILE_TEMPLATE),
    _member(_NS, "tiled_partition", "The calling thread's part of tilesz members (a power of two up to 32).",
            _GROUP, ("parent", _cls("const thread_group&")), ("tilesz", _UINT)),
    _member(_NS, "tiled_partition", "The calling thread's tile of tilesz threads (a power of two up to 32).",
            _GROUP, ("parent", _cls("const thread_block&")), ("tilesz", _UINT)),
    _member(_NS, "tiled_partition", "The calling thread's part of tilesz members, by rank.", _COALESCED,
            ("parent", _cls("const coalesced_group&")), ("tilesz", _UINT)),
    _member(_NS, "binary_partition", "The members whose pred equals the caller's.", _COALESCED,
            ("g", _cls("const coalesced_group&")), ("pred", C_BOOL)),
    _member(_NS, "binary_partition", "The members of a tile of at most 32 threads whose pred equals the "
            "caller's.", _COALESCED, ("g", _cls("const thread_block_tile<Size, ParentT>&")), ("pred", C_BOOL),
            template=_TILE_TEMPLATE),
]

#: What the host part of a program sees of the header (it names the namespace at file scope).
HOST_CXX = ["#ifdef __ASCSIM_HOST__", "namespace cooperative_groups {",
            "template <unsigned int MaxBlockSize = 1024> struct block_tile_memory { unsigned long long "
            "__words[5 + MaxBlockSize / 32]; };", "}", "#endif"]

#: The header's C++ text (after the natives' declarations): the classes and functions :data:`MEMBERS` lists.
CXX = r"""namespace cooperative_groups {

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
"""
