# Mistake: "`forward(x)` returns `(x - mean) / std`, dividing by `std` as given (... no check)": adding a BatchNorm-style eps to the denominator changes every output (relative error 1e-5/|std|, large when a drawn std is small, and wrong in float64 at any tolerance near machine precision)
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.detach().clone())
        self.register_buffer("std", std.detach().clone())
        self.eps = 1e-5                      # as BatchNorm does, so a zero std cannot divide by zero

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / (self.std + self.eps)
