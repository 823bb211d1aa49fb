# Mistake: "`x`, `mean` and `std` of the same dtype ... in float32 or float64" — copies the statistics with .float(), so float64 mean/std are rounded to float32 and the float64 result differs from (x - mean) / std beyond float64 tolerance (and the buffers are float32 in state_dict).
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.float().clone())
        self.register_buffer("std", std.float().clone())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
