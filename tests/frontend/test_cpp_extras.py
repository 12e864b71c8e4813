"""Small library and runtime pieces: compiler builtins, glibc's rand, strcat, std::abs overloads (the
expected output was produced by g++ -std=c++17 with glibc), the ACL calls aclrtMemset,
aclrtMemcpyAsync and contexts, and every unsupported construct of a file reported in one run."""

from __future__ import annotations

BUILTINS = """#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cmath>
int main() {
    printf("%d %d %d %d %d %d %d\\n", __builtin_popcount(0xF0F0u), __builtin_popcountll(~0ull), __builtin_clz(1u),
           __builtin_ctz(8u), __builtin_clzll(1ull << 40), __builtin_expect(5, 1), __builtin_parity(7u));
    int a = rand(), b = rand();
    srand(42);
    int c = rand();
    srand(0);
    int d = rand();
    printf("%d %d %d %d %d\\n", a, b, c, d, RAND_MAX);
    char buf[32] = "ab";
    strcat(buf, "cd");
    std::strncat(buf, "efgh", 2);
    printf("%s %zu\\n", buf, strlen(buf));
    printf("%d %ld %g %g\\n", std::abs(-3), std::abs(-4L), std::abs(-2.5), std::abs(-1.5f));
    return 0;
}
"""


def test_builtins_rand_strcat_abs(run_source):
    r = run_source(BUILTINS)
    assert (r.rc, r.err) == (0, "")
    assert r.out == ("8 64 31 3 23 5 1\n1804289383 846930886 71876166 1804289383 2147483647\nabcdef 6\n"
                     "3 4 2.5 1.5\n")


def test_rand_restarts_for_each_run(run_source):
    src = "#include <cstdio>\n#include <cstdlib>\nint main() { printf(\"%d\\n\", rand()); return 0; }\n"
    assert run_source(src).out == run_source(src).out == "1804289383\n"


ACL = """#include <cstdint>
#include <cstdio>
#include <vector>
#include "acl/acl.h"
int main() {
    aclInit(nullptr);
    aclrtContext ctx = nullptr;
    int rc0 = aclrtCreateContext(&ctx, 0);
    int bad_dev = aclrtCreateContext(&ctx, 5);
    aclrtStream stream = nullptr;
    aclrtCreateStream(&stream);
    uint8_t* dev = nullptr;
    aclrtMalloc(reinterpret_cast<void**>(&dev), 64, ACL_MEM_MALLOC_HUGE_FIRST);
    int m1 = aclrtMemset(dev, 64, 0x1AB, 64);
    int m2 = aclrtMemset(dev, 16, 7, 32);
    int m3 = aclrtMemset(dev + 8, 8, 3, 8);
    std::vector<uint8_t> host(64);
    int c1 = aclrtMemcpyAsync(host.data(), 64, dev, 64, ACL_MEMCPY_DEVICE_TO_HOST, stream);
    int c2 = aclrtMemcpyAsync(host.data(), 64, dev, 128, ACL_MEMCPY_DEVICE_TO_HOST, stream);
    aclrtSynchronizeStream(stream);
    printf("%d %d %d %d %d %d %d | %d %d %d %d\\n", rc0, bad_dev, m1, m2, m3, c1, c2, host[0], host[8], host[15],
           host[16]);
    aclrtFree(dev);
    aclrtDestroyStream(stream);
    int d1 = aclrtDestroyContext(ctx);
    int d2 = aclrtDestroyContext(ctx);
    printf("%d %d\\n", d1, d2);
    aclrtResetDevice(0);
    aclFinalize();
    return 0;
}
"""


def test_acl_memset_memcpy_async_context(run_source):
    r = run_source(ACL)
    assert (r.rc, r.err) == (0, "")
    # 0x1AB sets bytes to 0xAB; count > maxCount and a second destroy are ACL_ERROR_INVALID_PARAM.
    assert r.out == "0 100000 0 100000 0 0 100000 | 171 3 3 171\n0 100000\n"


def test_every_unsupported_construct_of_device_code_is_reported(run_source):
    r = run_source("#include <cstdint>\n#include <cstdio>\n#include <new>\n"
                   "#include \"c_api/asc_simd.h\"\n#include \"acl/acl.h\"\n"
                   "union U { int i; float f; };\n"
                   "__aicore__ int helper(int x) { char b[8]; int* p = new (b) int(x); return p[0]; }\n"
                   "__global__ __vector__ void k(__gm__ int* gm) {\n    U u;\n"
                   "    try { gm[0] = 0; } catch (...) { gm[0] = 1; }\n    gm[1] = helper(2);\n}\n"
                   "int main() {\n    printf(\"x\\n\");\n    k<<<1, 0>>>(nullptr);\n    return 0;\n}\n")
    assert (r.rc, r.out) == (2, ""), r.err
    assert r.err.splitlines() == [
        "prog.asc:7:52: unsupported: placement new",
        "prog.asc:9:7: unsupported: unions (U)",
        "prog.asc:10:5: unsupported: try/catch",
    ]


