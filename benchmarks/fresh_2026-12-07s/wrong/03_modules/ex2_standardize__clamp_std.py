# Mistake: "dividing by `std` as given: the tests draw it at random, so it may be negative (no check, no `abs()`)": guards against division by zero with clamp_min(1e-6), which turns every negative std into 1e-6.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.detach().clone())
        self.register_buffer("std", std.detach().clone())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std.clamp_min(1e-6)
