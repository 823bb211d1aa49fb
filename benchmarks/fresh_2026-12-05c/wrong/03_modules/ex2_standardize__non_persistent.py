# Mistake: "`register_buffer(..., persistent=False)` (moved, but not saved)" — the statistics are missing from state_dict()
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.register_buffer("mean", mean.clone(), persistent=False)
        self.register_buffer("std", std.clone(), persistent=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
