# Mistake: "std may be negative, as drawn: divide by it as given (no abs(), no check)": clamping std to a small positive floor to avoid dividing by zero turns every negative std into 1e-6, so a negative std gives outputs ~1e6 times too large with the wrong sign.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.clone())
        self.register_buffer("std", std.clone().clamp_min(1e-6))   # guard against division by zero

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
