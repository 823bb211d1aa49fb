# Mistake: "`nn.Parameter(..., requires_grad=False)` (saved and moved, but listed in `parameters()`...)" — "the module has no parameters" is broken
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.mean = nn.Parameter(mean.clone(), requires_grad=False)
        self.std = nn.Parameter(std.clone(), requires_grad=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
