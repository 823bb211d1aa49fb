# Mistake: "the statistics broadcast against `x`: scalars, one value per feature, or `(C, 1, 1)` per image channel" — the statistics are reshaped to (1, C, 1, 1) as for per-channel stats, which puts a per-position (W,) mean on the channel axis (wrong or a broadcast error), and turns a (C, H, W) image or a scalar statistic into a 4-D result.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.clone().view(1, -1, 1, 1))
        self.register_buffer("std", std.clone().view(1, -1, 1, 1))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
