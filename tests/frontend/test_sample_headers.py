"""What the Ascend sample programs take from their headers: their own data_utils.h (or the native
helpers standing in for it), and what libstdc++'s headers bring in with them."""

from __future__ import annotations

# The shape of the samples' data_utils.h: ReadFile/WriteFile on top of <fstream> and POSIX calls,
# which ascsim does not interpret; the native helpers take their place.
FSTREAM_HELPERS = """
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <fstream>
bool ReadFile(const std::string& path, void* buffer, size_t expected)
{
    std::ifstream file(path, std::ios::binary);
    return false;
}
bool WriteFile(const std::string& path, const void* buffer, size_t size)
{
    int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, S_IRUSR);
    return fd >= 0;
}
"""


def test_a_local_data_utils_with_other_helpers_is_the_one_included(run_source) -> None:
    # Only the samples' file-reading header is replaced; any other local header of that name is
    # found next to the program, before ascsim's include directory.
    r = run_source("""
#include <iostream>
#include "data_utils.h"
int main() {
    std::cout << twice(21) << std::endl;
    return 0;
}
""", extra={"data_utils.h": "inline int twice(int x)\n{\n    return 2 * x;\n}\n"})
    assert (r.rc, r.out) == (0, "42\n"), r.err


def test_a_local_data_utils_defining_more_than_the_helpers_is_compiled_as_it_is(run_source) -> None:
    header = FSTREAM_HELPERS + "int twice(int x)\n{\n    return 2 * x;\n}\n"
    r = run_source('#include "data_utils.h"\nint main() { return twice(21) == 42 ? 0 : 1; }\n',
                   extra={"data_utils.h": header})
    # The program's own header is built by the native compiler, POSIX headers and all.
    assert (r.rc, r.err) == (0, "")


def test_libstdcxx_transitive_declarations(run_source) -> None:
    # With libstdc++, <vector> and <iostream> bring std::equal/std::copy and the float std::abs.
    r = run_source("""
#include <vector>
#include <iostream>
int main() {
    std::vector<float> a(4, -1.5f);
    std::vector<float> b(4);
    std::copy(a.begin(), a.end(), b.begin());
    std::cout << std::equal(a.begin(), a.end(), b.begin()) << " " << std::abs(a[0]) << " " << std::abs(-3) << std::endl;
    return 0;
}
""")
    assert (r.rc, r.out) == (0, "1 1.5 3\n"), r.err


def test_ostream_iterator_prints_each_element_and_separator(run_source) -> None:
    r = run_source("""
#include <algorithm>
#include <iostream>
#include <iterator>
#include <vector>
int main() {
    std::vector<int> v(3, 7);
    std::copy(v.begin(), v.end(), std::ostream_iterator<int>(std::cout, " "));
    return 0;
}
""")
    assert (r.rc, r.out, r.err) == (0, "7 7 7 ", "")
