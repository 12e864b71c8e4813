// ascsim prelude: definitions shared by the standard-library headers below.
// These headers describe the C and C++ library surface that ascsim's interpreter implements
// natively; declarations have no bodies on purpose (the interpreter supplies them).
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