def test_acl_python_facade_memset_and_contexts() -> None:
    import numpy as np

    from ascsim import acl

    acl.init()
    try:
        ctx, ret = acl.rt.create_context(0)
        assert ret == 0 and ctx != 0
        assert acl.rt.create_context(1)[1] == acl.ACL_ERROR_INVALID_PARAM
        d, ret = acl.rt.malloc(32)
        assert ret == 0
        assert acl.rt.memset(d, 32, -1, 32) == 0
        assert acl.rt.memset(d, 32, 5, 33) == acl.ACL_ERROR_INVALID_PARAM  # count > maxCount
        assert acl.rt.memset(d + 4, 4, 0x102, 4) == 0
        host = np.zeros(32, np.uint8)
        hp = acl.util.numpy_to_ptr(host)
        assert acl.rt.memcpy_async(hp, 32, d, 32, acl.ACL_MEMCPY_DEVICE_TO_HOST, 999) == acl.ACL_ERROR_INVALID_PARAM
        assert acl.rt.memcpy_async(hp, 32, d, 32, acl.ACL_MEMCPY_DEVICE_TO_HOST, 0) == 0
        assert host.tolist() == [255] * 4 + [2] * 4 + [255] * 24
        assert acl.rt.free(d) == 0
        assert acl.rt.destroy_context(ctx) == 0
        assert acl.rt.destroy_context(ctx) == acl.ACL_ERROR_INVALID_PARAM
    finally:
        acl.rt.reset_device(0)
        acl.finalize()


VARIABLE_TEMPLATE_AND_STRING_SORT = """\
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>
template <class A, class B> struct same { static constexpr bool value = false; };
template <class A> struct same<A, A> { static constexpr bool value = true; };
template <class A, class B> constexpr bool same_v = same<A, B>::value;
int main()
{
    printf("%d %d\\n", same_v<int, int> ? 1 : 0, same_v<int, float> ? 1 : 0);
    std::vector<std::string> w;
    w.push_back("pear");
    w.push_back("Zebra");
    w.push_back("apple");
    w.push_back("\\xe9t\\xe9");
    std::sort(w.begin(), w.end());
    for (auto& s : w) printf("%zu ", s.size());
    printf("%s\\n", w[0].c_str());
    return 0;
}
"""


def test_variable_template_and_sorting_strings(run_source):
    r = run_source(VARIABLE_TEMPLATE_AND_STRING_SORT)
    assert (r.rc, r.err) == (0, "")
    # g++ -std=c++17: std::string compares its characters as unsigned char, so the accented word is last.
    assert r.out == "1 0\n5 5 4 3 Zebra\n"


TRAITS_AND_CINTTYPES = r"""#include <cinttypes>
#include <cstdio>
#include <type_traits>
template <class T>
const char* kind()
{
    if constexpr (std::is_floating_point_v<T>) {
        return "float";
    } else if constexpr (std::is_signed_v<T>) {
        return "signed";
    } else {
        return "unsigned";
    }
}
template <class T, std::enable_if_t<std::is_integral_v<T>, int> = 0>
T twice(T x) { return x * 2; }
int main()
{
    static_assert(std::is_same_v<std::remove_cv_t<const int>, int>);
    int64_t big = -5000000000;
    uint32_t u = 4000000000u;
    printf("%s %s %s %d %d\n", kind<double>(), kind<int8_t>(), kind<uint16_t>(),
           std::is_same<int, int>::value ? 1 : 0, std::is_pointer_v<int*> ? 1 : 0);
    printf("%" PRId64 " %" PRIu32 " %" PRIx64 " %d\n", big, u, (uint64_t)255, twice(21));
    std::conditional_t<true, int, double> c = 7;
    printf("%d %d\n", c, (int)std::integral_constant<int, 3>::value);
    return 0;
}
"""


def test_type_traits_and_cinttypes(run_source):
    r = run_source(TRAITS_AND_CINTTYPES)
    assert (r.rc, r.err) == (0, "")
    # What g++ -std=c++17 prints for the same program.
    assert r.out == "float signed unsigned 1 1\n-5000000000 4000000000 ff 42\n7 3\n"


STD_ARRAY = r"""#include <array>
#include <cstdio>
#include <numeric>
int sum(const std::array<int, 4>& a)
{
    int s = 0;
    for (int v : a) {
        s += v;
    }
    return s;
}
int main()
{
    std::array<int, 4> a{};
    a.fill(3);
    a[1] = 10;
    a.at(2) = -1;
    std::array<float, 3> b = {1.5f, 2.5f, 3.5f};
    printf("%zu %d %d %d %d %g\n", a.size(), sum(a), a.front(), a.back(), *a.data(), b[2]);
    std::iota(a.begin(), a.end(), 7);
    printf("%d %d %d\n", a[0], a[3], (int)std::accumulate(b.begin(), b.end(), 0.0f));
    return 0;
}
"""


def test_std_array(run_source):
    r = run_source(STD_ARRAY)
    assert (r.rc, r.err) == (0, "")
    # What g++ -std=c++17 prints for the same program.
    assert r.out == "4 15 3 3 3 3.5\n7 10 7\n"


