# Mistake: "dividing by `std` as given ... no check": adds an epsilon to std "to avoid dividing by zero", so the result is not (x - mean) / std (off by 1e-5 relative for std = 1, and wildly off for a negative std near -1e-5).
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.clone())
        self.register_buffer("std", std.clone())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / (self.std + 1e-5)
