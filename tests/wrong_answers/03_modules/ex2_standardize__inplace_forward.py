# Diagnosis: input-modified
# Pitfall: normalising x in place "to save memory": the caller's batch is overwritten.
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.clone())
        self.register_buffer("std", std.clone())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        with torch.no_grad():
            return x.sub_(self.mean).div_(self.std)
