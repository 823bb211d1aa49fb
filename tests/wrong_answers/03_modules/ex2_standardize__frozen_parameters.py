# Diagnosis: parameters-not-buffers
# Pitfall: frozen nn.Parameters are saved and moved, but listed in parameters() for optimizers.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.mean = nn.Parameter(mean.clone(), requires_grad=False)
        self.std = nn.Parameter(std.clone(), requires_grad=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
