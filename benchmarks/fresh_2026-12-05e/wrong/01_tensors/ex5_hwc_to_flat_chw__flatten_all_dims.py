# Mistake: "returns `(N, C*H*W)`" — torch.flatten without start_dim flattens the batch dimension too and returns a 1-D tensor of N*C*H*W values.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return torch.flatten(x.permute(0, 3, 1, 2))
