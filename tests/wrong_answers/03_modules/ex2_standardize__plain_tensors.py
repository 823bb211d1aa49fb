# Diagnosis: not-registered
# Pitfall: plain tensor attributes are neither saved in state_dict nor moved by .to().
class Standardize(nn.Module):
    def __init__(self, mean: torch.Tensor, std: torch.Tensor):
        super().__init__()
        self.mean = mean.clone()
        self.std = std.clone()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x - self.mean) / self.std
