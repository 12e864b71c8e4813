// Binary file helpers in the shapes the Ascend samples' data_utils.h gives them, implemented
// natively. Paths are relative to the working directory.
#ifndef __ASCSIM_DATA_UTILS_H
#define __ASCSIM_DATA_UTILS_H
// What the samples' own header brings in through <fstream> and the POSIX headers.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <limits>
#include <string>

#ifdef __ASCSIM_HOST__
// The natively compiled host part: the same helpers in C++, with the same messages.
#include <cerrno>
// Reads at most one byte more than the buffer holds, so that a file larger than the buffer (or an
// endless one such as /dev/zero) is refused without reading it all. Messages name the caller's line.
inline bool __ascsim_read_file(const std::string& filePath, size_t* fileSize, void* buffer, size_t limit,
                               bool exact, const char* file, int line) {
    if (exact && (buffer == nullptr || limit == 0)) {
        std::fprintf(stderr, "[ERROR]  %s:%d: cannot read %s: the buffer is null or the expected size is 0\n",
                     file, line, filePath.c_str());
        return false;
    }
    FILE* f = std::fopen(filePath.c_str(), "rb");
    if (f == nullptr) {
        std::fprintf(stderr, "[ERROR]  %s:%d: failed to read file %s: %s\n", file, line, filePath.c_str(),
                     std::strerror(errno));
        return false;
    }
    std::string data;
    char chunk[1 << 16];
    const size_t most = limit == SIZE_MAX ? limit : limit + 1;
    for (size_t n; data.size() < most &&
                   (n = std::fread(chunk, 1, std::min(sizeof chunk, most - data.size()), f)) > 0;) {
        data.append(chunk, n);
    }
    std::fclose(f);
    bool ok = false;
    if (data.empty()) {
        std::fprintf(stderr, "[ERROR]  %s:%d: file %s is empty\n", file, line, filePath.c_str());
    } else if (data.size() > limit) {
        std::fprintf(stderr, "[ERROR]  %s:%d: file %s is larger than the buffer (%zu bytes)\n", file, line,
                     filePath.c_str(), limit);
    } else if (exact && data.size() != limit) {
        std::fprintf(stderr, "[ERROR]  %s:%d: file %s is %zu bytes, expected %zu\n", file, line,
                     filePath.c_str(), data.size(), limit);
    } else {
        std::memcpy(buffer, data.data(), data.size());
        if (fileSize != nullptr) *fileSize = data.size();
        ok = true;
    }
    return ok;
}
// The default arguments are the caller's file and line (GCC and clang builtins).
inline bool ReadFile(const std::string& filePath, size_t& fileSize, void* buffer, size_t bufferSize,
                     const char* file = __builtin_FILE(), int line = __builtin_LINE()) {
    return __ascsim_read_file(filePath, &fileSize, buffer, bufferSize, false, file, line);
}
inline bool ReadFile(const std::string& filePath, void* buffer, size_t expectedSize,
                     const char* file = __builtin_FILE(), int line = __builtin_LINE()) {
    return __ascsim_read_file(filePath, nullptr, buffer, expectedSize, true, file, line);
}
inline bool WriteFile(const std::string& filePath, const void* buffer, size_t size) {
    FILE* f = std::fopen(filePath.c_str(), "wb");
    if (f == nullptr || std::fwrite(buffer, 1, size, f) != size) {
        std::fprintf(stderr, "[ERROR]  failed to write file %s: %s\n", filePath.c_str(), std::strerror(errno));
        if (f != nullptr) std::fclose(f);
        return false;
    }
    return std::fclose(f) == 0;
}
#else
// Reads the whole file into buffer (at most bufferSize bytes); its size goes to fileSize.
bool ReadFile(const std::string& filePath, size_t& fileSize, void* buffer, size_t bufferSize);
// Reads the file into buffer; it must hold exactly expectedSize bytes.
bool ReadFile(const std::string& filePath, void* buffer, size_t expectedSize);
bool WriteFile(const std::string& filePath, const void* buffer, size_t size);
#endif

#define INFO_LOG(fmt, ...) fprintf(stdout, "[INFO]  " fmt "\n", ##__VA_ARGS__)
#define WARN_LOG(fmt, ...) fprintf(stdout, "[WARN]  " fmt "\n", ##__VA_ARGS__)
#define ERROR_LOG(fmt, ...) fprintf(stderr, "[ERROR]  " fmt "\n", ##__VA_ARGS__)
#endif
