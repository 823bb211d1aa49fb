# Mistake: "as buffers named `mean` and `std`" — stores 1/std under the name inv_std, so state_dict() has no 'std' key and loading a saved Standardize fails
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.detach().clone())
        self.register_buffer("inv_std", 1.0 / std.detach())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) * self.inv_std
