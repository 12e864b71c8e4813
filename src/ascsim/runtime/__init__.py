"""The runtime around the instructions: memory, kernels and launch, pipes and sync."""
