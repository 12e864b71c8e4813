"""The host part of a program compiled natively: its source, the toolchain, and the bridge to the simulator."""
