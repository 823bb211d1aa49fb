# Mistake: "N >= 1 ... (a batch of one is still (1, C*H*W))": a final squeeze() meant to tidy the result drops the batch dimension of a batch of one, returning (C*H*W,).
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return x.permute(0, 3, 1, 2).flatten(start_dim=1).squeeze()
