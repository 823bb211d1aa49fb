# Mistake: "mean and std each a scalar, one value per channel (C, 1, 1) or one per position of the last dimension (W,)" — a 1-D statistic is taken for one value per channel (as torchvision's Normalize lists them) and reshaped to (-1, 1, 1), so (W,) statistics normalise along the channel dimension instead of the last one (wrong values, or a broadcast error when W != C)
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        if mean.dim() == 1:
            mean = mean.reshape(-1, 1, 1)
        if std.dim() == 1:
            std = std.reshape(-1, 1, 1)
        self.register_buffer("mean", mean.clone())
        self.register_buffer("std", std.clone())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
