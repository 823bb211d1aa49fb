# Mistake: "in float32 or float64" / "x, mean and std of the same dtype": .float() rounds float64 statistics to float32 (and for float32 ones returns the caller's tensor itself, no copy), so a float64 x is standardised with statistics that lost precision (errors ~1e-8 relative, far above float64 tolerance).
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", torch.as_tensor(mean).float())
        self.register_buffer("std", torch.as_tensor(std).float())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