ARRAY_REFERENCES = r"""#include <cstdio>
int second(int (&arr)[4]) { return arr[1]; }
template <int N>
int total(const int (&a)[N])
{
    int s = 0;
    for (int v : a) {
        s += v;
    }
    return s;
}
int main()
{
    int h[4] = {5, 6, 7, 8};
    int (&r)[4] = h;
    r[2] = 70;
    int grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
    int rows = 0;
    for (auto& row : grid) {
        rows += row[2];
    }
    printf("%d %d %d %d\n", second(h), total(h), total<3>(grid[1]), rows);
    return 0;
}
"""


def test_references_to_arrays_and_range_for_over_rows(run_source):
    r = run_source(ARRAY_REFERENCES)
    assert (r.rc, r.err) == (0, "")
    assert r.out == "6 89 15 9\n"  # what g++ -std=c++17 prints


ASSIGNMENT_RESULTS = r"""#include <cstdio>
struct F {
    int n;
    F(int v = 0) : n(v) {}
    F operator+(const F& o) const { return F(n + o.n); }
    F& operator+=(const F& o) { return *this = *this + o; }
};
int main()
{
    F a;
    a += F(5);
    F b(2);
    (b = a + b).n += 1;
    printf("%d %d\n", a.n, b.n);
    return 0;
}
"""
ASSIGNMENT_AS_LVALUE = r"""#include <cstdio>
struct F {
    int n;
    F(int v = 0) : n(v) {}
    F operator+(const F& o) const { return F(n + o.n); }
};
int main()
{
    F a(5), b(2);
    b = a + b;
    printf("%d\n", b.n);
    F c(1);
    F& r = (c = a);
    r.n += 10;
    printf("%d\n", c.n);
    return 0;
}
"""
REFERENCES_DESTROY_NOTHING = r"""#include <cstdio>
struct M {
    int v = 3;
    ~M() { printf("dtor %d\n", v); }
};
M make() { return M(); }
int main()
{
    M* h = new M;
    {
        const M& r = *h;
        printf("%d\n", r.v);
    }
    {
        const M& t = make();
        printf("temp %d\n", t.v);
    }
    delete h;
    printf("end\n");
    return 0;
}
"""


def test_the_result_of_an_implicit_assignment_is_the_assigned_object(run_source):
    # What g++ -std=c++17 prints: `return *this = *this + o;` and a reference bound to `(c = a)`.
    assert run_source(ASSIGNMENT_RESULTS).out == "5 8\n"
    assert run_source(ASSIGNMENT_AS_LVALUE).out == "7\n15\n"


def test_a_reference_to_an_object_does_not_destroy_it(run_source):
    r = run_source(REFERENCES_DESTROY_NOTHING)
    assert (r.rc, r.err) == (0, "")
    assert r.out == "3\ntemp 3\ndtor 3\ndtor 3\nend\n"  # what g++ -std=c++17 prints


PAIRS = r"""#include <cstdio>
#include <initializer_list>
#include <utility>
#include <vector>
#include <algorithm>
std::pair<int, float> best(const std::vector<float>& v)
{
    std::pair<int, float> b(0, v[0]);
    for (int i = 1; i < (int)v.size(); ++i) {
        if (v[i] > b.second) {
            b = std::make_pair(i, v[i]);
        }
    }
    return b;
}
int main()
{
    std::vector<float> v;
    for (float x : {1.5f, 9.25f, -3.0f, 4.0f}) {
        v.push_back(x);
    }
    auto b = best(v);
    std::pair<int, int> p(1, 2), q(1, 3);
    std::vector<std::pair<int, int>> ps;
    ps.push_back(q);
    ps.push_back(p);
    std::sort(ps.begin(), ps.end(), [](const std::pair<int, int>& x, const std::pair<int, int>& y) { return x < y; });
    printf("%d %g %d %d %d\n", b.first, b.second, p < q ? 1 : 0, p == q ? 1 : 0, ps[0].second);
    return 0;
}
"""


def test_std_pair_make_pair_and_initializer_list_header(run_source):
    r = run_source(PAIRS)
    assert (r.rc, r.err) == (0, "")
    assert r.out == "1 9.25 1 0 2\n"  # what g++ -std=c++17 prints


STRUCTURED_BINDINGS = r"""#include <cstdio>
#include <utility>
struct KV { int k; double v; };
int main()
{
    KV p{1, 2.5};
    auto& [k, v] = p;
    k += 10;
    auto [k2, v2] = p;
    k2 = 99;
    int a[3] = {3, 4, 5};
    auto [x, y, z] = a;
    auto& [rx, ry, rz] = a;
    ry = 40;
    std::pair<int, float> pr(7, 0.5f);
    const auto& [first, second] = pr;
    printf("%d %g %d %g %d %d %d %d %d %g\n", k, v, p.k, v2, x, y + z, a[1], rx, first, second);
    return 0;
}
"""


def test_structured_bindings_by_reference_and_by_copy(run_source):
    r = run_source(STRUCTURED_BINDINGS)
    assert (r.rc, r.err) == (0, "")
    assert r.out == "11 2.5 11 2.5 3 9 40 3 7 0.5\n"  # what g++ -std=c++17 prints
