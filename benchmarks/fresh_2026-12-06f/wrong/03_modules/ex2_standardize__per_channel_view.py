# Mistake: "the statistics broadcast against `x`: scalars, one value per feature, or `(C, 1, 1)`" — forward reshapes the stats to (-1, 1, 1) as if they were always per channel: (W,) stats then broadcast along the channel dimension (wrong values, or a size error).
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.clone())
        self.register_buffer("std", std.clone())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean.view(-1, 1, 1)) / self.std.view(-1, 1, 1)
