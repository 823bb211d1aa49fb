# Mistake: "dividing by `std` as given (the tests draw it at random, so it may be negative: no check, no `abs()`)" -- std is clamped to at least 1e-8 to avoid division by zero, so a negative std becomes 1e-8 and the output explodes.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.detach().clone())
        self.register_buffer("std", std.detach().clone())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std.clamp_min(1e-8)
