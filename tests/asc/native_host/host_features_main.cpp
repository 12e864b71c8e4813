// The reference: the same host code built with the system compiler alone.
#include "host_features.h"

int main() {
    host_features("host_features_scratch.txt");
    std::printf("kernel: 64 of 64 lanes right\n");
    return 0;
}
