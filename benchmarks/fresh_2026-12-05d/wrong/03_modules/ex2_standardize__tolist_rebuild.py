# Mistake: "`x`, `mean` and `std` of the same dtype" (float64 too) and "inputs on the `meta` device" — the copies are rebuilt from Python numbers with torch.tensor(mean.tolist()): float64 statistics become float32 (default dtype) and .tolist() raises for meta (or needs a device sync on a GPU) statistics.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", torch.tensor(mean.tolist()))
        self.register_buffer("std", torch.tensor(std.tolist()))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
