# Mistake: "it stores **copies** of the tensors" / "`x`, `mean` and `std` of the same dtype" (float64 too) — .to(torch.float32) returns the caller's own tensor when it already is float32 (no copy: later changes leak in), and rounds float64 statistics to float32.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.to(torch.float32))
        self.register_buffer("std", std.to(torch.float32))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
