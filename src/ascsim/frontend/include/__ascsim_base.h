// ascsim prelude: definitions shared by the library headers of this directory. They declare, with
// no bodies, the part of the C and C++ library that programs use, so that libclang reads a whole
// program; the interpreter implements the part device code may call (printf, memcpy, <cmath>,
// std::min/max/clamp/swap, std::numeric_limits). The host part is compiled natively against the
// system's own headers and library.
#ifndef __ASCSIM_BASE_H
#define __ASCSIM_BASE_H

typedef unsigned long size_t;
typedef long ptrdiff_t;
typedef decltype(nullptr) __ascsim_nullptr_t;

#define NULL __null

namespace std {
using ::size_t;
using ::ptrdiff_t;
typedef decltype(nullptr) nullptr_t;

// The compiler needs std::initializer_list to be a class template of exactly this shape.
template <class E>
class initializer_list {
    const E* __begin;
    size_t __size;
    constexpr initializer_list(const E* b, size_t s) : __begin(b), __size(s) {}

public:
    constexpr initializer_list() : __begin(nullptr), __size(0) {}
    constexpr size_t size() const { return __size; }
    constexpr const E* begin() const { return __begin; }
    constexpr const E* end() const { return __begin + __size; }
};

class ostream;
class string;
}  // namespace std

#endif
