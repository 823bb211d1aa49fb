# Mistake: "dividing by `std` as given (the tests draw it at random, so it may be negative: no check, no `abs()`)": the learner guards against division by zero with clamp(min=1e-8), which turns every negative std into 1e-8 and returns values around 1e8 for a negative std.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.detach().clone())
        self.register_buffer("std", std.detach().clone().clamp(min=1e-8))   # never divide by 0

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
