# Mistake: "the statistics broadcast against `x`: scalars, one value per feature, or `(C, 1, 1)` per image channel" — reshapes every statistic to (-1, 1, 1), so a (W,) per-position statistic is applied along H instead (wrong values, or a broadcast error when H != W)
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.detach().clone().reshape(-1, 1, 1))
        self.register_buffer("std", std.detach().clone().reshape(-1, 1, 1))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
