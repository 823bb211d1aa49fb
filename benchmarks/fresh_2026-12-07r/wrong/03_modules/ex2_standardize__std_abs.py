# Mistake: "dividing by `std` as given (... it may be negative: no check, no `abs()`)" — divides by std.abs(), so a negative std (drawn at random) flips the sign of the output.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.detach().clone())
        self.register_buffer("std", std.detach().clone())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std.abs()   # a standard deviation is never negative
