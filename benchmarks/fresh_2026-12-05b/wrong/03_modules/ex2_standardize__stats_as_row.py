# Mistake: "the statistics broadcast against x: scalars, one value per feature, or (C, 1, 1) per image channel" — reshapes the statistics to a (1, -1) row, which breaks per-channel (C, 1, 1) statistics.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.clone().reshape(1, -1))
        self.register_buffer("std", std.clone().reshape(1, -1))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
