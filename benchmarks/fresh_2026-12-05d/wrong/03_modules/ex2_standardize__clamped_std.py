# Mistake: "`std`: ... ordinary values (positive and negative)" and "`forward(x)` returns `(x - mean) / std`" — the standard deviation is clamped to at least 1e-6 "to avoid division by zero", which turns every negative std into 1e-6 and multiplies the result by about a million.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.clone())
        self.register_buffer("std", std.clone().clamp(min=1e-6))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
