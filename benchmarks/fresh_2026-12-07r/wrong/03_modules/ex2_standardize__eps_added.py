# Mistake: "dividing by `std` as given (... no check ...)" — adds an eps of 1e-6 to std "for safety", which changes every float64 result and, for a std drawn near 0 or negative near -1e-6, changes it a lot.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.detach().clone())
        self.register_buffer("std", std.detach().clone())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / (self.std + 1e-6)
