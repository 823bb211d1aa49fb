# Mistake: "`x.transpose(1, 3)` gives `(N, C, W, H)`, listing each channel column by column" — uses transpose(1, 3), wrong whenever H, W > 1
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return x.transpose(1, 3).reshape(x.size(0), -1)
