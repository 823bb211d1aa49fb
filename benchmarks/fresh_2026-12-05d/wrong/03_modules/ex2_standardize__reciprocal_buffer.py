# Mistake: "as buffers named `mean` and `std`" — the reciprocal 1/std is stored (to multiply instead of divide) under the name inv_std, so the module's buffers and state_dict are mean and inv_std, not mean and std, and a state_dict saved by the reference cannot be loaded.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.clone())
        self.register_buffer("inv_std", 1.0 / std)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) * self.inv_std
